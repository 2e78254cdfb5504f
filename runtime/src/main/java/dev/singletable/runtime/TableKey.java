package dev.singletable.runtime;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of an item of entity type {@code T} stored in the table declared by the interface
 * {@code S}, implemented by each generated key record ({@code OrderKey implements TableKey<Shop,
 * Order>}). The table's transactions and batches take it once for every entity of the table ({@code
 * transaction.delete(orderKey)}, {@code batchGet.add(orderKey)}): a key of another table's entity
 * does not compile. Results that span entity types answer typed by it: {@code
 * transactionResult.written(orderKey)} is an {@code Optional<Order>}, and {@code
 * cancelled.reason(orderKey)} an {@code Optional<CancellationReason<Order>>}.
 *
 * @param <S> the {@code @Table} interface
 * @param <T> the entity type stored under the key
 */
public interface TableKey<S, T> {

  /** The key attributes, as GetItem, DeleteItem and UpdateItem take them. */
  Map<String, AttributeValue> toKey();

  /** The value of the table's entity-type attribute in the item under this key. */
  default String entityType() {
    return schema().entityType();
  }

  /** The schema of the entity stored under this key ({@code OrderSchema.INSTANCE}). */
  EntitySchema<T, ?> schema();
}
