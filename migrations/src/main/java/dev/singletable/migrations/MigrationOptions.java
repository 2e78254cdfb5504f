package dev.singletable.migrations;

import java.time.Duration;
import java.util.Objects;

/**
 * How a migration job runs: its capacity budget (required), how many scan segments it reads at
 * once, where it keeps its checkpoint, and how long its claim on the job lasts without renewal.
 *
 * <pre>{@code
 * MigrationOptions.budget(200).segments(4).checkpoints(myStore)
 * }</pre>
 *
 * @param unitsPerSecond the capacity units (read and write together) the job may spend per second
 * @param segments the parallel scan's segments, each read by its own thread
 * @param checkpoints where progress is kept; {@code null} for an item in the migrated table itself
 * @param lease how long a run's claim on the job holds without being renewed (each checkpoint
 *     renews it); a run that crashed blocks another run of the job that long at most
 */
public record MigrationOptions(
    double unitsPerSecond, int segments, MigrationCheckpoints checkpoints, Duration lease) {

  public MigrationOptions {
    Objects.requireNonNull(lease, "lease");
  }

  /** A budget of {@code unitsPerSecond}, one segment, the checkpoint in the table, a 30 s lease. */
  public static MigrationOptions budget(double unitsPerSecond) {
    return new MigrationOptions(unitsPerSecond, 1, null, Duration.ofSeconds(30));
  }

  public MigrationOptions segments(int count) {
    return new MigrationOptions(unitsPerSecond, count, checkpoints, lease);
  }

  public MigrationOptions checkpoints(MigrationCheckpoints store) {
    return new MigrationOptions(unitsPerSecond, segments, store, lease);
  }

  public MigrationOptions lease(Duration duration) {
    return new MigrationOptions(unitsPerSecond, segments, checkpoints, duration);
  }
}
