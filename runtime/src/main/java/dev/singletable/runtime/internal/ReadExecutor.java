package dev.singletable.runtime.internal;

import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.CancellationReason;
import dev.singletable.runtime.ItemsByKey;
import dev.singletable.runtime.RequestFailedException;
import dev.singletable.runtime.TransactionCancelledException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * TransactGetItems and BatchGetItem for typed keys: one request per 100 distinct keys for a batch
 * get, unprocessed keys re-sent with backoff, and results matched back to the typed keys.
 */
public final class ReadExecutor {

  static final String TRANSACT_GET = "TransactGetItems";
  static final String BATCH_GET = "BatchGetItem";

  private final TableContext context;
  private final Backoff backoff;

  public ReadExecutor(TableContext context) {
    this(context, new Backoff(context.options().retryPolicy()));
  }

  public ReadExecutor(TableContext context, Backoff backoff) {
    this.context = context;
    this.backoff = backoff;
  }

  /** Reads every key in one TransactGetItems (at most 100), retrying transient cancellations. */
  public ItemsByKey transactGet(KeyReads keys) {
    List<Map<String, AttributeValue>> keyItems = keys.keyItems();
    if (keyItems.isEmpty()) {
      return keys.result(Map.of());
    }
    TransactGetItemsRequest request =
        TransactGetItemsRequest.builder()
            .transactItems(
                keyItems.stream()
                    .map(
                        key ->
                            TransactGetItem.builder()
                                .get(Get.builder().tableName(context.tableName()).key(key).build())
                                .build())
                    .toList())
            .build();
    for (int attempt = 1; ; attempt++) {
      RuntimeException failure;
      try {
        TransactGetItemsResponse response = context.client().transactGetItems(request);
        Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = new HashMap<>();
        List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
        for (int i = 0; i < Math.min(responses.size(), keyItems.size()); i++) {
          ItemResponse item = responses.get(i);
          if (item != null && item.hasItem() && !item.item().isEmpty()) {
            found.put(keyItems.get(i), item.item());
          }
        }
        return keys.result(found);
      } catch (TransactionCanceledException e) {
        TransactionCancelledException cancelled =
            new TransactionCancelledException(
                TRANSACT_GET, reasons(e, keys, keyItems), null, attempt, e);
        if (!cancelled.isTransient()) {
          throw cancelled;
        }
        failure = cancelled;
      } catch (SdkException e) {
        failure = new RequestFailedException(null, null, TRANSACT_GET, e);
        if (!TransactionExecutor.isThrottling(e)) {
          throw failure;
        }
      }
      if (attempt >= backoff.maxAttempts() || !backoff.pause(attempt + 1)) {
        throw failure;
      }
    }
  }

  private List<CancellationReason> reasons(
      TransactionCanceledException e, KeyReads keys, List<Map<String, AttributeValue>> keyItems) {
    List<CancellationReason> reasons = new ArrayList<>();
    if (!e.hasCancellationReasons()) {
      return reasons;
    }
    for (int i = 0; i < Math.min(keyItems.size(), e.cancellationReasons().size()); i++) {
      var reason = e.cancellationReasons().get(i);
      reasons.add(
          new CancellationReason(
              i,
              "Get",
              keys.entityType(keyItems.get(i)),
              context.describeKey(keyItems.get(i)),
              reason.code(),
              reason.message(),
              false,
              null,
              null,
              null));
    }
    return reasons;
  }

  /**
   * Reads every key with BatchGetItem, 100 distinct keys per request, re-sending unprocessed keys
   * (and requests throttled beyond the SDK's retries) with backoff until each key was sent {@code
   * maxAttempts} times.
   *
   * @throws BatchIncompleteException listing the keys not read and the entities read, when the
   *     attempts ran out or a request failed
   */
  public ItemsByKey batchGet(KeyReads keys, boolean consistent) {
    Deque<Map<String, AttributeValue>> pending = new ArrayDeque<>(keys.keyItems());
    Map<Map<String, AttributeValue>, Integer> sends = new HashMap<>();
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = new HashMap<>();
    int strikes = 0;
    while (!pending.isEmpty()) {
      if (strikes > 0 && !backoff.pause(strikes + 1)) {
        throw incomplete(
            keys,
            found,
            new ArrayList<>(pending),
            strikes,
            new IllegalStateException("interrupted while waiting to re-send"));
      }
      List<Map<String, AttributeValue>> chunk =
          Chunks.take(pending, Chunks.MAX_BATCH_KEYS, Chunks.MAX_BATCH_BYTES, ItemSize::of);
      chunk.forEach(key -> sends.merge(key, 1, Integer::sum));
      List<Map<String, AttributeValue>> unprocessed;
      try {
        BatchGetItemResponse response =
            context
                .client()
                .batchGetItem(
                    BatchGetItemRequest.builder()
                        .requestItems(
                            Map.of(
                                context.tableName(),
                                KeysAndAttributes.builder()
                                    .keys(chunk)
                                    .consistentRead(consistent ? Boolean.TRUE : null)
                                    .build()))
                        .build());
        for (Map<String, AttributeValue> item :
            response.responses().getOrDefault(context.tableName(), List.of())) {
          found.put(KeyReads.keyOf(context.layout(), item), item);
        }
        KeysAndAttributes left = response.unprocessedKeys().get(context.tableName());
        unprocessed = left == null || !left.hasKeys() ? List.of() : left.keys();
      } catch (SdkException e) {
        RequestFailedException failure = new RequestFailedException(null, null, BATCH_GET, e);
        if (!TransactionExecutor.isThrottling(e)) {
          List<Map<String, AttributeValue>> notRead = new ArrayList<>(chunk);
          notRead.addAll(pending);
          throw incomplete(keys, found, notRead, maxSends(sends, chunk), failure);
        }
        unprocessed = chunk;
      }
      if (unprocessed.isEmpty()) {
        strikes = 0;
        continue;
      }
      strikes++;
      List<Map<String, AttributeValue>> retry = inRequestOrder(chunk, unprocessed);
      if (retry.stream().anyMatch(key -> sends.get(key) >= backoff.maxAttempts())) {
        List<Map<String, AttributeValue>> notRead = new ArrayList<>(retry);
        notRead.addAll(pending);
        throw incomplete(keys, found, notRead, maxSends(sends, retry), null);
      }
      for (int i = retry.size() - 1; i >= 0; i--) {
        pending.addFirst(retry.get(i));
      }
    }
    return keys.result(found);
  }

  /** The chunk's keys that DynamoDB left unprocessed, in request order. */
  private static List<Map<String, AttributeValue>> inRequestOrder(
      List<Map<String, AttributeValue>> chunk, List<Map<String, AttributeValue>> unprocessed) {
    java.util.Set<Map<String, AttributeValue>> left = new java.util.HashSet<>(unprocessed);
    return chunk.stream().filter(left::contains).toList();
  }

  private static int maxSends(
      Map<Map<String, AttributeValue>, Integer> sends, List<Map<String, AttributeValue>> keys) {
    return keys.stream().mapToInt(key -> sends.getOrDefault(key, 0)).max().orElse(0);
  }

  private BatchIncompleteException incomplete(
      KeyReads keys,
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found,
      List<Map<String, AttributeValue>> notRead,
      int attempts,
      Throwable cause) {
    List<Object> notReadKeys = new ArrayList<>();
    List<String> described = new ArrayList<>();
    for (Map<String, AttributeValue> keyItem : notRead) {
      notReadKeys.addAll(keys.keys(keyItem));
      described.add("get " + keys.describe(keyItem));
    }
    return new BatchIncompleteException(
        BATCH_GET,
        List.of(),
        List.of(),
        notReadKeys,
        keys.entities(found),
        described,
        attempts,
        cause);
  }
}
