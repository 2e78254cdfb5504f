package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * A builder stage of a query: one sort-key component, chosen equal to a value (leading to the next
 * stage, or ending the key) or in a range (ending the conditions). Its {@code Keys.Slot} constant
 * is {@code Keys.slot(sortKey, component, after, next.isPresent())}; the query carries the prefix
 * fixed so far, so the stage has no fields.
 *
 * @param fixed the components earlier stages fixed, for Javadoc
 * @param sortKey the key record's constant of the sort key the stage's conditions name
 * @param after the literal text after the component in the sort key; empty when it ends the key
 * @param next the stage equality leads to; empty for the last component
 * @param beginsWith whether the component is text, so that its range may be {@code
 *     Range.beginsWith}, for Javadoc
 */
public record QueryStage(
    ClassName type,
    List<String> fixed,
    KeyComponent component,
    String sortKey,
    String after,
    Optional<ClassName> next,
    boolean beginsWith) {

  public QueryStage {
    fixed = List.copyOf(fixed);
  }
}
