package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The base of every generated schema ({@code OrderSchema extends SchemaBase<Order, OrderKey>}): the
 * constants the processor knows of an entity (its type, the setters of its index-key inputs, the
 * primitives an upsert writes as zeros) are handed once to the constructor instead of being
 * returned by one overridden method each, and the key item is the key's own {@code toKey()}.
 *
 * @param <T> the entity
 * @param <K> its key
 */
public abstract class SchemaBase<T, K extends TableKey<?, T>> implements EntitySchema<T, K> {

  private final String entityType;

  private final Map<String, String> indexKeyInputs;

  private final Map<String, AttributeValue> primitiveDefaults;

  private final Shape shape;

  /**
   * For generated schemas.
   *
   * @param entityType the value of the entity-type attribute of every item
   * @param indexKeyInputs the stored name of each index-key input, to the typed update's setter of
   *     it
   * @param primitiveDefaults the primitives an upsert writes as zeros when it does not set them
   */
  protected SchemaBase(
      String entityType,
      Map<String, String> indexKeyInputs,
      Codec.Primitive<?>... primitiveDefaults) {
    this(entityType, indexKeyInputs, null, primitiveDefaults);
  }

  /**
   * For generated schemas of an entity that declares former shapes: an upsert that creates an item
   * also marks it with the current shape.
   *
   * @param shape the entity's stored shape
   */
  protected SchemaBase(
      String entityType,
      Map<String, String> indexKeyInputs,
      Shape shape,
      Codec.Primitive<?>... primitiveDefaults) {
    this.entityType = Objects.requireNonNull(entityType, "entityType");
    this.indexKeyInputs = Map.copyOf(indexKeyInputs);
    this.shape = shape;
    Map<String, AttributeValue> zeros = Codec.zeros(primitiveDefaults);
    if (shape != null) {
      zeros = new java.util.HashMap<>(zeros);
      zeros.put(Shape.ATTRIBUTE, shape.marker());
      zeros = Map.copyOf(zeros);
    }
    this.primitiveDefaults = zeros;
  }

  @Override
  public final String entityType() {
    return entityType;
  }

  @Override
  public final Map<String, String> indexKeyInputs() {
    return indexKeyInputs;
  }

  @Override
  public final Map<String, AttributeValue> primitiveDefaults() {
    return primitiveDefaults;
  }

  /**
   * The entity's stored shape, when it declares former ones ({@code @FormerShape}); {@code null}
   * otherwise.
   */
  public final Shape shape() {
    return shape;
  }

  /**
   * Where table queries also read while the entity's primary key moves, or {@code null} (no move,
   * or one that queries cannot follow); overridden by generated schemas.
   */
  public FormerKeys formerKeys() {
    return null;
  }

  /**
   * Where queries of each global index whose key pattern for the entity moves ({@code @Gsi(formerly
   * = ...)}) also read, where they can follow the move; overridden by generated schemas.
   */
  public List<FormerKeys> formerIndexKeys() {
    return List.of();
  }

  @Override
  public final Map<String, AttributeValue> keyItem(K key) {
    return key.toKey();
  }
}
