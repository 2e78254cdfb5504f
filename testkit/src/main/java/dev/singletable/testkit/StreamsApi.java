package dev.singletable.testkit;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The DynamoDB Streams API ({@code DynamoDBStreams_20120810.*}) over the engine's {@link
 * StreamStore}: ListStreams, DescribeStream, GetShardIterator and GetRecords.
 */
final class StreamsApi {

  static final String TARGET_PREFIX = "DynamoDBStreams_20120810.";

  private static final Duration ITERATOR_LIFETIME = Duration.ofMinutes(15);
  private static final long MAX_RESPONSE_BYTES = 1024 * 1024;
  private static final Pattern STREAM_ARN =
      Pattern.compile("arn:aws[a-z-]*:dynamodb:[^:]+:[^:]*:table/[^/]+/stream/.+");
  private static final List<String> ITERATOR_TYPES =
      List.of("TRIM_HORIZON", "LATEST", "AT_SEQUENCE_NUMBER", "AFTER_SEQUENCE_NUMBER");

  private final StreamStore store;

  StreamsApi(StreamStore store) {
    this.store = store;
  }

  ApiResponse handle(String operation, byte[] body) {
    Map<String, Object> request = Json.parseObject(body);
    synchronized (store) {
      store.trim();
      return ApiResponse.ok(
          switch (operation) {
            case "ListStreams" -> listStreams(request);
            case "DescribeStream" -> describeStream(request);
            case "GetShardIterator" -> getShardIterator(request);
            case "GetRecords" -> getRecords(request);
            default ->
                throw new ApiException(
                    ApiResponse.error(
                        400,
                        Json.object(
                            "__type", "com.amazon.coral.service#UnknownOperationException")));
          });
    }
  }

  private Map<String, Object> listStreams(Map<String, Object> request) {
    int limit = limit(request, 100, "limit");
    String table = Json.asString(request.get("TableName"));
    String start = Json.asString(request.get("ExclusiveStartStreamArn"));
    if (start != null) {
      requireArn(start, "exclusiveStartStreamArn");
    }
    List<TableStream> matching =
        store.list().stream()
            .filter(s -> table == null || s.tableName().equals(table))
            .filter(s -> start == null || s.arn().compareTo(start) > 0)
            .toList();
    List<TableStream> page = matching.subList(0, Math.min(limit, matching.size()));
    List<Object> streams = new ArrayList<>();
    for (TableStream stream : page) {
      streams.add(
          Json.object(
              "StreamArn", stream.arn(),
              "TableName", stream.tableName(),
              "StreamLabel", stream.label()));
    }
    String lastEvaluated = matching.size() > page.size() ? page.get(page.size() - 1).arn() : null;
    return Json.object("Streams", streams, "LastEvaluatedStreamArn", lastEvaluated);
  }

  private Map<String, Object> describeStream(Map<String, Object> request) {
    TableStream stream = stream(request);
    int limit = limit(request, 100, "limit");
    String start = Json.asString(request.get("ExclusiveStartShardId"));
    String parent = childrenOf(Json.asMap(request.get("ShardFilter")));
    List<Object> shards = new ArrayList<>();
    String lastEvaluated = null;
    boolean more = false;
    for (StreamShard shard : stream.shards()) {
      if ((start != null && shard.id().compareTo(start) <= 0)
          || (parent != null && !parent.equals(shard.parentId()))) {
        continue;
      }
      if (shards.size() == limit) {
        more = true;
        break;
      }
      shards.add(describe(shard));
      lastEvaluated = shard.id();
    }
    Map<String, Object> description =
        Json.object(
            "StreamArn", stream.arn(),
            "StreamLabel", stream.label(),
            "StreamStatus", stream.isEnabled() ? "ENABLED" : "DISABLED",
            "StreamViewType", stream.viewType(),
            "CreationRequestDateTime", seconds(stream.created()),
            "TableName", stream.tableName(),
            "KeySchema", stream.keySchema(),
            "Shards", shards,
            "LastEvaluatedShardId", more ? lastEvaluated : null);
    return Json.object("StreamDescription", description);
  }

  private Map<String, Object> getShardIterator(Map<String, Object> request) {
    String type = Json.asString(request.get("ShardIteratorType"));
    if (type == null || !ITERATOR_TYPES.contains(type)) {
      throw StreamErrors.constraint(
          type,
          "shardIteratorType",
          type == null
              ? "Member must not be null"
              : "Member must satisfy enum value set: " + ITERATOR_TYPES);
    }
    String sequenceText = Json.asString(request.get("SequenceNumber"));
    boolean positional = type.endsWith("SEQUENCE_NUMBER");
    if (positional == (sequenceText == null)) {
      throw ApiErrors.validationFailure(
          positional
              ? "SequenceNumber is required for ShardIteratorType " + type
              : "SequenceNumber must not be given for ShardIteratorType " + type);
    }
    TableStream stream = stream(request);
    String shardId = Json.asString(request.get("ShardId"));
    if (shardId == null) {
      throw StreamErrors.constraint(null, "shardId", "Member must not be null");
    }
    StreamShard shard = stream.shard(shardId);
    if (shard == null) {
      throw StreamErrors.shardNotFound();
    }
    long after =
        switch (type) {
          case "TRIM_HORIZON" -> Math.max(shard.startingSequence(), shard.trimmedThrough());
          case "LATEST" -> shard.isOpen() ? store.lastSequence() : shard.endingSequence();
          default -> positionOf(shard, sequenceText, type);
        };
    if (after < shard.trimmedThrough()) {
      throw StreamErrors.trimmedData();
    }
    return Json.object(
        "ShardIterator", new ShardIterator(stream.arn(), shard.id(), after, store.now()).text());
  }

  private Map<String, Object> getRecords(Map<String, Object> request) {
    String text = Json.asString(request.get("ShardIterator"));
    if (text == null || text.isEmpty() || text.length() > 2048) {
      throw StreamErrors.constraint(
          text,
          "shardIterator",
          text == null ? "Member must not be null" : "Member must have length between 1 and 2048");
    }
    int limit = limit(request, 1000, "limit");
    ShardIterator iterator = ShardIterator.parse(text);
    Instant now = store.now();
    if (now.isAfter(iterator.issued().plus(ITERATOR_LIFETIME))) {
      throw StreamErrors.expiredIterator();
    }
    TableStream stream = store.find(iterator.streamArn());
    if (stream == null) {
      throw StreamErrors.streamNotFound(iterator.streamArn());
    }
    StreamShard shard = stream.shard(iterator.shardId());
    if (shard == null) {
      throw StreamErrors.shardNotFound();
    }
    if (iterator.after() < shard.trimmedThrough()) {
      throw StreamErrors.trimmedData();
    }
    List<Object> records = new ArrayList<>();
    long last = iterator.after();
    long bytes = 0;
    for (ChangeRecord record : shard.after(iterator.after(), limit)) {
      bytes += record.sizeBytes();
      if (!records.isEmpty() && bytes > MAX_RESPONSE_BYTES) {
        break;
      }
      records.add(StreamRecords.toJson(record, stream));
      last = record.sequenceNumber();
    }
    boolean atEnd = !shard.isOpen() && last >= shard.endingSequence();
    String next = atEnd ? null : new ShardIterator(stream.arn(), shard.id(), last, now).text();
    return Json.object("Records", records, "NextShardIterator", next);
  }

  private TableStream stream(Map<String, Object> request) {
    String arn = Json.asString(request.get("StreamArn"));
    requireArn(arn, "streamArn");
    TableStream stream = store.find(arn);
    if (stream == null) {
      throw StreamErrors.streamNotFound(arn);
    }
    return stream;
  }

  private long positionOf(StreamShard shard, String sequenceText, String type) {
    BigInteger sequence;
    try {
      sequence = new BigInteger(sequenceText);
    } catch (NumberFormatException e) {
      throw ApiErrors.validationFailure("Invalid SequenceNumber: " + sequenceText);
    }
    long highest = shard.isOpen() ? store.lastSequence() : shard.endingSequence();
    if (sequence.compareTo(BigInteger.valueOf(shard.startingSequence())) < 0
        || sequence.compareTo(BigInteger.valueOf(highest)) > 0) {
      throw ApiErrors.validationFailure(
          "Invalid SequenceNumber "
              + sequenceText
              + " for ShardIteratorType "
              + type
              + ": it is not in shard "
              + shard.id());
    }
    long value = sequence.longValueExact();
    return type.equals("AT_SEQUENCE_NUMBER") ? value - 1 : value;
  }

  private static Map<String, Object> describe(StreamShard shard) {
    Map<String, Object> range =
        Json.object(
            "StartingSequenceNumber",
            StreamStore.sequenceText(shard.startingSequence()),
            "EndingSequenceNumber",
            shard.isOpen() ? null : StreamStore.sequenceText(shard.endingSequence()));
    return Json.object(
        "ShardId", shard.id(), "SequenceNumberRange", range, "ParentShardId", shard.parentId());
  }

  private static String childrenOf(Map<String, Object> filter) {
    if (filter == null) {
      return null;
    }
    Object type = filter.get("Type");
    if (!"CHILD_SHARDS".equals(type)) {
      throw StreamErrors.constraint(
          type, "shardFilter.type", "Member must satisfy enum value set: [CHILD_SHARDS]");
    }
    String shardId = Json.asString(filter.get("ShardId"));
    if (shardId == null) {
      throw StreamErrors.constraint(null, "shardFilter.shardId", "Member must not be null");
    }
    return shardId;
  }

  private static void requireArn(String arn, String member) {
    if (arn == null) {
      throw StreamErrors.constraint(null, member, "Member must not be null");
    }
    if (arn.length() < 37 || arn.length() > 1024 || !STREAM_ARN.matcher(arn).matches()) {
      throw ApiErrors.validationFailure("Invalid StreamArn: " + arn);
    }
  }

  private static int limit(Map<String, Object> request, int max, String member) {
    Object value = request.get("Limit");
    if (value == null) {
      return max;
    }
    long limit;
    try {
      limit = Long.parseLong(((Json.Number) value).text());
    } catch (RuntimeException e) {
      throw ApiErrors.validationFailure("Invalid Limit: " + value);
    }
    if (limit < 1 || limit > max) {
      throw StreamErrors.constraint(
          limit,
          member,
          limit < 1
              ? "Member must have value greater than or equal to 1"
              : "Member must have value less than or equal to " + max);
    }
    return (int) limit;
  }

  static Json.Number seconds(Instant instant) {
    return new Json.Number(
        instant.getEpochSecond() + "." + String.format("%03d", instant.getNano() / 1_000_000));
  }
}
