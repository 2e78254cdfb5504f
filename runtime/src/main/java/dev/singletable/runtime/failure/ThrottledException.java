package dev.singletable.runtime.failure;

import dev.singletable.runtime.internal.call.CallObserver;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * DynamoDB throttled a request beyond the AWS SDK's retries (and, for batches and transactions,
 * beyond Singletable's own): {@code ProvisionedThroughputExceededException}, {@code
 * ThrottlingException} or {@code RequestLimitExceeded}. {@link #reasons()} says why, as DynamoDB
 * does ({@code ThrottlingReasons}): a reason made of the resource ({@code Table}, {@code Index}),
 * the operation ({@code Read}, {@code Write}) and the limit ({@code ProvisionedThroughputExceeded},
 * {@code AccountLimitExceeded}, {@code KeyRangeThroughputExceeded}, {@code
 * MaxOnDemandThroughputExceeded}), and the ARN of the table or index. A key-range reason means one
 * partition key value is hot; the message then names the entity, the key and the remedy (spread the
 * key over shards with {@code @Shard}, docs/sharding.md).
 */
public class ThrottledException extends RequestFailedException {

  private static final long serialVersionUID = 1L;

  private final List<ThrottlingReason> reasons;

  /**
   * @param cause the SDK's throttling exception
   */
  public ThrottledException(
      String entityType, String key, String operation, RuntimeException cause) {
    this(entityType, key, operation, CallObserver.throttlingReasons(cause), cause);
  }

  private ThrottledException(
      String entityType,
      String key,
      String operation,
      List<ThrottlingReason> reasons,
      RuntimeException cause) {
    super(entityType, key, operation, describe(entityType, key, operation, reasons, cause), cause);
    this.reasons = List.copyOf(reasons);
  }

  /** Why DynamoDB throttled the request; empty when it gave no reason. */
  public List<ThrottlingReason> reasons() {
    return reasons;
  }

  /** Whether a reason is a hot partition key value ({@code ...KeyRangeThroughputExceeded}). */
  public boolean isKeyRange() {
    return reasons.stream().anyMatch(ThrottledException::isKeyRange);
  }

  private static boolean isKeyRange(ThrottlingReason reason) {
    return reason.reason() != null && reason.reason().endsWith("KeyRangeThroughputExceeded");
  }

  /** The index a resource ARN names ({@code .../table/Shop/index/GSI1}), or {@code null}. */
  private static String index(ThrottlingReason reason) {
    String arn = reason.resource();
    int at = arn == null ? -1 : arn.indexOf("/index/");
    return at < 0 ? null : arn.substring(at + "/index/".length());
  }

  private static String describe(
      String entityType,
      String key,
      String operation,
      List<ThrottlingReason> reasons,
      RuntimeException cause) {
    StringBuilder message = new StringBuilder(operation).append(" throttled");
    if (entityType != null) {
      message.append(" for ").append(entityType);
    }
    if (key != null) {
      message.append(' ').append(key);
    }
    message.append(": ").append(ServiceErrors.code(cause));
    if (reasons.isEmpty()) {
      message.append(" - ").append(ServiceErrors.message(cause));
    }
    for (ThrottlingReason reason : reasons) {
      message.append("; ").append(reason.reason());
      if (reason.resource() != null) {
        message.append(" on ").append(reason.resource());
      }
      message.append(": ").append(remedy(reason, entityType, key));
    }
    return message.toString();
  }

  /** What the reason means, and what to do about it. */
  private static String remedy(ThrottlingReason reason, String entityType, String key) {
    String r = String.valueOf(reason.reason());
    boolean write = r.startsWith("TableWrite") || r.startsWith("IndexWrite");
    String what = write ? "writes" : "reads";
    String index = index(reason);
    String where = index != null ? "index " + index : "the table";
    if (isKeyRange(reason)) {
      String shard =
          index != null
              ? "@Shard(count = N, index = \"" + index + "\")"
              : "@Shard(count = N, by = ...)";
      return "one partition key value of "
          + where
          + " takes more "
          + what
          + " than one partition serves: a hot "
          + (index != null ? "index key" : "key")
          + (key != null ? (index != null ? " (of the item " : " (") + key + ")" : "")
          + "; spread it over shards with "
          + shard
          + (entityType != null ? " on " + entityType : " on the entity")
          + " (docs/sharding.md)"
          + (write ? "" : ", or cache its hot reads");
    }
    String limit =
        r.endsWith("MaxOnDemandThroughputExceeded")
            ? "reached its on-demand maximum throughput; raise MaxReadRequestUnits or"
                + " MaxWriteRequestUnits"
            : r.endsWith("AccountLimitExceeded")
                ? "reached the account's per-table throughput quota; ask for a quota increase"
                : r.endsWith("ProvisionedThroughputExceeded")
                    ? "exceed its provisioned capacity; raise it, enable auto scaling or use"
                        + " on-demand"
                    : null;
    return limit == null ? "throttled by DynamoDB" : "the " + what + " of " + where + " " + limit;
  }
}
