package dev.singletable.runtime;

import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.BatchGetOperation;
import dev.singletable.runtime.internal.op.KeyReads;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A BatchGetItem of any number of keys of any entity types of the table. Each generated {@code
 * ShopBatchGet} extends it with {@code add(OrderKey)} and {@code addOrders(keys)} per entity and an
 * {@code execute()} that returns the items by typed key.
 *
 * <p>Keys added twice are read once. The keys are sent 100 per request (DynamoDB's limit; a
 * response over 16 MB comes back partly as unprocessed keys); unprocessed keys are re-sent with
 * exponential backoff and full jitter, within {@link DbOptions#retryPolicy()}. When the attempts
 * run out, {@link BatchIncompleteException} lists the keys not read (and carries what was read).
 * Reads are eventually consistent unless {@link #consistentRead()} is asked for; unlike a
 * transactional get, the items are not read as one snapshot.
 *
 * @param <B> the generated subclass
 */
public abstract class BatchGet<B extends BatchGet<B>> {

  private final TableContext context;
  private final KeyReads keys;
  private boolean consistent;

  /** A batch read of {@code table}; for the generated subclass. */
  protected BatchGet(TableHandle table) {
    this.context = table.context();
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

  /** Adds a key to read (again: read once). For generated subclasses. */
  protected final <T, K> B addKey(EntitySchema<T, K> schema, K key) {
    keys.add(schema, Objects.requireNonNull(key, "key"));
    return self();
  }

  /** Sends the reads; for the generated {@code execute()}. */
  protected final ItemsByKey read() {
    return context.caller().run(step());
  }

  /**
   * Sends the reads without holding the calling thread, the future holding what {@code as} makes of
   * the items (inside the operation, so that a failure stays the typed exception); for the
   * generated {@code executeAsync()}.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  protected final <R> CompletableFuture<R> readAsync(Function<? super ItemsByKey, R> as) {
    return context.caller().runAsync(() -> step().map(as));
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
