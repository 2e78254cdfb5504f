package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.UpdateSpec;

/**
 * The update action of a transaction, described in a lambda: the typed actions, a condition and an
 * expected version, exactly as for {@link EntityUpdate} (to which it hands every call). The library
 * adds what it maintains: {@code ADD 1} to the {@code @Version}, {@code @UpdatedAt} set,
 * {@code @CreatedAt} set if absent, and the entity type and key components.
 *
 * <pre>{@code
 * db.transaction()
 *     .update(new InventoryKey("sku-1"), u -> u
 *         .apply(InventorySchema.AVAILABLE.decrement(2))
 *         .condition(InventorySchema.AVAILABLE.ge(2)))
 *     ...
 * }</pre>
 */
public class TransactionUpdate {

  private final EntityUpdate<?, ?> update;

  TransactionUpdate(EntityUpdate<?, ?> update) {
    this.update = update;
  }

  /**
   * A fresh update with the settings of {@code base}; for the generated subclasses that add
   * index-aware setters ({@code OrderRepository.OrderTransactionUpdate}).
   */
  protected TransactionUpdate(TransactionUpdate base) {
    this(copy(base.update));
  }

  private static <T, K> EntityUpdate<T, K> copy(EntityUpdate<T, K> update) {
    return new EntityUpdate<>(update);
  }

  /** Sets an attribute to a value ({@code null} is refused: use {@link #remove(AttributeRef)}). */
  public <V> TransactionUpdate set(AttributeRef<V> attribute, V value) {
    return apply(attribute.set(value));
  }

  /** Removes an attribute. */
  public TransactionUpdate remove(AttributeRef<?> attribute) {
    return apply(attribute.remove());
  }

  /**
   * Adds any typed action: {@code InventorySchema.AVAILABLE.decrement(2)}, {@code TAGS.add(set)}...
   *
   * @throws IllegalArgumentException for an action on a key attribute, on an attribute the library
   *     maintains, or on an attribute that feeds an index key (use the generated setter, which also
   *     rewrites the index key)
   */
  public TransactionUpdate apply(UpdateAction action) {
    update.apply(action);
    return this;
  }

  /**
   * Adds an action on an attribute that feeds an index key, with the actions that rewrite that
   * index key; for generated index-aware setters, which compute them.
   */
  protected final void applyWithIndexKeys(UpdateAction action, UpdateAction... indexKeyActions) {
    update.applyWithIndexKeys(action, indexKeyActions);
  }

  /** Whether this update creates the item when absent; for generated subclasses. */
  protected final boolean isUpsert() {
    return update.isUpsert();
  }

  /** The table's partition key attribute; for generated subclasses' existence conditions. */
  protected final String partitionKeyAttribute() {
    return update.partitionKeyAttribute();
  }

  /** Only update if {@code condition} holds (combined with AND when called again). */
  public TransactionUpdate condition(Condition extra) {
    update.condition(extra);
    return this;
  }

  /** Only update if the stored {@code @Version} is {@code version}. */
  public TransactionUpdate expectVersion(long version) {
    update.expectVersion(version);
    return this;
  }

  UpdateSpec spec() {
    return update.spec();
  }
}
