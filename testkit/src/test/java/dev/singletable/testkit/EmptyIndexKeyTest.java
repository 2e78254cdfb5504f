package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * An empty string or binary as the value of a secondary index's key attribute is refused, as
 * DynamoDB refuses it (a written item and an update in their own words, naming index and key), in
 * every write: PutItem, BatchWriteItem, UpdateItem and a transaction's Put and Update; nothing is
 * stored. An absent index key still leaves the item out of the index (a sparse index).
 */
@LocalDynamoDbTest
class EmptyIndexKeyTest {

  private static final String ITEM_MESSAGE =
      "One or more parameter values are not valid. A value specified for a secondary index key is"
          + " not supported. The AttributeValue for a key attribute cannot contain an empty %s"
          + " value. IndexName: %s, IndexKey: %s";
  private static final String UPDATE_MESSAGE =
      "One or more parameter values are not valid. The update expression attempted to update a"
          + " secondary index key to a value that is not supported. The AttributeValue for a key"
          + " attribute cannot contain an empty %s value. IndexName: %s, IndexKey: %s";

  @InjectDynamoDb static DynamoDbClient client;
  static String table;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable testTable) {
    table = testTable.name();
    engine.createTable(
        Items.table(table).toBuilder()
            .attributeDefinitions(
                attribute("pk", ScalarAttributeType.S),
                attribute("sk", ScalarAttributeType.S),
                attribute("gpk", ScalarAttributeType.S),
                attribute("gsk", ScalarAttributeType.S),
                attribute("bin", ScalarAttributeType.B),
                attribute("lsk", ScalarAttributeType.S))
            .globalSecondaryIndexes(
                GlobalSecondaryIndex.builder()
                    .indexName("ByGroup")
                    .keySchema(keyElement("gpk", KeyType.HASH), keyElement("gsk", KeyType.RANGE))
                    .projection(p -> p.projectionType(ProjectionType.ALL))
                    .build(),
                GlobalSecondaryIndex.builder()
                    .indexName("ByBytes")
                    .keySchema(keyElement("bin", KeyType.HASH))
                    .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                    .build())
            .localSecondaryIndexes(
                LocalSecondaryIndex.builder()
                    .indexName("ByLocal")
                    .keySchema(keyElement("pk", KeyType.HASH), keyElement("lsk", KeyType.RANGE))
                    .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                    .build())
            .build());
  }

  private static AttributeDefinition attribute(String name, ScalarAttributeType type) {
    return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
  }

  private static KeySchemaElement keyElement(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  private static void assertRefused(ThrowingCallable call, String message) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e -> {
              assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
              assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
            });
  }

  private static boolean stored(String pk) {
    return client.getItem(g -> g.tableName(table).key(key(pk, "A")).consistentRead(true)).hasItem();
  }

  @Test
  void aPutOfAnEmptyIndexKeyValueIsRefused() {
    assertRefused(
        () -> client.putItem(p -> p.tableName(table).item(item("p1", "A", "gpk", "", "gsk", "x"))),
        ITEM_MESSAGE.formatted("string", "ByGroup", "gpk"));
    assertRefused(
        () -> client.putItem(p -> p.tableName(table).item(item("p1", "A", "gpk", "g", "gsk", ""))),
        ITEM_MESSAGE.formatted("string", "ByGroup", "gsk"));
    assertRefused(
        () -> client.putItem(p -> p.tableName(table).item(item("p1", "A", "lsk", ""))),
        ITEM_MESSAGE.formatted("string", "ByLocal", "lsk"));
    AttributeValue noBytes = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[0]));
    assertRefused(
        () -> client.putItem(p -> p.tableName(table).item(item("p1", "A", "bin", noBytes))),
        ITEM_MESSAGE.formatted("binary", "ByBytes", "bin"));
    assertThat(stored("p1")).isFalse();
  }

  @Test
  void aBatchWriteOfAnEmptyIndexKeyValueIsRefusedWhole() {
    assertRefused(
        () ->
            client.batchWriteItem(
                b ->
                    b.requestItems(
                        Map.of(
                            table,
                            List.of(
                                put(item("b1", "A", "gpk", "g", "gsk", "x")),
                                put(item("b2", "A", "gpk", "", "gsk", "x")))))),
        ITEM_MESSAGE.formatted("string", "ByGroup", "gpk"));
    assertThat(stored("b1")).isFalse();
    assertThat(stored("b2")).isFalse();
  }

  private static WriteRequest put(Map<String, AttributeValue> item) {
    return WriteRequest.builder().putRequest(p -> p.item(item)).build();
  }

  @Test
  void anUpdateThatLeavesAnEmptyIndexKeyValueIsRefused() {
    client.putItem(p -> p.tableName(table).item(item("u1", "A", "gpk", "g", "gsk", "x")));

    assertRefused(
        () ->
            client.updateItem(
                u ->
                    u.tableName(table)
                        .key(key("u1", "A"))
                        .updateExpression("SET gsk = :empty")
                        .expressionAttributeValues(Map.of(":empty", s("")))),
        UPDATE_MESSAGE.formatted("string", "ByGroup", "gsk"));

    Map<String, AttributeValue> kept =
        client.getItem(g -> g.tableName(table).key(key("u1", "A")).consistentRead(true)).item();
    assertThat(kept).containsEntry("gsk", s("x"));
  }

  @Test
  void aTransactionWithAnEmptyIndexKeyValueIsRefusedWhole() {
    client.putItem(p -> p.tableName(table).item(item("t1", "A", "gpk", "g", "gsk", "x")));

    assertRefused(
        () ->
            client.transactWriteItems(
                t ->
                    t.transactItems(
                        TransactWriteItem.builder()
                            .put(p -> p.tableName(table).item(item("t2", "A", "note", "ok")))
                            .build(),
                        TransactWriteItem.builder()
                            .update(
                                u ->
                                    u.tableName(table)
                                        .key(key("t1", "A"))
                                        .updateExpression("SET gpk = :empty")
                                        .expressionAttributeValues(Map.of(":empty", s(""))))
                            .build())),
        UPDATE_MESSAGE.formatted("string", "ByGroup", "gpk"));
    assertRefused(
        () ->
            client.transactWriteItems(
                t ->
                    t.transactItems(
                        TransactWriteItem.builder()
                            .put(p -> p.tableName(table).item(item("t3", "A", "lsk", "")))
                            .build())),
        ITEM_MESSAGE.formatted("string", "ByLocal", "lsk"));

    assertThat(stored("t2")).isFalse();
    assertThat(stored("t3")).isFalse();
  }

  @Test
  void anAbsentIndexKeyLeavesTheItemOutOfTheIndex() {
    client.putItem(p -> p.tableName(table).item(item("s1", "A", "gpk", "sparse")));

    assertThat(stored("s1")).isTrue();
    assertThat(
            client
                .query(
                    q ->
                        q.tableName(table)
                            .indexName("ByGroup")
                            .keyConditionExpression("gpk = :g")
                            .expressionAttributeValues(Map.of(":g", s("sparse"))))
                .count())
        .isZero();
  }
}
