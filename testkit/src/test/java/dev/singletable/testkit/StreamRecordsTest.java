package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.n;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Which writes make which stream records, with which images, in which order. */
@LocalDynamoDbTest
class StreamRecordsTest {

  static int tables;

  @InjectDynamoDb LocalDynamoDb engine;
  @InjectDynamoDb DynamoDbClient client;
  @InjectDynamoDb DynamoDbStreamsClient streams;
  @InjectDynamoDb TestTable table;

  @Test
  void singleWritesMakeOneRecordEachAndNoneWhenNothingChanges() {
    String name = streamTable(StreamViewType.NEW_AND_OLD_IMAGES);
    client.putItem(b -> b.tableName(name).item(item("a", "1", "x", 2)));
    client.putItem(b -> b.tableName(name).item(item("a", "1", "x", 2))); // identical: no record
    client.putItem(b -> b.tableName(name).item(item("a", "1", "y", 3)));
    client.updateItem(
        b ->
            b.tableName(name)
                .key(key("a", "1"))
                .updateExpression("SET y = :y")
                .expressionAttributeValues(Map.of(":y", n(3)))); // same value: no record
    client.updateItem(
        b ->
            b.tableName(name)
                .key(key("b", "1"))
                .updateExpression("SET z = :z")
                .expressionAttributeValues(Map.of(":z", s("new"))));
    client.deleteItem(b -> b.tableName(name).key(key("a", "1")));
    client.deleteItem(b -> b.tableName(name).key(key("a", "1"))); // missing: no record
    assertThatThrownBy(
            () ->
                client.putItem(
                    b ->
                        b.tableName(name)
                            .item(item("b", "1"))
                            .conditionExpression("attribute_not_exists(pk)")))
        .isInstanceOf(ConditionalCheckFailedException.class);

    List<Record> records = StreamReading.all(streams, StreamReading.latestArn(client, name));
    assertThat(records)
        .extracting(Record::eventName)
        .containsExactly(
            OperationType.INSERT, OperationType.MODIFY, OperationType.INSERT, OperationType.REMOVE);
    assertThat(records.get(0).dynamodb().oldImage()).isEmpty();
    assertThat(records.get(0).dynamodb().newImage()).isEqualTo(item("a", "1", "x", 2));
    assertThat(records.get(1).dynamodb().oldImage()).isEqualTo(item("a", "1", "x", 2));
    assertThat(records.get(1).dynamodb().newImage()).isEqualTo(item("a", "1", "y", 3));
    assertThat(records.get(2).dynamodb().keys()).isEqualTo(key("b", "1"));
    assertThat(records.get(2).dynamodb().newImage()).isEqualTo(item("b", "1", "z", "new"));
    assertThat(records.get(3).dynamodb().oldImage()).isEqualTo(item("a", "1", "y", 3));
    assertThat(records.get(3).dynamodb().newImage()).isEmpty();
    assertThat(records)
        .extracting(r -> new BigInteger(r.dynamodb().sequenceNumber()))
        .isSorted()
        .doesNotHaveDuplicates();
  }

  @Test
  void recordsCarryDynamoDbsFields() {
    String name = streamTable(StreamViewType.NEW_AND_OLD_IMAGES);
    Instant before = Instant.now().minusSeconds(1);
    client.putItem(b -> b.tableName(name).item(item("a", "1", "text", "hello")));

    Record record = StreamReading.all(streams, StreamReading.latestArn(client, name)).get(0);
    assertThat(record.eventID()).matches("[0-9a-f]{32}");
    assertThat(record.eventVersion()).isEqualTo("1.1");
    assertThat(record.eventSource()).isEqualTo("aws:dynamodb");
    assertThat(record.awsRegion())
        .isEqualTo(client.describeTable(b -> b.tableName(name)).table().tableArn().split(":")[3]);
    assertThat(record.userIdentity()).isNull();
    assertThat(record.dynamodb().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
    assertThat(record.dynamodb().sequenceNumber()).matches("\\d{21,40}");
    assertThat(record.dynamodb().approximateCreationDateTime())
        .isBetween(before, Instant.now().plus(Duration.ofSeconds(1)));
    // keys (pk, sk: 2 + 1 bytes each) plus the new image (the keys again and "text" + "hello")
    assertThat(record.dynamodb().sizeBytes()).isEqualTo(6 + 6 + 9);
  }

  @ParameterizedTest
  @EnumSource(
      value = StreamViewType.class,
      names = {"KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"})
  void eachViewTypeCarriesItsImages(StreamViewType viewType) {
    String name = streamTable(viewType);
    client.putItem(b -> b.tableName(name).item(item("a", "1", "v", 1)));
    client.putItem(b -> b.tableName(name).item(item("a", "1", "v", 2)));
    client.deleteItem(b -> b.tableName(name).key(key("a", "1")));

    List<Record> records = StreamReading.all(streams, StreamReading.latestArn(client, name));
    assertThat(records).hasSize(3).allMatch(r -> r.dynamodb().keys().equals(key("a", "1")));
    boolean newImages = viewType.toString().contains("NEW");
    boolean oldImages = viewType.toString().contains("OLD");
    Map<String, AttributeValue> none = Map.of();
    assertThat(records)
        .extracting(r -> r.dynamodb().newImage())
        .containsExactly(
            newImages ? item("a", "1", "v", 1) : none,
            newImages ? item("a", "1", "v", 2) : none,
            none);
    assertThat(records)
        .extracting(r -> r.dynamodb().oldImage())
        .containsExactly(
            none,
            oldImages ? item("a", "1", "v", 1) : none,
            oldImages ? item("a", "1", "v", 2) : none);
    assertThat(records).allMatch(r -> r.dynamodb().streamViewType() == viewType);
  }

  @Test
  void eachRequestOfABatchMakesARecordInRequestOrder() {
    String name = streamTable(StreamViewType.NEW_AND_OLD_IMAGES);
    String plain = table.derived("plain" + ++tables);
    engine.createTable(Items.table(plain));
    client.putItem(b -> b.tableName(name).item(item("old", "1", "v", 1)));
    client.putItem(b -> b.tableName(name).item(item("same", "1", "v", 1)));

    client.batchWriteItem(
        b ->
            b.requestItems(
                Map.of(
                    name,
                    List.of(
                        put(item("new", "1")),
                        WriteRequest.builder().deleteRequest(d -> d.key(key("old", "1"))).build(),
                        put(item("same", "1", "v", 1)),
                        WriteRequest.builder()
                            .deleteRequest(d -> d.key(key("missing", "1")))
                            .build()),
                    plain,
                    List.of(put(item("elsewhere", "1"))))));

    List<Record> records = StreamReading.all(streams, StreamReading.latestArn(client, name));
    assertThat(records)
        .extracting(r -> r.eventName() + " " + r.dynamodb().keys().get("pk").s())
        .containsExactly("INSERT old", "INSERT same", "INSERT new", "REMOVE old");
  }

  @Test
  void unprocessedBatchRequestsMakeNoRecord() {
    LocalDynamoDb.assumeFaultsAvailable();
    String name = streamTable(StreamViewType.KEYS_ONLY);
    engine.faults().unprocessedWrites(1, 1);

    var response =
        client.batchWriteItem(
            b ->
                b.requestItems(
                    Map.of(name, List.of(put(item("kept", "1")), put(item("withheld", "1"))))));

    assertThat(response.unprocessedItems().get(name)).hasSize(1);
    assertThat(StreamReading.all(streams, StreamReading.latestArn(client, name)))
        .extracting(r -> r.dynamodb().keys().get("pk").s())
        .containsExactly("kept");
  }

  @Test
  void everyActionOfATransactionMakesARecordAndACancelledOneNone() {
    String name = streamTable(StreamViewType.NEW_AND_OLD_IMAGES);
    client.putItem(b -> b.tableName(name).item(item("update", "1", "v", 1)));
    client.putItem(b -> b.tableName(name).item(item("delete", "1")));
    client.putItem(b -> b.tableName(name).item(item("check", "1")));
    String arn = StreamReading.latestArn(client, name);
    int before = StreamReading.all(streams, arn).size();

    client.transactWriteItems(
        b ->
            b.transactItems(
                TransactWriteItem.builder()
                    .put(p -> p.tableName(name).item(item("put", "1")))
                    .build(),
                TransactWriteItem.builder()
                    .update(
                        u ->
                            u.tableName(name)
                                .key(key("update", "1"))
                                .updateExpression("SET v = :v")
                                .expressionAttributeValues(Map.of(":v", n(2))))
                    .build(),
                TransactWriteItem.builder()
                    .conditionCheck(
                        c ->
                            c.tableName(name)
                                .key(key("check", "1"))
                                .conditionExpression("attribute_exists(pk)"))
                    .build(),
                TransactWriteItem.builder()
                    .delete(d -> d.tableName(name).key(key("delete", "1")))
                    .build()));
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            TransactWriteItem.builder()
                                .put(p -> p.tableName(name).item(item("never", "1")))
                                .build(),
                            TransactWriteItem.builder()
                                .conditionCheck(
                                    c ->
                                        c.tableName(name)
                                            .key(key("check", "1"))
                                            .conditionExpression("attribute_not_exists(pk)"))
                                .build())))
        .isInstanceOf(TransactionCanceledException.class);

    List<Record> records = StreamReading.all(streams, arn);
    assertThat(records.subList(before, records.size()))
        .extracting(r -> r.eventName() + " " + r.dynamodb().keys().get("pk").s())
        .containsExactly("INSERT put", "MODIFY update", "REMOVE delete");
    assertThat(records.get(before + 1).dynamodb().oldImage()).containsEntry("v", n(1));
    assertThat(records.get(before + 1).dynamodb().newImage()).containsEntry("v", n(2));
  }

  @Test
  void aDisabledStreamRecordsNothingMore() {
    String name = streamTable(StreamViewType.KEYS_ONLY);
    String arn = StreamReading.latestArn(client, name);
    client.putItem(b -> b.tableName(name).item(item("before", "1")));
    client.updateTable(b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(false)));
    client.putItem(b -> b.tableName(name).item(item("after", "1")));

    assertThat(StreamReading.all(streams, arn))
        .extracting(r -> r.dynamodb().keys().get("pk").s())
        .containsExactly("before");
  }

  private String streamTable(StreamViewType viewType) {
    String name = table.derived("t" + ++tables);
    engine.createTable(StreamReading.table(name, viewType));
    return name;
  }

  private static WriteRequest put(Map<String, AttributeValue> item) {
    return WriteRequest.builder().putRequest(p -> p.item(item)).build();
  }
}
