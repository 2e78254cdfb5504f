package dev.singletable.samples.teams;

/**
 * A user's id: a value type, stored as its text, so that a user id cannot be passed where a project
 * id is expected (the compiler refuses it).
 */
public record UserId(String value) {

  @Override
  public String toString() {
    return value;
  }
}
