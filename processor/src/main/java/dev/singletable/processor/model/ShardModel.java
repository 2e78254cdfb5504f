package dev.singletable.processor.model;

/**
 * An {@code @Shard} of an entity: how many shard partitions one partition-key value is spread over
 * and what picks the shard.
 *
 * @param indexName the sharded index, or {@code null} for the table's own key
 * @param count the number of shards
 * @param by the primary-key attribute whose hash picks the shard, or {@code null} for a random
 *     shard per write
 */
public record ShardModel(String indexName, int count, String by, Origin origin) {

  /** The largest shard count: every query of the partition sends this many requests. */
  public static final int MAX_COUNT = 100;

  /** Whether it shards the key use {@code use}: an LSI shares the table's partition key. */
  public boolean shards(KeyUse use) {
    return indexName == null ? use.isPrimary() || use.local() : indexName.equals(use.indexName());
  }

  /**
   * The digits of a shard number: those of {@code count - 1}, so every shard has the same width.
   */
  public int width() {
    return String.valueOf(Math.max(count - 1, 0)).length();
  }
}
