package dev.singletable.processor.model;

/**
 * A part of a key pattern: literal text, an {@code {attribute}} placeholder or the {@code {shard}}
 * slot of a sharded partition key.
 */
public sealed interface Segment {

  /** Literal text copied into the key as written. */
  record Literal(String text) implements Segment {}

  /**
   * A placeholder naming an entity attribute (its Java name).
   *
   * @param offset the position of the opening brace in the pattern, for diagnostics
   */
  record Placeholder(String name, int offset) implements Segment {}

  /**
   * The reserved placeholder {@code {shard}}: the shard number that {@code @Shard} declares.
   *
   * @param offset the position of the opening brace in the pattern, for diagnostics
   */
  record Shard(int offset) implements Segment {}

  /** The placeholder name that stands for the shard number rather than an attribute. */
  String SHARD = "shard";
}
