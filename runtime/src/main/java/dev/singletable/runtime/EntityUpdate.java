package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.runtime.internal.UpdateItemOperation;
import dev.singletable.runtime.internal.UpdateSpec;
import java.util.List;
import java.util.Optional;

/**
 * An update of one entity, built from typed actions: an UpdateItem sent by {@link #execute()}, or
 * an action of a {@link Transaction}, which sends it with the others. With {@code @Version} the
 * version is incremented (and checked when {@link #expectVersion(long)} is given);
 * {@code @UpdatedAt} is set and {@code @CreatedAt} set only if absent. Every update also writes the
 * entity type and key components, so an upsert leaves a complete, queryable item.
 *
 * <pre>{@code
 * Optional<Order> updated = db.orders().update(key)
 *     .set(OrderSchema.NOTE, "leave at the door")
 *     .apply(OrderSchema.ITEM_COUNT.increment(1))
 *     .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
 *     .execute();
 * }</pre>
 *
 * <p>Each method adds to an immutable update specification that this builder holds; both the
 * repository and the transaction send that specification, so a generated subclass whose setters
 * keep index keys in step serves both.
 *
 * @param <T> the entity type
 * @param <K> its key record
 */
public class EntityUpdate<T, K> {

  private final TableContext context;
  private final EntitySchema<T, K> schema;
  private final K key;
  private final boolean inTransaction;
  private UpdateSpec spec;
  private ReturnValues returnValues = ReturnValues.ALL_NEW;

  /** An update sent by {@link #execute()}; for generated subclasses. */
  protected EntityUpdate(TableContext context, EntitySchema<T, K> schema, K key, boolean upsert) {
    this(context, schema, key, upsert, false);
  }

  /**
   * An update with the item, settings and actions of {@code base}: for generated subclasses that
   * add index-aware setters, made from the update a repository or a transaction started.
   */
  protected EntityUpdate(EntityUpdate<T, K> base) {
    this.context = base.context;
    this.schema = base.schema;
    this.key = base.key;
    this.inTransaction = base.inTransaction;
    this.spec = base.spec;
    this.returnValues = base.returnValues;
  }

  private EntityUpdate(
      TableContext context, EntitySchema<T, K> schema, K key, boolean upsert, boolean inTx) {
    this.context = context;
    this.schema = schema;
    this.key = key;
    this.inTransaction = inTx;
    this.spec = UpdateSpec.of(upsert);
  }

  /** The update of an action of a transaction, which sends it. */
  static <T, K> EntityUpdate<T, K> inTransaction(
      TableContext context, EntitySchema<T, K> schema, K key, boolean upsert) {
    return new EntityUpdate<>(context, schema, key, upsert, true);
  }

  /** Sets an attribute to a value ({@code null} is refused: use {@link #remove(AttributeRef)}). */
  public <V> EntityUpdate<T, K> set(AttributeRef<V> attribute, V value) {
    return apply(attribute.set(value));
  }

  /** Removes an attribute. */
  public EntityUpdate<T, K> remove(AttributeRef<?> attribute) {
    return apply(attribute.remove());
  }

  /**
   * Adds any typed action: {@code OrderSchema.TOTAL.increment(x)}, {@code TAGS.append(list)},
   * {@code LABELS.add(set)}, {@code NOTE.setIfNotExists(text)}...
   *
   * @throws IllegalArgumentException for an action on a key attribute, on an attribute the library
   *     maintains, or on an attribute that feeds an index key (use the generated setter, which also
   *     rewrites the index key)
   */
  public EntityUpdate<T, K> apply(UpdateAction action) {
    UpdateItemOperation.checkUserAction(context, schema, key, action);
    spec = spec.withActions(List.of(action));
    return this;
  }

  /**
   * Adds an action on an attribute that feeds an index key, together with the actions that rewrite
   * that index key; for generated index-aware setters, which compute them.
   */
  protected final EntityUpdate<T, K> applyWithIndexKeys(
      UpdateAction action, UpdateAction... indexKeyActions) {
    spec = spec.withActions(List.of(action)).withActions(List.of(indexKeyActions));
    return this;
  }

  /** Whether this update creates the item when absent; for generated subclasses. */
  protected final boolean isUpsert() {
    return spec.upsert();
  }

  /** The table's partition key attribute; for generated subclasses' existence conditions. */
  protected final String partitionKeyAttribute() {
    return context.layout().partitionKey();
  }

  /** The key being updated; for generated subclasses. */
  protected final K key() {
    return key;
  }

  /** Only update if {@code condition} holds (combined with AND when called again). */
  public EntityUpdate<T, K> condition(Condition extra) {
    spec = spec.withCondition(extra);
    return this;
  }

  /** Only update if the stored {@code @Version} is {@code version}. */
  public EntityUpdate<T, K> expectVersion(long version) {
    UpdateItemOperation.checkVersioned(schema);
    spec = spec.withExpectedVersion(version);
    return this;
  }

  /**
   * What to return; {@link ReturnValues#ALL_NEW} by default.
   *
   * @throws IllegalStateException inside a transaction, which returns no attributes
   */
  public EntityUpdate<T, K> returning(ReturnValues values) {
    requireOwnRequest("returning(...)");
    this.returnValues = values;
    return this;
  }

  /**
   * Sends the update.
   *
   * @return the returned attributes read as the entity; empty for {@link ReturnValues#NONE} or when
   *     there was no old item
   * @throws ItemNotFoundException for {@code update(key)} when no item has the key
   * @throws OptimisticLockException when the expected version is not the stored one
   * @throws ConditionFailedException when the condition does not hold, carrying the current item
   * @throws IllegalStateException inside a transaction, whose {@code execute()} sends it
   */
  public Optional<T> execute() {
    requireOwnRequest("execute()");
    return context
        .caller()
        .run(
            new UpdateItemOperation<>(context, schema, key, spec, returnValues, context.now())
                .step());
  }

  /** What this update asks for, as sent. */
  UpdateSpec spec() {
    return spec;
  }

  private void requireOwnRequest(String method) {
    if (inTransaction) {
      throw new IllegalStateException(
          method
              + " is not available on the update of "
              + schema.entityType()
              + " inside a transaction: the transaction's execute() sends it with the other"
              + " actions");
    }
  }
}
