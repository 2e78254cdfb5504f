package dev.singletable.testkit;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Every stream of one engine, the records they hold and the sequence numbers they use, kept in
 * memory and in commit order. All methods (and callers that read a stream's shards) synchronize on
 * this store.
 */
final class StreamStore {

  /** DynamoDB keeps stream records for 24 hours, and disabled streams as long. */
  static final Duration RETENTION = Duration.ofHours(24);

  private static final DateTimeFormatter LABEL =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS").withZone(ZoneOffset.UTC);

  private final Clock clock;
  private final List<TableStream> streams = new ArrayList<>();
  private long lastSequence;

  StreamStore(Clock clock) {
    this.clock = clock;
  }

  Instant now() {
    return clock.instant();
  }

  /** The sequence numbers' text form: decimal digits, at least 21 of them, as DynamoDB's. */
  static String sequenceText(long sequence) {
    return String.format("%021d", sequence);
  }

  synchronized long lastSequence() {
    return lastSequence;
  }

  /** The enabled stream of a table, or {@code null}. */
  synchronized TableStream enabled(String tableName) {
    for (TableStream stream : streams) {
      if (stream.isEnabled() && stream.tableName().equals(tableName)) {
        return stream;
      }
    }
    return null;
  }

  /** Starts a new stream for a table described by {@code table} (a DescribeTable answer). */
  synchronized TableStream enable(Map<String, Object> table, String viewType) {
    Instant now = now();
    String tableArn = Json.asString(table.get("TableArn"));
    Instant labelTime = now;
    while (find(tableArn + "/stream/" + LABEL.format(labelTime)) != null) {
      labelTime = labelTime.plusMillis(1); // a re-enabled stream always gets a new descriptor
    }
    String label = LABEL.format(labelTime);
    TableStream stream =
        new TableStream(
            tableArn + "/stream/" + label,
            label,
            Json.asString(table.get("TableName")),
            Json.asString(table.get("TableId")),
            tableArn.split(":")[3],
            viewType,
            Json.asList(Json.copy(table.get("KeySchema"))),
            now);
    stream.addShard(newShard(null));
    streams.add(stream);
    return stream;
  }

  /** Disables the table's stream, if it has one (on UpdateTable, or when the table is deleted). */
  synchronized void disable(String tableName) {
    TableStream stream = enabled(tableName);
    if (stream != null) {
      stream.disable(now());
    }
  }

  /**
   * Records one change of an item of {@code tableName}: nothing when the table has no enabled
   * stream or when the item did not change (DynamoDB writes no record for those either).
   */
  synchronized void record(
      String tableName, Map<String, Object> before, Map<String, Object> after, boolean byTtl) {
    TableStream stream = enabled(tableName);
    if (stream == null || Images.sameItem(before, after)) {
      return;
    }
    String eventId = HexFormat.of().formatHex(randomBytes(16));
    stream.openShard().append(stream.record(eventId, ++lastSequence, now(), before, after, byTtl));
  }

  /** Closes the open shard of the table's stream and opens a child of it, as DynamoDB does. */
  synchronized void rollShard(String tableName) {
    TableStream stream = enabled(tableName);
    if (stream == null) {
      throw new IllegalArgumentException("table " + tableName + " has no enabled stream");
    }
    StreamShard parent = stream.openShard();
    parent.close(now());
    stream.addShard(newShard(parent.id()));
  }

  /**
   * Adds {@code StreamSpecification}, {@code LatestStreamArn} and {@code LatestStreamLabel} to a
   * table description, as DynamoDB shows them: the specification only while a stream is enabled,
   * the latest stream's descriptor also after it was disabled.
   */
  synchronized void describeInto(Map<String, Object> table) {
    String name = Json.asString(table.get("TableName"));
    String id = Json.asString(table.get("TableId"));
    TableStream latest = null;
    for (TableStream stream : streams) {
      if (stream.tableName().equals(name) && stream.tableId().equals(id)) {
        latest = stream;
      }
    }
    if (latest == null) {
      return;
    }
    if (latest.isEnabled()) {
      table.put(
          "StreamSpecification",
          Json.object("StreamEnabled", true, "StreamViewType", latest.viewType()));
    }
    table.put("LatestStreamArn", latest.arn());
    table.put("LatestStreamLabel", latest.label());
  }

  /** Every stream still within its retention period, ordered by ARN. */
  synchronized List<TableStream> list() {
    trim();
    return streams.stream().sorted(Comparator.comparing(TableStream::arn)).toList();
  }

  /** The stream with this ARN if it is still within its retention period, or {@code null}. */
  synchronized TableStream find(String arn) {
    for (TableStream stream : streams) {
      if (stream.arn().equals(arn)) {
        return stream;
      }
    }
    return null;
  }

  /** Drops what is older than the retention period: records, closed shards, disabled streams. */
  synchronized void trim() {
    Instant horizon = now().minus(RETENTION);
    streams.forEach(stream -> stream.trim(horizon));
    streams.removeIf(s -> !s.isEnabled() && s.disabledAt().isBefore(horizon));
  }

  private StreamShard newShard(String parentId) {
    long start = ++lastSequence;
    String id =
        "shardId-" + String.format("%020d", start) + "-" + HexFormat.of().formatHex(randomBytes(4));
    return new StreamShard(id, parentId, start);
  }

  private static byte[] randomBytes(int count) {
    byte[] bytes = new byte[count];
    ThreadLocalRandom.current().nextBytes(bytes);
    return bytes;
  }
}
