package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.internal.ItemSize;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.ApiCall;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * BatchGetItem of typed keys: 100 distinct keys per request, unprocessed keys re-sent as {@link
 * BatchRounds} decides, and the items (which come back in any order) matched to the typed keys.
 * When the batch stops, {@link BatchIncompleteException} lists the keys not read and carries the
 * entities read.
 */
public final class BatchGetOperation
    extends BatchRounds<
        Map<String, AttributeValue>, BatchGetItemRequest, BatchGetItemResponse, ItemsByKey> {

  static final String BATCH_GET = ApiCall.BATCH_GET_ITEM.name();

  private final TableContext context;
  private final KeyReads keys;
  private final boolean consistent;
  private final Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found =
      new HashMap<>();

  public BatchGetOperation(
      TableContext context, Backoff backoff, KeyReads keys, boolean consistent) {
    super(ApiCall.BATCH_GET_ITEM, backoff, keys.keyItems(), Limits.BATCH_KEYS, ItemSize::of);
    this.context = context;
    this.keys = keys;
    this.consistent = consistent;
  }

  @Override
  BatchGetItemRequest request(List<Map<String, AttributeValue>> chunk) {
    return BatchGetItemRequest.builder()
        .requestItems(
            Map.of(
                context.tableName(),
                KeysAndAttributes.builder()
                    .keys(chunk)
                    .consistentRead(consistent ? Boolean.TRUE : null)
                    .build()))
        .build();
  }

  /** Keeps the items read; the chunk's keys DynamoDB left unprocessed, in request order. */
  @Override
  List<Map<String, AttributeValue>> read(
      List<Map<String, AttributeValue>> chunk, BatchGetItemResponse response) {
    for (Map<String, AttributeValue> item :
        response.responses().getOrDefault(context.tableName(), List.of())) {
      found.put(context.primaryKeyOf(item), item);
    }
    KeysAndAttributes left = response.unprocessedKeys().get(context.tableName());
    if (left == null || !left.hasKeys() || left.keys().isEmpty()) {
      return List.of();
    }
    Set<Map<String, AttributeValue>> unprocessed = new HashSet<>(left.keys());
    return chunk.stream().filter(unprocessed::contains).toList();
  }

  @Override
  ItemsByKey result() {
    return keys.result(found);
  }

  @Override
  BatchIncompleteException incomplete(
      List<Map<String, AttributeValue>> left, int attempts, Throwable cause) {
    List<Object> notRead = new ArrayList<>();
    List<String> described = new ArrayList<>();
    for (Map<String, AttributeValue> keyItem : left) {
      notRead.addAll(keys.keys(keyItem));
      described.add("get " + keys.describe(keyItem));
    }
    return new BatchIncompleteException(
        BATCH_GET, List.of(), List.of(), notRead, keys.entities(found), described, attempts, cause);
  }
}
