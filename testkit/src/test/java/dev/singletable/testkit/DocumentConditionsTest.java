package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Conditions that compare a list or a map with {@code =}, {@code <>} or {@code IN}: DynamoDB
 * compares them by value, at any depth (lists in order, maps by name, numbers by value), which is
 * what a write conditioned on an item being unchanged relies on.
 */
@LocalDynamoDbTest
class DocumentConditionsTest {

  private static final AttributeValue TAGS = list(s("red"), s("blue"));
  private static final AttributeValue ADDRESS =
      AttributeValue.fromM(
          Map.of("city", s("Lyon"), "lines", list(s("1 rue"), s("2e")), "floor", n("3")));

  @InjectDynamoDb static DynamoDbClient client;
  private String table;

  @BeforeEach
  void storeAnItemWithAListAndAMap(LocalDynamoDb engine, TestTable testTable) {
    table = testTable.name() + "_" + System.nanoTime();
    engine.createTable(Items.table(table));
    client.putItem(b -> b.tableName(table).item(item("p", "s", "tags", TAGS, "address", ADDRESS)));
  }

  @Test
  void aListAndAMapEqualToTheStoredOnesHold() {
    put("#t = :t AND #a = :a", Map.of(":t", TAGS, ":a", ADDRESS));
    assertThat(stored().get("note").s()).isEqualTo("written");
  }

  @Test
  void numbersInsideADocumentCompareByValue() {
    AttributeValue sameFloor =
        AttributeValue.fromM(
            Map.of("city", s("Lyon"), "lines", list(s("1 rue"), s("2e")), "floor", n("3.0")));
    put("#a = :a", Map.of(":a", sameFloor));
    assertThat(stored().get("note").s()).isEqualTo("written");
  }

  @Test
  void aListInAnotherOrderOrAMapWithAnotherValueDoesNotHold() {
    assertThatThrownBy(() -> put("#t = :t", Map.of(":t", list(s("blue"), s("red")))))
        .isInstanceOf(ConditionalCheckFailedException.class);
    AttributeValue otherCity =
        AttributeValue.fromM(
            Map.of("city", s("Paris"), "lines", list(s("1 rue"), s("2e")), "floor", n("3")));
    assertThatThrownBy(() -> put("#a = :a", Map.of(":a", otherCity)))
        .isInstanceOf(ConditionalCheckFailedException.class);
    assertThat(stored()).doesNotContainKey("note");
  }

  @Test
  void notEqualAndInCompareByValueToo() {
    assertThatThrownBy(() -> put("#t <> :t", Map.of(":t", TAGS)))
        .isInstanceOf(ConditionalCheckFailedException.class);
    put("#t IN (:x, :t)", Map.of(":x", list(s("green")), ":t", TAGS));
    assertThat(stored().get("note").s()).isEqualTo("written");
  }

  @Test
  void twoListsOfTheItemCompareByValue() {
    client.putItem(
        b -> b.tableName(table).item(item("p", "s", "tags", TAGS, "formerTags", list(s("red")))));
    assertThatThrownBy(() -> updateNoteIf("tags = formerTags"))
        .isInstanceOf(ConditionalCheckFailedException.class);
    client.putItem(b -> b.tableName(table).item(item("p", "s", "tags", TAGS, "formerTags", TAGS)));
    updateNoteIf("tags = formerTags");
    assertThat(stored().get("note").s()).isEqualTo("written");
  }

  @Test
  void aTransactionConditionedOnTheStoredListHolds() {
    client.transactWriteItems(
        b ->
            b.transactItems(
                t ->
                    t.delete(
                        d ->
                            d.tableName(table)
                                .key(key("p", "s"))
                                .conditionExpression("#t = :t")
                                .expressionAttributeNames(Map.of("#t", "tags"))
                                .expressionAttributeValues(Map.of(":t", TAGS)))));
    assertThat(client.getItem(b -> b.tableName(table).key(key("p", "s"))).hasItem()).isFalse();
  }

  @Test
  void aTransactionConditionedOnAChangedListIsCancelled() {
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            t ->
                                t.delete(
                                    d ->
                                        d.tableName(table)
                                            .key(key("p", "s"))
                                            .conditionExpression("#t = :t")
                                            .expressionAttributeNames(Map.of("#t", "tags"))
                                            .expressionAttributeValues(
                                                Map.of(":t", list(s("red"))))))))
        .isInstanceOf(TransactionCanceledException.class);
    assertThat(stored()).containsKey("tags");
  }

  private void put(String condition, Map<String, AttributeValue> values) {
    Map<String, String> names =
        Map.of("#t", "tags", "#a", "address").entrySet().stream()
            .filter(e -> condition.contains(e.getKey()))
            .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    client.putItem(
        b ->
            b.tableName(table)
                .item(item("p", "s", "tags", TAGS, "address", ADDRESS, "note", "written"))
                .conditionExpression(condition)
                .expressionAttributeNames(names)
                .expressionAttributeValues(values));
  }

  private void updateNoteIf(String condition) {
    client.updateItem(
        b ->
            b.tableName(table)
                .key(key("p", "s"))
                .updateExpression("SET note = :w")
                .conditionExpression(condition)
                .expressionAttributeValues(Map.of(":w", s("written"))));
  }

  private Map<String, AttributeValue> stored() {
    return client.getItem(b -> b.tableName(table).key(key("p", "s")).consistentRead(true)).item();
  }

  private static AttributeValue list(AttributeValue... values) {
    return AttributeValue.fromL(List.of(values));
  }

  private static AttributeValue n(String value) {
    return AttributeValue.fromN(value);
  }
}
