/**
 * For generated code only, like all of {@code dev.singletable.runtime.internal}: no compatibility
 * promise to applications. How requests reach DynamoDB, and nothing else: an operation of {@code
 * dev.singletable.runtime.internal} (such as {@code GetItemOperation} or {@code
 * BatchWriteOperation}) builds its requests and reads their answers as pure functions that return a
 * {@link dev.singletable.runtime.internal.call.Step}; a caller sends each request, waits through
 * each backoff, and hands answers and failures back. Every DynamoDB rule (what to send, how to read
 * an answer or a failure into a typed exception, what to re-send and how long to wait) is in the
 * operations; this package holds none, and an architecture test keeps it free of the rest of the
 * runtime (but for the application's {@code RequestListener} and the events it receives).
 *
 * <p><b>Observing.</b> When the options carry a {@code RequestListener}, a caller is made with a
 * {@link dev.singletable.runtime.internal.call.CallObserver} (otherwise with none, and it sends
 * every request unchanged). Around each {@code run} it calls {@code observer.start()} and, when the
 * operation returns or throws, {@code run.finished(failureOrNull)}; around each {@code Call} it
 * calls {@code run.send(call)}, sends {@code sent.request()} (the request asking for {@code
 * ReturnConsumedCapacity=INDEXES} and carrying a per-request SDK metric publisher that counts
 * retries and throttled attempts), then {@code sent.answered(response)} or {@code
 * sent.failed(exception)} before handing the answer to the operation. {@code RequestFacts} is the
 * one place that knows each API's request and response shapes for this. A listener that throws is
 * logged once and ignored.
 *
 * <p>Today {@link dev.singletable.runtime.internal.call.SyncCaller} runs the steps on the calling
 * thread with a {@code DynamoDbClient}. An asynchronous caller plugs in beside it without a second
 * copy of any rule:
 *
 * <ul>
 *   <li>{@link dev.singletable.runtime.internal.call.ApiCall} gains the matching {@code
 *       DynamoDbAsyncClient} method per constant ({@code DynamoDbAsyncClient::getItem}, and {@code
 *       client.waiter().waitUntilTableExists(request)} for the waiter), each returning a {@code
 *       CompletableFuture} of the same response type.
 *   <li>{@code AsyncCaller.run(Step<R>)} returns a {@code CompletableFuture<R>}: {@code Done}
 *       completes it; {@code Call} sends the request and, when the future completes, applies {@code
 *       onResponse} or (with the {@code CompletionException} unwrapped to the SDK's {@code
 *       SdkException}) {@code onFailure}, then runs the step they return; a typed exception they
 *       throw completes the future exceptionally; {@code Wait} schedules the next step after the
 *       delay ({@code CompletableFuture.delayedExecutor}) instead of sleeping, and cancelling the
 *       returned future stops the chain where {@code onInterrupt} would have reported an
 *       interrupted thread. With an observer, it makes the same {@code CallObserver} calls as the
 *       synchronous caller, from the callbacks. The synchronous client publishes a request's SDK
 *       metrics before it returns; whether the asynchronous one does so before its future completes
 *       is to be checked (a test with injected throttling shows it), or retries and throttles read
 *       0.
 *   <li>{@code TableContext} carries the caller it was made with; a generated {@code
 *       ShopDb.createAsync(DynamoDbAsyncClient)} makes one with the asynchronous caller, and the
 *       asynchronous repositories run the very same operations: {@code asyncCaller.run(new
 *       GetItemOperation<>(context, schema, key, false).step())}.
 * </ul>
 *
 * <p>Steps are made lazily, each when the previous answer arrives and on whichever thread delivers
 * it; an operation's progress (what a batch has left) is touched by one step at a time, never
 * concurrently, so the same operation object is safe under both callers.
 */
package dev.singletable.runtime.internal.call;
