package dev.singletable.processor.validate;

/**
 * The diagnostics of the optional modules a table's generated code needs. Listed in
 * docs/diagnostics.md with {@link Message}'s.
 */
public enum ModuleMessage implements Catalogued {
  MIGRATIONS_MODULE(
      "migrations-module",
      "%s has no migrations(): table %s declares changes whose online jobs run from it (%s), but"
          + " singletable-migrations is not on the class path. Add the dependency"
          + " dev.singletable:singletable-migrations (package %s) to run them (see"
          + " docs/evolution.md)");

  private final String id;
  private final String text;

  ModuleMessage(String id, String text) {
    this.id = id;
    this.text = text;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String format(Object... arguments) {
    return String.format(text, arguments);
  }
}
