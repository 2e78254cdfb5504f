package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.runtime.internal.UpdateOperation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An UpdateItem of one entity, built from typed actions. With {@code @Version} the version is
 * incremented (and checked when {@link #expectVersion(long)} is given); {@code @UpdatedAt} is set
 * and {@code @CreatedAt} set only if absent. Every update also writes the entity type and key
 * components, so an upsert leaves a complete, queryable item.
 *
 * <pre>{@code
 * Optional<Order> updated = db.orders().update(key)
 *     .set(OrderSchema.NOTE, "leave at the door")
 *     .apply(OrderSchema.ITEM_COUNT.increment(1))
 *     .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
 *     .execute();
 * }</pre>
 *
 * @param <T> the entity type
 * @param <K> its key record
 */
public class EntityUpdate<T, K> {

  private final TableContext context;
  private final EntitySchema<T, K> schema;
  private final K key;
  private final boolean upsert;
  private final List<UpdateAction> actions = new ArrayList<>();
  private Condition condition;
  private Long expectedVersion;
  private ReturnValues returnValues = ReturnValues.ALL_NEW;

  protected EntityUpdate(TableContext context, EntitySchema<T, K> schema, K key, boolean upsert) {
    this.context = context;
    this.schema = schema;
    this.key = key;
    this.upsert = upsert;
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
    UpdateOperation.checkUserAction(context, schema, key, action);
    actions.add(action);
    return this;
  }

  /**
   * Adds an action on an attribute that feeds an index key, together with the actions that rewrite
   * that index key; for generated index-aware setters, which compute them.
   */
  protected final EntityUpdate<T, K> applyWithIndexKeys(
      UpdateAction action, UpdateAction... indexKeyActions) {
    actions.add(action);
    actions.addAll(List.of(indexKeyActions));
    return this;
  }

  /** Whether this update creates the item when absent; for generated subclasses. */
  protected final boolean isUpsert() {
    return upsert;
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
    this.condition = condition == null ? extra : condition.and(extra);
    return this;
  }

  /** Only update if the stored {@code @Version} is {@code version}. */
  public EntityUpdate<T, K> expectVersion(long version) {
    if (schema.versionAttribute() == null) {
      throw new IllegalStateException(schema.entityType() + " has no @Version attribute");
    }
    this.expectedVersion = version;
    return this;
  }

  /** What to return; {@link ReturnValues#ALL_NEW} by default. */
  public EntityUpdate<T, K> returning(ReturnValues values) {
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
   */
  public Optional<T> execute() {
    return new UpdateOperation<>(context, schema)
        .execute(key, actions, condition, expectedVersion, upsert, returnValues);
  }
}
