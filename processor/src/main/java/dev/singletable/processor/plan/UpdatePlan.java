package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The typed updates of an entity whose attributes feed secondary-index keys: the repository's and
 * the transaction's, with the same setters.
 */
public record UpdatePlan(ClassName update, ClassName transactionUpdate, List<IndexSetter> setters) {

  public UpdatePlan {
    setters = List.copyOf(setters);
  }
}
