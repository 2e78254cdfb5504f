package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.IdempotencyMismatchException;
import dev.singletable.runtime.failure.ItemTooLargeException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.UpdateStart;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.Limits;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.TransactWriteOperation;
import dev.singletable.runtime.internal.op.TransactionAction;
import dev.singletable.runtime.internal.op.TransactionActions;
import dev.singletable.runtime.internal.op.UniqueWrites;
import dev.singletable.runtime.internal.op.UpdateSpec;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * A TransactWriteItems: up to 100 actions on distinct items of the table, applied all together or
 * not at all. Each generated {@code ShopTransaction} extends it with typed methods per entity
 * ({@code put(Order)}, {@code create(Order)}, {@code update(OrderKey, ...)}, {@code
 * delete(OrderKey)}, {@code check(OrderKey, Condition)}); obtain one from {@code
 * ShopDb.transaction()}.
 *
 * <p>Every action is prepared and checked when it is added, so a mistake fails at the line that
 * made it and nothing is sent: an item over 400 KB ({@link ItemTooLargeException}), a 101st action
 * or more than 4 MB in all ({@link TransactionLimitException}), a second action on one item ({@link
 * DuplicateItemException}). Actions address items by their primary key, never an index.
 *
 * <p>Every attempt carries the same ClientRequestToken (a random UUID unless {@link
 * #idempotencyToken(String)} sets one), so DynamoDB applies the transaction at most once within 10
 * minutes: calling {@link #execute()} again on the same object after an ambiguous failure (a
 * timeout, a 5xx) sends the identical request and cannot apply it twice.
 *
 * @param <B> the generated subclass, returned by every adding method
 * @param <R> what {@link #execute()} returns: {@link TransactionResult}, or a future of it
 * @param <S> the {@code @Table} interface, whose entities' keys {@link #delete(TableKey)} and
 *     {@link #check(TableKey, Condition)} take
 */
public abstract class Transaction<B extends Transaction<B, R, S>, R, S> {

  /** DynamoDB's limit on actions per transaction. */
  public static final int MAX_ACTIONS = Limits.TRANSACTION_ITEMS;

  /** DynamoDB's limit on the aggregate size of a transaction: 4 MB. */
  public static final long MAX_BYTES = Limits.TRANSACTION_BYTES;

  private final TableHandle table;
  private final TableContext context;
  private final Face<TransactionResult, R> face;
  private final Instant now;
  private TransactionActions actions = TransactionActions.empty();
  private String token = UUID.randomUUID().toString();
  private boolean tokenChosen; // by idempotencyToken(...), rather than the random default
  private TransactWriteItemsRequest request;
  private CombinedTransaction<?> group;

  /**
   * A transaction on {@code table} whose {@code execute()} answers on {@code face}; for the
   * generated subclass.
   */
  protected Transaction(TableHandle table, Face<TransactionResult, R> face) {
    this.table = table;
    this.context = table.context();
    this.face = Objects.requireNonNull(face, "face");
    this.now = context.now();
  }

  /**
   * Sets the ClientRequestToken (1 to 36 characters) that makes the transaction idempotent for 10
   * minutes, for example an id derived from the command being handled; by default a random UUID.
   */
  public B idempotencyToken(String token) {
    Limits.requireToken(token);
    requireOpen();
    this.token = token;
    this.tokenChosen = true;
    return self();
  }

  /** The ClientRequestToken this transaction sends. */
  public String idempotencyToken() {
    return token;
  }

  /** How many actions were added. */
  public int size() {
    return actions.size();
  }

  /**
   * Sends the transaction, retrying transient cancellations (conflicts, throttling) with backoff
   * and the same token; a transaction without actions sends nothing. On the asynchronous face the
   * future fails with the exceptions below, and the backoff is scheduled, not slept. Calling it
   * again sends the same request with the same token (DynamoDB replays a success for 10 minutes).
   *
   * @return the token, the attempts it took and the entities the puts stored, by key
   * @throws TransactionCancelledException when DynamoDB cancelled it: nothing was applied; one
   *     reason per action, with the current item when a condition failed
   * @throws IdempotencyMismatchException when the token was used for another transaction
   * @throws RequestFailedException when DynamoDB refused or failed the request for another reason
   */
  public R execute() {
    return context.run(face, this::step);
  }

  private Step<TransactionResult> step() {
    if (group != null) {
      throw new IllegalStateException(
          "this transaction on "
              + context.describeTable()
              + " is part of a transaction across tables: execute that one"
              + " (Transactions.together)");
    }
    if (actions.isEmpty()) {
      return Step.done(new TransactionResult(token, 0, 0, List.of(), Map.of(this, 0)));
    }
    if (request == null) {
      request = TransactWriteOperation.request(actions.list(), token);
    }
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new TransactWriteOperation(backoff, request, actions.list())
        .step()
        .map(
            attempts ->
                new TransactionResult(
                    token, attempts, actions.size(), written(), Map.of(this, actions.size())));
  }

  /**
   * The entities the puts and creates store, with the table, entity type and key they are stored
   * under.
   */
  List<TransactionResult.Written> written() {
    List<TransactionResult.Written> written = new ArrayList<>();
    for (TransactionAction action : actions.list()) {
      if (action.stored() != null) {
        written.add(
            new TransactionResult.Written(
                this, action.table(), action.entityType(), action.keyItem(), action.stored()));
      }
    }
    return written;
  }

  /**
   * The actions, for a transaction across tables to combine.
   *
   * @throws IllegalStateException when this transaction was executed or combined already
   */
  List<TransactionAction> actionsToCombine() {
    if (group != null) {
      throw new IllegalStateException(
          this + " is already part of another transaction across tables; start a new one");
    }
    if (request != null) {
      throw new IllegalStateException(
          this
              + " was already executed (token "
              + token
              + "); start a new transaction to combine it with others");
    }
    return actions.list();
  }

  /**
   * Marks this transaction as sent by {@code group}: from now on it refuses new actions and its own
   * execute.
   */
  /** The token set with {@link #idempotencyToken(String)}, or null for the random default. */
  String chosenToken() {
    return tokenChosen ? token : null;
  }

  void joinGroup(CombinedTransaction<?> group) {
    this.group = group;
  }

  /** The table the transaction writes. */
  TableContext context() {
    return context;
  }

  /** The face {@link #execute()} answers on, which a transaction across tables answers on too. */
  Face<TransactionResult, R> face() {
    return face;
  }

  /** The physical name of the table the transaction writes. */
  public String tableName() {
    return context.tableName();
  }

  /** Adds a put; with {@code @Version}, checked on and incremented. For generated subclasses. */
  protected final <T, K> B addPut(EntitySchema<T, K> schema, T entity) {
    Objects.requireNonNull(entity, "entity");
    UniqueWrites.refuse(schema, "put", "create(...) or the repository's put(...)");
    return add(TransactionAction.put(context, schema, entity, null, false, now, actions.size()));
  }

  /**
   * Adds a put that also requires {@code condition}; with {@code @Version}, checked on and
   * incremented. For generated subclasses.
   */
  protected final <T, K> B addPut(
      EntitySchema<T, K> schema, T entity, Condition<? super T> condition) {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(condition, "condition");
    UniqueWrites.refuse(schema, "put", "create(...) or the repository's put(...)");
    return add(
        TransactionAction.put(context, schema, entity, condition, false, now, actions.size()));
  }

  /** Adds a put that requires that no item has the key. For generated subclasses. */
  protected final <T, K> B addCreate(EntitySchema<T, K> schema, T entity) {
    Objects.requireNonNull(entity, "entity");
    return addAll(
        UniqueWrites.create(
            TransactionAction.put(context, schema, entity, null, true, now, actions.size()),
            context,
            schema));
  }

  /**
   * Adds an update of the existing item with this key (the transaction fails if there is none),
   * described by {@code update} on the entity's generated update, which {@code create} makes: the
   * same class, with the same index-aware setters, as a repository's {@code update(key)}. For
   * generated subclasses.
   */
  protected final <T, K, U extends EntityUpdate<T, K, U, Void>> B addUpdate(
      EntitySchema<T, K> schema,
      K key,
      Function<UpdateStart<T, K, Void>, U> create,
      Consumer<? super U> update) {
    return described(schema, key, false, create, update);
  }

  /**
   * Adds an update that creates the item when absent, described as for {@link #addUpdate}. For
   * generated subclasses.
   */
  protected final <T, K, U extends EntityUpdate<T, K, U, Void>> B addUpsert(
      EntitySchema<T, K> schema,
      K key,
      Function<UpdateStart<T, K, Void>, U> create,
      Consumer<? super U> update) {
    return described(schema, key, true, create, update);
  }

  private <T, K, U extends EntityUpdate<T, K, U, Void>> B described(
      EntitySchema<T, K> schema,
      K key,
      boolean upsert,
      Function<UpdateStart<T, K, Void>, U> create,
      Consumer<? super U> update) {
    Objects.requireNonNull(key, "key");
    U described = create.apply(new UpdateStart<>(table, schema, key, upsert, null));
    update.accept(described);
    UpdateSpec spec = described.spec();
    return add(TransactionAction.update(context, schema, key, spec, now, actions.size()));
  }

  /** Deletes the item with this key, if any. */
  public <T> B delete(TableKey<S, T> key) {
    Objects.requireNonNull(key, "key");
    return addDelete(TableKeys.schemaOf(key), key);
  }

  /** Deletes the item with this key only if {@code condition} holds. */
  public <T> B delete(TableKey<S, T> key, Condition<? super T> condition) {
    Objects.requireNonNull(key, "key");
    return addDelete(TableKeys.schemaOf(key), key, condition);
  }

  /**
   * Fails the transaction unless {@code condition} holds for the item with this key, which the
   * transaction does not write.
   */
  public <T> B check(TableKey<S, T> key, Condition<? super T> condition) {
    Objects.requireNonNull(key, "key");
    return addCheck(TableKeys.schemaOf(key), key, condition);
  }

  /** Adds a delete of the item with this key, if any. For generated subclasses. */
  protected final <T, K> B addDelete(EntitySchema<T, K> schema, K key) {
    Objects.requireNonNull(key, "key");
    UniqueWrites.refuse(schema, "delete by key", "delete(entity) or the repository's delete(key)");
    return add(TransactionAction.delete(context, schema, key, null, actions.size()));
  }

  /** Adds a delete that requires {@code condition}. For generated subclasses. */
  protected final <T, K> B addDelete(
      EntitySchema<T, K> schema, K key, Condition<? super T> condition) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(condition, "condition");
    UniqueWrites.refuse(schema, "delete by key", "delete(entity) or the repository's delete(key)");
    return add(TransactionAction.delete(context, schema, key, condition, actions.size()));
  }

  /**
   * Adds a delete of the entity's item, checking its {@code @Version}. For generated subclasses.
   */
  protected final <T, K> B addDeleteEntity(EntitySchema<T, K> schema, T entity) {
    Objects.requireNonNull(entity, "entity");
    return addAll(UniqueWrites.deleteEntity(context, schema, entity, actions.size()));
  }

  /**
   * Adds a condition on an item the transaction does not otherwise touch. For generated subclasses.
   */
  protected final <T, K> B addCheck(
      EntitySchema<T, K> schema, K key, Condition<? super T> condition) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(condition, "condition");
    return add(TransactionAction.check(context, schema, key, condition, actions.size()));
  }

  private B add(TransactionAction action) {
    requireOpen();
    actions = actions.plus(action);
    return self();
  }

  /** Adds an entity's action with its guards' actions, all or none of them. */
  private B addAll(List<TransactionAction> more) {
    requireOpen();
    TransactionActions all = actions;
    for (TransactionAction action : more) {
      all = all.plus(action);
    }
    actions = all;
    return self();
  }

  private void requireOpen() {
    if (group != null) {
      throw new IllegalStateException(
          this
              + " is part of a transaction across tables (Transactions.together): add every action"
              + " before combining");
    }
    if (request != null) {
      throw new IllegalStateException(
          "this transaction was already executed (token "
              + token
              + "); execute() again resends it unchanged, start a new transaction to change it");
    }
  }

  /** For example {@code ShopTransaction[Shop, 3 actions]}. */
  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "["
        + context.describeTable()
        + ", "
        + actions.size()
        + (actions.size() == 1 ? " action]" : " actions]");
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }
}
