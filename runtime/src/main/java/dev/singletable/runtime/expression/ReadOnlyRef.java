package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A reference to an attribute that an update may not write through the generic {@code set(...)}: a
 * component of the primary key (part of the item's identity), an input of a secondary-index key
 * (written by the generated setter, which rewrites that key with it), or an attribute the library
 * maintains ({@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt}). It builds conditions,
 * filters and projections, with the comparisons of an ordered value; it builds no update action.
 *
 * <p>The comparisons {@code <, <=, >, >=, BETWEEN} apply to numbers, strings, instants, dates,
 * enums and UUIDs; DynamoDB does not order booleans.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the attribute's value
 */
public class ReadOnlyRef<T, V> extends OrderedRef<T, V> {

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  public ReadOnlyRef(Path path, Function<? super V, AttributeValue> encoder) {
    super(path, encoder);
  }
}
