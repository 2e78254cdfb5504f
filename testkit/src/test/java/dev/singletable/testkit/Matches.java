package dev.singletable.testkit;

import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A table of tournament matches keyed by {@code pk}, with global secondary indexes keyed by several
 * of the items' own attributes: {@code tournamentId} and {@code region} (strings) as partition
 * attributes; {@code round} (number), {@code bracket} (string) and {@code seat} (binary) as sort
 * attributes.
 */
final class Matches {

  /** HASH tournamentId, region; RANGE round, bracket, seat; projection ALL. */
  static final String BY_ROUND = "MatchesByRound";

  /** HASH tournamentId, region; RANGE round; projection KEYS_ONLY. */
  static final String ROUND_KEYS = "RoundKeys";

  /** HASH tournamentId, region; RANGE round, bracket; projection INCLUDE score. */
  static final String ROUND_SCORES = "RoundScores";

  /** HASH tournamentId, region, bracket, no RANGE attribute; projection ALL. */
  static final String BRACKETS = "Brackets";

  private Matches() {}

  static void createTable(DynamoDbClient client, String name) {
    client.createTable(
        b ->
            b.tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    definition("pk", ScalarAttributeType.S),
                    definition("tournamentId", ScalarAttributeType.S),
                    definition("region", ScalarAttributeType.S),
                    definition("round", ScalarAttributeType.N),
                    definition("bracket", ScalarAttributeType.S),
                    definition("seat", ScalarAttributeType.B))
                .keySchema(hash("pk"))
                .globalSecondaryIndexes(
                    index(
                        BY_ROUND,
                        Projection.builder().projectionType(ProjectionType.ALL).build(),
                        hash("tournamentId"),
                        hash("region"),
                        range("round"),
                        range("bracket"),
                        range("seat")),
                    index(
                        ROUND_KEYS,
                        Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build(),
                        hash("tournamentId"),
                        hash("region"),
                        range("round")),
                    index(
                        ROUND_SCORES,
                        Projection.builder()
                            .projectionType(ProjectionType.INCLUDE)
                            .nonKeyAttributes("score")
                            .build(),
                        hash("tournamentId"),
                        hash("region"),
                        range("round"),
                        range("bracket")),
                    index(
                        BRACKETS,
                        Projection.builder().projectionType(ProjectionType.ALL).build(),
                        hash("tournamentId"),
                        hash("region"),
                        hash("bracket"))));
    TableWaits.untilActive(client, name); // the engine makes a table ACTIVE after answering
  }

  /**
   * A match: the table key and every index key attribute (a {@code null} one is left out), then
   * alternating names and values of other attributes.
   */
  static Map<String, AttributeValue> match(
      String pk,
      String tournament,
      String region,
      String round,
      String bracket,
      AttributeValue seat,
      Object... more) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("pk", s(pk));
    putIfPresent(item, "tournamentId", tournament == null ? null : s(tournament));
    putIfPresent(item, "region", region == null ? null : s(region));
    putIfPresent(item, "round", round == null ? null : AttributeValue.fromN(round));
    putIfPresent(item, "bracket", bracket == null ? null : s(bracket));
    putIfPresent(item, "seat", seat);
    for (int i = 0; i < more.length; i += 2) {
      item.put((String) more[i], (AttributeValue) more[i + 1]);
    }
    return item;
  }

  /** A binary value of the given unsigned bytes. */
  static AttributeValue binary(int... bytes) {
    byte[] value = new byte[bytes.length];
    for (int i = 0; i < bytes.length; i++) {
      value[i] = (byte) bytes[i];
    }
    return AttributeValue.fromB(SdkBytes.fromByteArray(value));
  }

  static AttributeValue number(String value) {
    return AttributeValue.fromN(value);
  }

  /** The {@code pk} of each item, in order. */
  static List<String> keys(List<Map<String, AttributeValue>> items) {
    return items.stream().map(item -> item.get("pk").s()).toList();
  }

  /** Values for a key condition: alternating placeholders and values. */
  static Map<String, AttributeValue> values(Object... placeholdersAndValues) {
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    for (int i = 0; i < placeholdersAndValues.length; i += 2) {
      Object value = placeholdersAndValues[i + 1];
      values.put(
          (String) placeholdersAndValues[i],
          value instanceof AttributeValue av ? av : s(value.toString()));
    }
    return values;
  }

  /** Runs {@code call}, which DynamoDB refuses with a ValidationException, and returns its text. */
  static String refusal(ThrowingCallable call) {
    DynamoDbException refused = catchThrowableOfType(DynamoDbException.class, call);
    assertThat(refused).as("a ValidationException").isNotNull();
    assertThat(refused.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
    return refused.awsErrorDetails().errorMessage();
  }

  static AttributeDefinition definition(String name, ScalarAttributeType type) {
    return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
  }

  static KeySchemaElement hash(String name) {
    return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
  }

  static KeySchemaElement range(String name) {
    return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
  }

  static GlobalSecondaryIndex index(
      String name, Projection projection, KeySchemaElement... keySchema) {
    return GlobalSecondaryIndex.builder()
        .indexName(name)
        .keySchema(Arrays.asList(keySchema))
        .projection(projection)
        .build();
  }

  private static void putIfPresent(
      Map<String, AttributeValue> item, String name, AttributeValue value) {
    if (value != null) {
      item.put(name, value);
    }
  }
}
