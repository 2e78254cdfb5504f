package dev.singletable.runtime;

import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A scan read as several segments at once on the asynchronous face: {@link ParallelScan}'s reads,
 * with every segment's requests sent at once without a thread each, and futures that fail with the
 * typed exception a segment failed with. Made by {@code asyncRepository.scan().segments(n)}.
 *
 * @param <T> the entity type
 */
public final class AsyncParallelScan<T> {

  private final QuerySpec<T> spec;
  private final int segments;

  AsyncParallelScan(QuerySpec<T> spec, int segments) {
    ParallelScan.check(spec, segments);
    this.spec = spec;
    this.segments = segments;
  }

  /** How many segments are read at once. */
  public int segments() {
    return segments;
  }

  /** Every item of the entity type, all segments read concurrently. */
  public CompletableFuture<List<T>> list() {
    return spec.context().asyncCaller().runAsync(() -> ParallelScan.listStep(spec, segments));
  }

  /**
   * How many items of the entity type the table holds, counted by DynamoDB with {@code
   * Select.COUNT}, all segments concurrently.
   */
  public CompletableFuture<Long> count() {
    return spec.context().asyncCaller().runAsync(() -> ParallelScan.countStep(spec, segments));
  }

  @Override
  public String toString() {
    return spec.describe() + " in " + segments + " segments";
  }
}
