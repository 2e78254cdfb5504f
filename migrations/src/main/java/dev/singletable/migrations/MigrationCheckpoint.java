package dev.singletable.migrations;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a migration job stands, saved after every page so that a run after a crash goes on from
 * there: per scan segment the key to scan on from ({@code null} at the start) and whether it is
 * done, and which run holds the job until when.
 *
 * @param table the physical table name
 * @param job the job's name
 * @param positions per segment, the last key evaluated, or {@code null} when it starts over
 * @param done per segment, whether it has been read to its end
 * @param owner the run that holds the job, or {@code null} when none does
 * @param leaseUntilMillis until when (epoch milliseconds) the owner's claim holds
 * @param changed the items changed by every run so far
 * @param revision increases with every save; a store replaces a checkpoint only at the revision it
 *     expects
 */
public record MigrationCheckpoint(
    String table,
    String job,
    List<Map<String, AttributeValue>> positions,
    List<Boolean> done,
    String owner,
    long leaseUntilMillis,
    long changed,
    long revision) {

  public MigrationCheckpoint {
    positions = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(positions));
    done = List.copyOf(done);
  }

  /** How many segments the job scans. */
  public int segments() {
    return done.size();
  }

  /** Whether every segment is done. */
  public boolean finished() {
    return !done.contains(false);
  }
}
