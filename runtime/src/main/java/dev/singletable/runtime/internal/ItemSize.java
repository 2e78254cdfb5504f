package dev.singletable.runtime.internal;

import dev.singletable.runtime.failure.ItemTooLargeException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Computes an item's size as DynamoDB counts it against the 400 KB item limit, so that an oversized
 * item is refused before it is sent.
 *
 * <p>Rules (DynamoDB Developer Guide, "Item sizes and formats"): the sum over attributes of the
 * UTF-8 length of the name plus the value size. S: UTF-8 bytes. B: raw bytes. BOOL and NULL: 1. L
 * and M: 3 bytes, plus 1 per element, plus the nested sizes (and, for M, the UTF-8 length of each
 * key). Sets: the sum of their elements' sizes. N: the guide says "approximately 1 byte per two
 * significant digits + 1 byte", after trimming leading and trailing zeros. We count the digits in
 * base-100 pairs aligned on the decimal point (so {@code 15} is one pair but {@code 1.5} is two:
 * "01" and "50"), plus 1 byte, plus 1 for a negative number, at most 21 bytes. That models the
 * stored format (a base-100 mantissa and an exponent byte), as public item-size calculators do, and
 * is never smaller than the documented estimate: near the limit we err towards refusing.
 */
public final class ItemSize {

  /** DynamoDB's item size limit: 400 KB. */
  public static final int MAX_ITEM_BYTES = 409_600;

  private ItemSize() {}

  /** The size of {@code item} in bytes as DynamoDB counts it. */
  public static long of(Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
      size += Text.utf8Length(e.getKey()) + valueSize(e.getValue());
    }
    return size;
  }

  /** Throws {@link ItemTooLargeException} when {@code item} is over {@link #MAX_ITEM_BYTES}. */
  public static void check(String entityType, String key, Map<String, AttributeValue> item) {
    long size = of(item);
    if (size > MAX_ITEM_BYTES) {
      throw new ItemTooLargeException(entityType, key, size, MAX_ITEM_BYTES);
    }
  }

  /**
   * The size DynamoDB holds an item to: the item plus its entry in every local secondary index it
   * is in (the index's keys and projected attributes), which count toward the same 400 KB.
   */
  public static long withLocalIndexes(Map<String, AttributeValue> item, Layout layout) {
    long itemSize = of(item);
    long size = itemSize;
    for (IndexLayout index : layout.indexes()) {
      if (index.global() || !item.containsKey(index.sortKey())) {
        continue;
      }
      if (index.projection() == software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL) {
        size += itemSize;
        continue;
      }
      java.util.Set<String> projected = new java.util.HashSet<>();
      projected.add(layout.partitionKey());
      projected.add(layout.sortKey());
      projected.add(index.sortKey());
      if (index.projection()
          == software.amazon.awssdk.services.dynamodb.model.ProjectionType.INCLUDE) {
        projected.addAll(index.include());
      }
      for (String attribute : projected) {
        AttributeValue value = item.get(attribute);
        if (value != null) {
          size += Text.utf8Length(attribute) + valueSize(value);
        }
      }
    }
    return size;
  }

  /**
   * Throws {@link ItemTooLargeException} when the item with its local secondary index entries is
   * over {@link #MAX_ITEM_BYTES}.
   */
  public static void check(
      String entityType, String key, Map<String, AttributeValue> item, Layout layout) {
    long size = withLocalIndexes(item, layout);
    if (size > MAX_ITEM_BYTES) {
      throw new ItemTooLargeException(entityType, key, size, MAX_ITEM_BYTES);
    }
  }

  /** The size of one value (without its name) as DynamoDB counts it. */
  public static long valueSize(AttributeValue v) {
    switch (v.type()) {
      case S:
        return Text.utf8Length(v.s());
      case N:
        return numberSize(v.n());
      case B:
        return v.b().asByteArrayUnsafe().length;
      case BOOL:
      case NUL:
        return 1;
      case SS:
        return stringsSize(v.ss());
      case NS:
        long ns = 0;
        for (String n : v.ns()) {
          ns += numberSize(n);
        }
        return ns;
      case BS:
        long bs = 0;
        for (SdkBytes b : v.bs()) {
          bs += b.asByteArrayUnsafe().length;
        }
        return bs;
      case L:
        long l = 3;
        for (AttributeValue element : v.l()) {
          l += 1 + valueSize(element);
        }
        return l;
      case M:
        long m = 3;
        for (Map.Entry<String, AttributeValue> e : v.m().entrySet()) {
          m += 1 + Text.utf8Length(e.getKey()) + valueSize(e.getValue());
        }
        return m;
      default:
        throw new IllegalArgumentException("attribute value of unknown type: " + v);
    }
  }

  /**
   * The stored size of a number: its significant digits in base-100 pairs aligned on the decimal
   * point, plus 1 byte, plus 1 when negative, at most 21; zero is 1 byte. Scans the text once
   * (sign, digits, optional point, optional exponent) instead of allocating a BigDecimal.
   */
  static int numberSize(String text) {
    int n = text.length();
    int i = 0;
    boolean negative = false;
    if (i < n && (text.charAt(i) == '-' || text.charAt(i) == '+')) {
      negative = text.charAt(i) == '-';
      i++;
    }
    int integerDigits = 0; // digits before the point
    int digitIndex = 0; // index among all mantissa digits
    int first = -1; // index of the first non-zero digit
    int last = -1; // index of the last non-zero digit
    boolean point = false;
    for (; i < n; i++) {
      char c = text.charAt(i);
      if (c == '.') {
        point = true;
      } else if (c >= '0' && c <= '9') {
        if (c != '0') {
          if (first < 0) {
            first = digitIndex;
          }
          last = digitIndex;
        }
        if (!point) {
          integerDigits++;
        }
        digitIndex++;
      } else {
        break; // 'e' or 'E'
      }
    }
    if (first < 0) {
      return 1; // zero
    }
    long exponent = i + 1 < n ? parseExponent(text, i + 1) : 0;
    // The power of ten of a digit at index j is integerDigits - 1 - j + exponent.
    long high = integerDigits - 1 - first + exponent;
    long low = integerDigits - 1 - last + exponent;
    long pairs = Math.floorDiv(high, 2) - Math.floorDiv(low, 2) + 1;
    return (int) Math.min(21, pairs + 1 + (negative ? 1 : 0));
  }

  private static long parseExponent(String text, int from) {
    boolean negative = text.charAt(from) == '-';
    int i = negative || text.charAt(from) == '+' ? from + 1 : from;
    long e = 0;
    for (; i < text.length() && e < 100_000; i++) {
      e = e * 10 + (text.charAt(i) - '0');
    }
    return negative ? -e : e;
  }

  private static long stringsSize(List<String> strings) {
    long size = 0;
    for (String s : strings) {
      size += Text.utf8Length(s);
    }
    return size;
  }
}
