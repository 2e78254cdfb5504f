package dev.singletable.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * A parameter of a declared access pattern as written: its name and type and the annotations that
 * say what it binds and how.
 *
 * @param kind a value bound to an attribute, the {@code PageRequest}, or the {@code @Limit} cap
 * @param bind the attribute {@code @Bind} names, or {@code null} without it
 * @param bounds the range annotations on it ({@code @Since}...), in the order written; empty for
 *     equality
 * @param filter where {@code @Filter} is written, or {@code null} without it
 * @param limit where {@code @Limit} is written, or {@code null} without it
 * @param optional where {@code @Nullable} is written, or {@code null} without it: an equality that
 *     a null argument drops, with the sort-key components after it
 */
public record PatternParameter(
    String name,
    TypeName type,
    Kind kind,
    String bind,
    List<Bound> bounds,
    Origin filter,
    Origin limit,
    Origin origin,
    Origin optional) {

  public PatternParameter {
    bounds = List.copyOf(bounds);
  }

  /** A parameter without {@code @Nullable}. */
  public PatternParameter(
      String name,
      TypeName type,
      Kind kind,
      String bind,
      List<Bound> bounds,
      Origin filter,
      Origin limit,
      Origin origin) {
    this(name, type, kind, bind, bounds, filter, limit, origin, null);
  }

  /** What a parameter is to its method. */
  public enum Kind {
    /** A value compared with an attribute. */
    VALUE,
    /** The {@code PageRequest}: which page to return. */
    PAGE_REQUEST,
    /** The {@code @Limit int}: how many items at most. */
    LIMIT
  }

  /** How a value parameter compares with its attribute. */
  public enum Condition {
    EQUAL("="),
    SINCE(">="),
    UNTIL("<="),
    AFTER(">"),
    BEFORE("<"),
    BEGINS_WITH("begins_with");

    private final String operator;

    Condition(String operator) {
      this.operator = operator;
    }

    /** The operator as DynamoDB writes it. */
    public String operator() {
      return operator;
    }

    /** The annotation that asks for it: {@code @Since}. */
    public String annotation() {
      return switch (this) {
        case EQUAL -> "equality";
        case SINCE -> "@Since";
        case UNTIL -> "@Until";
        case AFTER -> "@After";
        case BEFORE -> "@Before";
        case BEGINS_WITH -> "@BeginsWith";
      };
    }

    /** Whether it bounds values from below ({@code @Since}, {@code @After}). */
    public boolean isLower() {
      return this == SINCE || this == AFTER;
    }

    /** Whether it bounds values from above ({@code @Until}, {@code @Before}). */
    public boolean isUpper() {
      return this == UNTIL || this == BEFORE;
    }
  }

  /**
   * One range annotation.
   *
   * @param attribute the attribute it names; empty when it names none
   */
  public record Bound(Condition condition, String attribute, Origin origin) {}

  /** The attribute it binds: as a range annotation or {@code @Bind} names it, else its name. */
  public String attribute() {
    for (Bound bound : bounds) {
      if (!bound.attribute().isEmpty()) {
        return bound.attribute();
      }
    }
    return bind != null && !bind.isEmpty() ? bind : name;
  }

  /** Its comparison: the first range annotation's, else equality. */
  public Condition condition() {
    return bounds.isEmpty() ? Condition.EQUAL : bounds.get(0).condition();
  }

  public boolean isFilter() {
    return filter != null;
  }

  /** Whether it is part of the key condition: a value that is no filter. */
  public boolean isKey() {
    return kind == Kind.VALUE && filter == null;
  }

  /** Whether it is an optional equality on a key component ({@code @Nullable}). */
  public boolean isOptionalKey() {
    return optional != null && isKey() && condition() == Condition.EQUAL;
  }

  /** Whether a caller can pass {@code null} (its type is not primitive). */
  public boolean nullable() {
    return !type.isPrimitive();
  }
}
