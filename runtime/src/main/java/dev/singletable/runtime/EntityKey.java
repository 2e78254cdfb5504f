package dev.singletable.runtime;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of an item of entity type {@code T}, implemented by each generated key record
 * ({@code OrderKey implements EntityKey<Order>}). Results that span entity types answer typed by
 * it: {@code transactionResult.written(orderKey)} is an {@code Optional<Order>}, and {@code
 * cancelled.reason(orderKey)} an {@code Optional<CancellationReason<Order>>}.
 *
 * @param <T> the entity type stored under the key
 */
public interface EntityKey<T> {

  /** The key attributes, as GetItem, DeleteItem and UpdateItem take them. */
  Map<String, AttributeValue> toKey();

  /** The value of the table's entity-type attribute in the item under this key. */
  String entityType();
}
