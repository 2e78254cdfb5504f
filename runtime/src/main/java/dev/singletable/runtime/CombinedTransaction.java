package dev.singletable.runtime;

import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.IdempotencyMismatchException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.Limits;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.TransactWriteOperation;
import dev.singletable.runtime.internal.op.TransactionAction;
import dev.singletable.runtime.internal.op.TransactionActions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One TransactWriteItems made of the actions of several transactions, typically on different tables
 * ({@code ShopTransaction}, {@code AuthTransaction}): applied all together or not at all. Obtain it
 * from {@link Transactions#together(Transaction, Transaction...)}, after adding every action to the
 * parts with their typed methods.
 *
 * <p>Combining checks the whole request before anything is sent: at most 100 actions and 4 MB in
 * all ({@link TransactionLimitException}), no two actions on one item, an item being a table and a
 * key ({@link DuplicateItemException}), and one SDK client for every part (a transaction runs in
 * one account and region: the tables must have been opened with the very same {@code
 * DynamoDbClient}, or the same {@code DynamoDbAsyncClient}, object; otherwise {@link
 * IllegalArgumentException}). From then on the parts refuse new actions and their own execute.
 *
 * <p>It sends one idempotency token: the one set with {@link #idempotencyToken(String)}, else the
 * one a part was given (so a command's token set on its transaction keeps it idempotent when the
 * transaction is combined; parts given different tokens are refused with {@link
 * IllegalArgumentException}), else a random one. It runs through the first part's table: its retry
 * policy and request listener serve the combined request, which that listener hears as one
 * operation. Retries, re-execution after an ambiguous failure and cancellations behave as for a
 * {@link Transaction}: the reasons are numbered in the order of the combined request (the first
 * part's actions, then the second's...) and name their table.
 *
 * @param <R> what {@link #execute()} returns: {@link TransactionResult} when the parts come from
 *     {@code ShopDb}s, a future of it when they come from {@code ShopAsyncDb}s
 */
public final class CombinedTransaction<R> {

  private final List<Transaction<?, R, ?>> parts;
  private final TableContext context;
  private final Face<TransactionResult, R> face;
  private final TransactionActions actions;
  private final Map<Transaction<?, ?, ?>, Integer> counts;
  private String token = UUID.randomUUID().toString();
  private boolean sent;

  CombinedTransaction(List<Transaction<?, R, ?>> parts) {
    TableContext first = parts.get(0).context();
    String chosen = chosenToken(parts);
    TransactionActions all = TransactionActions.empty();
    Map<Transaction<?, ?, ?>, Integer> sizes = new LinkedHashMap<>();
    for (Transaction<?, R, ?> part : parts) {
      for (TransactionAction action : part.actionsToCombine()) {
        all = all.plus(action.at(all.size()));
      }
      sizes.put(part, part.size());
    }
    for (Transaction<?, R, ?> part : parts) {
      part.joinGroup(this);
    }
    this.parts = List.copyOf(parts);
    this.context = first;
    this.face = parts.get(0).face();
    this.actions = all;
    this.counts = sizes;
    if (chosen != null) {
      this.token = chosen;
    }
  }

  /**
   * The token the parts were given, or null when none was: sending a random one instead would let a
   * retried command apply twice. Different tokens are refused, since one of them would be lost.
   */
  private static String chosenToken(List<? extends Transaction<?, ?, ?>> parts) {
    Transaction<?, ?, ?> chooser = null;
    for (Transaction<?, ?, ?> part : parts) {
      String token = part.chosenToken();
      if (token == null) {
        continue;
      }
      if (chooser == null) {
        chooser = part;
      } else if (!token.equals(chooser.chosenToken())) {
        throw new IllegalArgumentException(
            "the parts were given different idempotency tokens: \""
                + chooser.chosenToken()
                + "\" ("
                + chooser
                + ") and \""
                + token
                + "\" ("
                + part
                + "); a transaction across tables sends one: give it with idempotencyToken(...)"
                + " on the result of Transactions.together(...)");
      }
    }
    return chooser == null ? null : chooser.chosenToken();
  }

  /**
   * Sets the ClientRequestToken (1 to 36 characters) of the combined request, for example an id
   * derived from the command being handled; by default the token a part was given, else a random
   * UUID.
   */
  public CombinedTransaction<R> idempotencyToken(String token) {
    Limits.requireToken(token);
    if (sent) {
      throw new IllegalStateException(
          "this transaction across tables was already executed (token "
              + this.token
              + "); execute() again resends it unchanged, combine new transactions to change it");
    }
    this.token = token;
    return this;
  }

  /** The ClientRequestToken the combined request sends. */
  public String idempotencyToken() {
    return token;
  }

  /** How many actions the parts have in all. */
  public int size() {
    return actions.size();
  }

  /** The transactions combined, in the order given. */
  public List<Transaction<?, R, ?>> parts() {
    return parts;
  }

  /**
   * Sends the combined transaction, retrying transient cancellations with backoff and the same
   * token; without actions it sends nothing. On the asynchronous face the future fails with the
   * exceptions below. Calling it again sends the same request with the same token (DynamoDB replays
   * a success for 10 minutes).
   *
   * @return the token, the attempts it took, the entities the puts stored (by key, and per part
   *     with {@link TransactionResult#of(Transaction)})
   * @throws TransactionCancelledException when DynamoDB cancelled it: nothing was applied in any
   *     table; one reason per action, each naming its table, with the current item typed by that
   *     table's schema when a condition failed
   * @throws IdempotencyMismatchException when the token was used for another transaction
   * @throws RequestFailedException when DynamoDB refused or failed the request for another reason
   */
  public R execute() {
    return context.run(face, this::step);
  }

  private Step<TransactionResult> step() {
    sent = true;
    if (actions.isEmpty()) {
      return Step.done(new TransactionResult(token, 0, 0, List.of(), counts));
    }
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new TransactWriteOperation(
            backoff, TransactWriteOperation.request(actions.list(), token), actions.list())
        .step()
        .map(attempts -> new TransactionResult(token, attempts, actions.size(), written(), counts));
  }

  private List<TransactionResult.Written> written() {
    List<TransactionResult.Written> written = new ArrayList<>();
    for (Transaction<?, R, ?> part : parts) {
      written.addAll(part.written());
    }
    return written;
  }

  @Override
  public String toString() {
    return "CombinedTransaction" + parts + "[token=" + token + "]";
  }
}
