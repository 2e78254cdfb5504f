package dev.singletable.processor.validate;

/**
 * The diagnostics of derived attributes ({@code @Derived}): the method that computes one, the
 * attributes it reads and where a derived attribute may go. Listed in docs/diagnostics.md with
 * {@link Message}'s.
 */
public enum DerivedMessage implements Catalogued {
  METHOD(
      "derived-method",
      "@Derived(\"%s\") on %s.%s: %s; declare static %s %s(...) in %s, one parameter per source"
          + " attribute, named and typed as that attribute"),
  UNKNOWN(
      "derived-unknown",
      "parameter %s of %s.%s(...), which computes @Derived attribute %s, names no attribute of %s;"
          + " name each parameter after the attribute it reads (one of %s)"),
  CYCLE(
      "derived-cycle",
      "@Derived attribute %s.%s depends on itself (%s); compute it from attributes that are not"
          + " derived from it"),
  KEY(
      "derived-key",
      "@Derived attribute %s.%s is a component of the primary key (%s), which an update cannot"
          + " change; put its sources (%s) in the key pattern instead, which composes them already,"
          + " or derive an attribute outside the primary key"),
  ROLE("derived-role", "@Derived attribute %s.%s is also %s; %s"),
  SOURCE(
      "derived-source",
      "@Derived attribute %s.%s reads %s, which is %s, so the update could not compute it again;"
          + " read a stored attribute that updates set"),
  TYPE(
      "derived-type",
      "@Derived attribute %s.%s %s %s, stored as a list, set, map, Optional or nested type;"
          + " derived attributes and their sources are scalars (String, numbers, boolean, enums,"
          + " dates and times, UUID, bytes, converted types)");

  private final String id;
  private final String text;

  DerivedMessage(String id, String text) {
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
