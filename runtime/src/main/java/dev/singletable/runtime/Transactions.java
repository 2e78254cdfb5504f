package dev.singletable.runtime;

import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * Combines the transactions of several tables of one application into one atomic request: {@code
 * Transactions.together(shop.transaction().create(order), auth.transaction().put(session))} is a
 * single TransactWriteItems, each part keeping the typed methods of its own table; the same for
 * transactional reads (one TransactGetItems, a snapshot of every table). The parts come from one
 * face: from {@code ShopDb}s the combined {@code execute()} returns the result, from {@code
 * ShopAsyncDb}s a future of it; parts of both faces do not compile together.
 */
public final class Transactions {

  private Transactions() {}

  /**
   * One TransactWriteItems of the actions of {@code first} and {@code more}, in that order; see
   * {@link CombinedTransaction} for what is checked before sending.
   *
   * @throws TransactionLimitException when the parts have more than 100 actions or 4 MB in all
   * @throws DuplicateItemException when two parts have an action on one item of one table
   * @throws IllegalArgumentException when a part is given twice or the tables' clients differ
   * @throws IllegalStateException when a part was executed or combined already
   */
  @SafeVarargs
  public static <R> CombinedTransaction<R> together(
      Transaction<?, R, ?> first, Transaction<?, R, ?>... more) {
    return new CombinedTransaction<>(parts("a transaction", Transaction::context, first, more));
  }

  /**
   * One TransactGetItems of the keys of {@code first} and {@code more}: one snapshot of every item,
   * answered per part; see {@link CombinedTransactGet}.
   *
   * @throws TransactionLimitException when the parts read more than 100 distinct items in all
   * @throws IllegalArgumentException when a part is given twice or the tables' clients differ
   */
  @SafeVarargs
  public static <R> CombinedTransactGet<R> together(
      TransactGet<?, ?, ?, R, ?> first, TransactGet<?, ?, ?, R, ?>... more) {
    return new CombinedTransactGet<>(
        parts("a transactional read", TransactGet::context, first, more));
  }

  /**
   * {@code first} and {@code more}, in order, refused when a part is given twice or was opened with
   * another client than the first: {@code what} runs on one client, in one account and region.
   */
  @SafeVarargs
  private static <P> List<P> parts(
      String what, Function<P, TableContext> context, P first, P... more) {
    List<P> parts = new ArrayList<>();
    parts.add(Objects.requireNonNull(first, "first"));
    for (P part : more) {
      parts.add(Objects.requireNonNull(part, "part"));
    }
    Set<P> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (P part : parts) {
      if (!seen.add(part)) {
        throw new IllegalArgumentException(part + " is given twice; give each part once");
      }
      if (!context.apply(part).sameClient(context.apply(first))) {
        throw new IllegalArgumentException(
            what
                + " runs on one client, in one account and region: "
                + part
                + " was opened with another "
                + context.apply(part).clientKind()
                + " than "
                + first
                + "; open every table with the same client object");
      }
    }
    return parts;
  }
}
