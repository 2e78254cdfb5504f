package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemTooLargeException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.internal.UpdateStart;
import dev.singletable.runtime.internal.ViewSchema;
import dev.singletable.runtime.internal.call.Step;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads and writes one entity type on the blocking face ({@code ShopDb}). Each generated {@code
 * XxxRepository} extends it with {@code update(key)} and {@code upsert(key)}, which return the
 * entity's generated update, and one query method per key pattern. Conditions are the entity's own
 * ({@code Condition<? super T>}). {@link AsyncEntityRepository} is its twin on the asynchronous
 * face.
 *
 * @param <T> the entity type
 * @param <K> its generated key record
 * @param <U> its generated update on this face ({@code OrderUpdate<Optional<Order>>})
 */
public abstract class EntityRepository<T, K, U> extends Repository<T, K, Optional<T>, U> {

  /**
   * The repository of {@code schema}'s entity in {@code table}, whose updates {@code updates} makes
   * ({@code OrderUpdate::new}); for generated subclasses.
   */
  protected EntityRepository(
      TableHandle table,
      EntitySchema<T, K> schema,
      Function<UpdateStart<T, K, Optional<T>>, U> updates) {
    super(table, schema, Face.blocking(), updates);
  }

  /** The item with this key, read eventually consistently; empty if absent or expired. */
  public Optional<T> get(K key) {
    return run(getStep(key, false));
  }

  /** The item with this key, read strongly consistently (twice the read capacity). */
  public Optional<T> getConsistent(K key) {
    return run(getStep(key, true));
  }

  /**
   * Writes the entity, replacing any item with its key. With {@code @Version}, the write succeeds
   * only if the stored version is the entity's (or, for version 0, if no item exists), and stores
   * the next version. Returns the entity as stored (version and timestamps set).
   *
   * @throws OptimisticLockException when the stored version differs
   * @throws ItemTooLargeException when the item exceeds 400 KB (nothing is sent)
   */
  public T put(T entity) {
    return run(putStep(entity, null, false));
  }

  /**
   * Writes the entity only if {@code condition} holds for the stored item (and its version matches,
   * with {@code @Version}).
   *
   * @throws ConditionFailedException when the condition does not hold, carrying the current item
   */
  public T put(T entity, Condition<? super T> condition) {
    return run(putStep(entity, condition, false));
  }

  /**
   * Writes the entity only if no item has its key.
   *
   * @throws ItemAlreadyExistsException when one does, carrying it
   */
  public T create(T entity) {
    return run(putStep(entity, null, true));
  }

  /** Deletes the item with this key, if any. */
  public void delete(K key) {
    run(deleteStep(key, null, false));
  }

  /**
   * Deletes the item with this key only if {@code condition} holds.
   *
   * @throws ConditionFailedException when it does not, carrying the current item
   */
  public void delete(K key, Condition<? super T> condition) {
    run(deleteStep(key, condition, false));
  }

  /** Deletes the item with this key and returns it as it was, if there was one. */
  public Optional<T> deleteReturning(K key) {
    return run(deleteStep(key, null, true));
  }

  /**
   * Deletes the entity's item, checking its {@code @Version} when it has one.
   *
   * @throws OptimisticLockException when the stored version differs
   */
  public void deleteEntity(T entity) {
    run(deleteEntityStep(entity));
  }

  /**
   * Deletes the guard item of {@code value} of the {@code @Unique} {@code attribute} when it is an
   * orphan: in one transaction with a check that the key it names holds no item storing that value.
   * {@code value} is the stored text, as {@link
   * dev.singletable.runtime.failure.UniqueValueTakenException#value()} gives it. Returns whether
   * there was a guard to delete.
   *
   * @throws IllegalArgumentException when the attribute is not {@code @Unique}
   * @throws IllegalStateException when the item it names stores the value (no orphan; kept)
   */
  public boolean releaseUnique(String attribute, String value) {
    return run(releaseUniqueStep(attribute, value));
  }

  /**
   * The full items behind views read from an index that does not project whole items, in the views'
   * order, read with BatchGetItem (100 keys per request, unprocessed keys re-sent); the keys whose
   * item is gone (deleted between the index read and the fetch) are {@link
   * FetchedItems#missingKeys()}.
   *
   * @throws BatchIncompleteException when keys stay unprocessed after the retries
   */
  public FetchedItems<T, K> fetch(List<? extends IndexView<K>> views) {
    return run(fetchStep(views));
  }

  /**
   * Every item of this entity type, read with Scan: the expensive path, which reads the whole table
   * (every entity type) and filters by type. Prefer a query.
   */
  public EntityQuery<T> scan() {
    return new EntityQuery<>(scanSpec());
  }

  /**
   * A query of the partition (and sort keys) {@code target} names, whose key attributes the table's
   * layout gives; for generated query methods, whose builders add the sort-key choices.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  protected final EntityQuery<T> query(QueryTarget target) {
    return new EntityQuery<>(entitySpec(target));
  }

  /**
   * A query of an index that does not project whole items, read into {@code view}'s records; for
   * generated query methods of such indexes.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  protected final <V extends IndexView<K>> ViewQuery<V, T, K> viewQuery(
      QueryTarget target, ViewSchema<V, T, K> view) {
    return new ViewQuery<>(viewSpec(target, view), view);
  }

  private <R> R run(Step<R> step) {
    return context.syncCaller().run(step);
  }
}
