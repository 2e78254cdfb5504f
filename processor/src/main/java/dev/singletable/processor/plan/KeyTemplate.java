package dev.singletable.processor.plan;

import java.util.List;

/**
 * A key pattern resolved for rendering: literal text and encoded components in order, with the
 * attribute that stores the key.
 *
 * @param attribute the key attribute, such as {@code PK} or {@code GSI1SK}
 * @param source the pattern as written, for Javadoc
 * @param partition whether it is a partition key (checked against 2048 bytes, else 1024)
 * @param parts the pattern's text and components, in order
 * @param components the distinct components, in order of first appearance: the parameters of the
 *     methods that render it
 */
public record KeyTemplate(
    String attribute,
    String source,
    boolean partition,
    List<Part> parts,
    List<KeyComponent> components) {

  public KeyTemplate {
    parts = List.copyOf(parts);
    components = List.copyOf(components);
  }

  /** Whether the pattern is all literal, such as {@code PROFILE}. */
  public boolean constant() {
    return components.isEmpty();
  }

  /** The literal text before the first component ({@code ORDER#} of {@code ORDER#{id}}). */
  public String literalPrefix() {
    StringBuilder prefix = new StringBuilder();
    for (Part part : parts) {
      if (!(part instanceof Text text)) {
        break;
      }
      prefix.append(text.text());
    }
    return prefix.toString();
  }

  /** A piece of a key: literal text or an encoded component. */
  public sealed interface Part {}

  /** Literal text copied into the key. */
  public record Text(String text) implements Part {}

  /** An encoded component; {@code value} names the local or parameter holding its value. */
  public record Value(KeyComponent component) implements Part {}
}
