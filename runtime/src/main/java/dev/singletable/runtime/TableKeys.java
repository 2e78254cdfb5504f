package dev.singletable.runtime;

/** The schema a {@link TableKey} names, typed for the builders' calls that take the key back. */
final class TableKeys {

  private TableKeys() {}

  /** {@code key.schema()}, whose key type is the key's own class. */
  @SuppressWarnings("unchecked") // a generated key's schema() is the schema of its own key type
  static <T> EntitySchema<T, Object> schemaOf(TableKey<?, T> key) {
    return (EntitySchema<T, Object>) key.schema();
  }
}
