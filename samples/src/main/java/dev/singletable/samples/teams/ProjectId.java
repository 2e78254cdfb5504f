package dev.singletable.samples.teams;

/** A project's id: a value type, stored as its text, never confused with a {@link UserId}. */
public record ProjectId(String value) {

  @Override
  public String toString() {
    return value;
  }
}
