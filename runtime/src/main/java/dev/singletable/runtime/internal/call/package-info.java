/**
 * Not exported by the module: the runtime's own. How requests reach DynamoDB, and nothing else: an
 * operation of {@code dev.singletable.runtime.internal.op} (such as {@code GetItemOperation} or
 * {@code BatchWriteOperation}) builds its requests and reads their answers as pure functions that
 * return a {@link dev.singletable.runtime.internal.call.Step}; a caller sends each request, waits
 * through each backoff, and hands answers and failures back. Every DynamoDB rule (what to send, how
 * to read an answer or a failure into a typed exception, what to re-send and how long to wait) is
 * in the operations; this package holds none, and an architecture test keeps it free of the rest of
 * the runtime (but for the application's {@code RequestListener} and the events it receives).
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
 * <p>Two callers run the same steps:
 *
 * <ul>
 *   <li>{@link dev.singletable.runtime.internal.call.SyncCaller} sends with a {@code
 *       DynamoDbClient} on the calling thread and sleeps through each wait.
 *   <li>{@link dev.singletable.runtime.internal.call.AsyncCaller} sends with a {@code
 *       DynamoDbAsyncClient}: when a request's future completes it applies {@code onResponse} or
 *       (with the {@code CompletionException} unwrapped to the SDK's {@code SdkException}) {@code
 *       onFailure} and runs the step they return; a typed exception they throw completes the
 *       returned future exceptionally with that very exception; a wait is scheduled after its delay
 *       ({@code CompletableFuture.delayedExecutor}) instead of slept, and cancelling the returned
 *       future stops the chain where an interrupt would stop the synchronous caller. With an
 *       observer, it makes the same {@code CallObserver} calls as the synchronous caller, from the
 *       callbacks.
 * </ul>
 *
 * <p>{@link dev.singletable.runtime.internal.call.ApiCall} names each API with the matching method
 * of both clients; the DynamoDB Streams APIs the stream poller of {@code singletable-tools} sends,
 * with those of both streams clients, which a caller holds once made {@code withStreams(...)}.
 * {@code TableContext} carries the caller its table was opened with.
 *
 * <p>Steps are made lazily, each when the previous answer arrives and on whichever thread delivers
 * it; an operation's progress (what a batch has left) is touched by one step at a time, never
 * concurrently, so the same operation object is safe under both callers.
 */
package dev.singletable.runtime.internal.call;
