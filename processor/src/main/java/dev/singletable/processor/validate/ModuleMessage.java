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

  /**
   * {@code ShopDb.migrations()}, where the jobs of a table run from, as the messages that name a
   * job say it: when singletable-migrations is not on the class path, with the dependency that
   * brings it (the Db has no {@code migrations()} without it).
   */
  public static String runner(String db, boolean migrationsModule) {
    return migrationsModule
        ? db + ".migrations()"
        : db
            + ".migrations() (which needs the dependency dev.singletable:singletable-migrations,"
            + " not on the class path)";
  }

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
