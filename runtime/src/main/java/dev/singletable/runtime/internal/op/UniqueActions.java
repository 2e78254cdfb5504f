package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The guard actions a transaction built by the application adds for an entity with {@code @Unique}
 * attributes, counted against its limits like its own: a create takes its values' guards, a delete
 * of the entity releases them (on condition that the stored values are the entity's). A put and a
 * delete by key are refused, since a transaction reads nothing and could not know the stored values
 * whose guards they would release.
 */
public final class UniqueActions {

  private UniqueActions() {}

  /**
   * Refuses {@code what} for an entity with {@code @Unique} attributes, saying what to use {@code
   * instead}.
   */
  public static void refuse(EntitySchema<?, ?> schema, String what, String instead) {
    if (UniqueWrites.applies(schema)) {
      throw new IllegalArgumentException(
          schema.entityType()
              + " has @Unique attributes "
              + schema.uniqueAttributes()
              + ": a transaction's "
              + what
              + " cannot know the stored values whose guard items it would release; use "
              + instead);
    }
  }

  /** A create ({@code write}) followed by the takes of its values' guards. */
  public static List<TransactionAction> create(
      TransactionAction write, TableContext context, EntitySchema<?, ?> schema) {
    if (!UniqueWrites.applies(schema)) {
      return List.of(write);
    }
    List<TransactionAction> actions = new ArrayList<>();
    actions.add(write);
    Map<String, AttributeValue> item = write.item().put().item();
    for (UniqueGuards.Value value : UniqueGuards.values(schema, item)) {
      actions.add(
          UniqueGuards.take(
              context, schema, value, write.keyItem(), write.position() + actions.size()));
    }
    return actions;
  }

  /**
   * A delete of the entity's item (checking its {@code @Version}, and that its unique values are
   * stored) followed by the releases of its values' guards.
   */
  public static <T, K> List<TransactionAction> deleteEntity(
      TableContext context, EntitySchema<T, K> schema, T entity, int position) {
    if (!UniqueWrites.applies(schema)) {
      return List.of(TransactionAction.deleteEntity(context, schema, entity, position));
    }
    Map<String, AttributeValue> item = schema.toItem(entity);
    DeleteItemOperation<T> delete =
        DeleteItemOperation.ofEntity(context, schema, entity)
            .withCondition(UniqueGuards.unchanged(schema, item));
    List<TransactionAction> actions = new ArrayList<>();
    TransactionAction write = TransactionAction.delete(context, schema, delete, position);
    actions.add(write);
    for (UniqueGuards.Value value : UniqueGuards.values(schema, item)) {
      actions.add(
          UniqueGuards.release(context, schema, value, write.keyItem(), position + actions.size()));
    }
    return actions;
  }
}
