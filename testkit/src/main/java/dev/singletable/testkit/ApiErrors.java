package dev.singletable.testkit;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The error answers the gateway itself produces, shaped and worded as DynamoDB's. */
final class ApiErrors {

  static final String DYNAMODB = "com.amazonaws.dynamodb.v20120810#";
  static final String VALIDATION = "com.amazon.coral.validate#ValidationException";
  static final String THROTTLING = "com.amazon.coral.availability#ThrottlingException";

  static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailedException";
  static final String CONDITIONAL_REQUEST_FAILED = "The conditional request failed";

  private ApiErrors() {}

  static ApiResponse validation(String message) {
    return ApiResponse.error(400, Json.object("__type", VALIDATION, "message", message));
  }

  static ApiException validationFailure(String message) {
    return new ApiException(validation(message));
  }

  /** A missing table, as DynamoDB words it for item operations and transactions. */
  static ApiResponse resourceNotFound() {
    return ApiResponse.error(
        400,
        Json.object(
            "__type",
            DYNAMODB + "ResourceNotFoundException",
            "message",
            "Requested resource not found"));
  }

  static ApiResponse provisionedThroughputExceeded() {
    return ApiResponse.error(
        400,
        Json.object(
            "__type", DYNAMODB + "ProvisionedThroughputExceededException",
            "message",
                "The level of configured provisioned throughput for the table was exceeded."
                    + " Consider increasing your provisioning level with the UpdateTable API."));
  }

  /** A throttle with its reason, as DynamoDB explains one since 2025. */
  static ApiResponse throttled(String reason, String resource) {
    return ApiResponse.error(
        400,
        Json.object(
            "__type", DYNAMODB + "ProvisionedThroughputExceededException",
            "message",
                "The level of configured provisioned throughput for the table was exceeded."
                    + " Consider increasing your provisioning level with the UpdateTable API.",
            "ThrottlingReasons", List.of(Json.object("reason", reason, "resource", resource))));
  }

  static ApiResponse throttling() {
    return ApiResponse.error(
        400,
        Json.object(
            "__type", THROTTLING, "message", "Rate of requests exceeds the allowed throughput."));
  }

  static ApiResponse transactionConflict() {
    return ApiResponse.error(
        400,
        Json.object(
            "__type",
            DYNAMODB + "TransactionConflictException",
            "message",
            "Transaction is ongoing for the item"));
  }

  /** The answer of a request that was applied but whose answer is lost (an injected fault). */
  static ApiResponse lostAnswer() {
    return ApiResponse.error(
        500,
        Json.object(
            "__type",
            DYNAMODB + "InternalServerError",
            "message",
            "Internal server error (injected: the request was applied, its answer lost)"));
  }

  static ApiResponse idempotentParameterMismatch() {
    return ApiResponse.error(
        400,
        Json.object(
            "__type",
            DYNAMODB + "IdempotentParameterMismatchException",
            "message",
            "The request uses the same client token as a previous, but non-identical request."));
  }

  static ApiResponse internal(Exception cause) {
    return ApiResponse.error(
        500,
        Json.object(
            "__type", DYNAMODB + "InternalServerError",
            "message", "singletable-testkit gateway failed: " + cause));
  }

  /**
   * DynamoDB's cancellation: one reason per action in request order (uppercase {@code Message} as
   * the service sends it), and the codes repeated in the message.
   */
  static ApiResponse transactionCanceled(List<Map<String, Object>> reasons) {
    String codes =
        reasons.stream().map(r -> (String) r.get("Code")).collect(Collectors.joining(", "));
    return ApiResponse.error(
        400,
        Json.object(
            "__type", DYNAMODB + "TransactionCanceledException",
            "Message",
                "Transaction cancelled, please refer cancellation reasons for specific reasons ["
                    + codes
                    + "]",
            "CancellationReasons", reasons));
  }
}
