package dev.singletable.testkit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One shard of a stream: its records in sequence order, its place in the lineage, and whether it is
 * closed. Guarded by the {@link StreamStore}'s monitor.
 */
final class StreamShard {

  private final String id;
  private final String parentId;
  private final long startingSequence; // reserved for the shard: no record carries it
  private final List<ChangeRecord> records = new ArrayList<>();
  private long endingSequence = -1; // -1 while open
  private Instant closedAt;
  private long trimmedThrough = -1; // highest sequence number trimmed away, -1 if none

  StreamShard(String id, String parentId, long startingSequence) {
    this.id = id;
    this.parentId = parentId;
    this.startingSequence = startingSequence;
  }

  String id() {
    return id;
  }

  String parentId() {
    return parentId;
  }

  long startingSequence() {
    return startingSequence;
  }

  boolean isOpen() {
    return endingSequence < 0;
  }

  long endingSequence() {
    return endingSequence;
  }

  Instant closedAt() {
    return closedAt;
  }

  long trimmedThrough() {
    return trimmedThrough;
  }

  List<ChangeRecord> records() {
    return records;
  }

  void append(ChangeRecord record) {
    records.add(record);
  }

  void close(Instant now) {
    if (isOpen()) {
      endingSequence =
          records.isEmpty() ? startingSequence : records.get(records.size() - 1).sequenceNumber();
      closedAt = now;
    }
  }

  /** Drops the records created before {@code horizon}, remembering how far it trimmed. */
  void trim(Instant horizon) {
    while (!records.isEmpty() && records.get(0).created().isBefore(horizon)) {
      trimmedThrough = records.remove(0).sequenceNumber();
    }
  }

  /** The records after sequence number {@code after}, at most {@code limit} of them. */
  List<ChangeRecord> after(long after, int limit) {
    List<ChangeRecord> found = new ArrayList<>();
    for (ChangeRecord record : records) {
      if (record.sequenceNumber() > after) {
        if (found.size() == limit) {
          break;
        }
        found.add(record);
      }
    }
    return found;
  }

  /** The highest sequence number this shard has used so far. */
  long lastSequence() {
    if (!isOpen()) {
      return endingSequence;
    }
    return records.isEmpty()
        ? Math.max(startingSequence, trimmedThrough)
        : records.get(records.size() - 1).sequenceNumber();
  }
}
