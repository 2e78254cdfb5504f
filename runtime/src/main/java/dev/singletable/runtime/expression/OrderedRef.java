package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The comparisons of an ordered attribute ({@code <, <=, >, >=, BETWEEN}), shared by the settable
 * {@link ComparableRef} and the {@link ReadOnlyRef}; not API: its methods are theirs.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the attribute's value
 */
abstract class OrderedRef<T, V> extends AttributeRef<T, V> {

  OrderedRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }

  /** Returns {@code path < value}. */
  public final Condition<T> lt(V value) {
    return compare(ConditionNodes.LT, value);
  }

  /** Returns {@code path <= value}. */
  public final Condition<T> le(V value) {
    return compare(ConditionNodes.LE, value);
  }

  /** Returns {@code path > value}. */
  public final Condition<T> gt(V value) {
    return compare(ConditionNodes.GT, value);
  }

  /** Returns {@code path >= value}. */
  public final Condition<T> ge(V value) {
    return compare(ConditionNodes.GE, value);
  }

  /** Returns {@code path < other}, comparing two attributes of the item. */
  public final Condition<T> lt(AttributeRef<T, V> other) {
    return compare(ConditionNodes.LT, other);
  }

  /** Returns {@code path <= other}. */
  public final Condition<T> le(AttributeRef<T, V> other) {
    return compare(ConditionNodes.LE, other);
  }

  /** Returns {@code path > other}. */
  public final Condition<T> gt(AttributeRef<T, V> other) {
    return compare(ConditionNodes.GT, other);
  }

  /** Returns {@code path >= other}. */
  public final Condition<T> ge(AttributeRef<T, V> other) {
    return compare(ConditionNodes.GE, other);
  }

  /** Returns {@code path BETWEEN low AND high} (inclusive); refuses bounds in the wrong order. */
  public final Condition<T> between(V low, V high) {
    return inRange(low, high);
  }
}
