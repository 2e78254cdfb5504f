package dev.singletable.runtime.failure;

import software.amazon.awssdk.awscore.exception.AwsServiceException;

/** DynamoDB's own words for a failure, as the typed exceptions quote them. */
final class ServiceErrors {

  private ServiceErrors() {}

  /** DynamoDB's error message without the SDK's request details, or the exception's message. */
  static String message(Throwable cause) {
    if (cause instanceof AwsServiceException service
        && service.awsErrorDetails() != null
        && service.awsErrorDetails().errorMessage() != null) {
      return service.awsErrorDetails().errorMessage();
    }
    return cause.getMessage();
  }

  /** DynamoDB's error code, or the exception's simple class name. */
  static String code(Throwable cause) {
    if (cause instanceof AwsServiceException service
        && service.awsErrorDetails() != null
        && service.awsErrorDetails().errorCode() != null) {
      return service.awsErrorDetails().errorCode();
    }
    return cause.getClass().getSimpleName();
  }
}
