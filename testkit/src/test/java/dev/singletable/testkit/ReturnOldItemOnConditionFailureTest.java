package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.n;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * ReturnValuesOnConditionCheckFailure=ALL_OLD on single writes, read back through the SDK
 * exception.
 */
@LocalDynamoDbTest
class ReturnOldItemOnConditionFailureTest {

  private static final ReturnValuesOnConditionCheckFailure ALL_OLD =
      ReturnValuesOnConditionCheckFailure.ALL_OLD;
  private static final Map<String, AttributeValue> CURRENT =
      item("doc", "1", "version", 7, "title", "current");

  @InjectDynamoDb DynamoDbClient client;
  @InjectDynamoDb TestTable table;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable table) {
    engine.createTable(Items.table(table.name()));
  }

  @BeforeEach
  void storeCurrentItem() {
    client.putItem(b -> b.tableName(table.name()).item(CURRENT));
  }

  @Test
  void putItemFailureCarriesTheCurrentItem() {
    assertThatThrownBy(
            () ->
                client.putItem(
                    b ->
                        b.tableName(table.name())
                            .item(item("doc", "1", "version", 8))
                            .conditionExpression("version = :v")
                            .expressionAttributeValues(Map.of(":v", n(6)))
                            .returnValuesOnConditionCheckFailure(ALL_OLD)))
        .isInstanceOfSatisfying(
            ConditionalCheckFailedException.class, e -> assertThat(e.item()).isEqualTo(CURRENT));
  }

  @Test
  void updateAndDeleteFailuresCarryTheCurrentItem() {
    assertThatThrownBy(
            () ->
                client.updateItem(
                    b ->
                        b.tableName(table.name())
                            .key(key("doc", "1"))
                            .updateExpression("SET title = :t")
                            .conditionExpression("attribute_not_exists(pk)")
                            .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("new")))
                            .returnValuesOnConditionCheckFailure(ALL_OLD)))
        .isInstanceOfSatisfying(
            ConditionalCheckFailedException.class, e -> assertThat(e.item()).isEqualTo(CURRENT));
    assertThatThrownBy(
            () ->
                client.deleteItem(
                    b ->
                        b.tableName(table.name())
                            .key(key("doc", "1"))
                            .conditionExpression("version > :v")
                            .expressionAttributeValues(Map.of(":v", n(100)))
                            .returnValuesOnConditionCheckFailure(ALL_OLD)))
        .isInstanceOfSatisfying(
            ConditionalCheckFailedException.class, e -> assertThat(e.item()).isEqualTo(CURRENT));
    assertThat(client.getItem(b -> b.tableName(table.name()).key(key("doc", "1"))).item())
        .isEqualTo(CURRENT);
  }

  @Test
  void noItemWithoutAllOldOrWhenTheItemIsAbsent() {
    assertThatThrownBy(
            () ->
                client.deleteItem(
                    b ->
                        b.tableName(table.name())
                            .key(key("doc", "1"))
                            .conditionExpression("attribute_not_exists(pk)")))
        .isInstanceOfSatisfying(
            ConditionalCheckFailedException.class, e -> assertThat(e.hasItem()).isFalse());
    assertThatThrownBy(
            () ->
                client.updateItem(
                    b ->
                        b.tableName(table.name())
                            .key(key("absent", "1"))
                            .updateExpression("SET title = :t")
                            .conditionExpression("attribute_exists(pk)")
                            .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("x")))
                            .returnValuesOnConditionCheckFailure(ALL_OLD)))
        .isInstanceOfSatisfying(
            ConditionalCheckFailedException.class, e -> assertThat(e.hasItem()).isFalse());
  }

  @Test
  void successfulWritesWithAllOldAreUnaffected() {
    client.putItem(
        b ->
            b.tableName(table.name())
                .item(item("doc", "1", "version", 8))
                .conditionExpression("version = :v")
                .expressionAttributeValues(Map.of(":v", n(7)))
                .returnValuesOnConditionCheckFailure(ALL_OLD));
    assertThat(client.getItem(b -> b.tableName(table.name()).key(key("doc", "1"))).item())
        .isEqualTo(item("doc", "1", "version", 8));
  }
}
