package dev.singletable.migrations;

/**
 * What a migration run did.
 *
 * @param job the job's name
 * @param scanned the items of the entity type read by this run
 * @param changed the items this run moved, renamed, rewrote or filled (for a dry run: the items it
 *     would change)
 * @param superseded old-form items whose new form the application had written meanwhile: the old
 *     copy was deleted (a key move), dropped in favour of the new value (a rename), or left as the
 *     application wrote it (a rewrite, a default or a backfill)
 * @param unitsConsumed the capacity units this run spent
 * @param resumed whether the run went on from the checkpoint of an earlier, unfinished run
 */
public record MigrationReport(
    String job,
    long scanned,
    long changed,
    long superseded,
    double unitsConsumed,
    boolean resumed) {}
