package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.ItemSize;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * One write of a BatchWriteItem: the request, the item's primary key (to match it in {@code
 * UnprocessedItems}) and, for reporting, the entity as it would be stored or the key deleted.
 *
 * @param value the entity (put, as stored) or the typed key (delete)
 * @param bytes the request's share of the 16 MB: the item of a put, the key of a delete
 */
public record BatchWriteEntry(
    int position,
    boolean put,
    String entityType,
    Map<String, AttributeValue> keyItem,
    String keyText,
    WriteRequest request,
    Object value,
    long bytes) {

  /**
   * An unconditional put of the entity as {@code put} would store it at {@code now}
   * ({@code @CreatedAt} kept or set, {@code @UpdatedAt} set), prepared as a single put prepares it.
   *
   * @throws dev.singletable.runtime.failure.ItemTooLargeException when the item is over 400 KB
   */
  public static <T, K> BatchWriteEntry put(
      TableContext context, EntitySchema<T, K> schema, T entity, Instant now, int position) {
    PutItemOperation.Prepared<T> put =
        PutItemOperation.Prepared.of(context, schema, entity, false, now);
    return new BatchWriteEntry(
        position,
        true,
        schema.entityType(),
        put.keyItem(),
        put.keyText(),
        WriteRequest.builder().putRequest(PutRequest.builder().item(put.item()).build()).build(),
        put.stored(),
        ItemSize.of(put.item()));
  }

  /** An unconditional delete of the item with this key. */
  public static <T, K> BatchWriteEntry delete(
      TableContext context, EntitySchema<T, K> schema, K key, int position) {
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    return new BatchWriteEntry(
        position,
        false,
        schema.entityType(),
        keyItem,
        context.describeKey(keyItem),
        WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(keyItem).build()).build(),
        key,
        ItemSize.of(keyItem));
  }

  /** {@code Put} or {@code Delete}. */
  public String label() {
    return put ? "Put" : "Delete";
  }

  /** For messages: {@code put LineItem PK=ORDER#o1, SK=ITEM#a}. */
  public String describe() {
    return (put ? "put " : "delete ") + entityType + " " + keyText;
  }
}
