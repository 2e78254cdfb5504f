package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * A builder stage of a query: equality on one sort-key component (leading to the next stage) and
 * the ranges on it.
 *
 * @param sortAttribute the sort key attribute the stage's conditions name
 * @param fixed the components earlier stages fixed, for Javadoc
 * @param before the literal text before the component in the sort key
 * @param after the literal text after it; empty when the component ends the key
 * @param first whether this is the sort key's first component, whose prefix is {@code before}
 *     rather than a field the previous stage filled
 * @param next the stage equality leads to; empty for the last component
 * @param beginsWith for a String component, the method keeping the values that begin with a prefix
 *     ({@code nameBeginsWith}); empty for other types
 */
public record QueryStage(
    ClassName type,
    String sortAttribute,
    List<String> fixed,
    KeyComponent component,
    String before,
    String after,
    boolean first,
    Optional<Next> next,
    List<Range> ranges,
    Optional<String> beginsWith) {

  public QueryStage {
    fixed = List.copyOf(fixed);
    ranges = List.copyOf(ranges);
  }

  /** Whether the component ends the sort key, so that a range needs no upper sentinel. */
  public boolean endsKey() {
    return after.isEmpty();
  }

  /**
   * The stage after equality on this component.
   *
   * @param before the literal text before the next component, appended to the prefix
   * @param local the local holding the new prefix, distinct from the component's parameter
   */
  public record Next(ClassName type, String before, String local) {}

  /**
   * A range method such as {@code createdAtBetween(low, high)}.
   *
   * @param factory the {@code SortKeyCondition} factory it calls
   * @param meaning how the range reads in Javadoc: {@code at or after}
   */
  public record Range(String name, String factory, String meaning, boolean low, boolean high) {}
}
