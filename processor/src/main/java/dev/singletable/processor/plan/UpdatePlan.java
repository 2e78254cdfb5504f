package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The typed update of an entity ({@code OrderRepository.OrderUpdate}), which the repository's
 * {@code update(key)} and the transaction's {@code update(key, u -> ...)} both hand out.
 *
 * @param setters one per attribute that feeds a secondary-index key
 * @param versioned whether the entity has {@code @Version}, and so {@code expectVersion(long)}
 */
public record UpdatePlan(ClassName update, List<IndexSetter> setters, boolean versioned) {

  public UpdatePlan {
    setters = List.copyOf(setters);
  }
}
