package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
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
      return AttributeValue.createSs(stringSet(site.entity(), site.path(), value));
    }

    @Override
    public Set<String> decodeSet(AttributeValue value) {
      return new LinkedHashSet<>(set(site, value, AttributeValue.Type.SS, AttributeValue::ss));
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
      return AttributeValue.createNs(numberSet(site.entity(), site.path(), value));
    }

    @Override
    public Set<E> decodeSet(AttributeValue value) {
      List<String> numbers = set(site, value, AttributeValue.Type.NS, AttributeValue::ns);
      Set<E> set = new LinkedHashSet<>(Math.max(16, numbers.size() * 2));
      for (String number : numbers) {
        try {
          set.add(element.decode(AttributeValue.createN(number)));
        } catch (RuntimeException e) {
          throw Items.unreadable(site, "a number of the set's element type", number, e);
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
      checkNotEmpty(site.entity(), site.path(), value);
      List<SdkBytes> copies = new ArrayList<>(value.size());
      for (byte[] b : value) {
        copies.add(b == null ? null : SdkBytes.fromByteArray(b));
      }
      return AttributeValue.createBs(bytesSet(site.entity(), site.path(), copies));
    }

    @Override
    public Set<byte[]> decodeSet(AttributeValue value) {
      List<SdkBytes> bs = set(site, value, AttributeValue.Type.BS, AttributeValue::bs);
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
      return AttributeValue.createBs(bytesSet(site.entity(), site.path(), value));
    }

    @Override
    public Set<SdkBytes> decodeSet(AttributeValue value) {
      return new LinkedHashSet<>(set(site, value, AttributeValue.Type.BS, AttributeValue::bs));
    }

    @Override
    public Codec.OfSet<SdkBytes> storedAs(String name) {
      return new Binaries(site.storedAs(name));
    }
  }

  /** The elements of a set attribute of the expected type, or a MappingException. */
  static <T> List<T> set(
      Codec.Site site,
      AttributeValue v,
      AttributeValue.Type expected,
      Function<AttributeValue, List<T>> elements) {
    if (v == null || v.type() != expected) {
      throw Items.wrongType(site, expected.toString(), v);
    }
    return elements.apply(v);
  }

  /** The elements of an SS, refusing an empty set, ill-formed strings and duplicates. */
  static List<String> stringSet(String entity, String attribute, Collection<? extends String> v) {
    checkNotEmpty(entity, attribute, v);
    List<String> out = new ArrayList<>(v.size());
    Set<String> seen = new HashSet<>();
    for (String s : v) {
      Items.checkWellFormed(entity, attribute, s);
      if (!seen.add(s)) {
        throw duplicate(entity, attribute, s);
      }
      out.add(s);
    }
    return out;
  }

  /** The elements of an NS, refusing an empty set and numerically equal elements. */
  static List<String> numberSet(String entity, String attribute, Collection<? extends Number> v) {
    checkNotEmpty(entity, attribute, v);
    List<String> out = new ArrayList<>(v.size());
    Set<BigDecimal> seen = new HashSet<>(); // stripped, so 1, 1.0 and 1E+0 collide
    for (Number n : v) {
      String text = dev.singletable.runtime.internal.Numbers.any(entity, attribute, n);
      if (!seen.add(new BigDecimal(text).stripTrailingZeros())) {
        throw duplicate(entity, attribute, text);
      }
      out.add(text);
    }
    return out;
  }

  /** The elements of a BS, refusing an empty set, null and equal contents. */
  static List<SdkBytes> bytesSet(
      String entity, String attribute, Collection<? extends SdkBytes> v) {
    checkNotEmpty(entity, attribute, v);
    Set<SdkBytes> seen = new LinkedHashSet<>(); // SdkBytes compares by content
    for (SdkBytes b : v) {
      if (b == null) {
        throw Text.refuse(entity, attribute, "sets must not contain null", null);
      }
      if (!seen.add(b)) {
        throw duplicate(entity, attribute, "0x" + hex(b.asByteArrayUnsafe()));
      }
    }
    return new ArrayList<>(seen);
  }

  /** Refuses an empty set, which DynamoDB does not store. */
  static void checkNotEmpty(String entity, String attribute, Collection<?> v) {
    if (v.isEmpty()) {
      throw Text.refuse(
          entity, attribute, "DynamoDB refuses empty sets; omit the attribute instead", "[]");
    }
  }

  /** The refusal of a set element that equals an earlier one. */
  static IllegalArgumentException duplicate(String entity, String attribute, String value) {
    return Text.refuse(
        entity,
        attribute,
        "sets must not contain the same value twice (DynamoDB refuses duplicates)",
        value);
  }

  /** Up to 32 bytes as hex, for messages. */
  static String hex(byte[] bytes) {
    StringBuilder b = new StringBuilder(Math.min(bytes.length, 32) * 2);
    for (int i = 0; i < bytes.length && i < 32; i++) {
      b.append(Character.forDigit(bytes[i] >> 4 & 0xF, 16));
      b.append(Character.forDigit(bytes[i] & 0xF, 16));
    }
    return b.toString();
  }
}
