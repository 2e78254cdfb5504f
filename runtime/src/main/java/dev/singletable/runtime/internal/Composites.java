package dev.singletable.runtime.internal;

import dev.singletable.runtime.AttributeConverter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The forms built on other forms ({@link Codec}'s lists, maps and nested values, optionals, value
 * types and converted types). A form held in a record component is a constant of the JIT when the
 * outer one is, so the element calls below are bound, not megamorphic.
 */
final class Composites {

  private Composites() {}

  /**
   * A list (an L of elements in {@code element}'s form), a map (an M of values in its form) or a
   * nested value (an M of the attributes {@code fields} writes, sized for {@code size}); null
   * elements and values are stored as NULL. One record switching on its kind, not a class per kind,
   * as each class mapping loads costs a cold start ({@link Scalar} does the same).
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  record Container<V>(Codec.Site site, int kind, Codec element, int size, Codec.Fields fields)
      implements Codec<V> {

    static final int LIST = 0;
    static final int MAP = 1;
    static final int NESTED = 2;

    @Override
    public AttributeValue apply(V value) {
      return switch (kind) {
        case LIST -> AttributeValue.createL(list((List<Object>) value));
        case MAP -> AttributeValue.createM(map((Map<String, Object>) value));
        default -> AttributeValue.createM(nested(value));
      };
    }

    private List<AttributeValue> list(List<Object> value) {
      List<AttributeValue> elements = new ArrayList<>(value.size());
      for (Object e : value) {
        elements.add(e == null ? Items.NULL : element.apply(e));
      }
      return elements;
    }

    private Map<String, AttributeValue> map(Map<String, Object> value) {
      Map<String, AttributeValue> entries = Items.newMap(value.size());
      for (Map.Entry<String, Object> entry : value.entrySet()) {
        Object e = entry.getValue();
        entries.put(entry.getKey(), e == null ? Items.NULL : element.apply(e));
      }
      return entries;
    }

    private Map<String, AttributeValue> nested(Object value) {
      Map<String, AttributeValue> item = Items.newMap(size);
      fields.write(value, item);
      return item;
    }

    @Override
    public V decode(AttributeValue value) {
      return (V)
          switch (kind) {
            case LIST -> readList(Items.readList(site.entity(), site.path(), value));
            case MAP -> readMap(Items.readMap(site.entity(), site.path(), value));
            default -> fields.read(Items.readMap(site.entity(), site.path(), value));
          };
    }

    private List<Object> readList(List<AttributeValue> elements) {
      List<Object> list = new ArrayList<>(elements.size());
      for (AttributeValue e : elements) {
        list.add(Items.isNull(e) ? null : element.decode(e));
      }
      return list;
    }

    private Map<String, Object> readMap(Map<String, AttributeValue> entries) {
      Map<String, Object> map = Items.newMap(entries.size());
      for (Map.Entry<String, AttributeValue> entry : entries.entrySet()) {
        AttributeValue e = entry.getValue();
        map.put(entry.getKey(), Items.isNull(e) ? null : element.decode(e));
      }
      return map;
    }

    @Override
    public void requireIn(AttributeValue value) {
      if (kind == NESTED) {
        if (value.hasM()) {
          fields.require(value.m());
        }
        return;
      }
      Iterable<AttributeValue> stored =
          kind == LIST
              ? value.hasL() ? value.l() : List.of()
              : value.hasM() ? value.m().values() : List.of();
      for (AttributeValue e : stored) {
        if (!Items.isNull(e)) {
          element.requireIn(e);
        }
      }
    }

    @Override
    public Codec<V> storedAs(String name) {
      return new Container<>(site.storedAs(name), kind, element, size, fields);
    }
  }

  /** A present value in {@code value}'s form; empty is an absent attribute. */
  record OptionalOf<E>(Codec<E> value) implements Codec<Optional<E>> {
    @Override
    public Codec.Site site() {
      return value.site();
    }

    /** The present value's attribute; NULL for empty, which reads back as empty. */
    @Override
    public AttributeValue apply(Optional<E> optional) {
      return optional.isPresent() ? value.apply(optional.get()) : Items.NULL;
    }

    @Override
    public void put(Map<String, AttributeValue> item, Optional<E> optional) {
      if (optional != null && optional.isPresent()) {
        item.put(value.site().name(), value.apply(optional.get()));
      }
    }

    @Override
    public Optional<E> decode(AttributeValue stored) {
      return Optional.of(value.decode(stored));
    }

    @Override
    public Optional<E> absent() {
      return Optional.empty();
    }

    @Override
    public void requireIn(AttributeValue stored) {
      value.requireIn(stored);
    }

    @Override
    public Codec<Optional<E>> storedAs(String name) {
      return new OptionalOf<>(value.storedAs(name));
    }
  }

  /** A nested value: an M of the attributes {@code fields} writes, sized for {@code size}. */
  record Nested<T>(Codec.Site site, int size, Codec.Fields<T> fields) implements Codec<T> {
    @Override
    public AttributeValue apply(T value) {
      Map<String, AttributeValue> item = Items.newMap(size);
      fields.write(value, item);
      return AttributeValue.createM(item);
    }

    @Override
    public T decode(AttributeValue value) {
      return fields.read(Items.readMap(site.entity(), site.path(), value));
    }

    @Override
    public void requireIn(AttributeValue value) {
      if (value.hasM()) {
        fields.require(value.m());
      }
    }

    @Override
    public Codec<T> storedAs(String name) {
      return new Nested<>(site.storedAs(name), size, fields);
    }
  }

  /**
   * A value type or converted type, stored as {@code stored} stores what {@code converter} gives; a
   * null stored value (a value type holding null) has no stored form and is refused.
   */
  record Converted<V, S>(Codec<S> stored, AttributeConverter<V, S> converter) implements Codec<V> {
    @Override
    public Codec.Site site() {
      return stored.site();
    }

    @Override
    public AttributeValue apply(V value) {
      Codec.Site site = stored.site();
      return stored.apply(Items.stored(site.entity(), site.path(), converter.toStored(value)));
    }

    @Override
    public V decode(AttributeValue value) {
      return converter.fromStored(stored.decode(value));
    }

    @Override
    public Codec<V> storedAs(String name) {
      return new Converted<>(stored.storedAs(name), converter);
    }
  }
}
