package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.WriteConflictException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;

/**
 * Sends one single-item write (PutItem, UpdateItem, DeleteItem) and re-sends it, with the backoff
 * of {@link dev.singletable.runtime.RetryPolicy}, while DynamoDB refuses it because a transaction
 * is writing the same item ({@code TransactionConflictException}, which the SDK does not retry and
 * which means nothing was written). When the attempts run out the write fails with {@link
 * WriteConflictException}; every other failure goes to the operation's own reading.
 */
final class ItemWriteRetries {

  private ItemWriteRetries() {}

  /**
   * @param onFailure reads any failure other than a transaction conflict
   */
  static <Q, S, R> Step<R> send(
      TableContext context,
      ApiCall<Q, S> api,
      Q request,
      String entityType,
      String keyText,
      Function<? super S, Step<R>> onResponse,
      Function<? super SdkException, Step<R>> onFailure) {
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return attempt(1, backoff, api, request, entityType, keyText, onResponse, onFailure);
  }

  private static <Q, S, R> Step<R> attempt(
      int attempt,
      Backoff backoff,
      ApiCall<Q, S> api,
      Q request,
      String entityType,
      String keyText,
      Function<? super S, Step<R>> onResponse,
      Function<? super SdkException, Step<R>> onFailure) {
    return Step.call(
        api,
        entityType,
        request,
        onResponse,
        e -> {
          if (!(e instanceof TransactionConflictException)) {
            return onFailure.apply(e);
          }
          WriteConflictException conflict =
              new WriteConflictException(entityType, keyText, api.name(), attempt, e);
          return backoff.retry(
              attempt,
              conflict,
              next ->
                  attempt(next, backoff, api, request, entityType, keyText, onResponse, onFailure));
        });
  }
}
