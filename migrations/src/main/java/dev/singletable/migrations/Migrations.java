package dev.singletable.migrations;

import dev.singletable.migrations.internal.IndexCreation;
import dev.singletable.migrations.internal.MigrationRun;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.op.TableContexts;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The online migrations of a table's declared changes, from the generated {@code
 * ShopDb.migrations()}: one job per change, run while the application keeps reading and writing.
 *
 * <pre>{@code
 * MigrationReport report =
 *     db.migrations().job("Order.key").run(MigrationOptions.budget(200).segments(4));
 * List<MigrationReport> filled =
 *     db.migrations().createIndex("GSI3", Duration.ofMinutes(30), MigrationOptions.budget(200));
 * }</pre>
 */
public final class Migrations {

  private final TableHandle table;
  private final List<MigrationJob> jobs;

  private Migrations(TableHandle table, List<MigrationJob> jobs) {
    this.table = Objects.requireNonNull(table, "table");
    this.jobs = jobs.stream().map(job -> job.on(table)).toList();
  }

  /** The {@code jobs} on {@code table}; for generated code. */
  public static Migrations of(TableHandle table, MigrationJob... jobs) {
    return new Migrations(table, Arrays.asList(jobs));
  }

  /** Every job, in the order the entities declare their changes. */
  public List<MigrationJob> jobs() {
    return jobs;
  }

  /**
   * The job named {@code name} ({@code Order.key}, {@code Order.amount->orderTotal}).
   *
   * @throws IllegalArgumentException when there is none, naming the jobs there are
   */
  public MigrationJob job(String name) {
    return jobs.stream()
        .filter(job -> job.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "table "
                        + table.tableName()
                        + " has no migration job "
                        + name
                        + "; its jobs are "
                        + jobs.stream().map(MigrationJob::name).toList()));
  }

  /** The backfill jobs of {@code index} ({@code Order.fill:GSI3}), one per entity that fills it. */
  public List<MigrationJob> fills(String index) {
    return jobs.stream().filter(job -> index.equals(job.index())).toList();
  }

  /**
   * Adds global index {@code index}, as the table declares it, to the deployed table: UpdateTable
   * (unless the table has it already), waits until the index is active (at most {@code
   * waitForActive}), then runs each backfill job of the index ({@link #fills}) with {@code
   * options}, so that the stored items are found in it. Run it again after a crash: the index is
   * not created twice and the backfills resume from their checkpoints.
   *
   * @return the report of each backfill job
   * @throws MigrationRefusedException before any request, for a budget that is not positive or an
   *     index the table does not declare as global
   */
  public List<MigrationReport> createIndex(
      String index, java.time.Duration waitForActive, MigrationOptions options) {
    Objects.requireNonNull(waitForActive, "waitForActive");
    MigrationRun.checkBudget("create " + index, null, options.unitsPerSecond());
    IndexCreation.create(TableContexts.of(table), index, waitForActive);
    return fills(index).stream().map(job -> job.run(options)).toList();
  }

  /**
   * What {@link #createIndex} would do, without doing it: counts, per backfill job of {@code
   * index}, the stored items it would give keys ({@link MigrationReport#changed()}); the table is
   * not changed.
   */
  public List<MigrationReport> dryRunCreateIndex(String index, MigrationOptions options) {
    MigrationRun.checkBudget("create " + index, null, options.unitsPerSecond());
    IndexCreation.declared(TableContexts.of(table), index);
    return fills(index).stream().map(job -> job.dryRun(options)).toList();
  }

  @Override
  public String toString() {
    return "Migrations" + jobs.stream().map(MigrationJob::name).toList();
  }
}
