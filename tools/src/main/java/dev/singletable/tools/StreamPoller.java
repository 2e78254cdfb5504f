package dev.singletable.tools;

import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.call.AsyncCaller;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.call.SyncCaller;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.TableContexts;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's DynamoDB stream, for tests, demos and small services: every shard of the stream,
 * parents before children, from the oldest record or from now on, each record decoded and handed to
 * a handler, and a checkpoint after each batch. It starts no threads: each {@link #poll} call reads
 * on the caller's thread until every shard is caught up (or a bound is reached) and returns. Its
 * requests go through the table's client settings like every other operation: the request listener
 * hears of them, and a request refused for the stream's rate limit is re-sent within the table's
 * {@link RetryPolicy}. Production consumers use AWS Lambda (an event source mapping, with the
 * {@code singletable-lambda} module) or the Kinesis Client Library's DynamoDB Streams adapter,
 * which add leases, parallelism and durable checkpoints.
 *
 * <pre>{@code
 * try (var poller =                                 // StreamPoller<ShopChange, Integer, String>
 *     StreamPoller.builder(streamsClient, ShopChanges::decode, ShopChange.Unknown::new)
 *         .table(db.table())
 *         .build()) {
 *   poller.poll(change -> handle(change));
 * }
 * }</pre>
 *
 * <p>The mode is in the type. With a {@code DynamoDbStreamsClient} and the table of a {@code
 * ShopDb}, a {@code StreamPoller<C, Integer, String>} reads on the calling thread. With a {@code
 * DynamoDbStreamsAsyncClient} and the table of a {@code ShopAsyncDb}, a {@code StreamPoller<C,
 * CompletableFuture<Integer>, CompletableFuture<String>>} returns futures instead of holding the
 * calling thread: the handler runs on the thread that completes each {@code GetRecords} answer (the
 * SDK's completion threads), so keep it quick or hand the change to an executor of your own, and
 * cancelling a poll's future stops it before its next request.
 *
 * <p>Delivery is at least once: when the handler throws, the poll stops, the batch is not
 * checkpointed and the next poll delivers it again, so handlers must be idempotent. A record the
 * poller cannot decode (an event newer than the AWS SDK in use, a decoder that throws) never stops
 * it: the handler receives it as the table's {@code Unknown} change, with the reason and the
 * record's sequence number, and the poller goes on. An open shard counts as caught up at its first
 * empty batch.
 *
 * @param <C> what each record is decoded into, such as the generated {@code ShopChange}
 * @param <N> what {@link #poll} returns: {@code Integer}, or a future of it
 * @param <S> what {@link #streamArn()} returns: {@code String}, or a future of it
 */
public final class StreamPoller<C, N, S> implements AutoCloseable {

  private final StreamReading<C> reading;
  private final SyncCaller syncCaller;
  private final AsyncCaller asyncCaller;
  private final Face<Integer, N> pollFace;
  private final Face<String, S> arnFace;

  /**
   * A poller whose requests one of the callers sends: {@code syncCaller} or {@code asyncCaller}.
   */
  private StreamPoller(
      StreamReading<C> reading,
      SyncCaller syncCaller,
      AsyncCaller asyncCaller,
      Face<Integer, N> pollFace,
      Face<String, S> arnFace) {
    this.reading = reading;
    this.syncCaller = syncCaller;
    this.asyncCaller = asyncCaller;
    this.pollFace = pollFace;
    this.arnFace = arnFace;
  }

  /**
   * Starts a blocking poller that decodes each record with {@code decoder}, such as {@code
   * ShopChanges::decode}, and makes a record it cannot decode {@code unknown} of the reason and
   * what could be read of the record, such as {@code ShopChange.Unknown::new}.
   */
  public static <C> Builder<C, StreamPoller<C, Integer, String>> builder(
      DynamoDbStreamsClient streams,
      Function<ChangeRecord, ? extends C> decoder,
      BiFunction<String, ChangeRecord, ? extends C> unknown) {
    Objects.requireNonNull(streams, "streams");
    return new Builder<>(
        decoder,
        unknown,
        (context, reading) -> {
          if (!context.clientKind().equals("DynamoDbClient")) {
            throw new IllegalStateException(
                "table "
                    + context.tableName()
                    + " was opened with a DynamoDbAsyncClient: read its stream with a"
                    + " DynamoDbStreamsAsyncClient");
          }
          return new StreamPoller<>(
              reading,
              context.syncCaller().withStreams(streams),
              null,
              Face.blocking(),
              Face.blocking());
        });
  }

  /**
   * Starts an asynchronous poller, whose {@link #poll} and {@link #streamArn()} return futures;
   * {@code decoder} and {@code unknown} as for the blocking one.
   */
  public static <C>
      Builder<C, StreamPoller<C, CompletableFuture<Integer>, CompletableFuture<String>>> builder(
          DynamoDbStreamsAsyncClient streams,
          Function<ChangeRecord, ? extends C> decoder,
          BiFunction<String, ChangeRecord, ? extends C> unknown) {
    Objects.requireNonNull(streams, "streams");
    return new Builder<>(
        decoder,
        unknown,
        (context, reading) -> {
          if (!context.clientKind().equals("DynamoDbAsyncClient")) {
            throw new IllegalStateException(
                "table "
                    + context.tableName()
                    + " was opened with a synchronous DynamoDbClient: read its stream with a"
                    + " DynamoDbStreamsClient");
          }
          return new StreamPoller<>(
              reading,
              null,
              context.asyncCaller().withStreams(streams),
              Face.async(),
              Face.async());
        });
  }

  /**
   * Reads every shard until it is caught up (an open shard) or read to its end (a closed one),
   * parents before children, at most {@code maxBatchesPerShard} batches per shard, handing each
   * decoded record to {@code handler} in shard order and checkpointing after each batch. On the
   * asynchronous face the future completes with the count, or exceptionally with what the blocking
   * poll would throw (the handler's exception included).
   *
   * @return how many records the handler received
   * @throws IllegalStateException when the poller is closed, a poll is running already, or the
   *     table has no stream
   * @throws RequestFailedException when DynamoDB Streams refuses a request
   */
  public N poll(Consumer<? super C> handler) {
    Objects.requireNonNull(handler, "handler");
    AtomicBoolean begun = new AtomicBoolean();
    Supplier<Step<Integer>> poll =
        () -> {
          reading.begin();
          begun.set(true);
          return reading.poll(handler);
        };
    Runnable end =
        () -> {
          if (begun.get()) {
            reading.end();
          }
        };
    if (!pollFace.isAsync()) {
      try {
        return run(pollFace, poll);
      } finally {
        end.run();
      }
    }
    N polled = run(pollFace, poll);
    ((CompletableFuture<?>) polled).whenComplete((count, failure) -> end.run());
    return polled;
  }

  /** The last sequence number delivered and checkpointed, by shard: what to resume from. */
  public Map<String, String> checkpoints() {
    return reading.checkpoints();
  }

  /** The stream read: the one given, or the table's latest stream, looked up at the first poll. */
  public S streamArn() {
    return run(arnFace, reading::streamArn);
  }

  /** Runs the operation on this poller's caller: its result, or a future of it. */
  @SuppressWarnings("unchecked") // Face's factories fix R: X when blocking, a future of X when not
  private <X, R> R run(Face<X, R> face, Supplier<Step<X>> operation) {
    return face.isAsync()
        ? (R) asyncCaller.runAsync(operation)
        : (R) syncCaller.run(operation.get());
  }

  /** Stops polling: a poll in progress returns after its current batch; later polls throw. */
  @Override
  public void close() {
    reading.close();
  }

  /**
   * Configures a {@link StreamPoller} of either face: the table (and, if not its latest, the
   * stream), the start and the checkpoints.
   *
   * @param <C> what each record is decoded into
   * @param <P> the poller it builds
   */
  public static final class Builder<C, P> {
    private final Function<ChangeRecord, ? extends C> decoder;
    private final BiFunction<String, ChangeRecord, ? extends C> unknown;
    private final BiFunction<TableContext, StreamReading<C>, P> poller;
    private TableHandle table;
    private String streamArn;
    private ShardIteratorType start = ShardIteratorType.TRIM_HORIZON;
    private BiConsumer<String, String> checkpoint = (shardId, sequenceNumber) -> {};
    private Map<String, String> resumeFrom = Map.of();
    private int batchSize = 1000;
    private int maxBatchesPerShard = 100;

    private Builder(
        Function<ChangeRecord, ? extends C> decoder,
        BiFunction<String, ChangeRecord, ? extends C> unknown,
        BiFunction<TableContext, StreamReading<C>, P> poller) {
      this.decoder = Objects.requireNonNull(decoder, "decoder");
      this.unknown = Objects.requireNonNull(unknown, "unknown");
      this.poller = poller;
    }

    /**
     * Reads the stream of the table behind {@code table}, a generated {@code XxxDb}'s, through its
     * client settings (request listener, retry policy).
     */
    public Builder<C, P> table(TableHandle table) {
      this.table = Objects.requireNonNull(table, "table");
      return this;
    }

    /** Reads this stream of the table instead of its latest one, looked up with DescribeTable. */
    public Builder<C, P> streamArn(String streamArn) {
      this.streamArn = Objects.requireNonNull(streamArn, "streamArn");
      return this;
    }

    /**
     * Where shards without a checkpoint start: {@code TRIM_HORIZON} (the default), the oldest
     * record still kept (DynamoDB keeps them 24 hours), or {@code LATEST}, only records written
     * after the first poll (shards closed by then are skipped).
     *
     * @throws IllegalArgumentException for a position after a sequence number: {@link
     *     #resumeFrom(Map)} takes those
     */
    public Builder<C, P> startingAt(ShardIteratorType start) {
      Objects.requireNonNull(start, "start");
      if (start != ShardIteratorType.TRIM_HORIZON && start != ShardIteratorType.LATEST) {
        throw new IllegalArgumentException(
            "a stream poller starts at TRIM_HORIZON or LATEST, not "
                + start
                + "; resume after sequence numbers with resumeFrom(checkpoints)");
      }
      this.start = start;
      return this;
    }

    /**
     * Called after each batch the handler accepted, with its shard id and the sequence number of
     * its last record.
     */
    public Builder<C, P> onCheckpoint(BiConsumer<String, String> checkpoint) {
      this.checkpoint = Objects.requireNonNull(checkpoint, "checkpoint");
      return this;
    }

    /** Resumes after these sequence numbers, by shard id (saved from an earlier poller). */
    public Builder<C, P> resumeFrom(Map<String, String> checkpoints) {
      this.resumeFrom = Map.copyOf(checkpoints);
      return this;
    }

    /** Records per {@code GetRecords} call, 1 to 1000 (1000 unless given). */
    public Builder<C, P> batchSize(int records) {
      if (records < 1 || records > 1000) {
        throw new IllegalArgumentException("batchSize must be 1 to 1000, not " + records);
      }
      this.batchSize = records;
      return this;
    }

    /** The most {@code GetRecords} calls one poll makes per shard (100 unless given). */
    public Builder<C, P> maxBatchesPerShard(int batches) {
      if (batches < 1) {
        throw new IllegalArgumentException("maxBatchesPerShard must be positive, not " + batches);
      }
      this.maxBatchesPerShard = batches;
      return this;
    }

    /**
     * The poller.
     *
     * @throws IllegalStateException when no table was given, or it was opened with a client of the
     *     other mode than the streams client (an asynchronous one for a {@code
     *     DynamoDbStreamsClient}, a synchronous one for a {@code DynamoDbStreamsAsyncClient})
     */
    public P build() {
      if (table == null) {
        throw new IllegalStateException(
            "a stream poller reads the stream of a table: give table(...)");
      }
      TableContext context = TableContexts.of(table);
      return poller.apply(
          context,
          new StreamReading<>(
              context,
              streamArn,
              start,
              checkpoint,
              resumeFrom,
              batchSize,
              maxBatchesPerShard,
              this::decode));
    }

    /** The record decoded; one that cannot be is the {@code unknown} change of the reason. */
    private C decode(Record raw) {
      ChangeRecord record;
      try {
        record = ChangeRecord.of(raw);
      } catch (RuntimeException e) {
        return unknown.apply(
            "the stream record could not be read: " + e.getMessage(), ChangeRecord.unreadable(raw));
      }
      try {
        return decoder.apply(record);
      } catch (RuntimeException e) {
        return unknown.apply("the stream record could not be decoded: " + e, record);
      }
    }
  }
}
