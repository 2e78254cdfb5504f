package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The single-item writes of an entity with {@code @Unique} attributes, each one TransactWriteItems
 * of the entity's write and its guards ({@link UniqueGuards}). A create takes the guards of its
 * values. A put or a delete first reads the stored item (strongly consistent) to learn the values
 * whose guards it releases, and writes only if those values are still stored; when another writer
 * changed them in between, it reads again and retries (up to {@value #ATTEMPTS} times).
 */
public final class UniqueWrites {

  /** Attempts of a write whose stored unique values changed between its read and its write. */
  static final int ATTEMPTS = 3;

  /** What a cancelled attempt asks for: read the stored item and write again. */
  private static final int AGAIN = -1;

  private UniqueWrites() {}

  /** Whether writes of {@code schema}'s entity go through here. */
  public static boolean applies(EntitySchema<?, ?> schema) {
    return !schema.uniqueAttributes().isEmpty();
  }

  // A transaction built by the application adds the guard actions of an entity with @Unique
  // attributes itself, counted against its limits like its own: a create takes its values' guards,
  // a delete of the entity releases them. A put and a delete by key are refused, since a
  // transaction reads nothing and could not know the stored values whose guards they would release.

  /**
   * Refuses {@code what} for an entity with {@code @Unique} attributes, saying what to use {@code
   * instead}.
   */
  public static void refuse(EntitySchema<?, ?> schema, String what, String instead) {
    if (applies(schema)) {
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
    if (!applies(schema)) {
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
    if (!applies(schema)) {
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

  /** A put (or create) of {@code entity} with its guards; the entity as stored. */
  public static <T, K> Step<T> put(
      TableContext context,
      EntitySchema<T, K> schema,
      T entity,
      Condition<?> userCondition,
      boolean create,
      Instant now) {
    PutItemOperation<T> own =
        new PutItemOperation<>(context, schema, entity, userCondition, create, now);
    Set<UniqueGuards.Value> leftAlone = new HashSet<>();
    BiFunction<Map<String, AttributeValue>, Integer, Step<Integer>> send =
        (old, attempt) -> {
          Condition<?> condition =
              create
                  ? userCondition
                  : Guards.and(userCondition, UniqueGuards.unchanged(schema, old));
          TransactionAction write =
              TransactionAction.put(context, schema, entity, condition, create, now, 0);
          Plan plan = plan(context, schema, write, own.prepared().item(), old, leftAlone);
          return plan.send(context, schema, old, own.checks(), attempt);
        };
    Map<String, AttributeValue> keyItem = own.prepared().keyItem();
    Function<Map<String, AttributeValue>, T> stored = old -> own.prepared().stored();
    if (create) {
      return attempts(context, schema, keyItem, null, 1, send, stored);
    }
    return read(context, schema, keyItem)
        .then(old -> attempts(context, schema, keyItem, old, 1, send, stored));
  }

  /**
   * A delete of the item with {@code key} (or of {@code entity}, checking its {@code @Version})
   * with the release of its guards; the item as read before the delete, when {@code returnOld}.
   */
  public static <T, K> Step<Optional<T>> delete(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      T entity,
      Condition<?> userCondition,
      boolean returnOld) {
    DeleteItemOperation<T> own =
        entity != null
            ? DeleteItemOperation.ofEntity(context, schema, entity)
            : DeleteItemOperation.ofKey(context, schema, key, userCondition, false);
    Set<UniqueGuards.Value> leftAlone = new HashSet<>();
    BiFunction<Map<String, AttributeValue>, Integer, Step<Integer>> send =
        (old, attempt) -> {
          if (old == null && own.request().conditionExpression() == null) {
            return Step.done(attempt); // nothing to delete, as a delete that came first
          }
          DeleteItemOperation<T> guarded = own.withCondition(UniqueGuards.unchanged(schema, old));
          TransactionAction write = TransactionAction.delete(context, schema, guarded, 0);
          Plan plan = plan(context, schema, write, null, old, leftAlone);
          return plan.send(context, schema, old, own.checks(), attempt);
        };
    Function<Map<String, AttributeValue>, Optional<T>> deleted =
        old ->
            returnOld && old != null && context.isOfType(old, schema)
                ? Optional.of(schema.fromItem(old))
                : Optional.empty();
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    return read(context, schema, keyItem)
        .then(old -> attempts(context, schema, keyItem, old, 1, send, deleted));
  }

  /**
   * Sends attempt {@code attempt} for the item as read ({@code old}), and while a cancellation asks
   * for another attempt, reads the item again and sends the next; {@code done} of the item the last
   * attempt was made for.
   */
  private static <R> Step<R> attempts(
      TableContext context,
      EntitySchema<?, ?> schema,
      Map<String, AttributeValue> keyItem,
      Map<String, AttributeValue> old,
      int attempt,
      BiFunction<Map<String, AttributeValue>, Integer, Step<Integer>> send,
      Function<Map<String, AttributeValue>, R> done) {
    return send.apply(old, attempt)
        .then(
            sent ->
                sent == AGAIN
                    ? read(context, schema, keyItem)
                        .then(
                            current ->
                                attempts(
                                    context, schema, keyItem, current, attempt + 1, send, done))
                    : Step.done(done.apply(old)));
  }

  /**
   * The entity's write, a take of each value it stores (which also restores a guard missing for a
   * value it keeps) and a release of each value it no longer stores, unless left alone (its guard
   * is held by another key).
   */
  private static Plan plan(
      TableContext context,
      EntitySchema<?, ?> schema,
      TransactionAction write,
      Map<String, AttributeValue> item,
      Map<String, AttributeValue> old,
      Set<UniqueGuards.Value> leftAlone) {
    TransactionActions actions = TransactionActions.empty().plus(write);
    List<UniqueGuards.Value> taken = UniqueGuards.values(schema, item);
    List<UniqueGuards.Value> released = new ArrayList<>();
    for (UniqueGuards.Value value : taken) {
      actions =
          actions.plus(UniqueGuards.take(context, schema, value, write.keyItem(), actions.size()));
    }
    for (UniqueGuards.Value value : UniqueGuards.values(schema, old)) {
      if (!taken.contains(value) && !leftAlone.contains(value)) {
        released.add(value);
        actions =
            actions.plus(
                UniqueGuards.release(context, schema, value, write.keyItem(), actions.size()));
      }
    }
    return new Plan(actions.list(), write, taken, released, leftAlone);
  }

  /** One attempt's actions: the entity's write first, then the takes, then the releases. */
  private record Plan(
      List<TransactionAction> actions,
      TransactionAction write,
      List<UniqueGuards.Value> taken,
      List<UniqueGuards.Value> released,
      Set<UniqueGuards.Value> leftAlone) {

    Step<Integer> send(
        TableContext context,
        EntitySchema<?, ?> schema,
        Map<String, AttributeValue> old,
        ConditionFailures.Checks checks,
        int attempt) {
      String token = UUID.randomUUID().toString();
      return new TransactWriteOperation(
              new Backoff(context.options().retryPolicy()),
              TransactWriteOperation.request(actions, token),
              actions,
              (e, failure) -> cancelled(context, schema, old, checks, attempt, e, failure))
          .about(schema.entityType())
          .step();
    }

    /**
     * Reads a cancellation: a value held by another key is {@link UniqueValueTakenException} (after
     * reading whether the holder exists); the entity's own condition failing because its unique
     * values changed since they were read is another attempt; a release refused because another key
     * holds the old value leaves that guard alone in the next attempt; anything else is the failure
     * the single write would report.
     */
    private Step<Integer> cancelled(
        TableContext context,
        EntitySchema<?, ?> schema,
        Map<String, AttributeValue> old,
        ConditionFailures.Checks checks,
        int attempt,
        SdkException e,
        RuntimeException failure) {
      if (!(e instanceof TransactionCanceledException cancelled)
          || !cancelled.hasCancellationReasons()) {
        throw failure;
      }
      List<CancellationReason> reasons = cancelled.cancellationReasons();
      for (int i = 0; i < taken.size(); i++) {
        CancellationReason reason = reasons.get(1 + i);
        if (failedCondition(reason)) {
          return taken(
              context, schema, taken.get(i), reason.hasItem() ? reason.item() : null, failure);
        }
      }
      CancellationReason own = reasons.get(0);
      if (failedCondition(own)) {
        Map<String, AttributeValue> current = own.hasItem() ? own.item() : null;
        boolean moved =
            !UniqueGuards.values(schema, current).equals(UniqueGuards.values(schema, old));
        if (moved && attempt < ATTEMPTS) {
          return Step.done(AGAIN);
        }
        throw ConditionFailures.forWrite(
            context,
            schema,
            (ConditionalCheckFailedException)
                ConditionalCheckFailedException.builder()
                    .message(own.message())
                    .item(current)
                    .cause(e)
                    .build(),
            write.keyItem(),
            checks);
      }
      boolean releaseRefused = false;
      for (int i = 0; i < released.size(); i++) {
        if (failedCondition(reasons.get(1 + taken.size() + i)) && attempt < ATTEMPTS) {
          leftAlone.add(released.get(i));
          releaseRefused = true;
        }
      }
      if (releaseRefused) {
        return Step.done(AGAIN);
      }
      throw failure;
    }

    /** Reads whether the value's holder exists, then fails with the value taken. */
    private Step<Integer> taken(
        TableContext context,
        EntitySchema<?, ?> schema,
        UniqueGuards.Value value,
        Map<String, AttributeValue> guard,
        RuntimeException cause) {
      Map<String, AttributeValue> holder =
          UniqueGuards.holderOf(context.layout(), guard == null ? Map.of() : guard);
      if (holder.containsValue(null)) { // not a guard this library wrote: say so, never guess
        throw new UniqueValueTakenException(
            schema.entityType(),
            write.keyText(),
            value.attribute(),
            value.text(),
            "?",
            true,
            cause);
      }
      return read(context, schema, holder)
          .then(
              found -> {
                throw new UniqueValueTakenException(
                    schema.entityType(),
                    write.keyText(),
                    value.attribute(),
                    value.text(),
                    context.describeKey(holder),
                    found != null,
                    cause);
              });
    }
  }

  static boolean failedCondition(CancellationReason reason) {
    return dev.singletable.runtime.failure.CancellationReason.CONDITIONAL_CHECK_FAILED.equals(
        reason.code());
  }

  /** The stored item with this key, read strongly consistently; {@code null} when absent. */
  static Step<Map<String, AttributeValue>> read(
      TableContext context, EntitySchema<?, ?> schema, Map<String, AttributeValue> keyItem) {
    GetItemRequest request =
        GetItemRequest.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .consistentRead(true)
            .build();
    return Step.send(
        ApiCall.GET_ITEM,
        schema.entityType(),
        request,
        response -> response.hasItem() && !response.item().isEmpty() ? response.item() : null,
        e ->
            Failures.ofItem(
                e, context, schema.entityType(), context.describeKey(keyItem), "GetItem"));
  }
}
