package dev.singletable.runtime;

import dev.singletable.runtime.internal.call.AsyncCaller;
import dev.singletable.runtime.internal.op.StreamReading;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;

/**
 * {@link StreamPoller} on the asynchronous clients: the same reading, checkpoints, retries and
 * decoding, with each {@link #poll} returning a future instead of holding the calling thread. The
 * handler runs on the thread that completes each {@code GetRecords} answer (the SDK's completion
 * threads): keep it quick, or hand the change to an executor of your own.
 *
 * <pre>{@code
 * AsyncStreamPoller<ShopChange> poller = asyncDb.changes(streamsAsyncClient).build();
 * poller.poll(change -> handle(change)).thenAccept(count -> ...);
 * }</pre>
 *
 * @param <C> what each record is decoded into, such as the generated {@code ShopChange}
 */
public final class AsyncStreamPoller<C> implements AutoCloseable {

  private final StreamReading<C> reading;
  private final AsyncCaller caller;

  private AsyncStreamPoller(StreamReading<C> reading, AsyncCaller caller) {
    this.reading = reading;
    this.caller = caller;
  }

  /**
   * Starts a poller that decodes each record with {@code decoder}, such as {@code
   * ShopChanges::decode}, and makes a record it cannot decode {@code unknown} of the reason and
   * what could be read of the record, such as {@code ShopChange.Unknown::new}.
   */
  public static <C> StreamPoller.Builder<C, AsyncStreamPoller<C>> builder(
      DynamoDbStreamsAsyncClient streams,
      Function<ChangeRecord, ? extends C> decoder,
      BiFunction<String, ChangeRecord, ? extends C> unknown) {
    Objects.requireNonNull(streams, "streams");
    return new StreamPoller.Builder<>(
        decoder,
        unknown,
        (context, reading) -> {
          if (!context.clientKind().equals("DynamoDbAsyncClient")) {
            throw new IllegalStateException(
                "table "
                    + context.tableName()
                    + " was opened with a synchronous DynamoDbClient: read its stream with a"
                    + " StreamPoller (ShopDb.changes)");
          }
          return new AsyncStreamPoller<>(reading, context.asyncCaller().withStreams(streams));
        });
  }

  /**
   * Reads every shard as {@link StreamPoller#poll} does; the future completes with how many records
   * the handler received, or exceptionally with what the blocking poll would throw (the handler's
   * exception included). Cancelling it stops the poll before its next request.
   */
  public CompletableFuture<Integer> poll(Consumer<? super C> handler) {
    Objects.requireNonNull(handler, "handler");
    try {
      reading.begin();
    } catch (IllegalStateException refused) {
      return CompletableFuture.failedFuture(refused);
    }
    CompletableFuture<Integer> polled = caller.runAsync(() -> reading.poll(handler));
    polled.whenComplete((count, failure) -> reading.end());
    return polled;
  }

  /** The last sequence number delivered and checkpointed, by shard: what to resume from. */
  public Map<String, String> checkpoints() {
    return reading.checkpoints();
  }

  /** The stream read: the one given, or the table's latest stream, looked up once. */
  public CompletableFuture<String> streamArn() {
    return caller.runAsync(reading::streamArn);
  }

  /** Stops polling: a poll in progress ends after its current batch; later polls fail. */
  @Override
  public void close() {
    reading.close();
  }
}
