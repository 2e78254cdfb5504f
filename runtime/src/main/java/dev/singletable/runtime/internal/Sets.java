package dev.singletable.runtime.internal;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The set forms ({@link Codec.OfSet}): SS, NS and BS, over the value rules of {@link
 * AttributeValues}. An empty set is stored as an absent attribute (DynamoDB refuses empty sets) and
 * an absent one reads as an empty set.
 */
final class Sets {

  private Sets() {}

  /** What the set forms share: the empty set is no attribute, and absent reads as empty. */
  private interface SetForm<E> extends Codec.OfSet<E> {

    Set<E> decodeSet(AttributeValue value);

    @Override
    default Collection<? extends E> decode(AttributeValue value) {
      return decodeSet(value);
    }

    @Override
    default void put(Map<String, AttributeValue> item, Collection<? extends E> value) {
      if (value != null && !value.isEmpty()) {
        item.put(site().name(), apply(value));
      }
    }

    @Override
    default Set<E> readSet(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site().name());
      return value == null || Items.isNull(value) ? new LinkedHashSet<>() : decodeSet(value);
    }

    @Override
    default Collection<? extends E> absent() {
      return new LinkedHashSet<>();
    }
  }

  record Strings(Codec.Site site) implements SetForm<String> {
    @Override
    public AttributeValue apply(Collection<? extends String> value) {
      return AttributeValues.stringSet(site.entity(), site.path(), value);
    }

    @Override
    public Set<String> decodeSet(AttributeValue value) {
      return AttributeValues.readStringSet(site.entity(), site.path(), value);
    }

    @Override
    public Codec.OfSet<String> storedAs(String name) {
      return new Strings(site.storedAs(name));
    }
  }

  /** An NS whose elements {@code element} parses (so that each reads back as its own type). */
  record Numbers<E extends Number>(Codec.Site site, Scalars.Numeric<E> element)
      implements SetForm<E> {
    @Override
    public AttributeValue apply(Collection<? extends E> value) {
      return AttributeValues.numberSet(site.entity(), site.path(), value);
    }

    @Override
    public Set<E> decodeSet(AttributeValue value) {
      List<String> numbers =
          Mapping.set(
              site.entity(), site.path(), value, AttributeValue.Type.NS, AttributeValue::ns);
      Set<E> set = new LinkedHashSet<>(Math.max(16, numbers.size() * 2));
      for (String number : numbers) {
        try {
          set.add(element.parse(number));
        } catch (RuntimeException e) {
          throw Mapping.unreadable(
              site.entity(), site.path(), "a number of the set's element type", number, e);
        }
      }
      return set;
    }

    @Override
    public Codec.OfSet<E> storedAs(String name) {
      return new Numbers<>(site.storedAs(name), element);
    }
  }

  record ByteArrays(Codec.Site site) implements SetForm<byte[]> {
    @Override
    public AttributeValue apply(Collection<? extends byte[]> value) {
      return AttributeValues.binarySet(site.entity(), site.path(), value);
    }

    @Override
    public Set<byte[]> decodeSet(AttributeValue value) {
      return AttributeValues.readBinarySet(site.entity(), site.path(), value);
    }

    @Override
    public Codec.OfSet<byte[]> storedAs(String name) {
      return new ByteArrays(site.storedAs(name));
    }
  }

  record Binaries(Codec.Site site) implements SetForm<SdkBytes> {
    @Override
    public AttributeValue apply(Collection<? extends SdkBytes> value) {
      return AttributeValues.sdkBytesSet(site.entity(), site.path(), value);
    }

    @Override
    public Set<SdkBytes> decodeSet(AttributeValue value) {
      return AttributeValues.readSdkBytesSet(site.entity(), site.path(), value);
    }

    @Override
    public Codec.OfSet<SdkBytes> storedAs(String name) {
      return new Binaries(site.storedAs(name));
    }
  }
}
