package dev.singletable.migrations.internal;

import dev.singletable.migrations.MigrationCheckpoint;
import dev.singletable.migrations.MigrationCheckpoints;
import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.runtime.failure.SingletableException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A migration run's hold on its job, through the job's checkpoint: taken at the start (refusing a
 * checkpoint of another job or table, of other segments, or held by a live run), renewed with every
 * saved page and whenever half of it is spent, given back at the end.
 */
final class MigrationLease {

  private final String table;
  private final String job;
  private final String entityType;
  private final int segments;
  private final MigrationCheckpoints store;
  private final Duration lease;
  private final LongSupplier changes;
  private final String owner = UUID.randomUUID().toString();
  private MigrationCheckpoint checkpoint;

  /**
   * @param changes the items the run changed so far
   */
  MigrationLease(
      String table,
      String job,
      String entityType,
      int segments,
      MigrationCheckpoints store,
      Duration lease,
      LongSupplier changes) {
    this.table = table;
    this.job = job;
    this.entityType = entityType;
    this.segments = segments;
    this.store = store;
    this.lease = lease;
    this.changes = changes;
  }

  /** Where each segment starts. */
  synchronized List<Map<String, AttributeValue>> positions() {
    return checkpoint.positions();
  }

  /** Whether a segment was read to its end by an earlier run. */
  synchronized boolean done(int segment) {
    return checkpoint.done().get(segment);
  }

  /**
   * Takes the job: refuses a checkpoint of another job or table, of other segments, or held by a
   * live run; otherwise saves one owned by this run. Returns whether an unfinished run is resumed.
   */
  boolean claim() {
    MigrationCheckpoint loaded = store.load(table, job);
    if (loaded != null && (!loaded.table().equals(table) || !loaded.job().equals(job))) {
      throw new MigrationRefusedException(
          MigrationRefusedException.Reason.FOREIGN_CHECKPOINT,
          entityType,
          "migration "
              + job
              + " of table "
              + table
              + " found the checkpoint of job "
              + loaded.job()
              + " of table "
              + loaded.table()
              + ": give each job and table its own checkpoint store");
    }
    long now = System.currentTimeMillis();
    if (loaded != null && loaded.owner() != null && loaded.leaseUntilMillis() > now) {
      throw running(loaded);
    }
    boolean resume = loaded != null && !loaded.finished();
    if (resume && loaded.segments() != segments) {
      throw new MigrationRefusedException(
          MigrationRefusedException.Reason.SEGMENTS,
          entityType,
          "migration "
              + job
              + " was started with "
              + loaded.segments()
              + " segments and is not finished: resume it with segments("
              + loaded.segments()
              + "), not "
              + segments);
    }
    MigrationCheckpoint next =
        new MigrationCheckpoint(
            table,
            job,
            resume ? loaded.positions() : Collections.nCopies(segments, null),
            resume ? loaded.done() : Collections.nCopies(segments, false),
            owner,
            now + lease.toMillis(),
            loaded == null ? 0 : loaded.changed(),
            loaded == null ? 1 : loaded.revision() + 1);
    if (!store.replace(loaded, next)) {
      throw running(store.load(table, job));
    }
    checkpoint = next;
    return resume;
  }

  private MigrationRefusedException running(MigrationCheckpoint held) {
    return new MigrationRefusedException(
        MigrationRefusedException.Reason.RUNNING,
        entityType,
        "migration "
            + job
            + " of table "
            + table
            + " is running already (run "
            + (held == null ? "unknown" : held.owner())
            + " holds it"
            + (held == null
                ? ""
                : " until " + java.time.Instant.ofEpochMilli(held.leaseUntilMillis()))
            + "): wait for it to end, or for its lease to expire if it crashed");
  }

  /** Saves a segment's progress, renewing the lease; fails when another run took the job. */
  synchronized void save(int segment, Map<String, AttributeValue> position, boolean done) {
    List<Map<String, AttributeValue>> positions = new ArrayList<>(checkpoint.positions());
    positions.set(segment, position);
    List<Boolean> finished = new ArrayList<>(checkpoint.done());
    finished.set(segment, done);
    replace(positions, finished, owner, System.currentTimeMillis() + lease.toMillis());
  }

  private long counted;

  /** The changes made since the last save. */
  private long pendingChanges() {
    long now = changes.getAsLong();
    long pending = now - counted;
    counted = now;
    return pending;
  }

  /**
   * Renews the lease once half of it is spent, keeping the saved positions, so that a slow page
   * does not lose the job to another run.
   */
  synchronized void heartbeat() {
    long now = System.currentTimeMillis();
    if (now < checkpoint.leaseUntilMillis() - lease.toMillis() / 2) {
      return;
    }
    replace(checkpoint.positions(), checkpoint.done(), owner, now + lease.toMillis());
  }

  /** Gives the job up, keeping its progress, so that the next run can resume at once. */
  synchronized void release() {
    if (checkpoint == null || checkpoint.owner() == null) {
      return;
    }
    try {
      replace(checkpoint.positions(), checkpoint.done(), null, 0);
    } catch (RuntimeException e) {
      // The lease expires by itself; the failure that ended the run is the one to report.
    }
  }

  /**
   * Saves the next revision of the checkpoint, held by {@code holder} until {@code until}, with the
   * changes made since the last save; fails when another run took the job.
   */
  private void replace(
      List<Map<String, AttributeValue>> positions, List<Boolean> done, String holder, long until) {
    MigrationCheckpoint next =
        new MigrationCheckpoint(
            checkpoint.table(),
            job,
            positions,
            done,
            holder,
            until,
            checkpoint.changed() + pendingChanges(),
            checkpoint.revision() + 1);
    if (!store.replace(checkpoint, next)) {
      throw new SingletableException(
          entityType,
          null,
          "migration "
              + job
              + " lost its checkpoint to another run (its lease of "
              + lease
              + " expired between two pages): stopped; the other run goes on");
    }
    checkpoint = next;
  }
}
