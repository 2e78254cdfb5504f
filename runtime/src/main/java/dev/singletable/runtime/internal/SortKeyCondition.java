package dev.singletable.runtime.internal;

import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * The sort-key part of a DynamoDB key condition, with range bounds computed exactly in UTF-8 byte
 * order (DynamoDB's string order) from a pattern prefix and encoded component values.
 *
 * <p>DynamoDB allows one sort-key condition: {@code =}, {@code <}, {@code <=}, {@code >}, {@code
 * >=}, {@code BETWEEN} (inclusive) or {@code begins_with}. A range on one component must also stay
 * inside the prefix {@code P} (the literals and equality components before it), so it becomes
 * {@code BETWEEN} with bounds built from {@code P}, the value, the delimiter {@code d} and {@code
 * succ(x)} (x with its last code point replaced by the next code point), never from {@code \uFFFF}
 * sentinels, which are not maximal in UTF-8 (every code point above U+FFFF sorts after them).
 *
 * <p><b>Non-last component</b> (keys look like {@code P + c + d + rest}, rest non-empty): {@code
 * from(a)} ≥ {@code P+a+d}; {@code after(a)} ≥ {@code P+a+succ(d)}; {@code upTo(b)} ≤ {@code
 * P+b+succ(d)}; {@code before(b)} ≤ {@code P+b+d} (exact: every key with {@code c = b} is longer).
 * Components are therefore ordered as the strings {@code c + d}. For fixed-width encodings
 * (numbers, timestamps, UUIDs) that is plain value order. For free strings it equals plain string
 * order except when one value is a proper prefix of the other and the longer one continues with a
 * character below the delimiter: with {@code '#'}, {@code "ab!"} (and {@code "ab "}, {@code
 * "ab\""}) sort <em>before</em> {@code "ab"}, because {@code '!' < '#'}. DynamoDB itself returns
 * such keys in that order, so ranges agree with the order of query results.
 *
 * <p><b>Last component</b> (keys are exactly {@code P + c}): plain code point order of {@code c};
 * {@code after(a)} uses the inclusive bound {@code P+a+"\u0000"}, the immediate successor of {@code
 * P+a} in byte order. {@code before(b)} cannot be expressed exactly: the range needs the lower
 * bound {@code P} (to stay inside the prefix), so it must be a {@code BETWEEN}, whose upper bound
 * is inclusive, and no string is the immediate predecessor of {@code P+b}. It is therefore {@code
 * BETWEEN P AND P+b} with {@link #excludedKey()} {@code P+b}: the single key the caller must drop
 * from the results client-side (a page may then hold one item fewer than its limit).
 *
 * <p>The missing side of a one-sided range is {@code P} (lower) or {@code succ(P)} (upper). When
 * {@code P} is empty, one-sided operators are used instead. Bounds are exact for the keys of the
 * pattern; a key of another entity in the same partition can equal a bound string (for example
 * {@code succ(P)}) and fall inside, just as with {@code begins_with}, so readers keep checking the
 * entity type.
 *
 * @param operator the DynamoDB operator
 * @param value the operand ({@code BETWEEN}: the inclusive lower bound); null for {@code ANY}
 * @param upper the inclusive upper bound of {@code BETWEEN}, otherwise null
 * @param excludedKey a sort key to drop from the results client-side, or null
 */
public record SortKeyCondition(Operator operator, String value, String upper, String excludedKey) {

  /** The sort-key operators DynamoDB accepts in a key condition, plus {@code ANY} for none. */
  public enum Operator {
    /** No sort-key condition. */
    ANY,
    /** {@code SK = :value}. */
    EQUAL,
    /** {@code begins_with(SK, :value)}. */
    BEGINS_WITH,
    /** {@code SK BETWEEN :value AND :upper}, both inclusive. */
    BETWEEN,
    /** {@code SK >= :value}. */
    GREATER_OR_EQUAL,
    /** {@code SK <= :value}. */
    LESS_OR_EQUAL,
    /** {@code SK < :value}. */
    LESS_THAN
  }

  private static final SortKeyCondition ANY = new SortKeyCondition(Operator.ANY, null, null, null);

  /** Checks that operands are present exactly where the operator needs them. */
  public SortKeyCondition {
    Objects.requireNonNull(operator, "operator");
    if ((operator == Operator.ANY) != (value == null)
        || (operator == Operator.BETWEEN) != (upper != null)) {
      throw new IllegalArgumentException(
          "sort key condition " + operator + " with value " + value + " and upper " + upper);
    }
  }

  /** No sort-key condition: the whole partition. */
  public static SortKeyCondition any() {
    return ANY;
  }

  /** The sort key is exactly {@code key} (every component of the pattern is known). */
  public static SortKeyCondition equalTo(String key) {
    return new SortKeyCondition(Operator.EQUAL, Objects.requireNonNull(key, "key"), null, null);
  }

  /** Keys that start with {@code prefix} ({@code begins_with}); the empty prefix means any key. */
  public static SortKeyCondition prefix(String prefix) {
    return prefix.isEmpty() ? ANY : new SortKeyCondition(Operator.BEGINS_WITH, prefix, null, null);
  }

  /** Components between {@code low} and {@code high}, both inclusive (a message without names). */
  public static SortKeyCondition between(
      String prefix, String low, String high, boolean last, char delimiter) {
    return between(null, null, prefix, low, high, last, delimiter);
  }

  /**
   * Components between {@code low} and {@code high}, both inclusive; refuses {@code low > high} in
   * key order with a message naming the entity and attribute.
   */
  public static SortKeyCondition between(
      String entity,
      String attribute,
      String prefix,
      String low,
      String high,
      boolean last,
      char delimiter) {
    String lower = lowerFrom(prefix, low, last, delimiter);
    String upperBound = upperTo(prefix, high, last, delimiter);
    if (Text.compareUtf8(lower, upperBound, prefix.length()) > 0) { // both start with the prefix
      String rule =
          "a range must not start after its end in key order (low "
              + Text.quote(low)
              + " sorts after high "
              + Text.quote(high)
              + ")";
      throw entity == null
          ? new IllegalArgumentException("sort key condition: " + rule)
          : new IllegalArgumentException(Text.subject(entity, attribute) + rule);
    }
    return new SortKeyCondition(Operator.BETWEEN, lower, upperBound, null);
  }

  /** Components {@code >= low}. */
  public static SortKeyCondition from(String prefix, String low, boolean last, char delimiter) {
    return atLeast(prefix, lowerFrom(prefix, low, last, delimiter));
  }

  /** Components {@code > low}. */
  public static SortKeyCondition after(String prefix, String low, boolean last, char delimiter) {
    check(prefix, low, delimiter);
    // "\u0000" makes the immediate successor of P+a; succ(d) is above every P+a+d+rest.
    String lower = last ? prefix + low + '\u0000' : Text.withSuccessor(prefix, low, delimiter);
    return atLeast(prefix, lower);
  }

  /** Components {@code <= high}. */
  public static SortKeyCondition upTo(String prefix, String high, boolean last, char delimiter) {
    String upperBound = upperTo(prefix, high, last, delimiter);
    return prefix.isEmpty()
        ? new SortKeyCondition(Operator.LESS_OR_EQUAL, upperBound, null, null)
        : new SortKeyCondition(Operator.BETWEEN, prefix, upperBound, null);
  }

  /** Components {@code < high}; for a last component with a prefix, see {@link #excludedKey()}. */
  public static SortKeyCondition before(String prefix, String high, boolean last, char delimiter) {
    check(prefix, high, delimiter);
    // Non-last: P+b+d is below every key P+b+d+rest and above every smaller component.
    String bound = last ? prefix + high : prefix + high + delimiter;
    if (prefix.isEmpty()) {
      return new SortKeyCondition(Operator.LESS_THAN, bound, null, null);
    }
    return new SortKeyCondition(Operator.BETWEEN, prefix, bound, last ? bound : null);
  }

  /**
   * This condition as the sort-key part of a key condition on {@code attribute}, each operand
   * written by {@code operand}: a value placeholder in a request, quoted text in a message. The one
   * place that spells DynamoDB's sort-key operators.
   *
   * @throws IllegalStateException for {@code ANY}, which has no clause
   */
  public String clause(String attribute, UnaryOperator<String> operand) {
    return switch (operator) {
      case EQUAL -> attribute + " = " + operand.apply(value);
      case BEGINS_WITH -> "begins_with(" + attribute + ", " + operand.apply(value) + ")";
      case BETWEEN ->
          attribute + " BETWEEN " + operand.apply(value) + " AND " + operand.apply(upper);
      case GREATER_OR_EQUAL -> attribute + " >= " + operand.apply(value);
      case LESS_OR_EQUAL -> attribute + " <= " + operand.apply(value);
      case LESS_THAN -> attribute + " < " + operand.apply(value);
      case ANY -> throw new IllegalStateException("no sort-key condition to write");
    };
  }

  /**
   * Whether DynamoDB would return {@code sortKey} for this condition (comparing UTF-8 bytes) and it
   * is not the {@link #excludedKey()}.
   */
  public boolean matches(String sortKey) {
    boolean inside;
    switch (operator) {
      case ANY:
        inside = true;
        break;
      case EQUAL:
        inside = sortKey.equals(value);
        break;
      case BEGINS_WITH:
        inside = sortKey.startsWith(value);
        break;
      case BETWEEN:
        inside = Text.compareUtf8(sortKey, value) >= 0 && Text.compareUtf8(sortKey, upper) <= 0;
        break;
      case GREATER_OR_EQUAL:
        inside = Text.compareUtf8(sortKey, value) >= 0;
        break;
      case LESS_OR_EQUAL:
        inside = Text.compareUtf8(sortKey, value) <= 0;
        break;
      case LESS_THAN:
        inside = Text.compareUtf8(sortKey, value) < 0;
        break;
      default:
        throw new AssertionError(operator);
    }
    return inside && !sortKey.equals(excludedKey);
  }

  private static String lowerFrom(String prefix, String low, boolean last, char delimiter) {
    check(prefix, low, delimiter);
    // Non-last: P+a+d is below every key P+a+d+rest and above every smaller component.
    return last ? prefix + low : prefix + low + delimiter;
  }

  private static String upperTo(String prefix, String high, boolean last, char delimiter) {
    check(prefix, high, delimiter);
    // Non-last: P+b+succ(d) is above every key P+b+d+rest and below every greater component.
    return last ? prefix + high : Text.withSuccessor(prefix, high, delimiter);
  }

  private static SortKeyCondition atLeast(String prefix, String lower) {
    String end = Text.successor(prefix); // null when P is empty or only U+10FFFF: nothing above
    return end == null
        ? new SortKeyCondition(Operator.GREATER_OR_EQUAL, lower, null, null)
        : new SortKeyCondition(Operator.BETWEEN, lower, end, null);
  }

  private static void check(String prefix, String component, char delimiter) {
    Objects.requireNonNull(prefix, "prefix");
    if (component.indexOf(delimiter) >= 0) {
      // Encoded components never hold the delimiter; a bound built from one would not be exact.
      throw new IllegalArgumentException(
          "sort key condition: component values must not contain "
              + "the delimiter '"
              + delimiter
              + "' (got "
              + Text.quote(component)
              + ")");
    }
  }
}
