package dev.singletable.processor.plan;

import java.util.List;
import java.util.Optional;

/**
 * A key pattern resolved for rendering: literal text and encoded components in order, with the
 * attribute that stores the key.
 *
 * @param attribute the key attribute, such as {@code PK} or {@code GSI1SK}
 * @param descriptor the key record's {@code Keys.Attribute} constant of the key: {@code PK}, {@code
 *     SK}, {@code GSI1_PK}...
 * @param source the pattern as written
 * @param partition whether it is a partition key (checked against 2048 bytes, else 1024)
 * @param parts the pattern's text and components, in order
 * @param components the distinct components, in order of first appearance: the parameters of the
 *     methods that render it
 */
public record KeyTemplate(
    String attribute,
    String descriptor,
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
    return components.isEmpty() && shard().isEmpty();
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

  /**
   * The shard number of a sharded partition key, of {@code count} shards.
   *
   * @param by the component whose hash picks the shard, or {@code null} for a random shard
   * @param constant the key record's {@code Keys.Shard} constant
   */
  public record ShardSlot(int count, KeyComponent by, String constant) implements Part {}

  /**
   * The placeholders' components, without a {@code by} component that only computes the shard: the
   * parameters of a method that renders every shard.
   */
  public List<KeyComponent> placeholderComponents() {
    return parts.stream()
        .filter(Value.class::isInstance)
        .map(part -> ((Value) part).component())
        .distinct()
        .toList();
  }

  /** Whether reading this partition reads every shard: the shard is not known from its values. */
  public boolean fansOut() {
    return shard()
        .map(slot -> slot.by() == null || !placeholderComponents().contains(slot.by()))
        .orElse(false);
  }

  /** The shard slot, when the key is sharded. */
  public Optional<ShardSlot> shard() {
    return parts.stream()
        .filter(ShardSlot.class::isInstance)
        .map(ShardSlot.class::cast)
        .findFirst();
  }
}
