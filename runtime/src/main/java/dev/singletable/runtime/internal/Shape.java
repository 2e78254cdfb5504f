package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.MappingException;
import java.util.Arrays;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The stored shape of an entity that declares former ones ({@code @Entity(shape = 2)} and a
 * {@code @FormerShape(1)} record): its items carry the shape they were written in, in the {@value
 * #ATTRIBUTE} attribute (absent: shape 1). A generated schema writes the current shape and reads an
 * item of a former shape with that shape's mapping, then upgrades it to the entity, refusing an
 * upgrade that would move the item to another key.
 */
public final class Shape {

  /** The attribute that holds the shape an item was written in; absent on items of shape 1. */
  public static final String ATTRIBUTE = "_shape";

  private final String entityType;
  private final int current;
  private final int[] formers;
  private final AttributeValue marker;

  private Shape(String entityType, int current, int[] formers) {
    this.entityType = entityType;
    this.current = current;
    this.formers = formers.clone();
    this.marker = AttributeValue.fromN(Integer.toString(current));
  }

  /** The shape {@code current} of {@code entityType}, whose declared former shapes are given. */
  public static Shape of(String entityType, int current, int... formers) {
    return new Shape(entityType, current, formers);
  }

  /** The shape {@code schema} declares, or {@code null}: a schema of no former shape. */
  public static Shape of(EntitySchema<?, ?> schema) {
    return schema instanceof SchemaBase<?, ?> base ? base.shape() : null;
  }

  /** The current shape's number. */
  public int current() {
    return current;
  }

  /** The marker of the current shape, as writes store it. */
  public AttributeValue marker() {
    return marker;
  }

  /** Marks an item written now with the current shape. */
  public void put(Map<String, AttributeValue> item) {
    item.put(ATTRIBUTE, marker);
  }

  /**
   * The shape an item was written in: the current one or a declared former one.
   *
   * @throws MappingException when the marker is no number, or names a shape this code does not know
   *     (a newer one, or a former one without its record)
   */
  public int of(Map<String, AttributeValue> item) {
    AttributeValue stored = item.get(ATTRIBUTE);
    int shape;
    try {
      shape = stored == null ? 1 : Integer.parseInt(stored.n());
    } catch (NumberFormatException | NullPointerException e) {
      throw new MappingException(
          entityType, null, ATTRIBUTE + " holds " + stored + ", not the number of a shape");
    }
    if (shape == current || Arrays.stream(formers).anyMatch(former -> former == shape)) {
      return shape;
    }
    throw new MappingException(
        entityType,
        null,
        "the item is of shape "
            + shape
            + ", which this code "
            + (shape > current
                ? "does not know (it reads shape " + current + " and earlier)"
                : "declares no @FormerShape(" + shape + ") for"));
  }

  /** Whether an item is of a former shape (not written by the current one). */
  public boolean isFormer(Map<String, AttributeValue> item) {
    return of(item) != current;
  }

  /**
   * The entity an item of former shape {@code shape} holds: read with that shape's mapping, then
   * upgraded; it must keep the key the item is stored under.
   *
   * @throws MappingException when the item lacks what the former shape requires, the upgrade fails,
   *     or it gives the entity another key
   */
  public <V, T, K> T upgrade(
      EntitySchema<T, K> schema,
      Map<String, AttributeValue> item,
      int shape,
      Codec.Fields<V> former,
      Function<V, T> upgrade) {
    former.require(item);
    T entity;
    try {
      entity = upgrade.apply(former.read(item));
    } catch (RuntimeException e) {
      if (e instanceof MappingException mapping) {
        throw mapping;
      }
      throw new MappingException(
          entityType, null, "the upgrade of shape " + shape + " failed: " + e, e);
    }
    if (entity == null) {
      throw new MappingException(
          entityType, null, "the upgrade of shape " + shape + " returned null");
    }
    K key = schema.keyOf(entity);
    Map<String, AttributeValue> upgraded = schema.keyItem(key);
    if (!storedUnder(item, upgraded) && !storedUnder(item, schema.formerKeyItem(key))) {
      throw new MappingException(
          entityType,
          describe(item, upgraded),
          "the upgrade of shape "
              + shape
              + " gives the entity another key, "
              + describe(upgraded, upgraded)
              + ": an upgrade must keep the key the item is stored under, so the item is"
              + " neither read nor rewritten; fix the upgrade or the item");
    }
    return entity;
  }

  private static boolean storedUnder(
      Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
    if (key == null) {
      return false;
    }
    for (Map.Entry<String, AttributeValue> part : key.entrySet()) {
      if (!part.getValue().equals(item.get(part.getKey()))) {
        return false;
      }
    }
    return true;
  }

  private static String describe(
      Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
    StringJoiner text = new StringJoiner(", ");
    key.keySet().stream().sorted().forEach(name -> text.add(name + "=" + text(item.get(name))));
    return text.toString();
  }

  private static String text(AttributeValue value) {
    if (value == null) {
      return "(none)";
    }
    return value.s() != null ? value.s() : value.n() != null ? value.n() : value.toString();
  }
}
