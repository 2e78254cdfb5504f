package dev.singletable.processor.plan;

import java.util.List;
import java.util.Optional;

/**
 * The primary key of an entity: the components of its key record and the patterns they render.
 *
 * @param sort empty for a table without a sort key
 * @param components the key record's components: the partition's, then the sort key's others
 */
public record PrimaryKeyPlan(
    KeyTemplate partition, Optional<KeyTemplate> sort, List<KeyComponent> components) {

  public PrimaryKeyPlan {
    components = List.copyOf(components);
  }
}
