package dev.singletable.runtime.internal;

import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.RequestFailedException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchWriteItem for any number of writes: requests of at most 25 writes and 16 MB, unprocessed
 * writes (and requests throttled beyond the SDK's retries) put back at the head of the queue and
 * re-sent after a fully jittered, exponentially growing pause. A write sent {@code maxAttempts}
 * times and still unprocessed stops the batch: {@link BatchIncompleteException} then lists it and
 * every write not yet sent.
 */
public final class BatchWriteExecutor {

  static final String BATCH_WRITE = "BatchWriteItem";

  private final TableContext context;
  private final Backoff backoff;

  public BatchWriteExecutor(TableContext context) {
    this(context, new Backoff(context.options().retryPolicy()));
  }

  public BatchWriteExecutor(TableContext context, Backoff backoff) {
    this.context = context;
    this.backoff = backoff;
  }

  /** Writes every entry; returns the number of requests sent. */
  public int write(List<BatchWriteEntry> entries) {
    Deque<BatchWriteEntry> pending = new ArrayDeque<>(entries);
    Map<Integer, Integer> sends = new HashMap<>();
    int requests = 0;
    int strikes = 0;
    while (!pending.isEmpty()) {
      if (strikes > 0 && !backoff.pause(strikes + 1)) {
        throw incomplete(
            new ArrayList<>(pending),
            strikes,
            new IllegalStateException("interrupted while waiting to re-send"));
      }
      List<BatchWriteEntry> chunk =
          Chunks.take(
              pending, Chunks.MAX_BATCH_WRITES, Chunks.MAX_BATCH_BYTES, BatchWriteEntry::bytes);
      chunk.forEach(entry -> sends.merge(entry.position(), 1, Integer::sum));
      requests++;
      List<BatchWriteEntry> retry;
      try {
        BatchWriteItemResponse response =
            context
                .client()
                .batchWriteItem(
                    BatchWriteItemRequest.builder()
                        .requestItems(
                            Map.of(
                                context.tableName(),
                                chunk.stream().map(BatchWriteEntry::request).toList()))
                        .build());
        List<WriteRequest> left =
            response.unprocessedItems().getOrDefault(context.tableName(), List.of());
        retry = unprocessed(chunk, left);
      } catch (SdkException e) {
        RequestFailedException failure = new RequestFailedException(null, null, BATCH_WRITE, e);
        if (!TransactionExecutor.isThrottling(e)) {
          List<BatchWriteEntry> notWritten = new ArrayList<>(chunk);
          notWritten.addAll(pending);
          throw incomplete(notWritten, maxSends(sends, chunk), failure);
        }
        retry = chunk;
      }
      if (retry.isEmpty()) {
        strikes = 0;
        continue;
      }
      strikes++;
      if (retry.stream().anyMatch(entry -> sends.get(entry.position()) >= backoff.maxAttempts())) {
        List<BatchWriteEntry> notWritten = new ArrayList<>(retry);
        notWritten.addAll(pending);
        throw incomplete(notWritten, maxSends(sends, retry), null);
      }
      for (int i = retry.size() - 1; i >= 0; i--) {
        pending.addFirst(retry.get(i));
      }
    }
    return requests;
  }

  /**
   * The chunk's entries that DynamoDB returned as unprocessed, matched by key, in request order.
   */
  private List<BatchWriteEntry> unprocessed(List<BatchWriteEntry> chunk, List<WriteRequest> left) {
    if (left.isEmpty()) {
      return List.of();
    }
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (WriteRequest request : left) {
      if (request.putRequest() != null) {
        keys.add(KeyReads.keyOf(context.layout(), request.putRequest().item()));
      } else if (request.deleteRequest() != null) {
        keys.add(request.deleteRequest().key());
      }
    }
    return chunk.stream().filter(entry -> keys.contains(entry.keyItem())).toList();
  }

  private static int maxSends(Map<Integer, Integer> sends, List<BatchWriteEntry> entries) {
    return entries.stream()
        .mapToInt(entry -> sends.getOrDefault(entry.position(), 0))
        .max()
        .orElse(0);
  }

  private static BatchIncompleteException incomplete(
      List<BatchWriteEntry> left, int attempts, Throwable cause) {
    List<BatchWriteEntry> ordered = new ArrayList<>(left);
    ordered.sort(java.util.Comparator.comparingInt(BatchWriteEntry::position));
    List<Object> notWritten = new ArrayList<>();
    List<Object> notDeleted = new ArrayList<>();
    List<String> described = new ArrayList<>();
    for (BatchWriteEntry entry : ordered) {
      (entry.put() ? notWritten : notDeleted).add(entry.value());
      described.add(entry.describe());
    }
    return new BatchIncompleteException(
        BATCH_WRITE, notWritten, notDeleted, List.of(), List.of(), described, attempts, cause);
  }
}
