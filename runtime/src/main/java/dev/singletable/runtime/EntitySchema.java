package dev.singletable.runtime;

import dev.singletable.runtime.failure.MappingException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reflection-free mapping of one entity type, implemented by each generated {@code XxxSchema}:
 * entity to item and back, and its key.
 *
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public interface EntitySchema<T, K> {

  /** The value stored in the table's entity-type attribute, such as {@code "Order"}. */
  String entityType();

  /**
   * The entity type the stored items carry while a migration renames it ({@code @Entity(formerly =
   * "ORDER")}): reads accept it beside {@link #entityType()}, writes write the new one; {@code
   * null} when the type name did not change (the default).
   */
  default String formerEntityType() {
    return null;
  }

  /**
   * The complete item: every non-null attribute, the primary key attributes, the index key
   * attributes whose inputs are all present, and the entity-type attribute.
   */
  Map<String, AttributeValue> toItem(T entity);

  /**
   * Reads an item of this entity type.
   *
   * @throws MappingException when the item has another entity type, lacks a required attribute or
   *     holds an attribute of the wrong DynamoDB type
   */
  T fromItem(Map<String, AttributeValue> item);

  /**
   * Reads an item that may hold only some attributes (a projection, or the attributes an update
   * returned): absent attributes become null, zero or false, and the entity type is not checked.
   */
  T fromPartialItem(Map<String, AttributeValue> item);

  /** The key of an entity. */
  K keyOf(T entity);

  /**
   * The primary key attributes the item of {@code key} had under the entity's former key pattern
   * ({@code @KeyPattern(formerly = @FormerKey(...))}), while a migration moves stored items to the
   * new pattern; {@code null} when the key did not move (the default). A get that finds nothing
   * under the new key reads this one, and a delete removes both.
   */
  default Map<String, AttributeValue> formerKeyItem(K key) {
    return null;
  }

  /** The primary key attributes of a key, ready for GetItem/DeleteItem/UpdateItem. */
  Map<String, AttributeValue> keyItem(K key);

  /**
   * The attributes an update must set whatever else it does, so that an update that creates the
   * item (an upsert) leaves a complete key: the entity type and the key components.
   */
  Map<String, AttributeValue> keyAttributes(K key);

  /**
   * The default stored value of each primitive attribute ({@code 0}, {@code false}) by stored name:
   * an upsert that creates an item writes them (with {@code if_not_exists}) for the primitives it
   * does not set, so that the item can be read.
   */
  default Map<String, AttributeValue> primitiveDefaults() {
    return Map.of();
  }

  /**
   * The attributes that feed secondary-index keys or {@code @Derived} attributes, and the derived
   * attributes, by stored name, with the generated update setter that rewrites them ({@code
   * "status" -> "setStatus"}; for a derived attribute the setters of its sources, {@code
   * "setRepo(...) or setNumber"}, or {@code ""} when its sources are all key components).
   */
  default Map<String, String> indexKeyInputs() {
    return Map.of();
  }

  /** The stored name of the {@code @Version} attribute, or {@code null}. */
  default String versionAttribute() {
    return null;
  }

  /** The version an entity carries (0 for a new entity); 0 when there is no version attribute. */
  default long versionOf(T entity) {
    return 0;
  }

  /**
   * The entity as it will be stored by a put at {@code now}: version set to {@code newVersion},
   * {@code @CreatedAt} kept or set to now, {@code @UpdatedAt} set to now.
   */
  default T prepareWrite(T entity, long newVersion, Instant now) {
    return entity;
  }

  /** The stored name of the {@code @CreatedAt} attribute, or {@code null}. */
  default String createdAtAttribute() {
    return null;
  }

  /** The stored name of the {@code @UpdatedAt} attribute, or {@code null}. */
  default String updatedAtAttribute() {
    return null;
  }

  /**
   * The stored names of the {@code @Unique} attributes: each value is held by a guard item, written
   * in the same transaction as the entity; empty when there are none (the default).
   */
  default List<String> uniqueAttributes() {
    return List.of();
  }

  /** The stored name of the {@code @Ttl} attribute, or {@code null}. */
  default String ttlAttribute() {
    return null;
  }
}
