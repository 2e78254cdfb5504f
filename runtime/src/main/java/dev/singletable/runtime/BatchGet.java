package dev.singletable.runtime;

import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.BatchGetOperation;
import dev.singletable.runtime.internal.op.KeyReads;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.Objects;

/**
 * A BatchGetItem of any number of keys of any entity types of the table. Each generated {@code
 * ShopBatchGet} extends it with {@code add(OrderKey)} and {@code addOrders(keys)} per entity;
 * {@link #execute()} returns the items by typed key ({@code ShopItems}) on the blocking face, a
 * future of them on the asynchronous face.
 *
 * <p>Keys added twice are read once. The keys are sent 100 per request (DynamoDB's limit; a
 * response over 16 MB comes back partly as unprocessed keys); unprocessed keys are re-sent with
 * exponential backoff and full jitter, within {@link DbOptions#retryPolicy()}. When the attempts
 * run out, {@link BatchIncompleteException} lists the keys not read (and carries what was read).
 * Reads are eventually consistent unless {@link #consistentRead()} is asked for; unlike a
 * transactional get, the items are not read as one snapshot.
 *
 * @param <B> the generated subclass
 * @param <I> the generated typed items of the table ({@code ShopItems})
 * @param <R> what {@link #execute()} returns: {@code I}, or a future of it
 * @param <S> the {@code @Table} interface, whose entities' keys {@link #add(TableKey)} takes
 */
public abstract class BatchGet<B extends BatchGet<B, I, R, S>, I, R, S> {

  private final TableContext context;
  private final Face<I, R> face;
  private final KeyReads keys;
  private boolean consistent;

  /**
   * A batch read of {@code table} whose {@code execute()} answers on {@code face}; for the
   * generated subclass.
   */
  protected BatchGet(TableHandle table, Face<I, R> face) {
    this.context = table.context();
    this.face = Objects.requireNonNull(face, "face");
    this.keys = new KeyReads(context);
  }

  /** Reads strongly consistently (twice the read capacity). */
  public B consistentRead() {
    this.consistent = true;
    return self();
  }

  /** How many distinct items will be read. */
  public int size() {
    return keys.itemCount();
  }

  /** Reads the item with this key (a key added again is read once). */
  public <T> B add(TableKey<S, T> key) {
    Objects.requireNonNull(key, "key");
    return addKey(TableKeys.schemaOf(key), key);
  }

  /**
   * Reads the items with these keys, of any entities of the table (a key added again is read once):
   * {@code batchGet.addAll(orderKeys)}.
   */
  public B addAll(Iterable<? extends TableKey<S, ?>> keys) {
    for (TableKey<S, ?> key : Objects.requireNonNull(keys, "keys")) {
      add(key);
    }
    return self();
  }

  /** Adds a key to read (again: read once). For generated subclasses. */
  protected final <T, K> B addKey(EntitySchema<T, K> schema, K key) {
    keys.add(schema, Objects.requireNonNull(key, "key"));
    return self();
  }

  /** The typed items of the table made of what was read; for the generated subclass. */
  protected abstract I items(ItemsByKey read);

  /**
   * Reads every key, re-sending unprocessed keys with backoff: the items by typed key, or on the
   * asynchronous face a future of them that fails with the same exceptions.
   *
   * @throws BatchIncompleteException listing the keys not read when the retries ran out
   */
  public R execute() {
    return context.run(face, () -> step().map(this::items));
  }

  private Step<ItemsByKey> step() {
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new BatchGetOperation(context, backoff, keys, consistent).step();
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }
}
