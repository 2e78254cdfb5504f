package dev.singletable.runtime;

import dev.singletable.runtime.internal.op.MigrationRun;

/**
 * One migration job of a table ({@link Migrations#job(String)}): {@link #run} carries the change
 * out online over a parallel scan, {@link #dryRun} counts the items it would change.
 *
 * <p>Both refuse with a {@link MigrationRefusedException}, before reading any item, a budget that
 * is not positive; {@link #run} also refuses a checkpoint of another job or table, an unfinished
 * checkpoint of another number of segments, and a job that another run holds.
 */
public final class MigrationJob {

  private final TableHandle table;
  private final Migration migration;

  MigrationJob(TableHandle table, Migration migration) {
    this.table = table;
    this.migration = migration;
  }

  /** The job's name, as {@link Migrations#job(String)} takes it. */
  public String name() {
    return migration.name();
  }

  /** The change it carries out. */
  public Migration migration() {
    return migration;
  }

  /**
   * Runs the job to its end: every item of the entity type still in the old form is changed, while
   * the application goes on reading and writing. Resumes from the checkpoint of an earlier run that
   * did not finish; a finished job runs over the whole table again (finding little to do). Every
   * request goes through the table's {@link RequestListener}, as its entity type's.
   *
   * @throws MigrationRefusedException when it refuses to start (nothing is read or changed)
   */
  public MigrationReport run(MigrationOptions options) {
    return runner(options, false).run();
  }

  /**
   * Counts the items the job would change, reading the whole table within the budget and changing
   * nothing (no checkpoint either): {@link MigrationReport#changed()}.
   *
   * @throws MigrationRefusedException when the budget is not positive
   */
  public MigrationReport dryRun(MigrationOptions options) {
    return runner(options, true).run();
  }

  private MigrationRun<?, ?> runner(MigrationOptions options, boolean dryRun) {
    return new MigrationRun<>(
        table.context(),
        migration.schema(),
        migration.name(),
        migration.formerName(),
        migration.newName(),
        options.unitsPerSecond(),
        options.segments(),
        options.checkpoints(),
        options.lease(),
        dryRun);
  }

  @Override
  public String toString() {
    return name() + ": " + migration;
  }
}
