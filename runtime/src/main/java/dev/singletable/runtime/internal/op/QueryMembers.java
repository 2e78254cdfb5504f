package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.ViewSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which entity types a query or scan keeps, and how it reads each of their items: one type for an
 * entity query, several for an item collection; or, for a query of an index that does not project
 * whole items, the one entity whose key pattern the item's table keys have, read into its view.
 * Items of other types are left out and counted.
 *
 * @param <T> what one kept item is read into
 */
public final class QueryMembers<T> {

  /** An item of a collection, read by its member type's schema. */
  public record Member(String entityType, Object entity) {}

  private final String name;
  private final EntitySchema<?, ?> single; // the one entity of a single-type query, else null
  private final Map<String, EntitySchema<?, ?>> byType; // a collection's members, else null
  private final ViewSchema<?, ?, ?> view;

  private QueryMembers(
      String name,
      EntitySchema<?, ?> single,
      Map<String, EntitySchema<?, ?>> byType,
      ViewSchema<?, ?, ?> view) {
    this.name = name;
    this.single = single;
    this.byType = byType;
    this.view = view;
  }

  /** The items of one entity type (every entity query makes one: no map to build). */
  public static <T> QueryMembers<T> entity(EntitySchema<T, ?> schema) {
    return new QueryMembers<>(schema.entityType(), schema, null, null);
  }

  /**
   * The views of one entity's items in an index that does not project whole items: recognised by
   * the key pattern of their table keys (the entity-type attribute is usually not projected; when
   * it is, it must name the entity).
   */
  public static <V> QueryMembers<V> view(ViewSchema<?, ?, ?> view) {
    return new QueryMembers<>(view.entity().entityType(), view.entity(), null, view);
  }

  /** The items of collection {@code name}: every type of {@code members}. */
  public static QueryMembers<Member> collection(String name, List<EntitySchema<?, ?>> members) {
    return new QueryMembers<>(name, null, byType(members), null);
  }

  /**
   * The schemas by the entity types their items carry: each under its type, and under its former
   * type while a declared rename migrates the stored items.
   */
  private static Map<String, EntitySchema<?, ?>> byType(List<EntitySchema<?, ?>> members) {
    Map<String, EntitySchema<?, ?>> byType = new LinkedHashMap<>();
    for (EntitySchema<?, ?> schema : members) {
      byType.put(schema.entityType(), schema);
      if (schema.formerEntityType() != null) {
        byType.put(schema.formerEntityType(), schema);
      }
    }
    return Map.copyOf(byType);
  }

  /**
   * The former entity type of a single-type query's entity, which its items may still carry, or
   * {@code null} (none, or a collection).
   */
  public String former() {
    return single == null ? null : single.formerEntityType();
  }

  /** The entity type, or the collection's name. */
  public String name() {
    return name;
  }

  public boolean isCollection() {
    return single == null;
  }

  /** The view read, or {@code null} when whole entities are read. */
  public ViewSchema<?, ?, ?> view() {
    return view;
  }

  /** The schema of a single-type query; for the query API. */
  @SuppressWarnings("unchecked") // entity(schema) stores the schema of T under its type
  public EntitySchema<T, ?> schema() {
    if (single == null) {
      throw new IllegalStateException("collection " + name + " has several schemas");
    }
    return (EntitySchema<T, ?>) single;
  }

  /**
   * The schema of member {@code entityType}, or {@code null} when it is none; {@code null} asks for
   * the entity of a single-type query.
   */
  EntitySchema<?, ?> member(String entityType) {
    String type = entityType == null && single != null ? name : entityType;
    return type == null ? null : schemaOf(type);
  }

  /**
   * The schema whose items carry {@code entityType}: a collection's member, or the single entity
   * under its type or its former type (while a declared rename migrates the stored items).
   */
  private EntitySchema<?, ?> schemaOf(String entityType) {
    if (single == null) {
      return byType.get(entityType);
    }
    return entityType.equals(name) || entityType.equals(single.formerEntityType()) ? single : null;
  }

  /**
   * Reads an item of a member type; {@code null} for an item of another type (or none).
   *
   * @param partial whether the item holds only projected attributes
   */
  @SuppressWarnings("unchecked") // T is the entity type, or Member for a collection
  T read(Map<String, AttributeValue> item, String entityType, boolean partial) {
    if (view != null) {
      return entityType == null || schemaOf(entityType) != null
          ? (T) view.fromIndexItem(item)
          : null;
    }
    EntitySchema<?, ?> schema = entityType == null ? null : schemaOf(entityType);
    if (schema == null) {
      return null;
    }
    Object entity = partial ? schema.fromPartialItem(item) : schema.fromItem(item);
    // A member stored under its former type name is a member of its entity's current type.
    return (T) (single == null ? new Member(schema.entityType(), entity) : entity);
  }
}
