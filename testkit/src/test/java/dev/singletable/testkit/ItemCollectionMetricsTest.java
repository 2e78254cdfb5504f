package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** ReturnItemCollectionMetrics on single-item writes, which DynamoDB answers only with LSIs. */
@LocalDynamoDbTest
class ItemCollectionMetricsTest {

  private static final ReturnItemCollectionMetrics SIZE = ReturnItemCollectionMetrics.SIZE;

  @InjectDynamoDb static DynamoDbClient client;
  static String indexed;
  static String plain;

  @BeforeAll
  static void createTables(LocalDynamoDb engine, TestTable table) {
    indexed = table.name();
    plain = table.derived("plain");
    engine.createTable(
        Items.table(indexed).toBuilder()
            .attributeDefinitions(
                AttributeDefinition.builder()
                    .attributeName("pk")
                    .attributeType(ScalarAttributeType.S)
                    .build(),
                AttributeDefinition.builder()
                    .attributeName("sk")
                    .attributeType(ScalarAttributeType.S)
                    .build(),
                AttributeDefinition.builder()
                    .attributeName("lsk")
                    .attributeType(ScalarAttributeType.S)
                    .build())
            .localSecondaryIndexes(
                LocalSecondaryIndex.builder()
                    .indexName("by-lsk")
                    .keySchema(
                        KeySchemaElement.builder()
                            .attributeName("pk")
                            .keyType(KeyType.HASH)
                            .build(),
                        KeySchemaElement.builder()
                            .attributeName("lsk")
                            .keyType(KeyType.RANGE)
                            .build())
                    .projection(p -> p.projectionType(ProjectionType.ALL))
                    .build())
            .build());
    engine.createTable(Items.table(plain));
  }

  @Test
  void everySingleItemWriteOnATableWithLocalIndexesReportsItsCollection() {
    ItemCollectionMetrics put =
        client
            .putItem(
                b ->
                    b.tableName(indexed)
                        .item(item("c", "1", "lsk", "x"))
                        .returnItemCollectionMetrics(SIZE))
            .itemCollectionMetrics();
    ItemCollectionMetrics update =
        client
            .updateItem(
                b ->
                    b.tableName(indexed)
                        .key(key("c", "1"))
                        .updateExpression("SET lsk = :y")
                        .expressionAttributeValues(Map.of(":y", s("y")))
                        .returnItemCollectionMetrics(SIZE))
            .itemCollectionMetrics();
    ItemCollectionMetrics delete =
        client
            .deleteItem(
                b -> b.tableName(indexed).key(key("c", "1")).returnItemCollectionMetrics(SIZE))
            .itemCollectionMetrics();

    for (ItemCollectionMetrics metrics : new ItemCollectionMetrics[] {put, update, delete}) {
      assertThat(metrics).isNotNull();
      assertThat(metrics.itemCollectionKey()).isEqualTo(Map.of("pk", s("c")));
      assertThat(metrics.sizeEstimateRangeGB()).containsExactly(0.0, 1.0);
    }
  }

  @Test
  void noMetricsWithoutLocalIndexesOrWithoutAsking() {
    assertThat(
            client
                .putItem(
                    b -> b.tableName(plain).item(item("c", "1")).returnItemCollectionMetrics(SIZE))
                .itemCollectionMetrics())
        .isNull();
    assertThat(
            client.putItem(b -> b.tableName(indexed).item(item("c", "2"))).itemCollectionMetrics())
        .isNull();
  }
}
