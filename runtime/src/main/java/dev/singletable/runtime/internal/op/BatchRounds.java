package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * The re-send decisions of a batch, shared by BatchGetItem and BatchWriteItem: requests of at most
 * a count and 16 MB taken from the head of the queue; what DynamoDB left unprocessed (or a request
 * throttled beyond the SDK's retries) put back at the head, in request order, and re-sent after a
 * fully jittered, exponentially growing pause that resets once a request is fully processed. An
 * entry sent {@code maxAttempts} times and still unprocessed, a failed request, or an interrupted
 * pause stops the batch with a report of every entry not done.
 *
 * <p>A batch is a state machine: each answer updates what is left and returns the next step. Its
 * state belongs to one run; make a new operation to run the batch again.
 *
 * @param <E> one entry of the batch (a write, a key)
 * @param <Q> the request type
 * @param <S> the response type
 * @param <R> what the batch returns
 */
abstract class BatchRounds<E, Q, S, R> {

  private final ApiCall<Q, S> api;
  private final Backoff backoff;
  private final int maxCount;
  private final ToLongFunction<? super E> size;
  private final Deque<E> pending;
  private final Map<E, Integer> sends = new IdentityHashMap<>();
  private int strikes;
  private int requests;

  BatchRounds(
      ApiCall<Q, S> api,
      Backoff backoff,
      Collection<E> entries,
      int maxCount,
      ToLongFunction<? super E> size) {
    this.api = api;
    this.backoff = backoff;
    this.maxCount = maxCount;
    this.size = size;
    this.pending = new ArrayDeque<>(entries);
  }

  /** The request that sends {@code chunk}. */
  abstract Q request(List<E> chunk);

  /**
   * Reads the answer to {@code chunk}: records what was done, and returns the entries DynamoDB left
   * unprocessed, in request order.
   */
  abstract List<E> read(List<E> chunk, S response);

  /** The batch's result once every entry is done. */
  abstract R result();

  /**
   * The report of a batch that stopped.
   *
   * @param left every entry not done, those of the last request first
   * @param attempts how often the most-sent of them was sent
   * @param cause the failed request, an interruption, or {@code null} when attempts ran out
   */
  abstract RuntimeException incomplete(List<E> left, int attempts, Throwable cause);

  /** How many requests were sent so far. */
  final int requests() {
    return requests;
  }

  /** Sends every entry, re-sending what is left unprocessed. */
  public final Step<R> step() {
    if (pending.isEmpty()) {
      return Step.done(result());
    }
    if (strikes == 0) {
      return send();
    }
    return backoff.pause(
        strikes + 1,
        this::send,
        () ->
            incomplete(
                new ArrayList<>(pending),
                strikes,
                new IllegalStateException("interrupted while waiting to re-send")));
  }

  /** Takes the next request's entries from the head of the queue and counts their sending. */
  final List<E> nextChunk() {
    List<E> chunk = take(pending, maxCount, Limits.BATCH_BYTES, size);
    chunk.forEach(entry -> sends.merge(entry, 1, Integer::sum));
    requests++;
    return chunk;
  }

  /**
   * Removes from the head of {@code pending} the longest run that has at most {@code maxCount}
   * elements and at most {@code maxBytes} bytes in all (always at least one element, which alone is
   * within the item limit and so within any batch limit).
   */
  static <E> List<E> take(
      Deque<E> pending, int maxCount, long maxBytes, ToLongFunction<? super E> size) {
    List<E> chunk = new ArrayList<>(Math.min(maxCount, pending.size()));
    long bytes = 0;
    while (!pending.isEmpty() && chunk.size() < maxCount) {
      long next = size.applyAsLong(pending.peekFirst());
      if (!chunk.isEmpty() && bytes + next > maxBytes) {
        break;
      }
      bytes += next;
      chunk.add(pending.pollFirst());
    }
    return chunk;
  }

  private Step<R> send() {
    List<E> chunk = nextChunk();
    return Step.call(
        api,
        request(chunk),
        response -> resend(read(chunk, response)),
        e -> resend(failed(chunk, e)));
  }

  /** A request throttled beyond the SDK's retries is re-sent whole; any other failure stops. */
  private List<E> failed(List<E> chunk, SdkException e) {
    if (!Failures.isThrottling(e)) {
      List<E> left = new ArrayList<>(chunk);
      left.addAll(pending);
      throw incomplete(left, maxSends(chunk), Failures.ofRequest(e, api.name()));
    }
    return chunk;
  }

  /** Puts {@code unprocessed} back at the head of the queue, or stops when it was sent enough. */
  final Step<R> resend(List<E> unprocessed) {
    if (unprocessed.isEmpty()) {
      strikes = 0;
      return step();
    }
    strikes++;
    if (unprocessed.stream().anyMatch(entry -> sends.get(entry) >= backoff.maxAttempts())) {
      List<E> left = new ArrayList<>(unprocessed);
      left.addAll(pending);
      throw incomplete(left, maxSends(unprocessed), null);
    }
    for (int i = unprocessed.size() - 1; i >= 0; i--) {
      pending.addFirst(unprocessed.get(i));
    }
    return step();
  }

  private int maxSends(List<E> entries) {
    return entries.stream().mapToInt(entry -> sends.getOrDefault(entry, 0)).max().orElse(0);
  }
}
