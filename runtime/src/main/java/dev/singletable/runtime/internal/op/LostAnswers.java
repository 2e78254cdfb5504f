package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.OutcomeUnknownException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Settles a single-item write whose answer may have been lost: DynamoDB failed it with a 5xx or a
 * timeout (it may have been applied), or the SDK re-sent it after such a failure and the re-sent
 * attempt's condition failed (because the first one was applied, or for another reason). The item
 * as it now is decides: when it is exactly what the write leaves behind, the write succeeded; when
 * it shows the write was not applied, the usual failure stands; otherwise the outcome is unknown.
 */
final class LostAnswers {

  private LostAnswers() {}

  /**
   * What a failed single-item write does next: an ordinary failure is thrown as {@code failure}
   * reads it; a write whose answer may have been lost (its own, or an earlier attempt's before the
   * SDK re-sent it and its condition failed) is settled from the item: the one DynamoDB returned
   * with a failed condition, or else a strongly consistent read of it.
   *
   * @param success the write's result when it was applied, from the item as it now is
   * @param versioned whether the item's version can prove the write was not applied (a put or an
   *     update; a delete leaves no version behind)
   */
  static <R> Step<R> afterFailure(
      TableContext context,
      String entityType,
      Map<String, AttributeValue> keyItem,
      String operation,
      SdkException e,
      Supplier<IntendedOutcome> intendedOutcome,
      Function<Map<String, AttributeValue>, R> success,
      Function<SdkException, RuntimeException> failure,
      boolean versioned) {
    boolean failedAfterResend = e instanceof ConditionalCheckFailedException && Failures.resent(e);
    if (!failedAfterResend && !Failures.answerLost(e)) {
      throw failure.apply(e);
    }
    IntendedOutcome intended = intendedOutcome.get();
    String what = failedAfterResend ? resentThenFailed(e) : answerLost(e);
    // Without a version, nothing can show the write was not applied (it may still be in flight).
    boolean canExclude = failedAfterResend && versioned;
    Function<Map<String, AttributeValue>, Step<R>> decide =
        current -> {
          if (intended.matches(current)) {
            return Step.done(success.apply(current));
          }
          if (canExclude && intended.excludes(current)) {
            throw failure.apply(e);
          }
          throw new OutcomeUnknownException(
              entityType,
              context.describeKey(keyItem),
              operation,
              what + ", and " + intended.describe(current),
              e);
        };
    if (e instanceof ConditionalCheckFailedException failed
        && ConditionFailures.currentItem(failed) != null) {
      return decide.apply(ConditionFailures.currentItem(failed));
    }
    GetItemRequest read =
        GetItemRequest.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .consistentRead(true)
            .build();
    return Step.call(
        ApiCall.GET_ITEM,
        entityType,
        read,
        response ->
            decide.apply(response.hasItem() && !response.item().isEmpty() ? response.item() : null),
        readFailed -> {
          OutcomeUnknownException unknown =
              new OutcomeUnknownException(
                  entityType,
                  context.describeKey(keyItem),
                  operation,
                  what + ", and reading the item back failed too (" + readFailed.getMessage() + ")",
                  e);
          unknown.addSuppressed(readFailed);
          throw unknown;
        });
  }

  /** What happened, for a write the SDK re-sent before its condition failed. */
  private static String resentThenFailed(SdkException e) {
    return "the SDK sent it "
        + e.numAttempts()
        + " times (an earlier attempt's answer was lost or refused) and the last attempt's"
        + " condition failed, which it does when an earlier attempt was applied";
  }

  /** What happened, for a write whose own answer was lost. */
  private static String answerLost(SdkException e) {
    return "its answer was lost (" + e.getMessage() + ") after DynamoDB may have applied it";
  }
}
