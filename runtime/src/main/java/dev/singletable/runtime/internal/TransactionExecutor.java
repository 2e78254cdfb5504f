package dev.singletable.runtime.internal;

import dev.singletable.runtime.CancellationReason;
import dev.singletable.runtime.IdempotencyMismatchException;
import dev.singletable.runtime.RequestFailedException;
import dev.singletable.runtime.TransactionCancelledException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * Sends a TransactWriteItems and retries, with the same ClientRequestToken and within the {@link
 * dev.singletable.runtime.RetryPolicy}, what is transient: cancellations whose every reason is a
 * conflict or throttling, {@code TransactionInProgressException}, and throttling that outlasted the
 * SDK's own retries. The token makes each retry safe: DynamoDB applies the transaction at most
 * once. Failed conditions and validation errors are answers and are never retried.
 */
public final class TransactionExecutor {

  static final String WRITE = "TransactWriteItems";

  private static final Set<String> THROTTLING_CODES =
      Set.of(
          "ProvisionedThroughputExceededException",
          "ThrottlingException",
          "RequestLimitExceeded",
          "RequestLimitExceededException");

  private final TableContext context;
  private final Backoff backoff;

  public TransactionExecutor(TableContext context) {
    this(context, new Backoff(context.options().retryPolicy()));
  }

  public TransactionExecutor(TableContext context, Backoff backoff) {
    this.context = context;
    this.backoff = backoff;
  }

  /**
   * Sends {@code request} (built from {@code actions}, carrying its token) until it succeeds or
   * fails for good.
   *
   * @return the number of attempts it took
   */
  public int write(TransactWriteItemsRequest request, List<TransactionAction> actions) {
    String token = request.clientRequestToken();
    for (int attempt = 1; ; attempt++) {
      RuntimeException failure;
      try {
        context.client().transactWriteItems(request);
        return attempt;
      } catch (TransactionCanceledException e) {
        TransactionCancelledException cancelled =
            new TransactionCancelledException(
                WRITE, reasons(e, actions.size(), actions::get), token, attempt, e);
        if (!cancelled.isTransient()) {
          throw cancelled;
        }
        failure = cancelled;
      } catch (IdempotentParameterMismatchException e) {
        throw new IdempotencyMismatchException(token, e);
      } catch (TransactionInProgressException e) {
        failure = new RequestFailedException(null, null, WRITE, e);
      } catch (SdkException e) {
        failure = new RequestFailedException(null, null, WRITE, e);
        if (!isThrottling(e)) {
          throw failure;
        }
      }
      if (attempt >= backoff.maxAttempts() || !backoff.pause(attempt + 1)) {
        throw failure;
      }
    }
  }

  /** The typed reasons of a cancellation, one per action when DynamoDB gave them. */
  List<CancellationReason> reasons(
      TransactionCanceledException e, int actionCount, IntFunction<TransactionAction> action) {
    List<CancellationReason> reasons = new ArrayList<>();
    if (!e.hasCancellationReasons()) {
      return reasons;
    }
    List<software.amazon.awssdk.services.dynamodb.model.CancellationReason> given =
        e.cancellationReasons();
    for (int i = 0; i < Math.min(actionCount, given.size()); i++) {
      reasons.add(action.apply(i).reason(context, given.get(i)));
    }
    return reasons;
  }

  /**
   * Throttling that outlasted the SDK's retries (each attempt of ours is again retried by the SDK).
   */
  static boolean isThrottling(SdkException e) {
    return e instanceof AwsServiceException service
        && service.awsErrorDetails() != null
        && THROTTLING_CODES.contains(service.awsErrorDetails().errorCode());
  }
}
