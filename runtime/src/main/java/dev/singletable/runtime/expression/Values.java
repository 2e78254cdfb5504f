package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.AttributeSize;
import dev.singletable.runtime.internal.Text;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Checks, measures and describes attribute values for this package (not public API). */
final class Values {

  // Long strings and collections are cut in descriptions so one log line stays one line.
  private static final int MAX_DESCRIBED_CHARS = 64;
  private static final int MAX_DESCRIBED_ELEMENTS = 10;

  private Values() {}

  /** Returns {@code value} if DynamoDB can accept it in an expression, else throws saying why. */
  static AttributeValue requireValid(AttributeValue value, Object where) {
    // Strings and numbers, what nearly every condition compares, need no further look.
    AttributeValue.Type type = value == null ? null : value.type();
    if (type == AttributeValue.Type.S || type == AttributeValue.Type.N) {
      return value;
    }
    return requireValidOther(value, where);
  }

  private static AttributeValue requireValidOther(AttributeValue value, Object where) {
    if (value == null) {
      throw new IllegalArgumentException(
          "Expression values must not be null: got null for "
              + where
              + " (an encoder that "
              + "returned null?); use AttributeValue.fromNul(true) for a NULL value");
    }
    switch (value.type()) {
      case UNKNOWN_TO_SDK_VERSION:
        throw new IllegalArgumentException(
            "Expression values must hold a value: "
                + where
                + " got an AttributeValue with no type"
                + " set; build it with one of the AttributeValue.fromX factories");
      case SS:
      case NS:
      case BS:
        if (setSize(value) == 0) {
          throw new IllegalArgumentException(
              "DynamoDB sets must not be empty: "
                  + where
                  + " got an empty "
                  + value.type()
                  + "; use remove() to clear a set attribute, or skip the action");
        }
        return value;
      default:
        return value;
    }
  }

  /** Returns {@code value} or throws the null-argument refusal naming {@code where} and the fix. */
  static <T> T requireArgument(T value, Object where, String fix) {
    if (value == null) {
      throw new IllegalArgumentException("Null is not a value for " + where + "; " + fix);
    }
    return value;
  }

  private static int setSize(AttributeValue v) {
    return v.ss().size() + v.ns().size() + v.bs().size();
  }

  /**
   * The size DynamoDB counts for a value, as for an item's attribute ({@link AttributeSize#of}):
   * expression values are measured by the rules of the item size, numbers included, so a request is
   * held to the 2 MB of substitutions by the figures it is held to 400 KB an item by.
   */
  static long size(AttributeValue v) {
    return AttributeSize.of(v);
  }

  /** Describes a value for logs: strings quoted, numbers bare, sets as {@code <<…>>}. */
  static String describe(AttributeValue v) {
    StringBuilder sb = new StringBuilder();
    describe(v, sb);
    return sb.toString();
  }

  private static void describe(AttributeValue v, StringBuilder sb) {
    switch (v.type()) {
      case S -> quote(v.s(), sb);
      case N -> sb.append(v.n());
      case B -> binary(v.b(), sb);
      case BOOL -> sb.append(v.bool());
      case NUL -> sb.append("null");
      case SS -> elements(v.ss(), "<<", ">>", sb, s -> quote(s, sb));
      case NS -> elements(v.ns(), "<<", ">>", sb, sb::append);
      case BS -> elements(v.bs(), "<<", ">>", sb, b -> binary(b, sb));
      case L -> elements(v.l(), "[", "]", sb, e -> describe(e, sb));
      case M -> elements(v.m().entrySet(), "{", "}", sb, e -> entry(e, sb));
      default -> sb.append("<no value>");
    }
  }

  private static void entry(Map.Entry<String, AttributeValue> e, StringBuilder sb) {
    quote(e.getKey(), sb);
    sb.append(": ");
    describe(e.getValue(), sb);
  }

  /**
   * Quotes {@code s} for a message: control characters and unpaired surrogates escaped, cut to 64
   * characters.
   */
  static String abbreviateText(String s) {
    if (s == null) {
      return "null";
    }
    StringBuilder sb = new StringBuilder("\"");
    int shown = Math.min(s.length(), MAX_DESCRIBED_CHARS);
    for (int i = 0; i < shown; i++) {
      char c = s.charAt(i);
      boolean paired =
          Character.isHighSurrogate(c)
              ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
              : Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
      if (c < 0x20 || (Character.isSurrogate(c) && !paired)) {
        sb.append(String.format("\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
    sb.append('"');
    if (shown < s.length()) {
      sb.append("…(").append(s.length()).append(" chars)");
    }
    return sb.toString();
  }

  private static void quote(String s, StringBuilder sb) {
    sb.append('"');
    if (s.length() > MAX_DESCRIBED_CHARS) {
      sb.append(s, 0, MAX_DESCRIBED_CHARS).append("…(").append(s.length()).append(" chars)");
    } else {
      sb.append(s);
    }
    sb.append('"');
  }

  private static void binary(SdkBytes b, StringBuilder sb) {
    sb.append("<binary ").append(b.asByteArrayUnsafe().length).append(" bytes>");
  }

  private static <T> void elements(
      Collection<T> items,
      String open,
      String close,
      StringBuilder sb,
      java.util.function.Consumer<T> each) {
    sb.append(open);
    Iterator<T> it = items.iterator();
    for (int i = 0; it.hasNext(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      if (i == MAX_DESCRIBED_ELEMENTS) {
        sb.append("…(").append(items.size() - i).append(" more)");
        break;
      }
      each.accept(it.next());
    }
    sb.append(close);
  }

  /**
   * Returns whether {@code a} sorts after {@code b} as DynamoDB compares them (numbers by value,
   * strings by UTF-8 bytes, which is code point order, binary by unsigned bytes); false when they
   * have different or unordered types.
   */
  static boolean sortsAfter(AttributeValue a, AttributeValue b) {
    if (a.type() != b.type()) {
      return false;
    }
    switch (a.type()) {
      case N:
        return new java.math.BigDecimal(a.n()).compareTo(new java.math.BigDecimal(b.n())) > 0;
      case S:
        return Text.compareUtf8(a.s(), b.s()) > 0;
      case B:
        return java.util.Arrays.compareUnsigned(
                a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe())
            > 0;
      default:
        return false;
    }
  }

  /** Encodes each element with {@code encoder}, as NULL when the element is null, into a list. */
  static <E> List<AttributeValue> encodeElements(
      Collection<? extends E> elements,
      java.util.function.Function<? super E, AttributeValue> encoder,
      Object where) {
    return elements.stream()
        .map(e -> e == null ? AttributeValue.fromNul(true) : requireValid(encoder.apply(e), where))
        .toList();
  }
}
