package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to an attribute whose values DynamoDB does not order (booleans, binary, an
 * embedded record stored as a Map attribute), or to one element of a list or one value of a map:
 * equality and existence conditions, and the {@code SET}/{@code REMOVE} actions. Generated code
 * subclasses it per embedded record type to offer typed references to the record's fields, for
 * example {@code public StringRef<Order> city() { return new StringRef<>(path().field("city")); }}.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the attribute's value
 */
public class ValueRef<T, V> extends AttributeRef<T, V> implements Settable<T, V> {

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  public ValueRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }
}
