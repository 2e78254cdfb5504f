package dev.singletable.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * The return type of a declared access pattern, as written: the container that says the shape and
 * the type it holds.
 *
 * @param type the return type as written
 * @param element the entity (or collection) type: the container's type argument, or the type itself
 *     for {@link Shape#PLAIN}; {@code null} for {@link Shape#OTHER}
 * @param elementName the simple name of {@code element} as written, which is all that is known of a
 *     type generated in this round (a collection's record)
 */
public record PatternReturn(Shape shape, TypeName type, TypeName element, String elementName) {

  /** The shapes a read can return. */
  public enum Shape {
    /** {@code Optional<E>}: one item or none. */
    OPTIONAL,
    /** {@code Page<E>}: one page. */
    PAGE,
    /** {@code List<E>}: every item. */
    LIST,
    /** {@code Stream<E>}: every item, read lazily. */
    STREAM,
    /** A class type without a container: a collection's record. */
    PLAIN,
    /** Anything else: a primitive, an array, another container. */
    OTHER
  }
}
