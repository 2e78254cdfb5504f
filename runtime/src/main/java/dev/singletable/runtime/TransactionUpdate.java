package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.UpdateAction;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The update action of a transaction, described in a lambda: the typed actions, a condition and an
 * expected version, exactly as for {@link EntityUpdate}. The library adds what it maintains: {@code
 * ADD 1} to the {@code @Version}, {@code @UpdatedAt} set, {@code @CreatedAt} set if absent, and the
 * entity type and key components.
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

  private final String entityType;
  private final boolean versioned;
  private final boolean upsert;
  private final String partitionKeyAttribute;
  private final Consumer<UpdateAction> check;
  private final List<UpdateAction> actions = new ArrayList<>();
  private Condition condition;
  private Long expectedVersion;

  TransactionUpdate(
      String entityType,
      boolean versioned,
      boolean upsert,
      String partitionKeyAttribute,
      Consumer<UpdateAction> check) {
    this.entityType = entityType;
    this.versioned = versioned;
    this.upsert = upsert;
    this.partitionKeyAttribute = partitionKeyAttribute;
    this.check = check;
  }

  /**
   * A fresh update with the settings of {@code base}; for the generated subclasses that add
   * index-aware setters ({@code OrderRepository.OrderTransactionUpdate}).
   */
  protected TransactionUpdate(TransactionUpdate base) {
    this(base.entityType, base.versioned, base.upsert, base.partitionKeyAttribute, base.check);
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
   *     maintains, or on an attribute that feeds an index key (replace the whole entity with {@code
   *     put} in the transaction instead, which rewrites its index keys)
   */
  public TransactionUpdate apply(UpdateAction action) {
    check.accept(action);
    actions.add(action);
    return this;
  }

  /**
   * Adds an action on an attribute that feeds an index key, with the actions that rewrite that
   * index key; for generated index-aware setters, which compute them.
   */
  protected final void applyWithIndexKeys(UpdateAction action, UpdateAction... indexKeyActions) {
    actions.add(action);
    actions.addAll(List.of(indexKeyActions));
  }

  /** Whether this update creates the item when absent; for generated subclasses. */
  protected final boolean isUpsert() {
    return upsert;
  }

  /** The table's partition key attribute; for generated subclasses' existence conditions. */
  protected final String partitionKeyAttribute() {
    return partitionKeyAttribute;
  }

  /** Only update if {@code condition} holds (combined with AND when called again). */
  public TransactionUpdate condition(Condition extra) {
    this.condition = condition == null ? extra : condition.and(extra);
    return this;
  }

  /** Only update if the stored {@code @Version} is {@code version}. */
  public TransactionUpdate expectVersion(long version) {
    if (!versioned) {
      throw new IllegalStateException(entityType + " has no @Version attribute");
    }
    this.expectedVersion = version;
    return this;
  }

  List<UpdateAction> actions() {
    return List.copyOf(actions);
  }

  Condition condition() {
    return condition;
  }

  Long expectedVersion() {
    return expectedVersion;
  }
}
