package dev.singletable.runtime.expression;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@code size(path)} of an attribute (string or binary length, number of list, map or set
 * elements), compared with whole numbers; obtained from {@link AttributeRef#size()}.
 *
 * @param <T> the entity type the attribute belongs to
 */
public final class SizeOperand<T> {

  private final Path path;

  SizeOperand(Path path) {
    this.path = path;
  }

  /** Returns {@code size(path) = n}. */
  public Condition<T> eq(long n) {
    return compare(ConditionNodes.EQ, n);
  }

  /** Returns {@code size(path) <> n}. */
  public Condition<T> ne(long n) {
    return compare(ConditionNodes.NE, n);
  }

  /** Returns {@code size(path) < n}. */
  public Condition<T> lt(long n) {
    return compare(ConditionNodes.LT, n);
  }

  /** Returns {@code size(path) <= n}. */
  public Condition<T> le(long n) {
    return compare(ConditionNodes.LE, n);
  }

  /** Returns {@code size(path) > n}. */
  public Condition<T> gt(long n) {
    return compare(ConditionNodes.GT, n);
  }

  /** Returns {@code size(path) >= n}. */
  public Condition<T> ge(long n) {
    return compare(ConditionNodes.GE, n);
  }

  /** Returns {@code size(path) BETWEEN low AND high} (inclusive; low must not exceed high). */
  public Condition<T> between(long low, long high) {
    if (low > high) {
      throw new IllegalArgumentException(
          "BETWEEN needs low <= high: size("
              + path
              + ") BETWEEN "
              + low
              + " AND "
              + high
              + "; swap the bounds");
    }
    return Renamed.either(
        path, p -> ConditionNodes.between(new Operand.SizeOf(p), number(low), number(high)));
  }

  private Condition<T> compare(String op, long n) {
    if (path.former() == null) {
      return ConditionNodes.comparison(new Operand.SizeOf(path), op, number(n));
    }
    return op == ConditionNodes.NE
        ? Renamed.negated(
            path,
            p -> ConditionNodes.comparison(new Operand.SizeOf(p), ConditionNodes.EQ, number(n)))
        : Renamed.either(
            path, p -> ConditionNodes.comparison(new Operand.SizeOf(p), op, number(n)));
  }

  private static Operand number(long n) {
    return new Operand.ValueOperand(AttributeValue.fromN(Long.toString(n)));
  }

  /** Returns {@code size(path)}. */
  @Override
  public String toString() {
    return "size(" + path + ")";
  }
}
