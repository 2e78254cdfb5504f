package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.IdempotencyMismatchException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * TransactWriteItems of prepared actions, retried with the same ClientRequestToken (within the
 * {@link dev.singletable.runtime.RetryPolicy}) while it fails transiently: the token makes each
 * retry safe, DynamoDB applies the transaction at most once. A cancellation is read into one typed
 * reason per action.
 */
public final class TransactWriteOperation {

  static final String WRITE = ApiCall.TRANSACT_WRITE_ITEMS.name();

  private final Backoff backoff;
  private final TransactWriteItemsRequest request;
  private final List<TransactionAction> actions;
  private final BiFunction<SdkException, RuntimeException, Step<Integer>> onFailure;
  private Duration waited = Duration.ZERO;
  private String entity;

  /**
   * @param request the request built from {@code actions}, carrying its token
   */
  public TransactWriteOperation(
      Backoff backoff, TransactWriteItemsRequest request, List<TransactionAction> actions) {
    this(
        backoff,
        request,
        actions,
        (e, failure) -> {
          throw failure;
        });
  }

  /**
   * @param onFailure what a failure that is not retried becomes: given DynamoDB's exception and the
   *     typed one, the next step (a write that reads its own cancellation, such as a
   *     {@code @Unique} entity's, decides there) or the exception to throw
   */
  public TransactWriteOperation(
      Backoff backoff,
      TransactWriteItemsRequest request,
      List<TransactionAction> actions,
      BiFunction<SdkException, RuntimeException, Step<Integer>> onFailure) {
    this.backoff = backoff;
    this.request = request;
    this.actions = List.copyOf(actions);
    this.onFailure = onFailure;
  }

  /** The request of {@code actions} with {@code token}. */
  public static TransactWriteItemsRequest request(List<TransactionAction> actions, String token) {
    return TransactWriteItemsRequest.builder()
        .transactItems(actions.stream().map(TransactionAction::item).toList())
        .clientRequestToken(token)
        .build();
  }

  /**
   * Names the entity the transaction writes, for the listener's events: the write of one entity
   * with its {@code @Unique} guards is that entity's operation, though it is a TransactWriteItems.
   */
  public TransactWriteOperation about(String entityType) {
    this.entity = entityType;
    return this;
  }

  /** Sends the transaction until it succeeds or fails for good; the number of attempts. */
  public Step<Integer> step() {
    return attempt(1);
  }

  private Step<Integer> attempt(int attempt) {
    return Step.call(
        ApiCall.TRANSACT_WRITE_ITEMS,
        entity,
        request,
        response -> Step.done(attempt),
        e -> {
          RuntimeException failure = failure(e, attempt);
          if (!Failures.isTransient(e, failure)) {
            return onFailure.apply(e, failure);
          }
          if (e instanceof TransactionInProgressException) {
            return stillInProgress(attempt, failure);
          }
          return backoff.retry(attempt, failure, this::attempt);
        });
  }

  /**
   * Re-sends a transaction still in progress (same token) until one attempt is made at least {@link
   * Backoff#IN_PROGRESS_WINDOW} after the first, which is when DynamoDB settles it, even beyond the
   * policy's attempts; only a policy of one attempt sends it once.
   */
  private Step<Integer> stillInProgress(int attempt, RuntimeException failure) {
    boolean windowOpen = waited.compareTo(Backoff.IN_PROGRESS_WINDOW) < 0;
    if (backoff.maxAttempts() <= 1 || (attempt >= backoff.maxAttempts() && !windowOpen)) {
      throw failure;
    }
    Duration delay = backoff.inProgressDelay(attempt + 1);
    waited = waited.plus(delay);
    return Step.wait(delay, () -> attempt(attempt + 1), () -> failure);
  }

  /** What attempt {@code attempt} failing with {@code e} reports. */
  public RuntimeException failure(SdkException e, int attempt) {
    String token = request.clientRequestToken();
    if (e instanceof TransactionCanceledException cancelled) {
      return new TransactionCancelledException(WRITE, reasons(cancelled), token, attempt, e);
    }
    if (e instanceof IdempotentParameterMismatchException) {
      return new IdempotencyMismatchException(token, e);
    }
    return Failures.ofRequest(e, WRITE);
  }

  /** The typed reasons of a cancellation, one per action when DynamoDB gave them. */
  List<CancellationReason<?>> reasons(TransactionCanceledException e) {
    List<CancellationReason<?>> reasons = new ArrayList<>();
    if (!e.hasCancellationReasons()) {
      return reasons;
    }
    var given = e.cancellationReasons();
    for (int i = 0; i < Math.min(actions.size(), given.size()); i++) {
      reasons.add(actions.get(i).reason(given.get(i)));
    }
    return reasons;
  }
}
