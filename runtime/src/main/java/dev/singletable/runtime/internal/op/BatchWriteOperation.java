package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.internal.call.ApiCall;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchWriteItem of any number of writes: requests of at most 25 writes and 16 MB, unprocessed
 * writes re-sent as {@link BatchRounds} decides. When the batch stops, {@link
 * BatchIncompleteException} lists exactly the writes not applied; its result is the number of
 * requests sent.
 */
public final class BatchWriteOperation
    extends BatchRounds<BatchWriteEntry, BatchWriteItemRequest, BatchWriteItemResponse, Integer> {

  static final String BATCH_WRITE = ApiCall.BATCH_WRITE_ITEM.name();

  private final TableContext context;

  public BatchWriteOperation(TableContext context, Backoff backoff, List<BatchWriteEntry> entries) {
    super(ApiCall.BATCH_WRITE_ITEM, backoff, entries, Limits.BATCH_WRITES, BatchWriteEntry::bytes);
    this.context = context;
  }

  @Override
  BatchWriteItemRequest request(List<BatchWriteEntry> chunk) {
    return BatchWriteItemRequest.builder()
        .requestItems(
            Map.of(context.tableName(), chunk.stream().map(BatchWriteEntry::request).toList()))
        .build();
  }

  /** The chunk's writes that DynamoDB returned as unprocessed, matched by key, in request order. */
  @Override
  List<BatchWriteEntry> read(List<BatchWriteEntry> chunk, BatchWriteItemResponse response) {
    List<WriteRequest> left =
        response.unprocessedItems().getOrDefault(context.tableName(), List.of());
    if (left.isEmpty()) {
      return List.of();
    }
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (WriteRequest request : left) {
      if (request.putRequest() != null) {
        keys.add(context.primaryKeyOf(request.putRequest().item()));
      } else if (request.deleteRequest() != null) {
        keys.add(request.deleteRequest().key());
      }
    }
    return chunk.stream().filter(entry -> keys.contains(entry.keyItem())).toList();
  }

  @Override
  Integer result() {
    return requests();
  }

  @Override
  BatchIncompleteException incomplete(List<BatchWriteEntry> left, int attempts, Throwable cause) {
    List<BatchWriteEntry> ordered = new ArrayList<>(left);
    ordered.sort(Comparator.comparingInt(BatchWriteEntry::position));
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
