package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * UpdateTable creating and deleting global secondary indexes, which dynalite alone refuses to do:
 * how a design adds an index to a table that already holds items.
 */
@LocalDynamoDbTest
class IndexUpdatesTest {

  @Test
  void aNewIndexHoldsTheItemsStoredBeforeIt(DynamoDbClient client, TestTable table) {
    String name = table.derived("backfill");
    client.createTable(Items.table(name));
    TableWaits.untilActive(client, name); // the engine makes a table ACTIVE after answering
    client.putItem(b -> b.tableName(name).item(item("u1", "a", "group", "g1", "note", "x")));
    client.putItem(b -> b.tableName(name).item(item("u2", "b", "group", "g1", "note", "y")));
    client.putItem(b -> b.tableName(name).item(item("u3", "c", "group", "g2")));
    client.putItem(b -> b.tableName(name).item(item("u4", "d"))); // sparse: no group

    TableDescription updated =
        client.updateTable(create(name, "ByGroup", ProjectionType.KEYS_ONLY)).tableDescription();

    GlobalSecondaryIndexDescription index = updated.globalSecondaryIndexes().get(0);
    assertThat(index.indexName()).isEqualTo("ByGroup");
    assertThat(index.indexStatus()).isEqualTo(IndexStatus.ACTIVE);
    assertThat(index.indexArn()).isEqualTo(updated.tableArn() + "/index/ByGroup");
    assertThat(client.describeTable(b -> b.tableName(name)).table().attributeDefinitions())
        .extracting(AttributeDefinition::attributeName)
        .containsExactlyInAnyOrder("pk", "sk", "group");

    List<Map<String, AttributeValue>> g1 = queryGroup(client, name, "g1");
    assertThat(g1).extracting(i -> i.get("pk").s()).containsExactlyInAnyOrder("u1", "u2");
    // KEYS_ONLY: the table and index keys, nothing else.
    assertThat(g1).allSatisfy(i -> assertThat(i).containsOnlyKeys("pk", "sk", "group"));

    // Writes after the creation maintain the index like any other.
    client.putItem(b -> b.tableName(name).item(item("u5", "e", "group", "g1")));
    client.deleteItem(b -> b.tableName(name).key(Items.key("u1", "a")));
    assertThat(queryGroup(client, name, "g1"))
        .extracting(i -> i.get("pk").s())
        .containsExactlyInAnyOrder("u2", "u5");
  }

  @Test
  void aDeletedIndexIsGoneAndTheTableWorksOn(DynamoDbClient client, TestTable table) {
    String name = table.derived("drop");
    client.createTable(Items.table(name));
    TableWaits.untilActive(client, name); // the engine makes a table ACTIVE after answering
    client.putItem(b -> b.tableName(name).item(item("u1", "a", "group", "g1")));
    client.updateTable(create(name, "ByGroup", ProjectionType.ALL));

    TableDescription dropped =
        client
            .updateTable(
                b ->
                    b.tableName(name)
                        .globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName("ByGroup"))))
            .tableDescription();

    assertThat(dropped.globalSecondaryIndexes()).isEmpty();
    TableDescription described = client.describeTable(b -> b.tableName(name)).table();
    assertThat(described.globalSecondaryIndexes()).isEmpty();
    assertThat(described.attributeDefinitions())
        .extracting(AttributeDefinition::attributeName)
        .containsExactlyInAnyOrder("pk", "sk");
    assertThatThrownBy(() -> queryGroup(client, name, "g1"))
        .hasMessageContaining("does not have the specified index");
    client.putItem(b -> b.tableName(name).item(item("u2", "b", "group", "g1")));
    assertThat(client.getItem(b -> b.tableName(name).key(Items.key("u2", "b"))).item())
        .containsEntry("group", s("g1"));

    // The same name can serve a new index, which starts from the items stored now.
    client.updateTable(create(name, "ByGroup", ProjectionType.ALL));
    assertThat(queryGroup(client, name, "g1")).hasSize(2);
  }

  @Test
  void refusesWhatDynamoDbRefuses(DynamoDbClient client, TestTable table) {
    String name = table.derived("refused");
    client.createTable(Items.table(name));
    TableWaits.untilActive(client, name); // the engine makes a table ACTIVE after answering
    client.updateTable(create(name, "ByGroup", ProjectionType.ALL));

    assertThatThrownBy(() -> client.updateTable(create(name, "ByGroup", ProjectionType.ALL)))
        .hasMessageContaining("Index already exists: ByGroup");
    assertThatThrownBy(
            () ->
                client.updateTable(
                    b ->
                        b.tableName(name)
                            .globalSecondaryIndexUpdates(
                                u ->
                                    u.create(
                                        c ->
                                            c.indexName("ByColour")
                                                .keySchema(
                                                    k ->
                                                        k.attributeName("colour")
                                                            .keyType(KeyType.HASH))
                                                .projection(p -> p.projectionType("ALL"))))))
        .hasMessageContaining("Some index key attributes are not defined in AttributeDefinitions");
    assertThatThrownBy(
            () ->
                client.updateTable(
                    b ->
                        b.tableName(name)
                            .globalSecondaryIndexUpdates(
                                u -> u.delete(d -> d.indexName("NoSuchIndex")))))
        .isInstanceOf(ResourceNotFoundException.class);
    assertThatThrownBy(
            () ->
                client.updateTable(
                    b ->
                        b.tableName(name)
                            .attributeDefinitions(a -> a.attributeName("group").attributeType("S"))
                            .globalSecondaryIndexUpdates(
                                u -> u.delete(d -> d.indexName("ByGroup")),
                                u ->
                                    u.create(
                                        c ->
                                            c.indexName("ByGroupAgain")
                                                .keySchema(
                                                    k ->
                                                        k.attributeName("group")
                                                            .keyType(KeyType.HASH))
                                                .projection(p -> p.projectionType("ALL"))))))
        .isInstanceOf(LimitExceededException.class);
    assertThat(client.describeTable(b -> b.tableName(name)).table().globalSecondaryIndexes())
        .extracting(GlobalSecondaryIndexDescription::indexName)
        .containsExactly("ByGroup");
  }

  private static UpdateTableRequest create(String table, String index, ProjectionType type) {
    return UpdateTableRequest.builder()
        .tableName(table)
        .attributeDefinitions(a -> a.attributeName("group").attributeType(ScalarAttributeType.S))
        .globalSecondaryIndexUpdates(
            u ->
                u.create(
                    CreateGlobalSecondaryIndexAction.builder()
                        .indexName(index)
                        .keySchema(k -> k.attributeName("group").keyType(KeyType.HASH))
                        .projection(p -> p.projectionType(type))
                        .build()))
        .build();
  }

  private static List<Map<String, AttributeValue>> queryGroup(
      DynamoDbClient client, String table, String group) {
    return client
        .query(
            b ->
                b.tableName(table)
                    .indexName("ByGroup")
                    .keyConditionExpression("#g = :g")
                    .expressionAttributeNames(Map.of("#g", "group"))
                    .expressionAttributeValues(Map.of(":g", s(group))))
        .items();
  }
}
