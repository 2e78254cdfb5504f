package dev.singletable.processor.it.stream;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's stream with the SDK's streams client alone, as a consumer of its own would: every
 * shard from its start, a parent shard to its end before its children, each shard's iterator kept
 * between polls, so that each poll returns the records written since the last one.
 */
final class StreamReader {

  private final DynamoDbStreamsClient streams;
  private final String streamArn;
  private final Map<String, String> iterators = new HashMap<>();
  private final Set<String> finished = new HashSet<>();

  StreamReader(DynamoDbStreamsClient streams, String streamArn) {
    this.streams = streams;
    this.streamArn = streamArn;
  }

  /** The records written since the last poll, shard by shard (parents first). */
  List<Record> poll() {
    List<Record> records = new ArrayList<>();
    boolean progress = true;
    while (progress) {
      progress = false;
      List<Shard> shards = shards();
      Set<String> known = new HashSet<>();
      shards.forEach(shard -> known.add(shard.shardId()));
      for (Shard shard : shards) {
        String id = shard.shardId();
        String parent = shard.parentShardId();
        if (finished.contains(id)
            || (parent != null && known.contains(parent) && !finished.contains(parent))) {
          continue;
        }
        progress |= read(id, records);
      }
    }
    return records;
  }

  /** Reads one shard as far as it goes; whether it ended (closed and read to its end). */
  private boolean read(String shardId, List<Record> records) {
    String iterator = iterators.get(shardId);
    if (iterator == null) {
      iterator =
          streams
              .getShardIterator(
                  b ->
                      b.streamArn(streamArn)
                          .shardId(shardId)
                          .shardIteratorType(ShardIteratorType.TRIM_HORIZON))
              .shardIterator();
    }
    while (true) {
      String current = iterator;
      GetRecordsResponse response = streams.getRecords(b -> b.shardIterator(current));
      records.addAll(response.records());
      iterator = response.nextShardIterator();
      if (iterator == null) {
        iterators.remove(shardId);
        finished.add(shardId);
        return true;
      }
      iterators.put(shardId, iterator);
      if (response.records().isEmpty()) {
        return false; // an open shard, read to its end for now
      }
    }
  }

  private List<Shard> shards() {
    List<Shard> shards = new ArrayList<>();
    String start = null;
    do {
      String exclusiveStart = start;
      var description =
          streams
              .describeStream(b -> b.streamArn(streamArn).exclusiveStartShardId(exclusiveStart))
              .streamDescription();
      shards.addAll(description.shards());
      start = description.lastEvaluatedShardId();
    } while (start != null);
    return shards;
  }
}
