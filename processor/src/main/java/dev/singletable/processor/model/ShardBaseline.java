package dev.singletable.processor.model;

import java.util.Map;
import java.util.Optional;

/**
 * The shard counts of a table's accepted design: what the {@code <Table>.json} report kept as a
 * baseline (processor option {@code singletable.baseline}) says each entity declared, so that the
 * review can flag a count that changed under stored data.
 *
 * @param file where the baseline was read, for the message
 * @param counts by entity class name, then by index name ({@code ""} for the table key)
 */
public record ShardBaseline(String file, Map<String, Map<String, Integer>> counts) {

  public ShardBaseline {
    counts = Map.copyOf(counts);
  }

  /** Whether the baseline knows the entity (a new entity has nothing to compare with). */
  public boolean knows(String entityClass) {
    return counts.containsKey(entityClass);
  }

  /** The baseline's count for the entity's table key or index, if it was sharded then. */
  public Optional<Integer> count(String entityClass, String indexName) {
    return Optional.ofNullable(
        counts.getOrDefault(entityClass, Map.of()).get(indexName == null ? "" : indexName));
  }
}
