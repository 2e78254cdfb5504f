package dev.singletable.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** StreamSpecification on CreateTable and UpdateTable, and the stream members of tables. */
@LocalDynamoDbTest
class StreamSpecificationTest {

  @ParameterizedTest
  @EnumSource(
      value = StreamViewType.class,
      names = {"KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"})
  void createTableEnablesAStreamOfEachViewType(
      StreamViewType viewType,
      DynamoDbClient client,
      DynamoDbStreamsClient streams,
      TestTable table) {
    String name = table.derived("create-" + viewType.toString().toLowerCase().replace('_', '-'));
    TableDescription created =
        client.createTable(StreamReading.table(name, viewType)).tableDescription();

    TableDescription described = client.describeTable(b -> b.tableName(name)).table();
    assertThat(described.streamSpecification().streamEnabled()).isTrue();
    assertThat(described.streamSpecification().streamViewType()).isEqualTo(viewType);
    assertThat(described.latestStreamArn())
        .isEqualTo(created.latestStreamArn())
        .isEqualTo(described.tableArn() + "/stream/" + described.latestStreamLabel());
    assertThat(described.latestStreamLabel())
        .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}");
    assertThat(created.streamSpecification()).isEqualTo(described.streamSpecification());

    var stream =
        streams.describeStream(b -> b.streamArn(described.latestStreamArn())).streamDescription();
    assertThat(stream.streamStatus()).isEqualTo(StreamStatus.ENABLED);
    assertThat(stream.streamViewType()).isEqualTo(viewType);
    assertThat(stream.tableName()).isEqualTo(name);
    assertThat(stream.keySchema()).isEqualTo(described.keySchema());
  }

  @Test
  void aTableWithoutStreamHasNoStreamMembers(DynamoDbClient client, TestTable table) {
    String name = table.derived("plain");
    client.createTable(
        Items.table(name).toBuilder().streamSpecification(s -> s.streamEnabled(false)).build());

    TableDescription described = client.describeTable(b -> b.tableName(name)).table();
    assertThat(described.streamSpecification()).isNull();
    assertThat(described.latestStreamArn()).isNull();
    assertThat(described.latestStreamLabel()).isNull();
  }

  @Test
  void createTableRefusesInconsistentSpecifications(DynamoDbClient client, TestTable table) {
    String name = table.derived("refused");
    assertThatThrownBy(
            () ->
                client.createTable(
                    Items.table(name).toBuilder()
                        .streamSpecification(s -> s.streamEnabled(true))
                        .build()))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining(
            "Table is being created with a stream enabled, UpdateViewType is required");
    assertThatThrownBy(
            () ->
                client.createTable(
                    Items.table(name).toBuilder()
                        .streamSpecification(
                            s -> s.streamEnabled(false).streamViewType(StreamViewType.KEYS_ONLY))
                        .build()))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("stream disabled, UpdateViewType should not be specified");
    assertThatThrownBy(
            () ->
                client.createTable(
                    Items.table(name).toBuilder()
                        .streamSpecification(s -> s.streamViewType(StreamViewType.KEYS_ONLY))
                        .build()))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining(
            "Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint");

    assertThat(client.listTables().tableNames()).as("nothing was created").doesNotContain(name);
  }

  @Test
  void updateTableEnablesDisablesAndReenablesWithANewStream(
      LocalDynamoDb engine, DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    String name = table.derived("update");
    engine.createTable(Items.table(name));

    TableDescription enabled =
        client
            .updateTable(
                b ->
                    b.tableName(name)
                        .streamSpecification(
                            s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE)))
            .tableDescription();
    String first = enabled.latestStreamArn();
    assertThat(enabled.streamSpecification().streamViewType()).isEqualTo(StreamViewType.NEW_IMAGE);
    assertThat(StreamReading.latestArn(client, name)).isEqualTo(first);

    assertThatThrownBy(
            () ->
                client.updateTable(
                    b ->
                        b.tableName(name)
                            .streamSpecification(
                                s ->
                                    s.streamEnabled(true)
                                        .streamViewType(StreamViewType.KEYS_ONLY))))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Table already has an enabled stream: TableName: " + name);

    client.updateTable(b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(false)));
    TableDescription disabled = client.describeTable(b -> b.tableName(name)).table();
    assertThat(disabled.streamSpecification()).as("absent once disabled").isNull();
    assertThat(disabled.latestStreamArn()).as("the latest stream lingers").isEqualTo(first);
    assertThat(streams.describeStream(b -> b.streamArn(first)).streamDescription().streamStatus())
        .isEqualTo(StreamStatus.DISABLED);
    assertThatThrownBy(
            () ->
                client.updateTable(
                    b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(false))))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Table has no stream to disable: TableName: " + name);

    client.updateTable(
        b ->
            b.tableName(name)
                .streamSpecification(
                    s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY)));
    String second = StreamReading.latestArn(client, name);
    assertThat(second).isNotEqualTo(first);
    assertThat(streams.listStreams(b -> b.tableName(name)).streams())
        .extracting(s -> s.streamArn())
        .containsExactlyInAnyOrder(first, second);
  }

  @Test
  void updateTableRefusesInconsistentSpecifications(
      LocalDynamoDb engine, DynamoDbClient client, TestTable table) {
    String name = table.derived("update-refused");
    engine.createTable(Items.table(name));

    assertThatThrownBy(
            () ->
                client.updateTable(
                    b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(true))))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("If stream is being enabled then UpdateViewType is required");
    assertThatThrownBy(
            () ->
                client.updateTable(
                    b ->
                        b.tableName(name)
                            .streamSpecification(
                                s ->
                                    s.streamEnabled(false)
                                        .streamViewType(StreamViewType.KEYS_ONLY))))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("If stream is being disabled, then UpdateViewType must not be");
    assertThat(client.describeTable(b -> b.tableName(name)).table().latestStreamArn()).isNull();
  }

  @Test
  void updateTableChangesOtherSettingsAlongTheStream(
      LocalDynamoDb engine, DynamoDbClient client, TestTable table) {
    String name = table.derived("billing");
    engine.createTable(StreamReading.table(name, StreamViewType.KEYS_ONLY));

    TableDescription updated =
        client
            .updateTable(
                b ->
                    b.tableName(name)
                        .billingMode(BillingMode.PROVISIONED)
                        .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L)))
            .tableDescription();

    assertThat(updated.provisionedThroughput().readCapacityUnits()).isEqualTo(5L);
    assertThat(updated.streamSpecification().streamViewType()).isEqualTo(StreamViewType.KEYS_ONLY);
  }

  @Test
  void deletingTheTableDisablesItsStreamWhichStaysListed(
      LocalDynamoDb engine, DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    String name = table.derived("deleted");
    engine.createTable(StreamReading.table(name, StreamViewType.NEW_AND_OLD_IMAGES));
    String arn = StreamReading.latestArn(client, name);
    client.putItem(b -> b.tableName(name).item(Items.item("a", "1")));

    engine.deleteTable(name);

    var stream = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
    assertThat(stream.streamStatus()).isEqualTo(StreamStatus.DISABLED);
    assertThat(stream.shards())
        .allMatch(s -> s.sequenceNumberRange().endingSequenceNumber() != null);
    assertThat(StreamReading.all(streams, arn)).as("readable for 24 hours").hasSize(1);
    engine.createTable(Items.table(name));
    assertThat(client.describeTable(b -> b.tableName(name)).table().latestStreamArn())
        .as("a new table of the same name starts without a stream")
        .isNull();
  }
}
