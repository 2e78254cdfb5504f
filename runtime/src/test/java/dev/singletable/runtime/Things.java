package dev.singletable.runtime;

import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Layout;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** A hand-written entity, schema, transaction and scripted client for the runtime's unit tests. */
final class Things {

  static final RetryPolicy FAST = new RetryPolicy(4, Duration.ZERO, Duration.ZERO);

  record Thing(String id, String text, long version) {}

  static final class ThingSchema implements EntitySchema<Thing, String> {
    static final ThingSchema INSTANCE = new ThingSchema();

    @Override
    public String entityType() {
      return "Thing";
    }

    @Override
    public Map<String, AttributeValue> toItem(Thing thing) {
      return Map.of(
          "PK",
          AttributeValue.fromS("THING#" + thing.id()),
          "SK",
          AttributeValue.fromS("THING"),
          "entityType",
          AttributeValue.fromS("Thing"),
          "id",
          AttributeValue.fromS(thing.id()),
          "text",
          AttributeValue.fromS(thing.text()),
          "version",
          AttributeValue.fromN(Long.toString(thing.version())));
    }

    @Override
    public Thing fromItem(Map<String, AttributeValue> item) {
      return new Thing(
          item.get("id").s(), item.get("text").s(), Long.parseLong(item.get("version").n()));
    }

    @Override
    public Thing fromPartialItem(Map<String, AttributeValue> item) {
      return fromItem(item);
    }

    @Override
    public String keyOf(Thing thing) {
      return thing.id();
    }

    @Override
    public Map<String, AttributeValue> keyItem(String id) {
      return Map.of("PK", AttributeValue.fromS("THING#" + id), "SK", AttributeValue.fromS("THING"));
    }

    @Override
    public Map<String, AttributeValue> keyAttributes(String id) {
      return Map.of("entityType", AttributeValue.fromS("Thing"), "id", AttributeValue.fromS(id));
    }

    @Override
    public String versionAttribute() {
      return "version";
    }

    @Override
    public long versionOf(Thing thing) {
      return thing.version();
    }

    @Override
    public Thing prepareWrite(Thing thing, long newVersion, Instant now) {
      return new Thing(thing.id(), thing.text(), newVersion);
    }
  }

  static final class ThingTransaction<R> extends Transaction<ThingTransaction<R>, R, Void> {
    ThingTransaction(TableHandle table, Face<TransactionResult, R> face) {
      super(table, face);
    }

    ThingTransaction<R> put(Thing thing) {
      return addPut(ThingSchema.INSTANCE, thing);
    }
  }

  /**
   * Answers TransactWriteItems and BatchWriteItem from a script and UpdateItem with nothing,
   * recording every request.
   */
  static final class ScriptedClient implements DynamoDbClient {
    final List<TransactWriteItemsRequest> transactions = new ArrayList<>();
    final List<UpdateItemRequest> updates = new ArrayList<>();
    final List<BatchWriteItemRequest> batches = new ArrayList<>();
    final Deque<RuntimeException> transactFailures = new ArrayDeque<>();
    final Deque<Function<BatchWriteItemRequest, BatchWriteItemResponse>> batchAnswers =
        new ArrayDeque<>();

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
      transactions.add(request);
      RuntimeException failure = transactFailures.poll();
      if (failure != null) {
        throw failure;
      }
      return TransactWriteItemsResponse.builder().build();
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
      batches.add(request);
      Function<BatchWriteItemRequest, BatchWriteItemResponse> answer = batchAnswers.poll();
      return answer == null ? BatchWriteItemResponse.builder().build() : answer.apply(request);
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
      updates.add(request);
      return UpdateItemResponse.builder().build();
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }

  static TableHandle table(DynamoDbClient client) {
    return TableHandle.of(
        client,
        Layout.builder("Things")
            .partitionKey("PK")
            .sortKey("SK")
            .entityTypeAttribute("entityType")
            .delimiter('#')
            .build(),
        DbOptions.builder().retryPolicy(FAST).build());
  }

  /** The typed key of the thing with id {@code id}, as a generated key record would be. */
  static TableKey<Things, Thing> key(String id) {
    return new TableKey<>() {
      @Override
      public Map<String, AttributeValue> toKey() {
        return ThingSchema.INSTANCE.keyItem(id);
      }

      @Override
      public String entityType() {
        return "Thing";
      }

      @Override
      public EntitySchema<Thing, String> schema() {
        return ThingSchema.INSTANCE;
      }
    };
  }

  static TransactionCanceledException cancelled(String... codes) {
    List<CancellationReason> reasons = new ArrayList<>();
    for (String code : codes) {
      reasons.add(
          CancellationReason.builder()
              .code(code)
              .message(code.equals("None") ? null : code + "!")
              .build());
    }
    return (TransactionCanceledException)
        TransactionCanceledException.builder()
            .message("Transaction cancelled")
            .cancellationReasons(reasons)
            .awsErrorDetails(
                AwsErrorDetails.builder().errorCode("TransactionCanceledException").build())
            .statusCode(400)
            .build();
  }

  static DynamoDbException error(String code, int status) {
    return (DynamoDbException)
        DynamoDbException.builder()
            .message(code)
            .awsErrorDetails(
                AwsErrorDetails.builder().errorCode(code).errorMessage(code + " message").build())
            .statusCode(status)
            .build();
  }

  private Things() {}
}
