package dev.singletable.tools;

import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.Failures;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;

/**
 * Reads a table's stream as steps, for both stream pollers: one {@link #poll} is one operation that
 * lists the shards, reads each (parents before children) batch after batch until it is caught up or
 * read to its end, hands each record to the handler, and checkpoints after each batch. The poller's
 * progress (iterators, checkpoints, finished shards) is kept here between polls and touched by one
 * step at a time.
 *
 * <p>Retries: an expired shard iterator is renewed after the checkpoint once; a request DynamoDB
 * Streams refuses for its rate limit ({@code LimitExceededException}, which the SDK does not retry)
 * is re-sent with backoff within the table's {@code RetryPolicy}; any other failure stops the poll
 * as a {@code RequestFailedException} naming the request. When the handler throws, the batch is not
 * checkpointed and the next poll delivers it again.
 *
 * @param <C> what each record is decoded into
 */
final class StreamReading<C> {

  private final TableContext table;
  private final ShardIteratorType start;
  private final BiConsumer<String, String> checkpoint;
  private final int batchSize;
  private final int maxBatchesPerShard;
  private final Function<Record, ? extends C> decode;
  private final Backoff backoff;
  private final Map<String, String> checkpoints;
  private final Map<String, String> iterators = new ConcurrentHashMap<>();
  private final Set<String> finished = ConcurrentHashMap.newKeySet();
  private final Set<String> skipped = ConcurrentHashMap.newKeySet();
  private final AtomicBoolean polling = new AtomicBoolean();
  private volatile String streamArn;
  private volatile boolean started;
  private volatile boolean closed;

  /**
   * @param streamArn the stream to read, or {@code null} for the table's latest stream
   * @param decode what a record becomes; it never throws (an undecodable record is the table's
   *     {@code Unknown} change)
   */
  StreamReading(
      TableContext table,
      String streamArn,
      ShardIteratorType start,
      BiConsumer<String, String> checkpoint,
      Map<String, String> resumeFrom,
      int batchSize,
      int maxBatchesPerShard,
      Function<Record, ? extends C> decode) {
    this.table = table;
    this.streamArn = streamArn;
    this.start = start;
    this.checkpoint = checkpoint;
    this.batchSize = batchSize;
    this.maxBatchesPerShard = maxBatchesPerShard;
    this.decode = decode;
    this.backoff = new Backoff(table.options().retryPolicy());
    this.checkpoints = new ConcurrentHashMap<>(resumeFrom);
  }

  /**
   * Starts a poll: the poller's {@link #poll} steps may run until {@link #end()}.
   *
   * @throws IllegalStateException when the poller is closed or a poll is already running
   */
  void begin() {
    if (closed) {
      throw new IllegalStateException("the stream poller is closed");
    }
    if (!polling.compareAndSet(false, true)) {
      throw new IllegalStateException("a poll of this stream poller is already running");
    }
  }

  /** The poll that {@link #begin()} started has returned or failed. */
  void end() {
    polling.set(false);
  }

  /** Stops polling: a poll in progress returns after its current batch. */
  void close() {
    closed = true;
  }

  /** The last sequence number delivered and checkpointed, by shard. */
  Map<String, String> checkpoints() {
    return Map.copyOf(checkpoints);
  }

  /** The stream read: the one given, or the table's latest stream, looked up once. */
  Step<String> streamArn() {
    String known = streamArn;
    if (known != null) {
      return Step.done(known);
    }
    String name = table.tableName();
    return Step.send(
        ApiCall.DESCRIBE_TABLE,
        DescribeTableRequest.builder().tableName(name).build(),
        response -> {
          String latest = response.table().latestStreamArn();
          if (latest == null) {
            throw new IllegalStateException(
                "table " + name + " has no stream: create it with a StreamSpecification");
          }
          streamArn = latest;
          return latest;
        },
        failure -> Failures.ofItem(failure, null, null, "DescribeTable " + name));
  }

  /**
   * Reads every shard until it is caught up (an open shard, at its first empty batch) or read to
   * its end (a closed one), at most {@code maxBatchesPerShard} batches each, handing each record to
   * {@code handler}; the result is how many records it received.
   */
  Step<Integer> poll(Consumer<? super C> handler) {
    return streamArn()
        .then(
            arn -> shards(arn, null, new ArrayList<>()).then(all -> readShards(arn, all, handler)));
  }

  private Step<List<Shard>> shards(String arn, String after, List<Shard> listed) {
    DescribeStreamRequest request =
        DescribeStreamRequest.builder().streamArn(arn).exclusiveStartShardId(after).build();
    return send(ApiCall.DESCRIBE_STREAM, request, arn, 1)
        .then(
            response -> {
              listed.addAll(response.streamDescription().shards());
              String last = response.streamDescription().lastEvaluatedShardId();
              return last == null ? Step.done(listed) : shards(arn, last, listed);
            });
  }

  private Step<Integer> readShards(String arn, List<Shard> listed, Consumer<? super C> handler) {
    List<Shard> shards = ShardLineage.parentsFirst(listed);
    Set<String> ids = new HashSet<>();
    shards.forEach(shard -> ids.add(shard.shardId()));
    if (!started) {
      started = true;
      if (start == ShardIteratorType.LATEST) {
        // Closed shards hold only records from before the first poll.
        shards.stream()
            .filter(ShardLineage::isClosed)
            .filter(shard -> !checkpoints.containsKey(shard.shardId()))
            .forEach(shard -> skipped.add(shard.shardId()));
        finished.addAll(skipped);
      }
    }
    return readFrom(arn, shards, ids, 0, handler, 0);
  }

  /** Reads the shards from {@code index} on whose turn it is, after {@code delivered} records. */
  private Step<Integer> readFrom(
      String arn,
      List<Shard> shards,
      Set<String> ids,
      int index,
      Consumer<? super C> handler,
      int delivered) {
    for (int i = index; i < shards.size() && !closed; i++) {
      Shard shard = shards.get(i);
      String parent = shard.parentShardId();
      boolean listedParent = parent != null && ids.contains(parent);
      if (finished.contains(shard.shardId()) || (listedParent && !finished.contains(parent))) {
        continue; // read to its end, or its parent is not (it comes first, so that failed)
      }
      boolean fromStart = listedParent && !skipped.contains(parent);
      int next = i + 1;
      return new ShardRead(arn, shard.shardId(), fromStart, handler)
          .batches(0, 0)
          .then(read -> readFrom(arn, shards, ids, next, handler, delivered + read));
    }
    return Step.done(delivered);
  }

  /** One poll's reading of one shard. */
  private final class ShardRead {
    private final String arn;
    private final String shardId;
    private final boolean fromStart;
    private final Consumer<? super C> handler;

    /**
     * @param fromStart whether a shard without checkpoint is read from its start (a child, whose
     *     parent was read first) rather than where the poller starts
     */
    ShardRead(String arn, String shardId, boolean fromStart, Consumer<? super C> handler) {
      this.arn = arn;
      this.shardId = shardId;
      this.fromStart = fromStart;
      this.handler = handler;
    }

    /** Reads batch {@code batch} and the ones after it, {@code delivered} records so far. */
    Step<Integer> batches(int batch, int delivered) {
      if (batch >= maxBatchesPerShard || closed) {
        return Step.done(delivered);
      }
      String iterator = iterators.get(shardId);
      return (iterator != null ? Step.done(iterator) : iterator())
          .then(current -> batch(current, 1, false))
          .then(
              read ->
                  finished.contains(shardId) || read == 0 // read to its end, or caught up
                      ? Step.done(delivered + read)
                      : batches(batch + 1, delivered + read));
    }

    /** Reads one batch with {@code iterator} and hands it over: how many records it held. */
    private Step<Integer> batch(String iterator, int attempt, boolean renewed) {
      return Step.call(
          ApiCall.GET_RECORDS,
          GetRecordsRequest.builder().shardIterator(iterator).limit(batchSize).build(),
          response -> Step.done(deliver(iterator, response)),
          failure ->
              failure instanceof ExpiredIteratorException && !renewed
                  ? iterator().then(fresh -> batch(fresh, 1, true))
                  : failed(
                      failure,
                      "GetRecords " + shardId,
                      attempt,
                      next -> batch(iterator, next, renewed)));
    }

    /**
     * Hands the records to the handler, then checkpoints them and keeps the next iterator; when the
     * handler throws, keeps the batch's own iterator so that the next poll delivers it again.
     */
    private int deliver(String iterator, GetRecordsResponse response) {
      List<Record> records = response.records();
      try {
        for (Record record : records) {
          handler.accept(decode.apply(record));
        }
      } catch (RuntimeException e) {
        iterators.put(shardId, iterator);
        throw e;
      }
      for (int i = records.size() - 1; i >= 0; i--) {
        if (records.get(i).dynamodb() != null
            && records.get(i).dynamodb().sequenceNumber() != null) {
          String last = records.get(i).dynamodb().sequenceNumber();
          checkpoints.put(shardId, last);
          checkpoint.accept(shardId, last);
          break;
        }
      }
      if (response.nextShardIterator() == null) {
        iterators.remove(shardId);
        finished.add(shardId); // a closed shard read to its end
      } else {
        iterators.put(shardId, response.nextShardIterator());
      }
      return records.size();
    }

    /** A new iterator: after the checkpoint if there is one, else at the shard's start. */
    private Step<String> iterator() {
      String after = checkpoints.get(shardId);
      ShardIteratorType type =
          after != null
              ? ShardIteratorType.AFTER_SEQUENCE_NUMBER
              : fromStart || start == ShardIteratorType.TRIM_HORIZON
                  ? ShardIteratorType.TRIM_HORIZON
                  : ShardIteratorType.LATEST;
      GetShardIteratorRequest request =
          GetShardIteratorRequest.builder()
              .streamArn(arn)
              .shardId(shardId)
              .shardIteratorType(type)
              .sequenceNumber(after)
              .build();
      return send(ApiCall.GET_SHARD_ITERATOR, request, shardId, 1)
          .map(response -> response.shardIterator());
    }
  }

  /** Sends a DynamoDB Streams request about {@code subject}. */
  private <Q, S> Step<S> send(ApiCall<Q, S> api, Q request, String subject, int attempt) {
    return Step.call(
        api,
        request,
        Step::done,
        failure ->
            failed(
                failure, api + " " + subject, attempt, next -> send(api, request, subject, next)));
  }

  /**
   * After a request failed: sent {@code again} with backoff while DynamoDB Streams refuses it for
   * its rate limit; otherwise (or when the attempts are spent) the failure, thrown.
   */
  private <R> Step<R> failed(
      SdkException failure, String request, int attempt, IntFunction<Step<R>> again) {
    RuntimeException failed = Failures.ofItem(failure, null, null, request);
    if (failure instanceof LimitExceededException) {
      return backoff.retry(attempt, failed, again);
    }
    throw failed;
  }
}
