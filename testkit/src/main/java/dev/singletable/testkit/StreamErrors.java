package dev.singletable.testkit;

/** The error answers of the DynamoDB Streams API and of stream settings, worded as DynamoDB's. */
final class StreamErrors {

  private StreamErrors() {}

  static ApiException resourceNotFound(String message) {
    return error("ResourceNotFoundException", message);
  }

  static ApiException streamNotFound(String arn) {
    return resourceNotFound("Requested resource not found: Stream: " + arn + " not found");
  }

  static ApiException shardNotFound() {
    return resourceNotFound("Requested resource not found: Shard does not exist");
  }

  static ApiException expiredIterator() {
    return error(
        "ExpiredIteratorException",
        "Iterator expired. Shard iterators are valid for 15 minutes after they are returned.");
  }

  static ApiException trimmedData() {
    return error(
        "TrimmedDataAccessException",
        "The operation attempted to read past the oldest stream record in a shard: records older"
            + " than 24 hours are trimmed.");
  }

  /** A constraint on one member, in the wording of DynamoDB's request validation. */
  static ApiException constraint(Object value, String member, String constraint) {
    String shown = value == null ? "null" : "'" + value + "'";
    return ApiErrors.validationFailure(
        "1 validation error detected: Value "
            + shown
            + " at '"
            + member
            + "' failed to satisfy constraint: "
            + constraint);
  }

  static ApiException invalidParameters(String detail) {
    return ApiErrors.validationFailure("One or more parameter values were invalid: " + detail);
  }

  private static ApiException error(String type, String message) {
    return new ApiException(
        ApiResponse.error(
            400, Json.object("__type", ApiErrors.DYNAMODB + type, "message", message)));
  }
}
