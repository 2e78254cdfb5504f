package dev.singletable.runtime.internal;

import dev.singletable.runtime.expression.AttributeRef;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a query of a native index reads, built once as a {@code static final} constant of a
 * generated repository: the index, keyed by the entity's own attributes, and the references of its
 * partition attributes, the entity-type attribute among them fixed to the entity's type.
 *
 * <p>Not API: the contract between generated code and the runtime.
 */
public final class NativeTarget {

  private final String entity;
  private final String index;
  private final List<AttributeRef<?, ?>> partition;
  private final String typeAttribute;

  private NativeTarget(
      String entity, String index, List<AttributeRef<?, ?>> partition, String typeAttribute) {
    this.entity = entity;
    this.index = index;
    this.partition = partition;
    this.typeAttribute = typeAttribute;
  }

  /**
   * Native index {@code index} of {@code entity}, whose partition attributes are {@code
   * partitionAttributes} (the references of the entity's schema), in order.
   */
  public static NativeTarget of(
      String entity, String index, AttributeRef<?, ?>... partitionAttributes) {
    return new NativeTarget(
        Objects.requireNonNull(entity, "entity"),
        Objects.requireNonNull(index, "index"),
        List.of(partitionAttributes),
        null);
  }

  /** The same index, whose partition attribute {@code attribute} holds the entity type. */
  public NativeTarget typed(String attribute) {
    return new NativeTarget(entity, index, partition, Objects.requireNonNull(attribute));
  }

  /**
   * The partition whose attributes (the entity-type attribute aside) have these values, in the
   * order of the references given to {@link #of}; generated methods type them.
   */
  @SuppressWarnings("unchecked")
  public QueryTarget at(Object... values) {
    NativeKey key = NativeKey.of(entity);
    if (typeAttribute != null) {
      key = key.equal(typeAttribute, AttributeValue.fromS(entity));
    }
    for (int i = 0; i < partition.size(); i++) {
      key = key.equal((AttributeRef<?, Object>) partition.get(i), values[i]);
    }
    return new QueryTarget(index, key.toString(), List.of(), SortKeyCondition.any(), key);
  }
}
