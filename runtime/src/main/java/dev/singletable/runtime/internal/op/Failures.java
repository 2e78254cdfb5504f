package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.failure.ItemTooLargeException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.ThrottledException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.internal.ItemSize;
import java.io.IOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.util.Set;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * How the runtime reads a failed request: DynamoDB's refusals as the typed exceptions the library
 * has for them, which failures are worth a retry, and which leave a write's outcome unknown.
 *
 * <p>DynamoDB's validation errors that have a type (docs/errors.md lists them): an item over 400 KB
 * ({@code Item size has exceeded the maximum allowed size}, {@code Item size to update has
 * exceeded...}) is {@link ItemTooLargeException}; one item addressed twice ({@code Transaction
 * request cannot include multiple operations on one item}, {@code Provided list of item keys
 * contains duplicates}) is {@link DuplicateItemException}; a transaction over 100 actions or 4 MB
 * is {@link TransactionLimitException}; a refused starting key ({@code The provided starting key is
 * invalid}) is {@link InvalidCursorException}. Throttling that outlasted the retries is {@link
 * ThrottledException}, with DynamoDB's reasons. Any other refusal is {@link
 * RequestFailedException}.
 */
public final class Failures {

  private static final Set<String> THROTTLING_CODES =
      Set.of(
          "ProvisionedThroughputExceededException",
          "ThrottlingException",
          "RequestLimitExceeded",
          "RequestLimitExceededException");

  private Failures() {}

  /**
   * What a single-item request (or a query) throws when it fails: DynamoDB's refusal, typed when
   * the library has a type for it, else a {@link RequestFailedException} naming entity and key; a
   * client-side failure (network, timeout) as the SDK reported it.
   */
  public static RuntimeException ofItem(
      SdkException failure, String entityType, String key, String operation) {
    return failure instanceof DynamoDbException
        ? refusal(failure, entityType, key, operation)
        : failure;
  }

  /**
   * {@link #ofItem(SdkException, String, String, String)} of a request to {@code context}'s table,
   * naming the table (logical and physical names) when DynamoDB did not find it: the failure a
   * table name resolved for the wrong stage or account ends in.
   */
  static RuntimeException ofItem(
      SdkException failure, TableContext context, String entityType, String key, String operation) {
    boolean tableMissing =
        failure instanceof AwsServiceException service
            && service.awsErrorDetails() != null
            && "ResourceNotFoundException".equals(service.awsErrorDetails().errorCode());
    return ofItem(
        failure,
        entityType,
        key,
        tableMissing ? operation + " on table " + context.describeTable() : operation);
  }

  /** What a batch or transaction reports for any failed request. */
  public static RuntimeException ofRequest(SdkException failure, String operation) {
    return refusal(failure, null, null, operation);
  }

  private static RuntimeException refusal(
      SdkException failure, String entityType, String key, String operation) {
    RuntimeException typed = typedRefusal(failure, entityType, key, operation);
    if (typed != null) {
      return typed;
    }
    return isThrottling(failure)
        ? new ThrottledException(entityType, key, operation, failure)
        : new RequestFailedException(entityType, key, operation, failure);
  }

  /** DynamoDB's validation error as the library's type for it, or {@code null}. */
  static RuntimeException typedRefusal(
      SdkException failure, String entityType, String key, String operation) {
    if (!(failure instanceof AwsServiceException service)
        || service.awsErrorDetails() == null
        || !"ValidationException".equals(service.awsErrorDetails().errorCode())) {
      return null;
    }
    String message = service.awsErrorDetails().errorMessage();
    if (message == null) {
      return null;
    }
    if (message.contains("Item size has exceeded the maximum allowed size")
        || message.contains("Item size to update has exceeded the maximum allowed size")) {
      return new ItemTooLargeException(
          entityType, key, operation, ItemSize.MAX_ITEM_BYTES, failure);
    }
    if (message.contains("cannot include multiple operations on one item")
        || message.contains("Provided list of item keys contains duplicates")) {
      return new DuplicateItemException(operation, failure);
    }
    if (message.contains(
        "at 'transactItems' failed to satisfy constraint: Member must have length"
            + " less than or equal to")) {
      return new TransactionLimitException(operation, Limits.TRANSACTION_ITEMS, failure);
    }
    if (message.contains("aggregate size of the items in the transaction")) {
      return new TransactionLimitException(operation, Limits.TRANSACTION_BYTES, failure);
    }
    if (message.contains("The provided starting key is invalid")) {
      return new InvalidCursorException(
          entityType,
          operation
              + " refused the cursor's key as a starting key ("
              + message
              + "); start the listing again",
          failure);
    }
    return null;
  }

  /**
   * Whether a failure is worth trying again later: a transaction cancelled only by conflicts or
   * throttling, a transaction still in progress, or throttling that outlasted the SDK's retries.
   * Failed conditions and validation errors are answers and are never retried.
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

  /**
   * Whether DynamoDB may have applied a write although this failure is all the caller got: an
   * internal error (5xx), a timeout, or a connection that broke after the request was sent.
   */
  static boolean answerLost(SdkException e) {
    if (e instanceof AwsServiceException service) {
      return service.statusCode() >= 500;
    }
    if (e instanceof ApiCallTimeoutException || e instanceof ApiCallAttemptTimeoutException) {
      return true;
    }
    if (e instanceof SdkClientException) {
      for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
        if (cause instanceof ConnectException || cause instanceof UnknownHostException) {
          return false; // the request never left: nothing can have been applied
        }
        if (cause instanceof IOException) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether the SDK sent the request more than once before this failure: an earlier attempt whose
   * answer was lost (a 5xx, a timeout) may have been applied.
   */
  static boolean resent(SdkException e) {
    Integer attempts = e.numAttempts();
    return attempts != null && attempts > 1;
  }
}
