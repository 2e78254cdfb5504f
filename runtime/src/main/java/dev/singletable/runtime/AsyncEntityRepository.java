package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Reads and writes one entity type through an asynchronous client: the operations of {@link
 * EntityRepository}, the very same requests, retries and typed failures, each returning a {@link
 * CompletableFuture}. A failed future holds the typed exception itself ({@link
 * ConditionFailedException}, {@link OptimisticLockException}...), which {@link Futures#join}
 * rethrows as is; results are shaped inside the operation rather than by a dependent stage, which
 * would wrap the failure in a {@code CompletionException}. Each generated {@code
 * XxxAsyncRepository} extends it with the entity's {@code update(key)}, {@code upsert(key)} and
 * query methods, whose builders end in {@code executeAsync()} and {@code pageAsync()}.
 *
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public abstract class AsyncEntityRepository<T, K> {

  private final EntityRepository<T, K> repository;
  private final TableContext context;

  /**
   * The asynchronous twin of {@code repository}, which must belong to a table opened with an
   * asynchronous client; for generated subclasses.
   */
  protected AsyncEntityRepository(EntityRepository<T, K> repository) {
    this.repository = Objects.requireNonNull(repository, "repository");
    this.context = repository.context();
  }

  /** The mapping of the entity type. */
  public EntitySchema<T, K> schema() {
    return repository.schema();
  }

  /** The physical table name. */
  public String tableName() {
    return repository.tableName();
  }

  /** {@link EntityRepository#get}: empty if absent or expired. */
  public CompletableFuture<Optional<T>> get(K key) {
    return context.caller().runAsync(() -> repository.getStep(key, false));
  }

  /**
   * {@link EntityRepository#fetch}: the full items behind index views, in their order, with the
   * keys whose item is gone.
   */
  public CompletableFuture<FetchedItems<T, K>> fetch(List<? extends IndexView<K>> views) {
    return context.caller().runAsync(() -> repository.fetchStep(views));
  }

  /** {@link EntityRepository#getConsistent}: read strongly consistently. */
  public CompletableFuture<Optional<T>> getConsistent(K key) {
    return context.caller().runAsync(() -> repository.getStep(key, true));
  }

  /**
   * {@link EntityRepository#put(Object)}: the entity as stored; fails with {@link
   * OptimisticLockException} when a {@code @Version} differs, {@link ItemTooLargeException}
   * (nothing sent) over 400 KB.
   */
  public CompletableFuture<T> put(T entity) {
    return context.caller().runAsync(() -> repository.putStep(entity, null, false));
  }

  /**
   * {@link EntityRepository#put(Object, Condition)}: fails with {@link ConditionFailedException}
   * when the condition does not hold.
   */
  public CompletableFuture<T> put(T entity, Condition<? super T> condition) {
    return context.caller().runAsync(() -> repository.putStep(entity, condition, false));
  }

  /**
   * {@link EntityRepository#create}: fails with {@link ItemAlreadyExistsException} when an item has
   * the key.
   */
  public CompletableFuture<T> create(T entity) {
    return context.caller().runAsync(() -> repository.putStep(entity, null, true));
  }

  /** {@link EntityRepository#delete(Object)}: deletes the item with this key, if any. */
  public CompletableFuture<Void> delete(K key) {
    return context
        .caller()
        .runAsync(() -> repository.deleteStep(key, null, false).map(old -> null));
  }

  /**
   * {@link EntityRepository#delete(Object, Condition)}: fails with {@link ConditionFailedException}
   * when the condition does not hold.
   */
  public CompletableFuture<Void> delete(K key, Condition<? super T> condition) {
    return context
        .caller()
        .runAsync(() -> repository.deleteStep(key, condition, false).map(old -> null));
  }

  /** {@link EntityRepository#deleteReturning}: the item as it was, if there was one. */
  public CompletableFuture<Optional<T>> deleteReturning(K key) {
    return context.caller().runAsync(() -> repository.deleteStep(key, null, true));
  }

  /**
   * {@link EntityRepository#deleteEntity}: fails with {@link OptimisticLockException} when the
   * stored version differs.
   */
  public CompletableFuture<Void> deleteEntity(T entity) {
    return context.caller().runAsync(() -> repository.deleteEntityStep(entity));
  }

  /**
   * Every item of this entity type, read with Scan (the whole table): end it with {@code
   * pageAsync()}, {@code listAsync()} or {@code forEachPageAsync(...)}. Prefer a query.
   */
  public EntityQuery<T> scan() {
    return repository.scan();
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + tableName() + "]";
  }
}
