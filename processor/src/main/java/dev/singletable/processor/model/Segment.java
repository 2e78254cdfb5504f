package dev.singletable.processor.model;

/** A part of a key pattern: literal text or an {@code {attribute}} placeholder. */
public sealed interface Segment {

  /** Literal text copied into the key as written. */
  record Literal(String text) implements Segment {}

  /**
   * A placeholder naming an entity attribute (its Java name).
   *
   * @param offset the position of the opening brace in the pattern, for diagnostics
   */
  record Placeholder(String name, int offset) implements Segment {}
}
