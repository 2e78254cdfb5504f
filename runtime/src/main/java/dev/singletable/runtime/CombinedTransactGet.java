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
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One TransactGetItems made of the keys of several transactional reads, typically of different
 * tables ({@code ShopTransactGet}, {@code AuthTransactGet}): one strongly consistent snapshot of
 * every item. Obtain it from {@link Transactions#together(TransactGet, TransactGet...)}; {@link
 * #execute()} answers each part with its own typed items ({@code ShopItems}, {@code AuthItems}).
 *
 * <p>Combining checks the whole read: at most 100 distinct items, an item being a table and a key
 * ({@link TransactionLimitException}; a key asked for twice in one table is read once), and one SDK
 * client for every part, as for {@link CombinedTransaction}. The parts then take no new keys. The
 * read runs through the first part's table (retry policy, request listener).
 *
 * @param <R> what {@link #execute()} returns: {@link CombinedItems} when the parts come from {@code
 *     ShopDb}s, a future of them when they come from {@code ShopAsyncDb}s
 */
public final class CombinedTransactGet<R> {

  private final List<TransactGet<?, ?, ?, R, ?>> parts;
  private final List<KeyReads> keys;
  private final TableContext context;
  private final Face<CombinedItems, R> face;
  private final int items;

  CombinedTransactGet(List<TransactGet<?, ?, ?, R, ?>> parts) {
    TableContext first = parts.get(0).context();
    List<KeyReads> reads = new ArrayList<>();
    for (TransactGet<?, ?, ?, R, ?> part : parts) {
      reads.add(part.keys());
    }
    int count = TransactGetOperation.itemCount(reads);
    if (count > Limits.TRANSACTION_ITEMS) {
      throw new TransactionLimitException(
          null,
          null,
          "TransactGetItems refused before sending: the parts "
              + parts
              + " read "
              + count
              + " distinct items, over DynamoDB's limit of "
              + Limits.TRANSACTION_ITEMS
              + "; split the read or use a batch get",
          count,
          Limits.TRANSACTION_ITEMS);
    }
    parts.forEach(TransactGet::combine);
    this.parts = List.copyOf(parts);
    this.keys = List.copyOf(reads);
    this.context = first;
    this.face = parts.get(0).combinedFace();
    this.items = count;
  }

  /** How many distinct items will be read, in all tables. */
  public int size() {
    return items;
  }

  /**
   * Reads every key of every part together, retrying conflicts with running transactions; on the
   * asynchronous face a future that fails with the same exceptions.
   *
   * @throws TransactionCancelledException when DynamoDB cancelled the read; each reason names its
   *     table
   */
  public R execute() {
    return context.run(face, this::step);
  }

  private Step<CombinedItems> step() {
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new TransactGetOperation(backoff, keys).steps().map(this::answer);
  }

  private CombinedItems answer(List<ItemsByKey> read) {
    Map<TransactGet<?, ?, ?, ?, ?>, Object> byPart = new IdentityHashMap<>();
    for (int i = 0; i < parts.size(); i++) {
      byPart.put(parts.get(i), parts.get(i).items(read.get(i)));
    }
    return new CombinedItems(byPart);
  }

  /** What a read across tables found: each part's typed items. */
  public static final class CombinedItems {

    private final Map<TransactGet<?, ?, ?, ?, ?>, Object> byPart;

    private CombinedItems(Map<TransactGet<?, ?, ?, ?, ?>, Object> byPart) {
      this.byPart = byPart;
    }

    /**
     * The items {@code part} asked for, typed by its table: {@code result.of(shopRead)} is a {@code
     * ShopItems}.
     *
     * @throws IllegalArgumentException when {@code part} was not part of this read
     */
    @SuppressWarnings("unchecked") // made by the part's own items(ItemsByKey)
    public <I> I of(TransactGet<?, I, ?, ?, ?> part) {
      Object items = byPart.get(Objects.requireNonNull(part, "part"));
      if (items == null) {
        throw new IllegalArgumentException(part + " was not part of this read");
      }
      return (I) items;
    }
  }
}
