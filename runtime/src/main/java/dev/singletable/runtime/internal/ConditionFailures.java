package dev.singletable.runtime.internal;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.ItemAlreadyExistsException;
import dev.singletable.runtime.OptimisticLockException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Reads a failed condition: the current item DynamoDB returned with it ({@code ALL_OLD}), whether
 * the stored version was the expected one, and the most precise exception for a single write.
 * Shared by single-item writes and transaction cancellation reasons.
 */
final class ConditionFailures {

  private ConditionFailures() {}

  /** The item DynamoDB returned with a failed condition, or {@code null} when there was none. */
  static Map<String, AttributeValue> currentItem(ConditionalCheckFailedException e) {
    return e.hasItem() && !e.item().isEmpty() ? e.item() : null;
  }

  /** Whether the stored version is {@code expected} (0: no item). */
  static boolean versionMatches(
      Map<String, AttributeValue> current, String versionAttribute, long expected) {
    if (current == null) {
      return expected == 0;
    }
    AttributeValue stored = current.get(versionAttribute);
    return stored != null && stored.n() != null && stored.n().equals(Long.toString(expected));
  }

  /**
   * Chooses the most precise exception for a failed condition of a single write: the item already
   * exists (create), its version moved (versioned write: {@code versionAttribute} not null), or the
   * caller's condition did not hold.
   *
   * @param key the key attributes, or the whole item
   */
  static <T> ConditionFailedException forWrite(
      TableContext context,
      EntitySchema<T, ?> schema,
      ConditionalCheckFailedException e,
      Map<String, AttributeValue> key,
      boolean create,
      String versionAttribute,
      long expectedVersion) {
    Map<String, AttributeValue> current = currentItem(e);
    T currentEntity =
        current != null && context.isOfType(current, schema) ? schema.fromItem(current) : null;
    String keyText = context.describeKey(key);
    if (create && current != null) {
      return new ItemAlreadyExistsException(schema.entityType(), keyText, currentEntity, e);
    }
    if (versionAttribute != null && !versionMatches(current, versionAttribute, expectedVersion)) {
      return new OptimisticLockException(
          schema.entityType(), keyText, expectedVersion, currentEntity, e);
    }
    return new ConditionFailedException(
        schema.entityType(),
        keyText,
        "the condition on "
            + schema.entityType()
            + " "
            + keyText
            + " did not hold"
            + (current == null ? " (the item does not exist)" : ""),
        currentEntity,
        e);
  }

  /**
   * The item read as the schema's entity when it is one; {@code null} otherwise or when unreadable
   * (a cancellation reason still reports the raw attributes).
   */
  static <T> T readIfOwnType(
      TableContext context, EntitySchema<T, ?> schema, Map<String, AttributeValue> item) {
    if (!context.isOfType(item, schema)) {
      return null;
    }
    try {
      return schema.fromItem(item);
    } catch (RuntimeException unreadable) {
      return null;
    }
  }
}
