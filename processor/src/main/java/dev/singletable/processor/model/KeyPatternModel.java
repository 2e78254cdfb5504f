package dev.singletable.processor.model;

import java.util.List;

/**
 * A parsed key template such as {@code ORDER#{createdAt}#{orderId}}.
 *
 * @param source the template as written
 * @param segments the parsed segments; empty when {@code error} is set
 * @param error a parse error message, or {@code null}
 * @param errorOffset where in {@code source} the parse error is
 */
public record KeyPatternModel(
    String source, List<Segment> segments, String error, int errorOffset, Origin origin) {

  public boolean isValid() {
    return error == null;
  }

  public List<Segment.Placeholder> placeholders() {
    return segments.stream()
        .filter(Segment.Placeholder.class::isInstance)
        .map(Segment.Placeholder.class::cast)
        .toList();
  }

  /**
   * The pattern with {@code {shard}} read as a placeholder of an attribute named {@code shard}: for
   * entities that shard by hand, with an attribute of that name and no {@code @Shard} for the key.
   */
  public KeyPatternModel withShardAsAttribute() {
    if (!hasShard()) {
      return this;
    }
    List<Segment> read =
        segments.stream()
            .map(
                s ->
                    s instanceof Segment.Shard shard
                        ? new Segment.Placeholder(Segment.SHARD, shard.offset())
                        : s)
            .toList();
    return new KeyPatternModel(source, read, error, errorOffset, origin);
  }

  /** Whether the pattern holds the {@code {shard}} slot. */
  public boolean hasShard() {
    return segments.stream().anyMatch(Segment.Shard.class::isInstance);
  }

  /** The literal text before the first placeholder ({@code "ORDER#"} for {@code ORDER#{id}}). */
  public String literalPrefix() {
    StringBuilder prefix = new StringBuilder();
    for (Segment segment : segments) {
      if (segment instanceof Segment.Literal literal) {
        prefix.append(literal.text());
      } else {
        break;
      }
    }
    return prefix.toString();
  }

  /** Whether the whole pattern is a literal, such as {@code PROFILE}. */
  public boolean isConstant() {
    return placeholders().isEmpty();
  }
}
