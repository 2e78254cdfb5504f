package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.List;

/**
 * A {@code @Derived} attribute as the writers compute it: {@code toItem} calls {@code method} with
 * the sources (read from the entity, or computed before it) and stores the result whatever the
 * instance holds; the update's setters of its sources call it again.
 *
 * @param method the static method of the entity type
 * @param sources its arguments, in parameter order
 * @param local the local variable of {@code toItem} holding the computed value
 */
public record DerivedPlan(
    AttributeModel attribute, String method, List<AttributeModel> sources, String local) {

  public DerivedPlan {
    sources = List.copyOf(sources);
  }
}
