package dev.singletable.processor.validate;

/**
 * The diagnostics of declared defaults ({@code @Attribute(ifAbsent = "...")}). Listed in
 * docs/diagnostics.md with {@link Message}'s.
 */
public enum DefaultMessage implements Catalogued {
  INVALID(
      "attribute-default",
      "%s of %s declares @Attribute(ifAbsent = \"%s\"), but %s. A default is the value reads"
          + " give the items stored without the attribute (see docs/evolution.md)");

  private final String id;
  private final String text;

  DefaultMessage(String id, String text) {
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
