package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
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
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads and writes one entity type on the asynchronous face ({@code ShopAsyncDb}): the operations
 * of {@link EntityRepository}, the very same requests, retries and typed failures, each returning a
 * {@link CompletableFuture} that holds no thread while DynamoDB answers. A failed future holds the
 * typed exception itself ({@link ConditionFailedException}, {@link OptimisticLockException}...), a
 * refusal before sending included; results are shaped inside the operation rather than by a
 * dependent stage, which would wrap the failure in a {@code CompletionException}. Each generated
 * {@code XxxAsyncRepository} extends it with the entity's {@code update(key)}, {@code upsert(key)}
 * and query methods, whose builders end in terminals that return futures.
 *
 * @param <T> the entity type
 * @param <K> its generated key record
 * @param <U> its generated update on this face ({@code
 *     OrderUpdate<CompletableFuture<Optional<Order>>>})
 */
public abstract class AsyncEntityRepository<T, K, U>
    extends Repository<T, K, CompletableFuture<Optional<T>>, U> {

  /**
   * The repository of {@code schema}'s entity in {@code table}, whose updates {@code updates} makes
   * ({@code OrderUpdate::new}); for generated subclasses.
   */
  protected AsyncEntityRepository(
      TableHandle table,
      EntitySchema<T, K> schema,
      Function<UpdateStart<T, K, CompletableFuture<Optional<T>>>, U> updates) {
    super(table, schema, Face.async(), updates);
  }

  /** {@link EntityRepository#get}: empty if absent or expired. */
  public CompletableFuture<Optional<T>> get(K key) {
    return run(() -> getStep(key, false));
  }

  /** {@link EntityRepository#getConsistent}: read strongly consistently. */
  public CompletableFuture<Optional<T>> getConsistent(K key) {
    return run(() -> getStep(key, true));
  }

  /**
   * {@link EntityRepository#put(Object)}: the entity as stored; fails with {@link
   * OptimisticLockException} when a {@code @Version} differs, {@link ItemTooLargeException}
   * (nothing sent) over 400 KB.
   */
  public CompletableFuture<T> put(T entity) {
    return run(() -> putStep(entity, null, false));
  }

  /**
   * {@link EntityRepository#put(Object, Condition)}: fails with {@link ConditionFailedException}
   * when the condition does not hold.
   */
  public CompletableFuture<T> put(T entity, Condition<? super T> condition) {
    return run(() -> putStep(entity, condition, false));
  }

  /**
   * {@link EntityRepository#create}: fails with {@link ItemAlreadyExistsException} when an item has
   * the key.
   */
  public CompletableFuture<T> create(T entity) {
    return run(() -> putStep(entity, null, true));
  }

  /** {@link EntityRepository#delete(Object)}: deletes the item with this key, if any. */
  public CompletableFuture<Void> delete(K key) {
    return run(() -> deleteStep(key, null, false).map(old -> null));
  }

  /**
   * {@link EntityRepository#delete(Object, Condition)}: fails with {@link ConditionFailedException}
   * when the condition does not hold.
   */
  public CompletableFuture<Void> delete(K key, Condition<? super T> condition) {
    return run(() -> deleteStep(key, condition, false).map(old -> null));
  }

  /** {@link EntityRepository#deleteReturning}: the item as it was, if there was one. */
  public CompletableFuture<Optional<T>> deleteReturning(K key) {
    return run(() -> deleteStep(key, null, true));
  }

  /**
   * {@link EntityRepository#deleteEntity}: fails with {@link OptimisticLockException} when the
   * stored version differs.
   */
  public CompletableFuture<Void> deleteEntity(T entity) {
    return run(() -> deleteEntityStep(entity));
  }

  /**
   * Deletes the guard item of an orphan {@code @Unique} value, as {@link
   * EntityRepository#releaseUnique(String, String)} does; the future says whether there was one.
   */
  public CompletableFuture<Boolean> releaseUnique(String attribute, String value) {
    return run(() -> releaseUniqueStep(attribute, value));
  }

  /**
   * {@link EntityRepository#fetch}: the full items behind index views, in their order, with the
   * keys whose item is gone.
   */
  public CompletableFuture<FetchedItems<T, K>> fetch(List<? extends IndexView<K>> views) {
    return run(() -> fetchStep(views));
  }

  /**
   * Every item of this entity type, read with Scan (the whole table): end it with {@code page()},
   * {@code list()} or {@code forEachPage(...)}. Prefer a query.
   */
  public AsyncEntityQuery<T> scan() {
    return new AsyncEntityQuery<>(scanSpec());
  }

  /**
   * A query of the partition (and sort keys) {@code target} names; for generated query methods,
   * whose builders add the sort-key choices.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  protected final AsyncEntityQuery<T> query(QueryTarget target) {
    return new AsyncEntityQuery<>(entitySpec(target));
  }

  /**
   * A query of an index that does not project whole items, read into {@code view}'s records; for
   * generated query methods of such indexes.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  protected final <V extends IndexView<K>> AsyncViewQuery<V, T, K> viewQuery(
      QueryTarget target, ViewSchema<V, T, K> view) {
    return new AsyncViewQuery<>(viewSpec(target, view), view);
  }

  private <R> CompletableFuture<R> run(Supplier<Step<R>> operation) {
    return context.asyncCaller().runAsync(operation);
  }
}
