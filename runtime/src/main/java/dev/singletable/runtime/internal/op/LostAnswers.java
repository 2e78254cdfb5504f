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
   * Decides from {@code known} (the item DynamoDB returned with a failed condition), or else from a
   * strongly consistent read of the item.
   *
   * @param success the write's result when it was applied, from the item as it now is
   * @param notApplied the failure to report when the item shows the write was not applied, or
   *     {@code null} when nothing can show it (the write may still be in flight)
   * @param what what happened, for the message
   */
  static <R> Step<R> settle(
      TableContext context,
      String entityType,
      Map<String, AttributeValue> keyItem,
      String operation,
      IntendedOutcome intended,
      Map<String, AttributeValue> known,
      SdkException cause,
      Function<Map<String, AttributeValue>, R> success,
      Supplier<? extends RuntimeException> notApplied,
      String what) {
    if (known != null) {
      return decide(
          context,
          entityType,
          keyItem,
          operation,
          intended,
          known,
          cause,
          success,
          notApplied,
          what);
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
            decide(
                context,
                entityType,
                keyItem,
                operation,
                intended,
                response.hasItem() && !response.item().isEmpty() ? response.item() : null,
                cause,
                success,
                notApplied,
                what),
        readFailed -> {
          OutcomeUnknownException unknown =
              new OutcomeUnknownException(
                  entityType,
                  context.describeKey(keyItem),
                  operation,
                  what + ", and reading the item back failed too (" + readFailed.getMessage() + ")",
                  cause);
          unknown.addSuppressed(readFailed);
          throw unknown;
        });
  }

  private static <R> Step<R> decide(
      TableContext context,
      String entityType,
      Map<String, AttributeValue> keyItem,
      String operation,
      IntendedOutcome intended,
      Map<String, AttributeValue> current,
      SdkException cause,
      Function<Map<String, AttributeValue>, R> success,
      Supplier<? extends RuntimeException> notApplied,
      String what) {
    if (intended.matches(current)) {
      return Step.done(success.apply(current));
    }
    if (notApplied != null && intended.excludes(current)) {
      throw notApplied.get();
    }
    throw new OutcomeUnknownException(
        entityType,
        context.describeKey(keyItem),
        operation,
        what + ", and " + intended.describe(current),
        cause);
  }

  /**
   * What a failed single-item write does next: an ordinary failure is thrown as {@code failure}
   * reads it; a write whose answer may have been lost (its own, or an earlier attempt's before the
   * SDK re-sent it and its condition failed) is settled from the item.
   *
   * @param versioned whether the item's version can prove the write was not applied (a put or an
   *     update; a delete leaves no version behind)
   */
  static <R> Step<R> afterFailure(
      TableContext context,
      String entityType,
      Map<String, AttributeValue> keyItem,
      String operation,
      SdkException e,
      Supplier<IntendedOutcome> intended,
      Function<Map<String, AttributeValue>, R> success,
      Function<SdkException, RuntimeException> failure,
      boolean versioned) {
    boolean failedAfterResend = e instanceof ConditionalCheckFailedException && Failures.resent(e);
    if (!failedAfterResend && !Failures.answerLost(e)) {
      throw failure.apply(e);
    }
    return settle(
        context,
        entityType,
        keyItem,
        operation,
        intended.get(),
        e instanceof ConditionalCheckFailedException failed
            ? ConditionFailures.currentItem(failed)
            : null,
        e,
        success,
        failedAfterResend && versioned ? () -> failure.apply(e) : null,
        failedAfterResend ? resentThenFailed(e) : answerLost(e));
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
