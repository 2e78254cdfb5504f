package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
 * TransactGetItems of typed keys, of one table or of several (at most 100 distinct items, an item
 * being a table and a key, checked as they are added): one request, retried while it fails
 * transiently, whose responses come back in request order and are matched to every typed key that
 * asked for them, part by part.
 */
public final class TransactGetOperation {

  static final String TRANSACT_GET = ApiCall.TRANSACT_GET_ITEMS.name();

  /** One Get of the request: an item, and the keys of the part that asked for it first. */
  private record Entry(KeyReads asker, Map<String, AttributeValue> keyItem) {
    String table() {
      return asker.context().tableName();
    }
  }

  private final Backoff backoff;
  private final List<KeyReads> parts;
  private final List<Entry> entries;

  /** A read of the keys of one table. */
  public TransactGetOperation(TableContext context, Backoff backoff, KeyReads keys) {
    this(backoff, List.of(keys));
  }

  /**
   * A read of the keys of every part, each item once (a key asked for by two parts of one table is
   * read once and answered to both).
   */
  public TransactGetOperation(Backoff backoff, List<KeyReads> parts) {
    this.backoff = backoff;
    this.parts = List.copyOf(parts);
    Map<List<Object>, Entry> distinct = new LinkedHashMap<>();
    for (KeyReads part : parts) {
      for (Map<String, AttributeValue> keyItem : part.keyItems()) {
        distinct.putIfAbsent(
            List.of(part.context().tableName(), keyItem), new Entry(part, keyItem));
      }
    }
    this.entries = List.copyOf(distinct.values());
  }

  /** How many distinct items the parts ask for, an item being a table and a key. */
  public static int itemCount(List<KeyReads> parts) {
    return new TransactGetOperation(null, parts).entries.size();
  }

  public TransactGetItemsRequest request() {
    return TransactGetItemsRequest.builder()
        .transactItems(
            entries.stream()
                .map(
                    entry ->
                        TransactGetItem.builder()
                            .get(
                                Get.builder().tableName(entry.table()).key(entry.keyItem()).build())
                            .build())
                .toList())
        .build();
  }

  /** The items read, part by part, by the typed keys that asked for them. */
  public List<ItemsByKey> readAll(TransactGetItemsResponse response) {
    Map<String, Map<Map<String, AttributeValue>, Map<String, AttributeValue>>> found =
        new HashMap<>();
    List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
    for (int i = 0; i < Math.min(responses.size(), entries.size()); i++) {
      ItemResponse item = responses.get(i);
      if (item != null && item.hasItem() && !item.item().isEmpty()) {
        Entry entry = entries.get(i);
        found
            .computeIfAbsent(entry.table(), t -> new HashMap<>())
            .put(entry.keyItem(), item.item());
      }
    }
    List<ItemsByKey> results = new ArrayList<>(parts.size());
    for (KeyReads part : parts) {
      results.add(part.result(found.getOrDefault(part.context().tableName(), Map.of())));
    }
    return results;
  }

  /** What attempt {@code attempt} failing with {@code e} reports. */
  public RuntimeException failure(SdkException e, int attempt) {
    if (e instanceof TransactionCanceledException cancelled) {
      return new TransactionCancelledException(TRANSACT_GET, reasons(cancelled), null, attempt, e);
    }
    return Failures.ofRequest(e, TRANSACT_GET);
  }

  /**
   * Reads every key of one table, retrying transient cancellations; nothing is sent for no keys.
   */
  public Step<ItemsByKey> step() {
    return steps().map(results -> results.get(0));
  }

  /** Reads every key of every part, retrying transient cancellations. */
  public Step<List<ItemsByKey>> steps() {
    return entries.isEmpty()
        ? Step.done(readAll(TransactGetItemsResponse.builder().build()))
        : attempt(1);
  }

  private Step<List<ItemsByKey>> attempt(int attempt) {
    return Step.call(
        ApiCall.TRANSACT_GET_ITEMS,
        request(),
        response -> Step.done(readAll(response)),
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
    for (int i = 0; i < Math.min(entries.size(), e.cancellationReasons().size()); i++) {
      var reason = e.cancellationReasons().get(i);
      Entry entry = entries.get(i);
      TableContext context = entry.asker().context();
      reasons.add(
          new Cancellation<>(
              i,
              "Get",
              entry.asker().entityType(entry.keyItem()),
              context.tableName(),
              context.describeKey(entry.keyItem()),
              entry.keyItem(),
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
