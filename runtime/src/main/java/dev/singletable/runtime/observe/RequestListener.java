package dev.singletable.runtime.observe;

import dev.singletable.runtime.DbOptions;

/**
 * Hears about every request Singletable sends to DynamoDB and every operation it runs, for metrics
 * and logs; set it with {@link DbOptions.Builder#requestListener(RequestListener)}.
 *
 * <p>An <b>operation</b> is one call of the library that reaches DynamoDB: {@code
 * repository.get(key)}, one page of a query, {@code stream().toList()} of every page, a batch write
 * of a thousand items, a transaction. It sends one or more <b>requests</b>: a batch sends one per
 * 25 writes or 100 keys and re-sends what DynamoDB left unprocessed, a transaction is re-sent after
 * a conflict, a write whose answer was lost reads the item back. {@link #onRequest} is called once
 * per request, when its answer (or failure) arrives; {@link #onOperation} once per operation, when
 * it returns or throws, with the totals and the number of requests it took.
 *
 * <p>With a listener set, every request asks DynamoDB for its consumed capacity ({@code
 * ReturnConsumedCapacity=INDEXES}: units of the table and of each index) and collects the SDK's own
 * retries and throttled attempts; without one, requests are sent exactly as before and nothing is
 * measured.
 *
 * <p>Listeners are called on the thread that runs the operation, between its requests: keep them
 * quick (hand the event to a metrics registry or a logger). A listener that throws (a runtime
 * exception, or a linkage error of a metrics library of another version) does not break the
 * operation: the exception is logged once per listener class (at {@code WARNING}, through {@code
 * System.Logger}) and dropped, and the operation goes on as if the listener had returned.
 */
@FunctionalInterface
public interface RequestListener {

  /** Called once per request sent, when its answer or failure arrives. */
  void onRequest(RequestEvent event);

  /** Called once per operation, when it returns or throws; nothing by default. */
  default void onOperation(OperationEvent event) {}
}
