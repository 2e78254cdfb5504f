package dev.singletable.runtime;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * Why DynamoDB throttled a request, as it says on a throttling error ({@code ThrottlingReasons}):
 * the reason, made of the resource type ({@code Table}, {@code Index}), the operation type ({@code
 * Read}, {@code Write}) and the limit ({@code ProvisionedThroughputExceeded}, {@code
 * AccountLimitExceeded}, {@code KeyRangeThroughputExceeded}, {@code
 * MaxOnDemandThroughputExceeded}), for example {@code TableWriteKeyRangeThroughputExceeded}; and
 * the ARN of the throttled table or index.
 *
 * @param reason the reason code, such as {@code IndexReadProvisionedThroughputExceeded}
 * @param resource the ARN of the table ({@code arn:aws:dynamodb:...:table/Shop}) or index ({@code
 *     .../table/Shop/index/GSI1}); may be {@code null} when DynamoDB named none
 */
public record ThrottlingReason(String reason, String resource) {

  public ThrottlingReason {
    Objects.requireNonNull(reason, "reason");
  }

  /**
   * The reasons a DynamoDB throttling error carries ({@code
   * ProvisionedThroughputExceededException}, {@code ThrottlingException}, {@code
   * RequestLimitExceededException}); empty for any other failure, or when DynamoDB gave none.
   */
  public static List<ThrottlingReason> of(Throwable failure) {
    List<software.amazon.awssdk.services.dynamodb.model.ThrottlingReason> reasons;
    if (failure instanceof ProvisionedThroughputExceededException e && e.hasThrottlingReasons()) {
      reasons = e.throttlingReasons();
    } else if (failure instanceof ThrottlingException e && e.hasThrottlingReasons()) {
      reasons = e.throttlingReasons();
    } else if (failure instanceof RequestLimitExceededException e && e.hasThrottlingReasons()) {
      reasons = e.throttlingReasons();
    } else {
      return List.of();
    }
    return reasons.stream()
        .filter(r -> r.reason() != null)
        .map(r -> new ThrottlingReason(r.reason(), r.resource()))
        .toList();
  }

  /** Whether one partition key value is hot ({@code ...KeyRangeThroughputExceeded}). */
  public boolean isKeyRange() {
    return reason.endsWith("KeyRangeThroughputExceeded");
  }

  /** Whether writes were throttled (the reason's operation type is {@code Write}). */
  public boolean isWrite() {
    return reason.startsWith("TableWrite") || reason.startsWith("IndexWrite");
  }

  /** The index the resource ARN names ({@code .../index/GSI1}), or {@code null} for a table. */
  public String index() {
    int at = resource == null ? -1 : resource.indexOf("/index/");
    return at < 0 ? null : resource.substring(at + "/index/".length());
  }

  /** The table the resource ARN names ({@code ...:table/Shop...}), or {@code null}. */
  public String table() {
    int at = resource == null ? -1 : resource.indexOf(":table/");
    if (at < 0) {
      return null;
    }
    String rest = resource.substring(at + ":table/".length());
    int slash = rest.indexOf('/');
    return slash < 0 ? rest : rest.substring(0, slash);
  }
}
