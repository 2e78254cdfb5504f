package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to an embedded record stored as a Map attribute; generated code subclasses
 * it per entity and record type to offer typed references to the record's fields, for example
 * {@code public StringRef<Order> city() { return new StringRef<>(path().field("city")); }}.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the embedded record
 */
public class ObjectRef<T, V> extends AttributeRef<T, V> implements Settable<T, V> {

  /**
   * Creates a reference to the record at {@code path} whose whole value is encoded by {@code
   * encoder}.
   */
  protected ObjectRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }
}
