package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to a Number attribute: adds atomic counters ({@code ADD}, {@code SET a = a +
 * v}, {@code SET a = a - v}) to the comparisons.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java number type of the attribute's value
 */
public class NumberRef<T, V extends Number> extends ComparableRef<T, V> {

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  public NumberRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }

  /**
   * Returns {@code ADD path value}: adds to the number, or creates it as {@code value} when absent.
   * While the attribute is renamed ({@link Path#formerly}), the equal {@code SET path =
   * if_not_exists(path, if_not_exists(former, 0)) + value}, since ADD cannot read the former name.
   */
  public final UpdateAction<T> add(V value) {
    return UpdateAction.addNumber(path(), encodeForUpdate(value));
  }

  /** Returns {@code SET path = path + value}; fails in DynamoDB when the attribute is absent. */
  public final UpdateAction<T> increment(V value) {
    return UpdateAction.arithmetic(path(), "+", encodeForUpdate(value));
  }

  /** Returns {@code SET path = path - value}; fails in DynamoDB when the attribute is absent. */
  public final UpdateAction<T> decrement(V value) {
    return UpdateAction.arithmetic(path(), "-", encodeForUpdate(value));
  }
}
