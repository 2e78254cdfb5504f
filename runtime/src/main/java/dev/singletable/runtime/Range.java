package dev.singletable.runtime;

import java.util.Objects;
import java.util.function.Function;

/**
 * A range of values of one sort-key component, for the query stage method of that component: {@code
 * db.orders().ordersOf("c-1").placedAt(Range.from(monthStart))}. The generated method computes
 * exact bounds in DynamoDB's key order from it; a range ends the sort-key conditions of a query.
 *
 * <p>The bounds are checked when the query uses them, as key values (a null bound, or a value the
 * key cannot hold, is refused then, naming the entity and attribute), so a range is only a value.
 *
 * @param <T> the component's Java type
 */
public final class Range<T> {

  private enum Kind {
    BETWEEN,
    FROM,
    AFTER,
    UP_TO,
    BEFORE,
    BEGINS_WITH
  }

  private final Kind kind;
  private final T low;
  private final T high;

  private Range(Kind kind, T low, T high) {
    this.kind = kind;
    this.low = low;
    this.high = high;
  }

  /** Values from {@code low} to {@code high}, both included. */
  public static <T> Range<T> between(T low, T high) {
    return new Range<>(Kind.BETWEEN, low, high);
  }

  /** Values at or after {@code low}. */
  public static <T> Range<T> from(T low) {
    return new Range<>(Kind.FROM, low, null);
  }

  /** Values strictly after {@code low}. */
  public static <T> Range<T> after(T low) {
    return new Range<>(Kind.AFTER, low, null);
  }

  /** Values at or before {@code high}. */
  public static <T> Range<T> upTo(T high) {
    return new Range<>(Kind.UP_TO, null, high);
  }

  /** Values strictly before {@code high}. */
  public static <T> Range<T> before(T high) {
    return new Range<>(Kind.BEFORE, null, high);
  }

  /** Text values that begin with {@code prefix} (string components only). */
  public static Range<String> beginsWith(String prefix) {
    return new Range<>(Kind.BEGINS_WITH, prefix, null);
  }

  /** The lower bound, or the prefix of {@link #beginsWith}; {@code null} when there is none. */
  public T low() {
    return low;
  }

  /** The upper bound; {@code null} when there is none. */
  public T high() {
    return high;
  }

  /** Whether the range has a lower bound that values may equal ({@code between}, {@code from}). */
  public boolean includesLow() {
    return kind == Kind.BETWEEN || kind == Kind.FROM;
  }

  /** Whether the range has an upper bound that values may equal ({@code between}, {@code upTo}). */
  public boolean includesHigh() {
    return kind == Kind.BETWEEN || kind == Kind.UP_TO;
  }

  /** Whether the range has a lower bound. */
  public boolean hasLow() {
    return kind == Kind.BETWEEN || kind == Kind.FROM || kind == Kind.AFTER;
  }

  /** Whether the range has an upper bound. */
  public boolean hasHigh() {
    return kind == Kind.BETWEEN || kind == Kind.UP_TO || kind == Kind.BEFORE;
  }

  /** Whether this is a {@link #beginsWith} range, whose {@link #low()} is the prefix. */
  public boolean isPrefix() {
    return kind == Kind.BEGINS_WITH;
  }

  /**
   * The same range over other values: each bound given to {@code mapper} (a missing bound stays
   * missing, a null bound null), for a component stored as another type.
   */
  public <R> Range<R> map(Function<? super T, ? extends R> mapper) {
    R mappedLow = low == null ? null : mapper.apply(low);
    R mappedHigh = high == null ? null : mapper.apply(high);
    return new Range<>(kind, mappedLow, mappedHigh);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Range<?> range
        && range.kind == kind
        && Objects.equals(range.low, low)
        && Objects.equals(range.high, high);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, low, high);
  }

  /** For messages: {@code between(a, b)}, {@code from(a)}, {@code beginsWith(a)}... */
  @Override
  public String toString() {
    String name =
        switch (kind) {
          case BETWEEN -> "between";
          case FROM -> "from";
          case AFTER -> "after";
          case UP_TO -> "upTo";
          case BEFORE -> "before";
          case BEGINS_WITH -> "beginsWith";
        };
    return name + "(" + (kind == Kind.BETWEEN ? low + ", " + high : hasHigh() ? high : low) + ")";
  }
}
