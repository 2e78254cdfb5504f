package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Pins where dynalite differs from DynamoDB on string order, as the README says: if one of these
 * starts failing, dynalite changed and the README's list of limitations must change with it.
 */
@LocalDynamoDbTest
class KnownDifferencesTest {

  private static final String FULLWIDTH_TILDE = "\uFF5E"; // UTF-8 EF BD 9E, UTF-16 FF5E
  private static final String GRINNING_FACE =
      "\uD83D\uDE00"; // U+1F600: UTF-8 F0 9F 98 80, UTF-16 D83D DE00
  private static final AttributeValue TILDE = AttributeValue.fromS(FULLWIDTH_TILDE);

  @InjectDynamoDb static DynamoDbClient client;
  static String table;

  @BeforeAll
  static void storeBothCharacters(LocalDynamoDb engine, TestTable testTable) {
    LocalDynamoDb.assumeFaultsAvailable(); // i.e. dynalite is what answers
    table = testTable.name();
    engine.createTable(Items.table(table));
    client.putItem(
        b -> b.tableName(table).item(item("order", FULLWIDTH_TILDE, "label", FULLWIDTH_TILDE)));
    client.putItem(
        b -> b.tableName(table).item(item("order", GRINNING_FACE, "label", GRINNING_FACE)));
  }

  @Test
  void sortKeyOrderAndKeyConditionsUseUtf8ByteOrderAsDynamoDbDoes() {
    assertThat(sortKeys(query("pk = :p", Map.of())))
        .containsExactly(FULLWIDTH_TILDE, GRINNING_FACE);
    assertThat(sortKeys(query("pk = :p AND sk > :s", Map.of(":s", TILDE))))
        .containsExactly(GRINNING_FACE);
  }

  @Test
  void conditionAndFilterComparisonsUseUtf16Order() {
    var filtered =
        client
            .scan(
                b ->
                    b.tableName(table)
                        .filterExpression("label > :s")
                        .expressionAttributeValues(Map.of(":s", TILDE)))
            .items();
    assertThat(filtered).as("DynamoDB would return the grinning face").isEmpty();
  }

  @Test
  void pagingAKeyConditionAcrossTheDifferenceIsRejected() {
    var firstPage =
        client.query(
            b ->
                b.tableName(table)
                    .keyConditionExpression("pk = :p AND sk >= :s")
                    .expressionAttributeValues(values(Map.of(":s", TILDE)))
                    .limit(1));
    assertThat(firstPage.lastEvaluatedKey()).containsEntry("sk", TILDE);

    var secondStart =
        Map.of("pk", AttributeValue.fromS("order"), "sk", AttributeValue.fromS(GRINNING_FACE));
    assertThatThrownBy(
            () ->
                client.query(
                    b ->
                        b.tableName(table)
                            .keyConditionExpression("pk = :p AND sk > :s")
                            .expressionAttributeValues(values(Map.of(":s", TILDE)))
                            .exclusiveStartKey(secondStart)))
        .as("DynamoDB accepts this start key")
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("The provided starting key does not match the range key predicate");
  }

  private static List<Map<String, AttributeValue>> query(
      String condition, Map<String, AttributeValue> extra) {
    return client
        .query(
            b ->
                b.tableName(table)
                    .keyConditionExpression(condition)
                    .expressionAttributeValues(values(extra)))
        .items();
  }

  private static Map<String, AttributeValue> values(Map<String, AttributeValue> extra) {
    Map<String, AttributeValue> all = new HashMap<>(extra);
    all.put(":p", AttributeValue.fromS("order"));
    return all;
  }

  private static List<String> sortKeys(List<Map<String, AttributeValue>> items) {
    return items.stream().map(i -> i.get("sk").s()).toList();
  }
}
