package dev.singletable.runtime;

import dev.singletable.runtime.internal.SortKeyCondition;
import java.util.Objects;

/**
 * Which sort keys of a partition a query reads: all of them, one, those with a prefix, or a range
 * of one key component, with range bounds computed exactly in DynamoDB's byte order from the
 * pattern's prefix and the encoded component values. Generated query builders make them from the
 * sort-key conditions a pattern can serve ({@code createdAtFrom(x)} and the like); the parameters
 * are encoded key text, so application code has no reason to make one.
 *
 * <p>{@code last} says whether the component is the last of the key (keys are exactly {@code prefix
 * + component}) or is followed by the delimiter and more components.
 */
public final class SortKey {

  private static final SortKey ANY = new SortKey(SortKeyCondition.any());

  private final SortKeyCondition condition;

  private SortKey(SortKeyCondition condition) {
    this.condition = condition;
  }

  /** Every sort key of the partition. */
  public static SortKey any() {
    return ANY;
  }

  /** The sort key {@code key} only. */
  public static SortKey equalTo(String key) {
    return new SortKey(SortKeyCondition.equalTo(key));
  }

  /** Sort keys that start with {@code prefix} ({@code begins_with}); the empty prefix is any. */
  public static SortKey prefix(String prefix) {
    return prefix.isEmpty() ? ANY : new SortKey(SortKeyCondition.prefix(prefix));
  }

  /**
   * Components between {@code low} and {@code high}, both inclusive.
   *
   * @throws IllegalArgumentException when {@code low} sorts after {@code high}
   */
  public static SortKey between(
      String prefix, String low, String high, boolean last, char delimiter) {
    return new SortKey(SortKeyCondition.between(prefix, low, high, last, delimiter));
  }

  /** Components at or after {@code low}. */
  public static SortKey from(String prefix, String low, boolean last, char delimiter) {
    return new SortKey(SortKeyCondition.from(prefix, low, last, delimiter));
  }

  /** Components strictly after {@code low}. */
  public static SortKey after(String prefix, String low, boolean last, char delimiter) {
    return new SortKey(SortKeyCondition.after(prefix, low, last, delimiter));
  }

  /** Components at or before {@code high}. */
  public static SortKey upTo(String prefix, String high, boolean last, char delimiter) {
    return new SortKey(SortKeyCondition.upTo(prefix, high, last, delimiter));
  }

  /** Components strictly before {@code high}. */
  public static SortKey before(String prefix, String high, boolean last, char delimiter) {
    return new SortKey(SortKeyCondition.before(prefix, high, last, delimiter));
  }

  /** The condition the query engine reads, for the classes of this package. */
  SortKeyCondition condition() {
    return condition;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SortKey key && key.condition.equals(condition);
  }

  @Override
  public int hashCode() {
    return Objects.hash(condition);
  }

  /** The condition as a key condition would read it, such as {@code begins_with(SK, "ORDER#")}. */
  @Override
  public String toString() {
    return condition.operator() == SortKeyCondition.Operator.ANY
        ? "any sort key"
        : condition.clause("SK", value -> "\"" + value + "\"");
  }
}
