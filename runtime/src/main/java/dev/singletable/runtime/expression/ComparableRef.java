package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to an attribute whose values have an order DynamoDB can compare (numbers,
 * strings, instants, dates, enums, UUIDs): adds {@code <, <=, >, >=} and {@code BETWEEN}, against
 * values or other attributes of the item.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the attribute's value
 */
public class ComparableRef<T, V> extends OrderedRef<T, V> implements Settable<T, V> {

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  public ComparableRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }
}
