package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Filters ({@code FilterExpression} of Query and Scan, on a table and on an index) that compare a
 * list or a map with {@code =}, {@code <>} or {@code IN}: DynamoDB compares them by value, at any
 * depth (lists in order, maps by name, numbers by value), as it does in conditions.
 */
@LocalDynamoDbTest
class DocumentFiltersTest {

  private static final AttributeValue TAGS = list(s("red"), s("blue"));
  private static final AttributeValue ADDRESS = address("Lyon", "3");
  // numbers at two depths, to compare with the same numbers written another way
  private static final AttributeValue SCORES = list(n("1"), list(n("2.5"), map("best", n("30"))));

  @InjectDynamoDb static DynamoDbClient client;
  private static String table;

  @BeforeAll
  static void storeItemsWithListsAndMaps(LocalDynamoDb engine, TestTable testTable) {
    table = testTable.name();
    CreateTableRequest base = Items.table(table);
    engine.createTable(
        base.toBuilder()
            .attributeDefinitions(
                List.of(
                    base.attributeDefinitions().get(0),
                    base.attributeDefinitions().get(1),
                    AttributeDefinition.builder()
                        .attributeName("kind")
                        .attributeType(ScalarAttributeType.S)
                        .build()))
            .globalSecondaryIndexes(
                GlobalSecondaryIndex.builder()
                    .indexName("byKind")
                    .keySchema(
                        k -> k.attributeName("kind").keyType(KeyType.HASH),
                        k -> k.attributeName("sk").keyType(KeyType.RANGE))
                    .projection(p -> p.projectionType(ProjectionType.ALL))
                    .build())
            .build());
    put(item("p", "1", "kind", "k", "tags", TAGS, "address", ADDRESS, "scores", SCORES));
    put(
        item(
            "p",
            "2",
            "kind",
            "k",
            "tags",
            list(s("blue"), s("red")),
            "address",
            address("Paris", "3"),
            "scores",
            list(n("1"), list(n("2.5"), map("best", n("31"))))));
    put(
        item(
            "p",
            "3",
            "kind",
            "k",
            "tags",
            list(s("red")),
            "address",
            address("Lyon", "4"),
            "scores",
            list(n("1"), list(n("2.5"))),
            "formerTags",
            list(s("red"))));
  }

  @Test
  void aQueryKeepsTheItemsWhoseListOrMapEqualsTheValue() {
    assertThat(query("#t = :t", Map.of(":t", TAGS))).containsExactly("1");
    assertThat(query("#a = :a", Map.of(":a", ADDRESS))).containsExactly("1");
    assertThat(query("#t = :t", Map.of(":t", list(s("red"))))).containsExactly("3");
  }

  @Test
  void numbersInsideAListOrAMapCompareByValueAtAnyDepth() {
    AttributeValue sameScores = list(n("1.0"), list(n("2.50"), map("best", n("3E1"))));
    assertThat(query("#s = :s", Map.of(":s", sameScores))).containsExactly("1");
    assertThat(query("#a = :a", Map.of(":a", address("Lyon", "3.000")))).containsExactly("1");
  }

  @Test
  void anotherOrderAnotherValueOrAnotherNameIsNotEqual() {
    assertThat(query("#t = :t", Map.of(":t", list(s("blue"), s("red"), s("red"))))).isEmpty();
    assertThat(query("#a = :a", Map.of(":a", address("Lyon", "5")))).isEmpty();
    AttributeValue otherName =
        map("city", s("Lyon"), "lines", list(s("1 rue"), s("2e")), "storey", n("3"));
    assertThat(query("#a = :a", Map.of(":a", otherName))).isEmpty();
    assertThat(query("#t = :t", Map.of(":t", map("0", s("red"), "1", s("blue"))))).isEmpty();
  }

  @Test
  void notEqualAndInCompareByValue() {
    assertThat(query("#t <> :t", Map.of(":t", TAGS))).containsExactly("2", "3");
    assertThat(query("#a <> :a", Map.of(":a", address("Lyon", "3.0")))).containsExactly("2", "3");
    assertThat(query("#t IN (:x, :t)", Map.of(":x", list(s("green")), ":t", TAGS)))
        .containsExactly("1");
    assertThat(query("NOT (#t IN (:x, :t))", Map.of(":x", list(s("red")), ":t", TAGS)))
        .containsExactly("2");
  }

  @Test
  void twoAttributesOfTheItemCompareByValue() {
    assertThat(query("#t = #f", Map.of())).containsExactly("3");
  }

  @Test
  void documentComparisonsCombineWithDynalitesOwnEvaluation() {
    assertThat(
            query(
                "(#t = :t OR begins_with(#a.city, :paris)) AND size(#s) = :two",
                Map.of(":t", TAGS, ":paris", s("Par"), ":two", n("2"))))
        .containsExactly("1", "2");
  }

  @Test
  void aScanOfTheTableFiltersByValue() {
    ScanResponse scan =
        client.scan(
            b ->
                b.tableName(table)
                    .filterExpression("#a = :a")
                    .expressionAttributeNames(Map.of("#a", "address"))
                    .expressionAttributeValues(Map.of(":a", ADDRESS)));
    assertThat(scan.items()).extracting(i -> i.get("sk").s()).containsExactly("1");
    assertThat(scan.scannedCount()).isEqualTo(3);
  }

  @Test
  void aQueryAndAScanOfAnIndexFilterByValue() {
    QueryResponse query =
        client.query(
            b ->
                b.tableName(table)
                    .indexName("byKind")
                    .keyConditionExpression("kind = :k")
                    .filterExpression("#t = :t")
                    .expressionAttributeNames(Map.of("#t", "tags"))
                    .expressionAttributeValues(Map.of(":k", s("k"), ":t", TAGS)));
    assertThat(query.items()).extracting(i -> i.get("sk").s()).containsExactly("1");
    ScanResponse scan =
        client.scan(
            b ->
                b.tableName(table)
                    .indexName("byKind")
                    .filterExpression("#t <> :t")
                    .expressionAttributeNames(Map.of("#t", "tags"))
                    .expressionAttributeValues(Map.of(":t", TAGS)));
    assertThat(scan.items()).extracting(i -> i.get("sk").s()).containsExactly("2", "3");
  }

  @Test
  void aCountAndAProjectionStillSeeTheFilteredItems() {
    QueryResponse count =
        client.query(
            b ->
                b.tableName(table)
                    .keyConditionExpression("pk = :p")
                    .filterExpression("#t = :t")
                    .select(Select.COUNT)
                    .expressionAttributeNames(Map.of("#t", "tags"))
                    .expressionAttributeValues(Map.of(":p", s("p"), ":t", TAGS)));
    assertThat(count.count()).isEqualTo(1);
    assertThat(count.scannedCount()).isEqualTo(3);
    // the filter reads an attribute the projection leaves out
    QueryResponse projected =
        client.query(
            b ->
                b.tableName(table)
                    .keyConditionExpression("pk = :p")
                    .filterExpression("#t = :t")
                    .projectionExpression("sk")
                    .expressionAttributeNames(Map.of("#t", "tags"))
                    .expressionAttributeValues(Map.of(":p", s("p"), ":t", TAGS)));
    assertThat(projected.items()).containsExactly(Map.of("sk", s("1")));
  }

  @Test
  void aPageOfOneItemResumesAfterAFilteredOutItem() {
    QueryResponse first =
        client.query(
            b ->
                b.tableName(table)
                    .keyConditionExpression("pk = :p")
                    .filterExpression("#t = :t")
                    .limit(1)
                    .exclusiveStartKey(Items.key("p", "1"))
                    .expressionAttributeNames(Map.of("#t", "tags"))
                    .expressionAttributeValues(Map.of(":p", s("p"), ":t", list(s("red")))));
    assertThat(first.items()).isEmpty();
    assertThat(first.lastEvaluatedKey()).isEqualTo(Items.key("p", "2"));
  }

  /** The sort keys of the items of partition {@code p} that the filter keeps, in order. */
  private static List<String> query(String filter, Map<String, AttributeValue> values) {
    Map<String, String> names = new LinkedHashMap<>();
    Map.of("#t", "tags", "#a", "address", "#s", "scores", "#f", "formerTags")
        .forEach(
            (alias, name) -> {
              if (filter.contains(alias)) {
                names.put(alias, name);
              }
            });
    Map<String, AttributeValue> allValues = new LinkedHashMap<>(values);
    allValues.put(":p", s("p"));
    return client
        .query(
            b ->
                b.tableName(table)
                    .keyConditionExpression("pk = :p")
                    .filterExpression(filter)
                    .expressionAttributeNames(names)
                    .expressionAttributeValues(allValues))
        .items()
        .stream()
        .map(i -> i.get("sk").s())
        .collect(Collectors.toList());
  }

  private static void put(Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(table).item(item));
  }

  private static AttributeValue address(String city, String floor) {
    return map("city", s(city), "lines", list(s("1 rue"), s("2e")), "floor", n(floor));
  }

  private static AttributeValue list(AttributeValue... values) {
    return AttributeValue.fromL(List.of(values));
  }

  private static AttributeValue map(Object... namesAndValues) {
    Map<String, AttributeValue> map = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      map.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
    }
    return AttributeValue.fromM(map);
  }

  private static AttributeValue n(String value) {
    return AttributeValue.fromN(value);
  }
}
