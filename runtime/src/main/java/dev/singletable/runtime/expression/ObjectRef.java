package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A reference to an embedded record stored as a Map attribute; generated code subclasses it per
 * record type to offer typed references to the record's fields, for example {@code public StringRef
 * city() { return new StringRef(path().field("city")); }}.
 *
 * @param <V> the Java type of the embedded record
 */
public class ObjectRef<V> extends AttributeRef<V> {

  /**
   * Creates a reference to the record at {@code path} whose whole value is encoded by {@code
   * encoder}.
   */
  protected ObjectRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }
}
