package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.AttributeSize;
import dev.singletable.runtime.internal.Text;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The rules DynamoDB sets for every value it stores or compares, checked in one place before a
 * request is sent: every item a write sends and every value of a condition, filter, key condition
 * or update passes here, whatever built it (generated mappers, typed references, raw {@link
 * AttributeValue}s).
 *
 * <p>A value is refused when DynamoDB would refuse it or could not store it faithfully: a string,
 * set element or name with an unpaired surrogate (UTF-8 cannot hold it, so the text would change),
 * a number that is not one or has more than 38 significant digits or a magnitude outside 1E-130 to
 * 9.99…E+125, an empty set or one with duplicates, a name over 65,535 UTF-8 bytes, or a value
 * nested deeper than 32 levels (a top-level attribute is level 1). Refusals are {@link
 * IllegalArgumentException}s whose message starts with {@code Entity.attribute:} and states the
 * rule.
 */
final class ValueRules {

  /** DynamoDB's nesting limit: a top-level attribute is level 1, its elements level 2... */
  static final int MAX_DEPTH = 32;

  /** The longest attribute name (and map key) DynamoDB accepts, in UTF-8 bytes. */
  static final int MAX_NAME_BYTES = 65_535;

  private static final int MAX_DIGITS = 38;
  private static final String RANGE_RULE =
      "numbers must be 0 or between 1E-130 and 9.9999999999999999999999999999999999999E+125 in"
          + " magnitude";

  private ValueRules() {}

  /**
   * Checks every attribute of an item.
   *
   * @param subject the entity type (or collection) for messages
   */
  static void checkItem(Map<String, AttributeValue> item, String subject) {
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      Where where = new Where(null, attribute.getKey(), -1);
      if (attribute.getKey() == null || attribute.getKey().isEmpty()) {
        throw refuse(subject, where, "attribute names must not be empty");
      }
      checkName(attribute.getKey(), subject, where);
      check(attribute.getValue(), subject, where, 1);
    }
  }

  /**
   * Checks one value stored (or compared) at {@code level}: 1 for a top-level attribute, the depth
   * of the path for a value set inside a document.
   *
   * @param subject the entity type (or collection) for messages, or {@code null}
   * @param where the attribute or document path, as {@code lines[0].sku} (a {@link Path} or another
   *     object, spelled out by its {@code toString()} only in a refusal)
   */
  static void check(AttributeValue value, String subject, Object where, int level) {
    check(value, subject, new Where(null, where, -1), level);
  }

  /**
   * The substitution size {@link Values#size} gives {@code value}, when {@link #acceptsAtTopLevel}
   * accepts it, in one pass over its text; -1 when it does not (the full check then decides).
   */
  static long quickSize(AttributeValue value) {
    if (value == null) {
      return -1;
    }
    String s = value.s();
    if (s != null) {
      return Text.wellFormedUtf8Length(s);
    }
    String n = value.n();
    return n == null ? -1 : plainDecimalSize(n);
  }

  /**
   * {@link Values#size} of {@code n} when it is a plain decimal such as {@code -129.99} (digits, at
   * most one dot, at most 38 digits); else -1. One pass: the scan that accepts the text also finds
   * what {@link AttributeSize#number} measures (the first and last non-zero digit and the digits
   * before the dot), and the size follows its rule: base-100 pairs aligned on the dot, plus 1, plus
   * 1 when negative, at most 21; zero is 1.
   */
  private static long plainDecimalSize(String n) {
    int length = n.length();
    boolean negative = length > 0 && n.charAt(0) == '-';
    int digits = 0;
    int integerDigits = -1; // digits before the dot, once it is seen
    int first = -1; // index among the digits of the first non-zero one
    int last = -1; // and of the last
    for (int i = negative ? 1 : 0; i < length; i++) {
      char c = n.charAt(i);
      if (c >= '0' && c <= '9') {
        if (c != '0') {
          if (first < 0) {
            first = digits;
          }
          last = digits;
        }
        digits++;
      } else if (c == '.' && integerDigits < 0) {
        integerDigits = digits;
      } else {
        return -1;
      }
    }
    if (digits < 1 || digits > MAX_DIGITS) {
      return -1;
    }
    if (first < 0) {
      return 1; // zero
    }
    int whole = integerDigits < 0 ? digits : integerDigits;
    // The power of ten of the digit at index j is whole - 1 - j.
    long pairs = Math.floorDiv(whole - 1 - first, 2) - Math.floorDiv(whole - 1 - last, 2) + 1;
    return Math.min(21, pairs + 1 + (negative ? 1 : 0));
  }

  /**
   * Returns true for a top-level string or number that a quick scan accepts; false means "check
   * fully", not "refused".
   */
  static boolean acceptsAtTopLevel(AttributeValue value) {
    return quickSize(value) >= 0;
  }

  /**
   * Where a value is, built as the check descends and spelled out only in a refusal: {@code
   * lines[0].sku}, with map keys that hold odd characters escaped.
   */
  private record Where(Where parent, Object name, int index) {
    @Override
    public String toString() {
      String text = name == null ? null : name.toString();
      String own =
          text == null
              ? "[" + index + "]"
              : (parent == null ? "" : ".")
                  + (Text.unpairedSurrogate(text) >= 0 || text.length() > 64
                      ? Values.abbreviateText(text)
                      : text);
      return parent == null ? own : parent.toString() + own;
    }
  }

  private static void check(AttributeValue value, String subject, Where where, int level) {
    if (value == null) {
      throw refuse(subject, where, "values must not be null; use AttributeValue.fromNul(true)");
    }
    if (level > MAX_DEPTH) {
      throw refuse(
          subject,
          where,
          "DynamoDB nests values at most "
              + MAX_DEPTH
              + " levels deep (a top-level attribute is level 1), this value is at level "
              + level
              + "; flatten the structure or store it as a string");
    }
    switch (value.type()) {
      case S -> checkText(value.s(), subject, where, "strings");
      case N -> checkNumber(value.n(), subject, where);
      case SS -> checkStringSet(value.ss(), subject, where);
      case NS -> checkNumberSet(value.ns(), subject, where);
      case BS -> checkBinarySet(value.bs(), subject, where);
      case L -> {
        List<AttributeValue> elements = value.l();
        for (int i = 0; i < elements.size(); i++) {
          check(elements.get(i), subject, new Where(where, null, i), level + 1);
        }
      }
      case M -> {
        for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
          Where at = new Where(where, String.valueOf(entry.getKey()), -1);
          checkName(entry.getKey(), subject, at);
          check(entry.getValue(), subject, at, level + 1);
        }
      }
      case B, BOOL, NUL -> {}
      default ->
          throw refuse(
              subject,
              where,
              "values must hold a value: got an AttributeValue with no type set; build it with one"
                  + " of the AttributeValue.fromX factories");
    }
  }

  private static void checkName(String name, String subject, Where where) {
    if (name == null) {
      throw refuse(subject, where, "attribute names and map keys must not be null");
    }
    checkText(name, subject, where, "attribute names and map keys");
    int bytes = Text.utf8Length(name);
    if (bytes > MAX_NAME_BYTES) {
      throw refuse(
          subject,
          where,
          "attribute names and map keys are at most "
              + MAX_NAME_BYTES
              + " UTF-8 bytes, this one has "
              + bytes);
    }
  }

  private static void checkText(String text, String subject, Where where, String what) {
    int at = Text.unpairedSurrogate(text);
    if (at >= 0) {
      throw refuse(
          subject,
          where,
          what
              + " must be well-formed UTF-16: the unpaired surrogate U+"
              + Integer.toHexString(text.charAt(at)).toUpperCase(Locale.ROOT)
              + " at index "
              + at
              + " has no UTF-8 encoding, so DynamoDB would store another text (got "
              + Values.abbreviateText(text)
              + ")");
    }
  }

  /** The value of a number's text, refusing what DynamoDB cannot store. */
  private static BigDecimal checkNumber(String text, String subject, Where where) {
    if (text != null && plainDecimalSize(text) >= 0) {
      // The common case, always valid (null: not parsed): plain digits with at most one dot, at
      // most 38 digits, so the leading digit's exponent lies between -38 and 37, well inside
      // DynamoDB's range.
      return null;
    }
    BigDecimal value;
    try {
      value = new BigDecimal(text);
    } catch (NumberFormatException | NullPointerException e) {
      throw refuse(subject, where, "numbers must be decimal text such as 12, -0.5 or 1E+3", text);
    }
    if (value.signum() == 0) {
      return value;
    }
    BigDecimal stripped = value.stripTrailingZeros();
    if (stripped.precision() > MAX_DIGITS) {
      throw refuse(subject, where, "numbers have at most 38 significant digits", text);
    }
    int exponent = stripped.precision() - stripped.scale() - 1;
    if (exponent > 125 || exponent < -130) {
      throw refuse(subject, where, RANGE_RULE, text);
    }
    return value;
  }

  private static void checkStringSet(List<String> elements, String subject, Where where) {
    requireNotEmpty(elements, subject, where, "SS");
    Set<String> seen = new HashSet<>();
    for (String element : elements) {
      if (element == null) {
        throw refuse(subject, where, "sets must not hold null");
      }
      checkText(element, subject, where, "set elements");
      if (!seen.add(element)) {
        throw refuse(subject, where, "sets must not hold duplicates", element);
      }
    }
  }

  private static void checkNumberSet(List<String> elements, String subject, Where where) {
    requireNotEmpty(elements, subject, where, "NS");
    Set<BigDecimal> seen = new HashSet<>();
    for (String element : elements) {
      BigDecimal value = checkNumber(element, subject, where);
      BigDecimal normalized =
          (value == null ? new BigDecimal(element) : value).stripTrailingZeros();
      if (normalized.signum() == 0) {
        normalized = BigDecimal.ZERO;
      }
      if (!seen.add(normalized)) {
        throw refuse(
            subject,
            where,
            "sets must not hold duplicates (numbers are equal by value: 1 and 1.0 are one)",
            element);
      }
    }
  }

  private static void checkBinarySet(List<SdkBytes> elements, String subject, Where where) {
    requireNotEmpty(elements, subject, where, "BS");
    Set<SdkBytes> seen = new HashSet<>();
    for (SdkBytes element : elements) {
      if (element == null) {
        throw refuse(subject, where, "sets must not hold null");
      }
      if (!seen.add(element)) {
        throw refuse(subject, where, "sets must not hold duplicates (two equal binary values)");
      }
    }
  }

  private static void requireNotEmpty(List<?> set, String subject, Where where, String type) {
    if (set.isEmpty()) {
      throw refuse(
          subject,
          where,
          "DynamoDB sets must not be empty (got an empty "
              + type
              + "); leave the attribute out, or remove() it in an update");
    }
  }

  private static IllegalArgumentException refuse(
      String subject, Where where, String rule, String value) {
    return refuse(subject, where, rule + " (got " + Values.abbreviateText(value) + ")");
  }

  private static IllegalArgumentException refuse(String subject, Where where, String rule) {
    return new IllegalArgumentException(
        (subject == null ? "" : subject + ".") + where + ": " + rule);
  }
}
