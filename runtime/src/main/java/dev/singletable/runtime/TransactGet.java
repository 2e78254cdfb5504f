package dev.singletable.runtime;

import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.KeyReads;
import dev.singletable.runtime.internal.op.Limits;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.TransactGetOperation;
import java.util.Objects;

/**
 * A TransactGetItems: up to 100 items of any entity types of the table, read together and strongly
 * consistently (a snapshot: no transaction is half-visible). Each generated {@code ShopTransactGet}
 * extends it with {@code add(OrderKey)} per entity; {@link #execute()} returns the items by typed
 * key ({@code ShopItems}) on the blocking face, a future of them on the asynchronous face. A key
 * added twice is read once; the 101st distinct key is refused ({@link TransactionLimitException}).
 * Conflicts with concurrent transactions are retried with backoff; other cancellations throw {@link
 * TransactionCancelledException}. {@link Transactions#together(TransactGet, TransactGet...)} reads
 * the keys of several tables in one snapshot.
 *
 * @param <B> the generated subclass
 * @param <I> the generated typed items of the table ({@code ShopItems})
 * @param <R> what {@link #execute()} returns: {@code I}, or a future of it
 * @param <C> what a read across tables made with this one returns: {@link
 *     CombinedTransactGet.CombinedItems}, or a future of them
 * @param <S> the {@code @Table} interface, whose entities' keys {@link #add(TableKey)} takes
 */
public abstract class TransactGet<B extends TransactGet<B, I, R, C, S>, I, R, C, S> {

  /** DynamoDB's limit on items per TransactGetItems. */
  public static final int MAX_ITEMS = Limits.TRANSACTION_ITEMS;

  private final TableContext context;
  private final Face<I, R> face;
  private final Face<CombinedTransactGet.CombinedItems, C> combinedFace;
  private final KeyReads keys;
  private boolean combined;

  /**
   * A transactional read of {@code table} whose {@code execute()} answers on {@code face}, and a
   * read across tables made with it on {@code combinedFace} (the same face); for the generated
   * subclass.
   */
  protected TransactGet(
      TableHandle table, Face<I, R> face, Face<CombinedTransactGet.CombinedItems, C> combinedFace) {
    this.context = table.context();
    this.face = Objects.requireNonNull(face, "face");
    this.combinedFace = Objects.requireNonNull(combinedFace, "combinedFace");
    this.keys = new KeyReads(context);
  }

  /** How many distinct items will be read. */
  public int size() {
    return keys.itemCount();
  }

  /** Reads the item with this key. */
  public <T> B add(TableKey<S, T> key) {
    Objects.requireNonNull(key, "key");
    return addKey(TableKeys.schemaOf(key), key);
  }

  /** Adds a key to read. For generated subclasses. */
  protected final <T, K> B addKey(EntitySchema<T, K> schema, K key) {
    Objects.requireNonNull(key, "key");
    if (combined) {
      throw new IllegalStateException(
          this
              + " is part of a read across tables (Transactions.together): add every key before"
              + " combining");
    }
    if (keys.itemCount() >= MAX_ITEMS && keys.isNewItem(schema, key)) {
      String keyText = context.describeKey(schema.keyItem(key));
      throw new TransactionLimitException(
          schema.entityType(),
          keyText,
          "TransactGetItems refused before sending: "
              + schema.entityType()
              + " "
              + keyText
              + " would be item "
              + (MAX_ITEMS + 1)
              + ", over DynamoDB's limit of "
              + MAX_ITEMS
              + "; split the read or use a batch get",
          MAX_ITEMS + 1L,
          MAX_ITEMS);
    }
    keys.add(schema, key);
    return self();
  }

  /** The typed items of the table made of what was read; for the generated subclass. */
  protected abstract I items(ItemsByKey read);

  /** The keys, for a read across tables to combine. */
  KeyReads keys() {
    return keys;
  }

  /** Marks this read as combined: from now on it takes no new keys. */
  void combine() {
    combined = true;
  }

  /** The table read. */
  TableContext context() {
    return context;
  }

  /** The face a read across tables made with this one answers on. */
  Face<CombinedTransactGet.CombinedItems, C> combinedFace() {
    return combinedFace;
  }

  /**
   * Reads every key together, retrying conflicts with running transactions: the items by typed key,
   * or on the asynchronous face a future of them that fails with the same exceptions.
   *
   * @throws TransactionCancelledException when DynamoDB cancelled the read (conflicts are retried
   *     first)
   */
  public R execute() {
    return context.run(face, () -> step().map(this::items));
  }

  private Step<ItemsByKey> step() {
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new TransactGetOperation(context, backoff, keys).step();
  }

  /** For example {@code ShopTransactGet[Shop, 3 items]}. */
  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "["
        + context.describeTable()
        + ", "
        + keys.itemCount()
        + (keys.itemCount() == 1 ? " item]" : " items]");
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }
}
