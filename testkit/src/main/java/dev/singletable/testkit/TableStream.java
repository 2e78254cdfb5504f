package dev.singletable.testkit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One stream of one table (a table gets a new stream each time its stream is enabled): its
 * descriptor, its status and its shards. Guarded by the {@link StreamStore}'s monitor.
 */
final class TableStream {

  private final String arn;
  private final String label;
  private final String tableName;
  private final String tableId;
  private final String region;
  private final String viewType;
  private final List<Object> keySchema;
  private final Instant created;
  private final List<StreamShard> shards = new ArrayList<>();
  private Instant disabledAt;

  TableStream(
      String arn,
      String label,
      String tableName,
      String tableId,
      String region,
      String viewType,
      List<Object> keySchema,
      Instant created) {
    this.arn = arn;
    this.label = label;
    this.tableName = tableName;
    this.tableId = tableId;
    this.region = region;
    this.viewType = viewType;
    this.keySchema = keySchema;
    this.created = created;
  }

  String arn() {
    return arn;
  }

  String label() {
    return label;
  }

  String tableName() {
    return tableName;
  }

  String tableId() {
    return tableId;
  }

  String region() {
    return region;
  }

  String viewType() {
    return viewType;
  }

  List<Object> keySchema() {
    return keySchema;
  }

  Instant created() {
    return created;
  }

  List<StreamShard> shards() {
    return shards;
  }

  boolean isEnabled() {
    return disabledAt == null;
  }

  Instant disabledAt() {
    return disabledAt;
  }

  List<String> keyAttributes() {
    return keySchema.stream()
        .map(element -> Json.asString(Json.asMap(element).get("AttributeName")))
        .toList();
  }

  StreamShard openShard() {
    StreamShard last = shards.get(shards.size() - 1);
    return last.isOpen() ? last : null;
  }

  StreamShard shard(String shardId) {
    return shards.stream().filter(s -> s.id().equals(shardId)).findFirst().orElse(null);
  }

  void addShard(StreamShard shard) {
    shards.add(shard);
  }

  /** Closes the open shard; the stream's data stays readable until the retention period ends. */
  void disable(Instant now) {
    if (disabledAt == null) {
      disabledAt = now;
      shards.forEach(shard -> shard.close(now));
    }
  }

  /** Trims records older than {@code horizon} and forgets closed shards that no longer hold any. */
  void trim(Instant horizon) {
    shards.forEach(shard -> shard.trim(horizon));
    shards.removeIf(
        shard ->
            !shard.isOpen() && shard.closedAt().isBefore(horizon) && shard.records().isEmpty());
  }

  /** The record the view type allows, from the images before and after a change. */
  ChangeRecord record(
      String eventId,
      long sequence,
      Instant now,
      Map<String, Object> before,
      Map<String, Object> after,
      boolean byTimeToLive) {
    String eventName = before == null ? "INSERT" : after == null ? "REMOVE" : "MODIFY";
    Map<String, Object> keys = Images.keyOf(after != null ? after : before, keyAttributes());
    boolean oldWanted = viewType.equals("OLD_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
    boolean newWanted = viewType.equals("NEW_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
    return new ChangeRecord(
        eventId,
        eventName,
        sequence,
        now,
        keys,
        oldWanted ? before : null,
        newWanted ? after : null,
        byTimeToLive);
  }
}
