package dev.singletable.runtime.internal;

import dev.singletable.runtime.AttributeConverter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The forms built on other forms ({@link Codec}'s lists, maps, optionals, nested values, value
 * types and converted types). A form held in a record component is a constant of the JIT when the
 * outer one is, so the element calls below are bound, not megamorphic.
 */
final class Composites {

  private Composites() {}

  record ListOf<E>(Codec.Site site, Codec<E> element) implements Codec<List<E>> {
    @Override
    public AttributeValue apply(List<E> value) {
      List<AttributeValue> elements = new ArrayList<>(value.size());
      for (E e : value) {
        elements.add(e == null ? Items.NULL : element.apply(e));
      }
      return AttributeValue.createL(elements);
    }

    @Override
    public List<E> decode(AttributeValue value) {
      List<AttributeValue> elements = Items.readList(site.entity(), site.path(), value);
      List<E> list = new ArrayList<>(elements.size());
      for (AttributeValue e : elements) {
        list.add(Items.isNull(e) ? null : element.decode(e));
      }
      return list;
    }

    @Override
    public void requireIn(AttributeValue value) {
      if (value.hasL()) {
        for (AttributeValue e : value.l()) {
          if (!Items.isNull(e)) {
            element.requireIn(e);
          }
        }
      }
    }

    @Override
    public Codec<List<E>> storedAs(String name) {
      return new ListOf<>(site.storedAs(name), element);
    }
  }

  record MapOf<E>(Codec.Site site, Codec<E> value) implements Codec<Map<String, E>> {
    @Override
    public AttributeValue apply(Map<String, E> map) {
      Map<String, AttributeValue> entries = Items.newMap(map.size());
      for (Map.Entry<String, E> entry : map.entrySet()) {
        E e = entry.getValue();
        entries.put(entry.getKey(), e == null ? Items.NULL : value.apply(e));
      }
      return AttributeValue.createM(entries);
    }

    @Override
    public Map<String, E> decode(AttributeValue stored) {
      Map<String, AttributeValue> entries = Items.readMap(site.entity(), site.path(), stored);
      Map<String, E> map = Items.newMap(entries.size());
      for (Map.Entry<String, AttributeValue> entry : entries.entrySet()) {
        AttributeValue e = entry.getValue();
        map.put(entry.getKey(), Items.isNull(e) ? null : value.decode(e));
      }
      return map;
    }

    @Override
    public void requireIn(AttributeValue stored) {
      if (stored.hasM()) {
        for (AttributeValue e : stored.m().values()) {
          if (!Items.isNull(e)) {
            value.requireIn(e);
          }
        }
      }
    }

    @Override
    public Codec<Map<String, E>> storedAs(String name) {
      return new MapOf<>(site.storedAs(name), value);
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
