package dev.singletable.runtime;

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

  @Override
  public String toString() {
    return "Migrations" + jobs.stream().map(MigrationJob::name).toList();
  }
}
