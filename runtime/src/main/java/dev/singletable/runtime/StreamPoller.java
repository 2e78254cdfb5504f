package dev.singletable.runtime;

import dev.singletable.runtime.internal.ShardLineage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's DynamoDB stream, for tests and small services: every shard of the stream, parents
 * before children, from the oldest record or from now on, each record decoded and handed to a
 * handler, and a checkpoint after each batch. It starts no threads: each {@link #poll} call reads
 * on the caller's thread until every shard is caught up (or a bound is reached) and returns.
 * Production consumers use AWS Lambda (an event source mapping, with the {@code singletable-lambda}
 * module) or the Kinesis Client Library's DynamoDB Streams adapter, which add leases, parallelism
 * and durable checkpoints.
 *
 * <pre>{@code
 * try (StreamPoller<ShopChange> poller = db.changes(streamsClient).build()) {
 *   poller.poll(change -> handle(change));
 * }
 * }</pre>
 *
 * <p>Delivery is at least once: when the handler throws, the poll stops, the batch is not
 * checkpointed and the next poll delivers it again, so handlers must be idempotent. An open shard
 * counts as caught up at its first empty batch.
 *
 * @param <C> what each record is decoded into, such as the generated {@code ShopChange}
 */
public final class StreamPoller<C> implements AutoCloseable {

  /** Where reading starts in shards that have no checkpoint. */
  public enum Start {
    /** The oldest record still kept (DynamoDB keeps them 24 hours). */
    TRIM_HORIZON,
    /** Only records written after the first poll; shards closed by then are skipped. */
    LATEST
  }

  /** Receives the position of the last record of each batch the handler accepted. */
  @FunctionalInterface
  public interface Checkpoint {
    void save(String shardId, String sequenceNumber);
  }

  private final DynamoDbStreamsClient streams;
  private final Function<ChangeRecord, ? extends C> decoder;
  private final DynamoDbClient dynamoDb;
  private final String tableName;
  private final Start start;
  private final Checkpoint checkpoint;
  private final int batchSize;
  private final int maxBatchesPerShard;
  private final Map<String, String> checkpoints;
  private final Map<String, String> iterators = new HashMap<>();
  private final Set<String> finished = new HashSet<>();
  private final Set<String> skipped = new HashSet<>();
  private String streamArn;
  private boolean started;
  private volatile boolean closed;

  private StreamPoller(Builder<C> builder) {
    this.streams = builder.streams;
    this.decoder = builder.decoder;
    this.dynamoDb = builder.dynamoDb;
    this.tableName = builder.tableName;
    this.streamArn = builder.streamArn;
    this.start = builder.start;
    this.checkpoint = builder.checkpoint;
    this.batchSize = builder.batchSize;
    this.maxBatchesPerShard = builder.maxBatchesPerShard;
    this.checkpoints = new LinkedHashMap<>(builder.resumeFrom);
  }

  /**
   * Starts a poller that decodes each record with {@code decoder}, such as {@code
   * ShopChanges::decode}.
   */
  public static <C> Builder<C> builder(
      DynamoDbStreamsClient streams, Function<ChangeRecord, ? extends C> decoder) {
    return new Builder<>(streams, decoder);
  }

  /**
   * Reads every shard until it is caught up (an open shard) or read to its end (a closed one),
   * parents before children, at most {@code maxBatchesPerShard} batches per shard, handing each
   * decoded record to {@code handler} in shard order and checkpointing after each batch.
   *
   * @return how many records the handler received
   * @throws IllegalStateException when the poller is closed or the table has no stream
   * @throws RequestFailedException when DynamoDB Streams refuses a request
   */
  public int poll(Consumer<? super C> handler) {
    Objects.requireNonNull(handler, "handler");
    if (closed) {
      throw new IllegalStateException("the stream poller is closed");
    }
    String arn = streamArn();
    List<Shard> shards = ShardLineage.parentsFirst(shards(arn));
    Map<String, Shard> byId = new HashMap<>();
    shards.forEach(shard -> byId.put(shard.shardId(), shard));
    if (!started) {
      started = true;
      if (start == Start.LATEST) {
        // Closed shards hold only records from before the first poll.
        shards.stream()
            .filter(ShardLineage::isClosed)
            .filter(shard -> !checkpoints.containsKey(shard.shardId()))
            .forEach(shard -> skipped.add(shard.shardId()));
        finished.addAll(skipped);
      }
    }
    int delivered = 0;
    for (Shard shard : shards) {
      String parent = shard.parentShardId();
      boolean parentPending =
          parent != null && byId.containsKey(parent) && !finished.contains(parent);
      if (closed || finished.contains(shard.shardId()) || parentPending) {
        continue;
      }
      boolean readParent = parent != null && byId.containsKey(parent) && !skipped.contains(parent);
      delivered += read(arn, shard, readParent, handler);
    }
    return delivered;
  }

  private int read(String arn, Shard shard, boolean readParent, Consumer<? super C> handler) {
    String shardId = shard.shardId();
    int delivered = 0;
    for (int batch = 0; batch < maxBatchesPerShard && !closed; batch++) {
      String iterator = iterators.get(shardId);
      if (iterator == null) {
        iterator = iterator(arn, shardId, readParent);
      }
      GetRecordsResponse response;
      try {
        response = getRecords(iterator);
      } catch (ExpiredIteratorException expired) {
        iterator = iterator(arn, shardId, readParent);
        response = getRecords(iterator);
      }
      List<Record> records = response.records();
      try {
        for (Record record : records) {
          handler.accept(decoder.apply(ChangeRecord.of(record)));
          delivered++;
        }
      } catch (RuntimeException e) {
        iterators.put(shardId, iterator); // the next poll delivers this batch again
        throw e;
      }
      if (!records.isEmpty()) {
        String last = records.get(records.size() - 1).dynamodb().sequenceNumber();
        checkpoints.put(shardId, last);
        checkpoint.save(shardId, last);
      }
      iterators.put(shardId, response.nextShardIterator());
      if (response.nextShardIterator() == null) {
        finished.add(shardId); // a closed shard read to its end
        break;
      }
      if (records.isEmpty()) {
        break; // caught up
      }
    }
    return delivered;
  }

  /** The last sequence number delivered and checkpointed, by shard: what to resume from. */
  public Map<String, String> checkpoints() {
    return Map.copyOf(checkpoints);
  }

  /** The stream read: the one given, or the table's latest stream, looked up at the first poll. */
  public String streamArn() {
    if (streamArn == null) {
      String latest;
      try {
        latest = dynamoDb.describeTable(b -> b.tableName(tableName)).table().latestStreamArn();
      } catch (DynamoDbException e) {
        throw new RequestFailedException(null, null, "DescribeTable " + tableName, e);
      }
      if (latest == null) {
        throw new IllegalStateException(
            "table " + tableName + " has no stream: create it with a StreamSpecification");
      }
      streamArn = latest;
    }
    return streamArn;
  }

  /** Stops polling: a poll in progress returns after its current batch; later polls throw. */
  @Override
  public void close() {
    closed = true;
  }

  private List<Shard> shards(String arn) {
    List<Shard> shards = new ArrayList<>();
    String after = null;
    do {
      String exclusiveStart = after;
      DescribeStreamResponse response;
      try {
        response =
            streams.describeStream(b -> b.streamArn(arn).exclusiveStartShardId(exclusiveStart));
      } catch (DynamoDbException e) {
        throw new RequestFailedException(null, null, "DescribeStream " + arn, e);
      }
      shards.addAll(response.streamDescription().shards());
      after = response.streamDescription().lastEvaluatedShardId();
    } while (after != null);
    return shards;
  }

  /**
   * A new iterator: after the checkpoint if there is one; else a child shard from its start (its
   * parent was read first); else where the poller starts.
   */
  private String iterator(String arn, String shardId, boolean readParent) {
    String after = checkpoints.get(shardId);
    ShardIteratorType type =
        after != null
            ? ShardIteratorType.AFTER_SEQUENCE_NUMBER
            : readParent || start == Start.TRIM_HORIZON
                ? ShardIteratorType.TRIM_HORIZON
                : ShardIteratorType.LATEST;
    try {
      return streams
          .getShardIterator(
              b -> b.streamArn(arn).shardId(shardId).shardIteratorType(type).sequenceNumber(after))
          .shardIterator();
    } catch (DynamoDbException e) {
      throw new RequestFailedException(null, null, "GetShardIterator " + shardId, e);
    }
  }

  private GetRecordsResponse getRecords(String iterator) {
    try {
      return streams.getRecords(b -> b.shardIterator(iterator).limit(batchSize));
    } catch (ExpiredIteratorException expired) {
      throw expired;
    } catch (DynamoDbException e) {
      throw new RequestFailedException(null, null, "GetRecords", e);
    }
  }

  /** Configures a {@link StreamPoller}: the stream (by ARN or table), the start and checkpoints. */
  public static final class Builder<C> {
    private final DynamoDbStreamsClient streams;
    private final Function<ChangeRecord, ? extends C> decoder;
    private DynamoDbClient dynamoDb;
    private String tableName;
    private String streamArn;
    private Start start = Start.TRIM_HORIZON;
    private Checkpoint checkpoint = (shardId, sequenceNumber) -> {};
    private Map<String, String> resumeFrom = Map.of();
    private int batchSize = 1000;
    private int maxBatchesPerShard = 100;

    private Builder(DynamoDbStreamsClient streams, Function<ChangeRecord, ? extends C> decoder) {
      this.streams = Objects.requireNonNull(streams, "streams");
      this.decoder = Objects.requireNonNull(decoder, "decoder");
    }

    /** Reads this stream. */
    public Builder<C> streamArn(String streamArn) {
      this.streamArn = Objects.requireNonNull(streamArn, "streamArn");
      return this;
    }

    /** Reads the latest stream of this table, looked up with {@code DescribeTable}. */
    public Builder<C> table(DynamoDbClient dynamoDb, String tableName) {
      this.dynamoDb = Objects.requireNonNull(dynamoDb, "dynamoDb");
      this.tableName = Objects.requireNonNull(tableName, "tableName");
      return this;
    }

    /** Reads the latest stream of the table behind {@code table}, a generated {@code XxxDb}'s. */
    public Builder<C> table(TableHandle table) {
      return table(table.context().client(), table.tableName());
    }

    /** Where shards without a checkpoint start; {@link Start#TRIM_HORIZON} unless given. */
    public Builder<C> startingAt(Start start) {
      this.start = Objects.requireNonNull(start, "start");
      return this;
    }

    /** Called after each batch the handler accepted, with its shard and last sequence number. */
    public Builder<C> onCheckpoint(Checkpoint checkpoint) {
      this.checkpoint = Objects.requireNonNull(checkpoint, "checkpoint");
      return this;
    }

    /** Resumes after these sequence numbers, by shard id (saved from an earlier poller). */
    public Builder<C> resumeFrom(Map<String, String> checkpoints) {
      this.resumeFrom = Map.copyOf(checkpoints);
      return this;
    }

    /** Records per {@code GetRecords} call, 1 to 1000 (1000 unless given). */
    public Builder<C> batchSize(int records) {
      if (records < 1 || records > 1000) {
        throw new IllegalArgumentException("batchSize must be 1 to 1000, not " + records);
      }
      this.batchSize = records;
      return this;
    }

    /** The most {@code GetRecords} calls one poll makes per shard (100 unless given). */
    public Builder<C> maxBatchesPerShard(int batches) {
      if (batches < 1) {
        throw new IllegalArgumentException("maxBatchesPerShard must be positive, not " + batches);
      }
      this.maxBatchesPerShard = batches;
      return this;
    }

    /**
     * The poller.
     *
     * @throws IllegalStateException unless exactly one of a stream ARN or a table was given
     */
    public StreamPoller<C> build() {
      if ((streamArn == null) == (tableName == null)) {
        throw new IllegalStateException(
            "a stream poller reads one stream: give either streamArn(...) or table(...)");
      }
      return new StreamPoller<>(this);
    }
  }
}
