package dev.singletable.processor.it.shape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.shape.Customer.Money;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The faces of an entity with a former shape besides the blocking repository ({@link
 * ShapeUpgradeTest}): the asynchronous one reads items of shape 1 as shape 2 and refuses a typed
 * update of one alike, and the generated stream decoder reads the images of shape 1 a table's
 * stream carries (as written by the engine, not built by hand).
 */
@LocalDynamoDbTest
class ShapeFacesTest {

  private static final int OLD = 6;

  private DynamoDbClient client;
  private DynamoDbStreamsClient streams;
  private String tableName;
  private StudioDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, DynamoDbStreamsClient streamsClient, TestTable table) {
    client = dynamoDb;
    streams = streamsClient;
    tableName = table.name() + "_" + System.nanoTime();
    db = StudioDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      putRaw(shape1("c" + i, "Ada Lovelace" + i, i));
    }
  }

  /** A customer as shape 1 stored it, without the marker. */
  private static Map<String, AttributeValue> shape1(String id, String name, int amount) {
    Map<String, AttributeValue> item =
        new HashMap<>(CustomerSchema.INSTANCE.keyItem(new CustomerKey(id)));
    item.put("entityType", AttributeValue.fromS("Customer"));
    item.put("customerId", AttributeValue.fromS(id));
    item.put("name", AttributeValue.fromS(name));
    item.put("amt", AttributeValue.fromN(Integer.toString(amount)));
    item.put("currency", AttributeValue.fromS("EUR"));
    return item;
  }

  /** What reads give for customer {@code i} of shape 1. */
  private static Customer upgraded(int i) {
    return new Customer("c" + i, "Ada", "Lovelace" + i, new Money(BigDecimal.valueOf(i), "EUR"));
  }

  private void putRaw(Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(tableName).item(item));
  }

  @Test
  void theAsyncFaceReadsItemsOfShape1AsShape2AndRefusesTheirTypedUpdate(LocalDynamoDb engine) {
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      StudioAsyncDb async =
          StudioDb.createAsync(asyncClient, DbOptions.builder().tableName(tableName).build());

      assertThat(async.customers().get(new CustomerKey("c3")).join()).contains(upgraded(3));
      assertThat(async.customers().byCustomerId("c4").list().join()).containsExactly(upgraded(4));
      assertThat(async.customers().get(new CustomerKey("c99")).join()).isEmpty();

      Map<String, AttributeValue> before = raw("c2");
      assertThatThrownBy(
              () ->
                  async
                      .customers()
                      .update(new CustomerKey("c2"))
                      .set(CustomerSchema.FIRST, "Grace")
                      .execute()
                      .join())
          .isInstanceOf(CompletionException.class)
          .cause()
          .isInstanceOf(ConditionFailedException.class)
          .hasMessageContaining("stored in shape 1")
          .hasMessageContaining("Customer.upgrade");
      assertThat(raw("c2")).isEqualTo(before);

      // A put through the async face writes shape 2 and its marker, read back alike.
      Customer renamed = new Customer("c2", "Grace", "Hopper", new Money(BigDecimal.TEN, "USD"));
      async.customers().put(renamed).join();
      assertThat(raw("c2")).containsEntry("_shape", AttributeValue.fromN("2"));
      assertThat(async.customers().get(new CustomerKey("c2")).join()).contains(renamed);
    }
  }

  @Test
  void theStreamDecoderReadsTheImagesOfShape1AsShape2() {
    Customer renamed = new Customer("c1", "Grace", "Hopper", new Money(BigDecimal.TEN, "USD"));
    db.customers().put(renamed);
    db.customers().delete(new CustomerKey("c5"));
    putRaw(shape1(" c9 ", "Alan Turing", 9)); // its upgrade would give it another key

    List<StudioChange> changes = streamRecords().stream().map(StudioChanges::decode).toList();

    assertThat(changes).hasSize(OLD + 3);
    List<StudioChange.CustomerChange> inserts =
        changes.subList(0, OLD).stream().map(StudioChange.CustomerChange.class::cast).toList();
    for (int i = 0; i < OLD; i++) {
      StudioChange.CustomerChange insert = inserts.get(i);
      assertThat(insert.kind()).isEqualTo(OperationType.INSERT);
      assertThat(insert.key()).isEqualTo(new CustomerKey("c" + i));
      assertThat(insert.newImage()).contains(upgraded(i));
      assertThat(insert.oldImage()).isEmpty();
    }
    // The put over an item of shape 1: the old image is upgraded, the new one is of shape 2.
    StudioChange.CustomerChange modify = (StudioChange.CustomerChange) changes.get(OLD);
    assertThat(modify.kind()).isEqualTo(OperationType.MODIFY);
    assertThat(modify.oldImage()).contains(upgraded(1));
    assertThat(modify.newImage()).contains(renamed);
    assertThat(modify.record().newImage().orElseThrow())
        .containsEntry("_shape", AttributeValue.fromN("2"));
    StudioChange.CustomerChange remove = (StudioChange.CustomerChange) changes.get(OLD + 1);
    assertThat(remove.kind()).isEqualTo(OperationType.REMOVE);
    assertThat(remove.key()).isEqualTo(new CustomerKey("c5"));
    assertThat(remove.oldImage()).contains(upgraded(5));
    assertThat(remove.newImage()).isEmpty();
    // An image whose upgrade is refused is no customer change: the decoder never throws.
    assertThat(changes.get(OLD + 2))
        .isInstanceOfSatisfying(
            StudioChange.Unknown.class,
            unknown ->
                assertThat(unknown.reason())
                    .contains("Customer item could not be read")
                    .contains("the upgrade of shape 1 gives the entity another key"));
  }

  private Map<String, AttributeValue> raw(String id) {
    return client
        .getItem(
            b -> b.tableName(tableName).key(CustomerSchema.INSTANCE.keyItem(new CustomerKey(id))))
        .item();
  }

  /**
   * Every record of the table's stream so far, with the SDK's streams client alone: the table is
   * new and small, so its stream has one shard, read from its start to what was written.
   */
  private List<Record> streamRecords() {
    String arn = client.describeTable(b -> b.tableName(tableName)).table().latestStreamArn();
    List<Shard> shards = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards();
    assertThat(shards).hasSize(1);
    String iterator =
        streams
            .getShardIterator(
                b ->
                    b.streamArn(arn)
                        .shardId(shards.get(0).shardId())
                        .shardIteratorType(ShardIteratorType.TRIM_HORIZON))
            .shardIterator();
    List<Record> records = new ArrayList<>();
    while (iterator != null) {
      String current = iterator;
      GetRecordsResponse response = streams.getRecords(b -> b.shardIterator(current));
      if (response.records().isEmpty()) {
        break;
      }
      records.addAll(response.records());
      iterator = response.nextShardIterator();
    }
    return records;
  }
}
