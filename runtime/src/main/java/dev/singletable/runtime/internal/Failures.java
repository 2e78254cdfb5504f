package dev.singletable.runtime.internal;

import dev.singletable.runtime.RequestFailedException;
import dev.singletable.runtime.TransactionCancelledException;
import java.util.Set;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/** How the runtime reads a failed request: typed refusals, and which failures are worth a retry. */
final class Failures {

  private static final Set<String> THROTTLING_CODES =
      Set.of(
          "ProvisionedThroughputExceededException",
          "ThrottlingException",
          "RequestLimitExceeded",
          "RequestLimitExceededException");

  private Failures() {}

  /**
   * What a single-item request throws when it fails: DynamoDB's refusal as a {@link
   * RequestFailedException} naming entity and key; a client-side failure (network, timeout) as the
   * SDK reported it.
   */
  static RuntimeException ofItem(
      SdkException failure, String entityType, String key, String operation) {
    return failure instanceof DynamoDbException
        ? new RequestFailedException(entityType, key, operation, failure)
        : failure;
  }

  /** What a batch or transaction reports for any failed request. */
  static RequestFailedException ofRequest(SdkException failure, String operation) {
    return new RequestFailedException(null, null, operation, failure);
  }

  /**
   * Whether a failed transaction is worth sending again unchanged (with the same token): a
   * cancellation whose every reason is a conflict or throttling, a transaction still in progress,
   * or throttling that outlasted the SDK's retries. Failed conditions and validation errors are
   * answers and are never retried.
   *
   * @param typed what the failure was read into
   */
  static boolean isTransient(SdkException failure, RuntimeException typed) {
    if (typed instanceof TransactionCancelledException cancelled) {
      return cancelled.isTransient();
    }
    return failure instanceof TransactionInProgressException || isThrottling(failure);
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
