package dev.singletable.processor.validate;

/**
 * The diagnostics of unique attributes ({@code @Unique}): which attributes a guard item can hold.
 * Listed in docs/diagnostics.md with {@link Message}'s.
 */
public enum UniqueMessage implements Catalogued {
  KEY(
      "unique-key",
      "@Unique on %s.%s: it is a component of the primary key (%s), and a key names one item"
          + " already; remove @Unique (to make %s unique on its own, make it the whole key)"),
  TYPE(
      "unique-type",
      "@Unique on %s.%s, a %s: a guard item is keyed by the value, so only a scalar that can be a"
          + " key component is unique (String, integers, BigDecimal, BigInteger, boolean, enums,"
          + " dates and times, UUID, value types of these, or Optional of one); remove @Unique,"
          + " or make @Unique a scalar attribute that holds the value"),
  DERIVED(
      "unique-derived",
      "@Unique on %s.%s, which is @Derived: the update setters of its sources rewrite it, and an"
          + " update cannot move a guard item; make a stored attribute @Unique instead, or remove"
          + " @Derived and compute the value before writing"),
  IGNORED(
      "unique-ignored",
      "@Unique on %s.%s, which is @Ignore (not stored), so there is no value to keep unique;"
          + " remove @Unique or @Ignore");

  private final String id;
  private final String text;

  UniqueMessage(String id, String text) {
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
