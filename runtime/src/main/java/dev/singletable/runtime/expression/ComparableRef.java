package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A reference to an attribute whose values have an order DynamoDB can compare (numbers, strings,
 * binary): adds {@code <, <=, >, >=} and {@code BETWEEN}, against values or other attributes.
 *
 * @param <V> the Java type of the attribute's value
 */
public class ComparableRef<V> extends AttributeRef<V> {

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  public ComparableRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }

  /** Returns {@code path < value}. */
  public final Condition lt(V value) {
    return compare("<", value);
  }

  /** Returns {@code path <= value}. */
  public final Condition le(V value) {
    return compare("<=", value);
  }

  /** Returns {@code path > value}. */
  public final Condition gt(V value) {
    return compare(">", value);
  }

  /** Returns {@code path >= value}. */
  public final Condition ge(V value) {
    return compare(">=", value);
  }

  /** Returns {@code path < other}, comparing two attributes of the item. */
  public final Condition lt(AttributeRef<V> other) {
    return compare("<", other);
  }

  /** Returns {@code path <= other}. */
  public final Condition le(AttributeRef<V> other) {
    return compare("<=", other);
  }

  /** Returns {@code path > other}. */
  public final Condition gt(AttributeRef<V> other) {
    return compare(">", other);
  }

  /** Returns {@code path >= other}. */
  public final Condition ge(AttributeRef<V> other) {
    return compare(">=", other);
  }

  /** Returns {@code path BETWEEN low AND high} (inclusive); refuses bounds in the wrong order. */
  public final Condition between(V low, V high) {
    AttributeValue lo = encode(low);
    AttributeValue hi = encode(high);
    // DynamoDB rejects a BETWEEN whose lower bound sorts after the upper one; say so before
    // sending.
    if (Values.sortsAfter(lo, hi)) {
      throw new IllegalArgumentException(
          "BETWEEN needs low <= high in DynamoDB's order: "
              + path()
              + " BETWEEN "
              + Values.describe(lo)
              + " AND "
              + Values.describe(hi)
              + "; swap the bounds");
    }
    return new ConditionNodes.Between(
        new Operand.PathOperand(path()),
        new Operand.ValueOperand(lo),
        new Operand.ValueOperand(hi));
  }
}
