package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.Settable;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.expression.ValueRef;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.UpdateItemOperation;
import dev.singletable.runtime.internal.op.UpdateSpec;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * An update of one entity, built from typed actions: an UpdateItem sent by {@link #execute()}, or
 * an action of a {@link Transaction}, which sends it with the others. Each entity has one generated
 * subclass ({@code OrderRepository.OrderUpdate<R>}) that serves all three: {@code
 * db.orders().update(key)} hands out an {@code OrderUpdate<Optional<Order>>}, {@code
 * asyncDb.orders().update(key)} an {@code OrderUpdate<CompletableFuture<Optional<Order>>>}, and
 * {@code transaction.update(key, u -> ...)} an {@code OrderUpdate<Void>}, each with a setter for
 * each attribute that feeds a secondary-index key and, for an entity with {@code @Version}, {@code
 * expectVersion(long)}; an attribute a {@code @Derived} attribute reads has a setter too, which
 * computes that attribute again.
 *
 * <pre>{@code
 * Optional<Order> updated = db.orders().update(key)
 *     .set(OrderSchema.NOTE, "leave at the door")
 *     .apply(OrderSchema.ITEM_COUNT.increment(1))
 *     .setStatus(OrderStatus.SHIPPED, createdAt)          // also rewrites the index key
 *     .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
 *     .execute();
 * }</pre>
 *
 * <p>The generic {@link #set}, {@link #remove} and {@link #apply} take the entity's own {@link
 * Settable} references and actions only: an attribute of another entity does not compile, and
 * neither does a key component, an input of an index key (its generated setter rewrites the index
 * key too) or an attribute the library maintains. With {@code @Version} the version is incremented
 * (and checked when {@code expectVersion} is given); {@code @UpdatedAt} is set and
 * {@code @CreatedAt} set only if absent. Every update also writes the entity type and key
 * components, so an upsert leaves a complete, queryable item.
 *
 * <p>Each method adds to an immutable update specification that this builder holds; the repository
 * and the transaction send that same specification.
 *
 * @param <T> the entity type
 * @param <K> its key record
 * @param <U> the generated subclass, returned by every adding method
 * @param <R> what {@link #execute()} returns: {@code Optional<T>}, a future of it, or {@code Void}
 *     inside a transaction (which sends the update itself)
 */
public abstract class EntityUpdate<T, K, U extends EntityUpdate<T, K, U, R>, R> {

  private final UpdateStart<T, K, R> start;
  private UpdateSpec spec;
  private ReturnValue returnValues = ReturnValue.ALL_NEW;

  /** An update from {@code start}; for the generated subclass's constructor. */
  protected EntityUpdate(UpdateStart<T, K, R> start) {
    this.start = Objects.requireNonNull(start, "start");
    this.spec = UpdateSpec.of(start.upsert());
  }

  /**
   * Sets an attribute to a value ({@code null} is refused: use {@link #remove(Settable)}).
   *
   * @throws IllegalArgumentException for a value the attribute cannot store
   */
  public <V> U set(Settable<T, V> attribute, V value) {
    return apply(attribute.set(value));
  }

  /** Removes an attribute. */
  public U remove(Settable<T, ?> attribute) {
    return apply(attribute.remove());
  }

  /**
   * Adds any typed action of the entity: {@code OrderSchema.TOTAL.increment(x)}, {@code
   * TAGS.append(list)}, {@code LABELS.add(set)}, {@code NOTE.setIfNotExists(text)}...
   *
   * @throws IllegalArgumentException for an untyped action ({@link UpdateAction#set(Path,
   *     AttributeValue)}) on a key attribute, on an attribute the library maintains, or on an
   *     attribute that feeds an index key, which a typed action cannot name
   */
  public U apply(UpdateAction<? super T> action) {
    UpdateItemOperation.checkUserAction(
        start.table().context(), start.schema(), start.key(), action);
    spec = spec.withActions(List.of(action));
    return self();
  }

  /** Only update if {@code condition} holds (combined with AND when called again). */
  public U condition(Condition<? super T> condition) {
    spec = spec.withCondition(Objects.requireNonNull(condition, "condition"));
    return self();
  }

  /**
   * What to return, as the SDK's {@code ReturnValue}: nothing, the item before or after the update,
   * or only the attributes it changed (read as an entity whose other attributes are null, zero or
   * false); {@link ReturnValue#ALL_NEW} by default.
   *
   * @throws IllegalStateException inside a transaction, which returns no attributes
   * @throws IllegalArgumentException for {@link ReturnValue#UNKNOWN_TO_SDK_VERSION}
   */
  public U returning(ReturnValue values) {
    requireOwnRequest("returning(...)");
    Objects.requireNonNull(values, "values");
    if (values == ReturnValue.UNKNOWN_TO_SDK_VERSION) {
      throw new IllegalArgumentException(
          "returning(...) takes NONE, ALL_OLD, UPDATED_OLD, ALL_NEW or UPDATED_NEW, not "
              + values.name());
    }
    this.returnValues = values;
    return self();
  }

  /**
   * Sends the update: on the blocking face it returns the result, on the asynchronous face a future
   * of it that fails with the exceptions below (a refusal before sending included).
   *
   * @return the returned attributes read as the entity; empty for {@link ReturnValue#NONE} or when
   *     there was no old item
   * @throws ItemNotFoundException for {@code update(key)} when no item has the key
   * @throws OptimisticLockException when the expected version is not the stored one
   * @throws ConditionFailedException when the condition does not hold, carrying the current item
   * @throws IllegalStateException inside a transaction, whose {@code execute()} sends it
   */
  public R execute() {
    requireOwnRequest("execute()");
    return start.table().context().run(start.face(), this::step);
  }

  private Step<Optional<T>> step() {
    TableContext context = start.table().context();
    return new UpdateItemOperation<>(
            context, start.schema(), start.key(), spec, returnValues, context.now())
        .step();
  }

  /**
   * Only update if the stored {@code @Version} is {@code version}; for the generated {@code
   * expectVersion(long)} of a versioned entity.
   */
  protected final U withExpectedVersion(long version) {
    UpdateItemOperation.checkVersioned(start.schema());
    spec = spec.withExpectedVersion(version);
    return self();
  }

  /**
   * Sets an attribute that feeds secondary-index keys, together with the actions that rewrite those
   * keys ({@link #indexKey}); for generated index-aware setters, which compute them.
   */
  protected final <V> U setIndexInput(
      AttributeRef<T, V> attribute, V value, UpdateAction<?>... indexKeys) {
    return withIndexKeys(UpdateAction.set(attribute.path(), attribute.encode(value)), indexKeys);
  }

  /**
   * Removes an attribute that feeds secondary-index keys, together with those keys ({@link
   * #noIndexKey}), so the item leaves the (sparse) indexes; for generated removers.
   */
  protected final U removeIndexInput(AttributeRef<T, ?> attribute, UpdateAction<?>... indexKeys) {
    return withIndexKeys(UpdateAction.remove(attribute.path()), indexKeys);
  }

  /**
   * Sets an attribute that {@code @Derived} attributes read, or removes it when {@code value} is
   * {@code null}, together with the actions writing those attributes ({@link #computed}) and the
   * index keys they feed; for generated setters, which compute them.
   */
  protected final <V> U setDerivedInput(
      AttributeRef<T, V> attribute, V value, UpdateAction<?>... actions) {
    return withIndexKeys(computed(attribute, value), actions);
  }

  /**
   * Sets {@code attribute} to {@code value}, or removes it when {@code value} is {@code null}; for
   * generated setters writing a {@code @Derived} attribute they computed.
   */
  protected static <V> UpdateAction<?> computed(AttributeRef<?, V> attribute, V value) {
    return value == null
        ? UpdateAction.remove(attribute.path())
        : UpdateAction.set(attribute.path(), attribute.encode(value));
  }

  /**
   * Requires that the stored {@code attribute} is {@code value}, because an index key the update
   * rewrites holds it too; an upsert that creates the item stores it. For generated setters.
   */
  protected final <V> U requireStored(AttributeRef<T, V> attribute, V value) {
    AttributeValue encoded = attribute.encode(value);
    Condition<Object> stored = Condition.equalTo(attribute.path(), encoded);
    if (!spec.upsert()) {
      return condition(stored);
    }
    condition(
        Condition.attributeNotExists(start.table().context().layout().partitionKey()).or(stored));
    // An upsert that creates the item must store what the index keys hold.
    ValueRef<Object, AttributeValue> raw = new ValueRef<>(attribute.path(), Function.identity());
    spec = spec.withActions(List.of(raw.setIfNotExists(encoded)));
    return self();
  }

  /** Sets index key attribute {@code key} to {@code value}; for generated setters. */
  protected static UpdateAction<?> indexKey(Keys.Attribute key, String value) {
    return UpdateAction.set(Path.attribute(key.name()), AttributeValue.fromS(value));
  }

  /** Removes index key attribute {@code key}; for generated removers. */
  protected static UpdateAction<?> noIndexKey(Keys.Attribute key) {
    return UpdateAction.remove(Path.attribute(key.name()));
  }

  /** The key being updated; for generated setters, whose index keys may hold key components. */
  protected final K key() {
    return start.key();
  }

  /** What this update asks for, as sent. */
  UpdateSpec spec() {
    return spec;
  }

  private U withIndexKeys(UpdateAction<?> action, UpdateAction<?>... indexKeys) {
    spec = spec.withActions(List.of(action)).withActions(List.of(indexKeys));
    return self();
  }

  private void requireOwnRequest(String method) {
    if (start.face() == null) {
      throw new IllegalStateException(
          method
              + " is not available on the update of "
              + start.schema().entityType()
              + " inside a transaction: the transaction's execute() sends it with the other"
              + " actions");
    }
  }

  @SuppressWarnings("unchecked") // U is the generated subclass, by the contract of the type
  private U self() {
    return (U) this;
  }
}
