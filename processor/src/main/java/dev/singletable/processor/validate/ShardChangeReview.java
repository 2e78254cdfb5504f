package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ShardBaseline;
import dev.singletable.processor.model.ShardModel;
import dev.singletable.processor.model.TableDesign;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Compares the shards of a design with its baseline (the accepted design's report): a shard count
 * that changed, a key that became sharded or stopped being sharded re-homes every stored item of
 * that key, which the code alone cannot see, so each is a warning on the {@code @Shard} (or the
 * entity) that changed.
 */
public final class ShardChangeReview {

  private final Diagnostics diagnostics;

  public ShardChangeReview(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void review(TableDesign design, ShardBaseline baseline) {
    for (EntityModel entity : design.entities()) {
      String entityClass = entity.type().canonicalName();
      if (!baseline.knows(entityClass)) {
        continue; // a new entity has no stored items to re-home
      }
      Set<String> seen = new HashSet<>();
      for (ShardModel shard : entity.shards()) {
        String key = shard.indexName() == null ? "" : shard.indexName();
        seen.add(key);
        int before = baseline.count(entityClass, shard.indexName()).orElse(1);
        if (before != shard.count()) {
          diagnostics.warning(
              shard.origin(),
              Message.SHARD_COUNT_CHANGED,
              keyName(shard.indexName()),
              entity.type().simpleName(),
              partitions(shard.count()),
              baseline.file(),
              partitions(before));
        }
      }
      for (Map.Entry<String, Integer> old :
          baseline.counts().getOrDefault(entityClass, Map.of()).entrySet()) {
        if (!seen.contains(old.getKey())) {
          String index = old.getKey().isEmpty() ? null : old.getKey();
          diagnostics.warning(
              entity.origin(),
              Message.SHARD_COUNT_CHANGED,
              keyName(index),
              entity.type().simpleName(),
              partitions(1),
              baseline.file(),
              partitions(old.getValue()));
        }
      }
    }
  }

  private static String keyName(String indexName) {
    return indexName == null ? "The table key" : "The " + indexName + " key";
  }

  private static String partitions(int count) {
    return count == 1 ? "1 partition (no shards)" : count + " shards";
  }
}
