package dev.singletable.testkit;

import static dev.singletable.testkit.Items.s;
import static dev.singletable.testkit.Matches.BY_ROUND;
import static dev.singletable.testkit.Matches.binary;
import static dev.singletable.testkit.Matches.values;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** A {@link Matches} table as the query tests use it: writes and index queries by one client. */
record MatchTable(DynamoDbClient client, String name) {

  /** The key condition on the partition {@code (tournamentId, region)} of the indexes. */
  static final String PARTITION = "tournamentId = :t AND #region = :r";

  static MatchTable create(DynamoDbClient client, String name) {
    Matches.createTable(client, name);
    return new MatchTable(client, name);
  }

  void put(Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(name).item(item));
  }

  List<Map<String, AttributeValue>> query(String condition, Map<String, AttributeValue> values) {
    return query(BY_ROUND, condition, values, b -> {});
  }

  List<Map<String, AttributeValue>> query(
      String condition, Map<String, AttributeValue> values, Consumer<QueryRequest.Builder> more) {
    return query(BY_ROUND, condition, values, more);
  }

  List<Map<String, AttributeValue>> query(
      String index,
      String condition,
      Map<String, AttributeValue> values,
      Consumer<QueryRequest.Builder> more) {
    return client.query(b -> more.accept(request(b, index, condition, values))).items();
  }

  QueryResponse page(
      String condition, Map<String, AttributeValue> values, Consumer<QueryRequest.Builder> more) {
    return client.query(b -> more.accept(request(b, BY_ROUND, condition, values)));
  }

  /** Values for the partition {@code (t, region)}, then alternating placeholders and values. */
  static Map<String, AttributeValue> partition(String t, String region, Object... more) {
    Map<String, AttributeValue> values = values(more);
    values.put(":t", s(t));
    values.put(":r", s(region));
    return values;
  }

  static AttributeValue seat(int value) {
    return binary(value);
  }

  /** A tournament of its own, so that every test reads only its own partitions. */
  static String tournament() {
    return "T-" + UUID.randomUUID();
  }

  private QueryRequest.Builder request(
      QueryRequest.Builder b, String index, String condition, Map<String, AttributeValue> values) {
    b.tableName(name)
        .indexName(index)
        .keyConditionExpression(condition)
        .expressionAttributeValues(values);
    if (condition.contains("#region")) {
      b.expressionAttributeNames(Map.of("#region", "region")); // REGION is a reserved word
    }
    return b;
  }
}
