package dev.singletable.runtime.internal;

import dev.singletable.runtime.CancellationReason;
import dev.singletable.runtime.ItemsByKey;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * TransactGetItems of typed keys (at most 100 distinct items, checked as they are added): one
 * request, retried while it fails transiently, whose responses come back in request order and are
 * matched to every typed key that asked for them.
 */
public final class TransactGetOperation {

  static final String TRANSACT_GET = ApiCall.TRANSACT_GET_ITEMS.name();

  private final TableContext context;
  private final Backoff backoff;
  private final KeyReads keys;
  private final List<Map<String, AttributeValue>> keyItems;

  public TransactGetOperation(TableContext context, Backoff backoff, KeyReads keys) {
    this.context = context;
    this.backoff = backoff;
    this.keys = keys;
    this.keyItems = keys.keyItems();
  }

  public TransactGetItemsRequest request() {
    return TransactGetItemsRequest.builder()
        .transactItems(
            keyItems.stream()
                .map(
                    key ->
                        TransactGetItem.builder()
                            .get(Get.builder().tableName(context.tableName()).key(key).build())
                            .build())
                .toList())
        .build();
  }

  /** The items read, by the typed keys that asked for them. */
  public ItemsByKey read(TransactGetItemsResponse response) {
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = new HashMap<>();
    List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
    for (int i = 0; i < Math.min(responses.size(), keyItems.size()); i++) {
      ItemResponse item = responses.get(i);
      if (item != null && item.hasItem() && !item.item().isEmpty()) {
        found.put(keyItems.get(i), item.item());
      }
    }
    return keys.result(found);
  }

  /** What attempt {@code attempt} failing with {@code e} reports. */
  public RuntimeException failure(SdkException e, int attempt) {
    if (e instanceof TransactionCanceledException cancelled) {
      return new TransactionCancelledException(TRANSACT_GET, reasons(cancelled), null, attempt, e);
    }
    return Failures.ofRequest(e, TRANSACT_GET);
  }

  /** Reads every key, retrying transient cancellations; nothing is sent for no keys. */
  public Step<ItemsByKey> step() {
    return keyItems.isEmpty() ? Step.done(keys.result(Map.of())) : attempt(1);
  }

  private Step<ItemsByKey> attempt(int attempt) {
    return Step.call(
        ApiCall.TRANSACT_GET_ITEMS,
        request(),
        response -> Step.done(read(response)),
        e -> {
          RuntimeException failure = failure(e, attempt);
          if (!Failures.isTransient(e, failure)) {
            throw failure;
          }
          return backoff.retry(attempt, failure, this::attempt);
        });
  }

  private List<CancellationReason<?>> reasons(TransactionCanceledException e) {
    List<CancellationReason<?>> reasons = new ArrayList<>();
    if (!e.hasCancellationReasons()) {
      return reasons;
    }
    for (int i = 0; i < Math.min(keyItems.size(), e.cancellationReasons().size()); i++) {
      var reason = e.cancellationReasons().get(i);
      reasons.add(
          new CancellationReason<>(
              i,
              "Get",
              keys.entityType(keyItems.get(i)),
              context.tableName(),
              context.describeKey(keyItems.get(i)),
              keyItems.get(i),
              reason.code(),
              reason.message(),
              false,
              null,
              null,
              null));
    }
    return reasons;
  }
}
