package dev.singletable.tools;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Shard;

/**
 * Orders a stream's shards so that each parent comes before its children: DynamoDB writes an item's
 * changes to the parent shard until it closes and then to a child, so reading a child first would
 * deliver an item's later changes before its earlier ones. A parent no longer listed (trimmed after
 * 24 hours) does not hold its children back.
 */
final class ShardLineage {

  private ShardLineage() {}

  /** The shards, parents before children, otherwise in the order given. */
  static List<Shard> parentsFirst(List<Shard> shards) {
    Map<String, Shard> byId = new LinkedHashMap<>();
    shards.forEach(shard -> byId.put(shard.shardId(), shard));
    List<Shard> ordered = new ArrayList<>(shards.size());
    Set<String> placed = new HashSet<>();
    for (Shard shard : shards) {
      place(shard, byId, placed, ordered, new HashSet<>());
    }
    return ordered;
  }

  private static void place(
      Shard shard,
      Map<String, Shard> byId,
      Set<String> placed,
      List<Shard> ordered,
      Set<String> visiting) {
    if (placed.contains(shard.shardId()) || !visiting.add(shard.shardId())) {
      return; // already placed, or a cycle no real stream has: place it where it stands
    }
    Shard parent = shard.parentShardId() == null ? null : byId.get(shard.parentShardId());
    if (parent != null) {
      place(parent, byId, placed, ordered, visiting);
    }
    placed.add(shard.shardId());
    ordered.add(shard);
  }

  /** Whether a shard is closed: it has an ending sequence number and takes no more records. */
  static boolean isClosed(Shard shard) {
    return shard.sequenceNumberRange() != null
        && shard.sequenceNumberRange().endingSequenceNumber() != null;
  }
}
