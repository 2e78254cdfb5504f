package dev.singletable.processor.validate;

/**
 * The diagnostics of stored shapes ({@code @Entity(shape = N)} and {@code @FormerShape(k)}
 * records). Listed in docs/diagnostics.md with {@link Message}'s.
 */
public enum ShapeMessage implements Catalogued {
  FORMER_SHAPE(
      "former-shape",
      "%s, but %s. A former shape is a record annotated @FormerShape(k), nested in its entity or"
          + " not, with k from 1 to below the entity's @Entity(shape = N), whose components map as"
          + " the entity's attributes do (the key components among them, alike) and whose method"
          + " upgrade() returns the entity (see docs/evolution.md)");

  private final String id;
  private final String text;

  ShapeMessage(String id, String text) {
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
