package dev.singletable.runtime.failure;

import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * DynamoDB refused or failed a request for a reason other than a condition (throttling that
 * outlasted the SDK's retries, a validation error, a missing table, an internal error...). The
 * cause is the SDK exception; {@link #errorCode()} is DynamoDB's error code.
 */
public class RequestFailedException extends SingletableException {

  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String errorCode;

  public RequestFailedException(
      String entityType, String key, String operation, RuntimeException cause) {
    super(entityType, key, describe(entityType, key, operation, cause), cause);
    this.operation = operation;
    this.errorCode =
        cause instanceof AwsServiceException service && service.awsErrorDetails() != null
            ? service.awsErrorDetails().errorCode()
            : null;
  }

  /**
   * For subclasses that word their own message.
   *
   * @param cause the SDK's exception
   */
  protected RequestFailedException(
      String entityType, String key, String operation, String message, Throwable cause) {
    super(entityType, key, message, cause);
    this.operation = operation;
    this.errorCode =
        cause instanceof AwsServiceException service && service.awsErrorDetails() != null
            ? service.awsErrorDetails().errorCode()
            : null;
  }

  private static String describe(
      String entityType, String key, String operation, RuntimeException cause) {
    StringBuilder message = new StringBuilder(operation).append(" failed");
    if (entityType != null) {
      message.append(" for ").append(entityType);
    }
    if (key != null) {
      message.append(' ').append(key);
    }
    message.append(": ");
    if (cause instanceof AwsServiceException service && service.awsErrorDetails() != null) {
      message
          .append(service.awsErrorDetails().errorCode())
          .append(" - ")
          .append(service.awsErrorDetails().errorMessage());
    } else {
      message.append(cause.getMessage());
    }
    return message.toString();
  }

  /** The DynamoDB operation, such as {@code PutItem}. */
  public String operation() {
    return operation;
  }

  /** DynamoDB's error code, such as {@code ResourceNotFoundException}, or {@code null}. */
  public String errorCode() {
    return errorCode;
  }
}
