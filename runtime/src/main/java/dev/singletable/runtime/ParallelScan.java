package dev.singletable.runtime;

import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.CountOperation;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A scan read as several segments at once (DynamoDB's parallel scan, {@code Segment} and {@code
 * TotalSegments}): each segment is a disjoint part of the table, scanned page by page, all segments
 * concurrently, each item kept only if it is of the scanned entity type. Made by {@code
 * repository.scan().segments(n)}. The face is in the type: on {@code ShopDb} it is a {@code
 * ParallelScan<T, List<T>, Long>} whose terminals wait and return; on {@code ShopAsyncDb} a {@code
 * ParallelScan<T, CompletableFuture<List<T>>, CompletableFuture<Long>>} whose terminals send every
 * segment's requests at once without a thread each and return futures that fail with the typed
 * exception a segment failed with.
 *
 * <p>The segments run on the table's bounded pool of read threads ({@link
 * DbOptions#shardReadThreads()}). Items come segment after segment; within a segment in the order
 * DynamoDB returns them. A parallel scan reads the whole table: it spends read capacity on every
 * item, of every type, so it is meant for exports, migrations and backfills.
 *
 * @param <T> the entity type
 * @param <L> what {@link #list()} returns: {@code List<T>}, or a future of it
 * @param <C> what {@link #count()} returns: {@code Long}, or a future of it
 */
public final class ParallelScan<T, L, C> {

  /** DynamoDB's largest {@code TotalSegments}. */
  static final int MAX_SEGMENTS = 1_000_000;

  private final QuerySpec<T> spec;
  private final int segments;
  private final Face<List<T>, L> listFace;
  private final Face<Long, C> countFace;

  private ParallelScan(
      QuerySpec<T> spec, int segments, Face<List<T>, L> listFace, Face<Long, C> countFace) {
    check(spec, segments);
    this.spec = spec;
    this.segments = segments;
    this.listFace = listFace;
    this.countFace = countFace;
  }

  /** The parallel scan of the blocking face. */
  static <T> ParallelScan<T, List<T>, Long> blocking(QuerySpec<T> spec, int segments) {
    return new ParallelScan<>(spec, segments, Face.blocking(), Face.blocking());
  }

  /** The parallel scan of the asynchronous face. */
  static <T> ParallelScan<T, CompletableFuture<List<T>>, CompletableFuture<Long>> async(
      QuerySpec<T> spec, int segments) {
    return new ParallelScan<>(spec, segments, Face.async(), Face.async());
  }

  /** Refuses a parallel scan that is not one. */
  private static void check(QuerySpec<?> spec, int segments) {
    if (!spec.scan()) {
      throw new IllegalStateException("segments(n) applies to a scan, not to a query");
    }
    if (segments < 1 || segments > MAX_SEGMENTS) {
      throw new IllegalArgumentException(
          "a parallel scan has 1 to " + MAX_SEGMENTS + " segments, not " + segments);
    }
    if (spec.options().cursor() != null) {
      throw new IllegalStateException(
          "a parallel scan reads every segment from the start: it takes no cursor");
    }
  }

  /** How many segments are read at once. */
  public int segments() {
    return segments;
  }

  /** Every item of the entity type, all segments read concurrently. */
  public L list() {
    return spec.context().run(listFace, () -> listStep(spec, segments));
  }

  /**
   * How many items of the entity type the table holds, counted by DynamoDB with {@code
   * Select.COUNT}, all segments concurrently (read capacity is spent on every item evaluated).
   */
  public C count() {
    return spec.context().run(countFace, () -> countStep(spec, segments));
  }

  // Each segment is a branch of one fork: a segment's failure fails the scan with its own typed
  // exception, as a single scan would throw it.
  private static <T> Step<List<T>> listStep(QuerySpec<T> spec, int segments) {
    List<Step<List<T>>> parts = new ArrayList<>(segments);
    for (int segment = 0; segment < segments; segment++) {
      parts.add(QueryPages.list(spec.ofSegment(segment, segments)));
    }
    return Step.all(parts)
        .map(
            lists -> {
              List<T> all = new ArrayList<>();
              lists.forEach(all::addAll);
              return all;
            });
  }

  private static Step<Long> countStep(QuerySpec<?> spec, int segments) {
    List<Step<Long>> parts = new ArrayList<>(segments);
    for (int segment = 0; segment < segments; segment++) {
      parts.add(CountOperation.step(spec.ofSegment(segment, segments)));
    }
    return Step.all(parts).map(counts -> counts.stream().mapToLong(Long::longValue).sum());
  }

  @Override
  public String toString() {
    return spec.describe() + " in " + segments + " segments";
  }
}
