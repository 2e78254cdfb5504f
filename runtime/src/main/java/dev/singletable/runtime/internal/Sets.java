package dev.singletable.runtime.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The set forms ({@link Codec.OfSet}): SS, NS and BS. Writing refuses what DynamoDB refuses (an
 * empty set, null or ill-formed elements, duplicates: numerically equal numbers, equal contents),
 * but {@code put} stores an empty set as an absent attribute, and an absent one reads as an empty
 * set. Reading keeps DynamoDB's order.
 */
final class Sets {

  private Sets() {}

  /**
   * The attribute value of {@code elements} in {@code set}'s form, refusing what a set of them
   * would (duplicates included): the value rules of a set, for tests that give a collection.
   */
  static <E> AttributeValue encode(Codec.OfSet<E> set, Collection<? extends E> elements) {
    return ((SetForm<E>) set).encode(elements);
  }

  /** What the set forms share: the empty set is no attribute, and absent reads as empty. */
  private interface SetForm<E> extends Codec.OfSet<E> {

    /** The attribute value of the elements; IllegalArgumentException where DynamoDB would. */
    AttributeValue encode(Collection<? extends E> elements);

    Set<E> decodeSet(AttributeValue value);

    @Override
    default AttributeValue apply(Set<E> value) {
      return encode(value);
    }

    @Override
    default Set<E> decode(AttributeValue value) {
      return decodeSet(value);
    }

    @Override
    default void put(Map<String, AttributeValue> item, Set<E> value) {
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
    default Set<E> absent() {
      return new LinkedHashSet<>();
    }
  }

  record Strings(Codec.Site site) implements SetForm<String> {
    @Override
    public AttributeValue encode(Collection<? extends String> value) {
      return AttributeValue.createSs(Mapping.stringSet(site.entity(), site.path(), value));
    }

    @Override
    public Set<String> decodeSet(AttributeValue value) {
      return new LinkedHashSet<>(
          Mapping.set(site, value, AttributeValue.Type.SS, AttributeValue::ss));
    }

    @Override
    public Codec.OfSet<String> storedAs(String name) {
      return new Strings(site.storedAs(name));
    }
  }

  /**
   * An NS whose elements {@code element} reads (so that each reads back as its own type, as the
   * same number alone would).
   */
  record Numbers<E extends Number>(Codec.Site site, Codec<E> element) implements SetForm<E> {
    @Override
    public AttributeValue encode(Collection<? extends E> value) {
      return AttributeValue.createNs(Mapping.numberSet(site.entity(), site.path(), value));
    }

    @Override
    public Set<E> decodeSet(AttributeValue value) {
      List<String> numbers = Mapping.set(site, value, AttributeValue.Type.NS, AttributeValue::ns);
      Set<E> set = new LinkedHashSet<>(Math.max(16, numbers.size() * 2));
      for (String number : numbers) {
        try {
          set.add(element.decode(AttributeValue.createN(number)));
        } catch (RuntimeException e) {
          throw Mapping.unreadable(site, "a number of the set's element type", number, e);
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
    public AttributeValue encode(Collection<? extends byte[]> value) {
      Mapping.checkNotEmpty(site.entity(), site.path(), value);
      List<SdkBytes> copies = new ArrayList<>(value.size());
      for (byte[] b : value) {
        copies.add(b == null ? null : SdkBytes.fromByteArray(b));
      }
      return AttributeValue.createBs(Mapping.bytesSet(site.entity(), site.path(), copies));
    }

    @Override
    public Set<byte[]> decodeSet(AttributeValue value) {
      List<SdkBytes> bs = Mapping.set(site, value, AttributeValue.Type.BS, AttributeValue::bs);
      // byte[] has identity equality, so the set keeps every element DynamoDB returned.
      Set<byte[]> set = new LinkedHashSet<>(bs.size() * 2);
      for (SdkBytes b : bs) {
        set.add(b.asByteArray());
      }
      return set;
    }

    @Override
    public Codec.OfSet<byte[]> storedAs(String name) {
      return new ByteArrays(site.storedAs(name));
    }
  }

  record Binaries(Codec.Site site) implements SetForm<SdkBytes> {
    @Override
    public AttributeValue encode(Collection<? extends SdkBytes> value) {
      return AttributeValue.createBs(Mapping.bytesSet(site.entity(), site.path(), value));
    }

    @Override
    public Set<SdkBytes> decodeSet(AttributeValue value) {
      return new LinkedHashSet<>(
          Mapping.set(site, value, AttributeValue.Type.BS, AttributeValue::bs));
    }

    @Override
    public Codec.OfSet<SdkBytes> storedAs(String name) {
      return new Binaries(site.storedAs(name));
    }
  }
}
