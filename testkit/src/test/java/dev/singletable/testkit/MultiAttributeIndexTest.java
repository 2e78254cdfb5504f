package dev.singletable.testkit;

import static dev.singletable.testkit.Matches.binary;
import static dev.singletable.testkit.Matches.definition;
import static dev.singletable.testkit.Matches.hash;
import static dev.singletable.testkit.Matches.index;
import static dev.singletable.testkit.Matches.keys;
import static dev.singletable.testkit.Matches.match;
import static dev.singletable.testkit.Matches.range;
import static dev.singletable.testkit.Matches.refusal;
import static dev.singletable.testkit.Matches.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Global secondary indexes keyed by several of the items' own attributes: how CreateTable,
 * DescribeTable and UpdateTable define them, and which key schemas DynamoDB refuses.
 */
@LocalDynamoDbTest
class MultiAttributeIndexTest {

  private static final Projection ALL =
      Projection.builder().projectionType(ProjectionType.ALL).build();

  @Test
  void theKeySchemaAndItsDefinitionsRoundTrip(DynamoDbClient client, TestTable table) {
    String name = table.derived("roundtrip");
    List<KeySchemaElement> keySchema =
        List.of(
            hash("h1"),
            hash("h2"),
            hash("h3"),
            hash("h4"),
            range("r1"),
            range("r2"),
            range("r3"),
            range("r4"));

    TableDescription created =
        client
            .createTable(
                b ->
                    b.tableName(name)
                        .billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(
                            definition("pk", ScalarAttributeType.S),
                            definition("h1", ScalarAttributeType.S),
                            definition("h2", ScalarAttributeType.N),
                            definition("h3", ScalarAttributeType.B),
                            definition("h4", ScalarAttributeType.S),
                            definition("r1", ScalarAttributeType.N),
                            definition("r2", ScalarAttributeType.S),
                            definition("r3", ScalarAttributeType.B),
                            definition("r4", ScalarAttributeType.S))
                        .keySchema(hash("pk"))
                        .globalSecondaryIndexes(
                            index("Widest", ALL, keySchema.toArray(KeySchemaElement[]::new))))
            .tableDescription();
    TableDescription described = client.describeTable(b -> b.tableName(name)).table();

    for (TableDescription description : List.of(created, described)) {
      assertThat(description.globalSecondaryIndexes())
          .singleElement()
          .satisfies(index -> assertThat(index.keySchema()).isEqualTo(keySchema));
      assertThat(description.attributeDefinitions())
          .extracting(
              AttributeDefinition::attributeName, AttributeDefinition::attributeTypeAsString)
          .contains(tuple("h2", "N"), tuple("h3", "B"), tuple("r1", "N"));
    }
    assertThat(described.keySchema()).containsExactly(hash("pk"));
  }

  @Test
  void atMostFourAttributesOfEachKind(DynamoDbClient client, TestTable table) {
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        withIndex(
                            table.derived("hashes"),
                            hash("a"),
                            hash("b"),
                            hash("c"),
                            hash("d"),
                            hash("e")))))
        .isEqualTo(
            "One or more parameter values were invalid: The KeySchema exceeds the maximum allowed"
                + " number of HASH key attributes");
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        withIndex(
                            table.derived("ranges"),
                            hash("a"),
                            range("b"),
                            range("c"),
                            range("d"),
                            range("e"),
                            range("f")))))
        .isEqualTo(
            "One or more parameter values were invalid: The KeySchema exceeds the maximum allowed"
                + " number of RANGE key attributes");
  }

  @Test
  void hashElementsComeBeforeRangeElements(DynamoDbClient client, TestTable table) {
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        withIndex(table.derived("mixed"), hash("a"), range("b"), hash("c")))))
        .isEqualTo(
            "One or more parameter values were invalid: All HASH key attributes must precede"
                + " RANGE key attributes in the KeySchema");
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        withIndex(table.derived("rangefirst"), range("a"), hash("b")))))
        .isEqualTo("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
  }

  @Test
  void keyAttributesAreDistinctAndDefined(DynamoDbClient client, TestTable table) {
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        withIndex(table.derived("twice"), hash("a"), hash("b"), range("a")))))
        .isEqualTo("The KeySchema contains multiple key attributes with the same name");
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        withIndex(table.derived("undefined"), hash("a"), hash("zzz")))))
        .startsWith(
            "One or more parameter values were invalid: Some index key attributes are not defined"
                + " in AttributeDefinitions. Keys: [a, zzz]");
  }

  @Test
  void onlyGlobalIndexesTakeSeveralAttributesOfAKind(DynamoDbClient client, TestTable table) {
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        b ->
                            b.tableName(table.derived("tablekey"))
                                .billingMode(BillingMode.PAY_PER_REQUEST)
                                .attributeDefinitions(
                                    definition("a", ScalarAttributeType.S),
                                    definition("b", ScalarAttributeType.S))
                                .keySchema(hash("a"), hash("b")))))
        .isEqualTo("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
    assertThat(
            refusal(
                () ->
                    client.createTable(
                        b ->
                            b.tableName(table.derived("local"))
                                .billingMode(BillingMode.PAY_PER_REQUEST)
                                .attributeDefinitions(
                                    definition("a", ScalarAttributeType.S),
                                    definition("b", ScalarAttributeType.S),
                                    definition("c", ScalarAttributeType.S))
                                .keySchema(hash("a"), range("b"))
                                .localSecondaryIndexes(
                                    LocalSecondaryIndex.builder()
                                        .indexName("Local")
                                        .keySchema(hash("a"), range("b"), range("c"))
                                        .projection(ALL)
                                        .build()))))
        .contains("at 'localSecondaryIndexes.1.member.keySchema'")
        .endsWith("Member must have length less than or equal to 2");
  }

  @Test
  void updateTableAddsAnIndexOverStoredItemsAndDeletesIt(DynamoDbClient client, TestTable table) {
    String name = table.derived("evolve");
    client.createTable(
        b ->
            b.tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definition("pk", ScalarAttributeType.S))
                .keySchema(hash("pk")));
    TableWaits.untilActive(client, name); // the engine makes a table ACTIVE after answering
    client.putItem(b -> b.tableName(name).item(match("m1", "T1", "EU", "2", "upper", binary(1))));
    client.putItem(b -> b.tableName(name).item(match("m2", "T1", "EU", "1", "lower", binary(1))));
    client.putItem(b -> b.tableName(name).item(match("m3", "T1", "EU", null, "upper", binary(1))));

    TableDescription updated =
        client
            .updateTable(
                b ->
                    b.tableName(name)
                        .attributeDefinitions(
                            definition("tournamentId", ScalarAttributeType.S),
                            definition("region", ScalarAttributeType.S),
                            definition("round", ScalarAttributeType.N))
                        .globalSecondaryIndexUpdates(
                            u ->
                                u.create(
                                    c ->
                                        c.indexName("Added")
                                            .keySchema(
                                                hash("tournamentId"),
                                                hash("region"),
                                                range("round"))
                                            .projection(ALL))))
            .tableDescription();

    assertThat(updated.globalSecondaryIndexes())
        .extracting(GlobalSecondaryIndexDescription::indexStatusAsString)
        .containsExactly("ACTIVE");
    assertThat(
            keys(
                client
                    .query(
                        b ->
                            b.tableName(name)
                                .indexName("Added")
                                .keyConditionExpression("tournamentId = :t AND #r = :r")
                                .expressionAttributeNames(Map.of("#r", "region"))
                                .expressionAttributeValues(values(":t", "T1", ":r", "EU")))
                    .items()))
        .containsExactly("m2", "m1");

    TableDescription dropped =
        client
            .updateTable(
                b ->
                    b.tableName(name)
                        .globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName("Added"))))
            .tableDescription();
    assertThat(dropped.globalSecondaryIndexes()).isEmpty();
    assertThat(client.describeTable(b -> b.tableName(name)).table().attributeDefinitions())
        .extracting(AttributeDefinition::attributeName)
        .containsExactly("pk");
  }

  @Test
  void updateTableRefusesTheSameLayouts(DynamoDbClient client, TestTable table) {
    String name = table.derived("badupdate");
    client.createTable(
        b ->
            b.tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definition("pk", ScalarAttributeType.S))
                .keySchema(hash("pk")));
    TableWaits.untilActive(client, name); // an update of a CREATING table is refused otherwise

    assertThat(
            refusal(
                () ->
                    client.updateTable(
                        b ->
                            b.tableName(name)
                                .attributeDefinitions(
                                    definition("a", ScalarAttributeType.S),
                                    definition("b", ScalarAttributeType.S))
                                .globalSecondaryIndexUpdates(
                                    u ->
                                        u.create(
                                            c ->
                                                c.indexName("Wrong")
                                                    .keySchema(range("a"), hash("b"), hash("c"))
                                                    .projection(ALL))))))
        .isEqualTo("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
    assertThat(
            refusal(
                () ->
                    client.updateTable(
                        b ->
                            b.tableName(name)
                                .attributeDefinitions(
                                    definition("a", ScalarAttributeType.S),
                                    definition("b", ScalarAttributeType.S))
                                .globalSecondaryIndexUpdates(
                                    u ->
                                        u.create(
                                            c ->
                                                c.indexName("Wrong")
                                                    .keySchema(hash("a"), range("b"), hash("c"))
                                                    .projection(ALL))))))
        .isEqualTo(
            "One or more parameter values were invalid: All HASH key attributes must precede"
                + " RANGE key attributes in the KeySchema");
    assertThat(client.describeTable(b -> b.tableName(name)).table().globalSecondaryIndexes())
        .isEmpty();
  }

  /** A table keyed by {@code pk} with one index of the given key schema over string attributes. */
  private static Consumer<CreateTableRequest.Builder> withIndex(
      String name, KeySchemaElement... keySchema) {
    return b ->
        b.tableName(name)
            .billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(
                Arrays.stream("pk a b c d e f".split(" "))
                    .map(n -> definition(n, ScalarAttributeType.S))
                    .toList())
            .keySchema(hash("pk"))
            .globalSecondaryIndexes(index("Index", ALL, keySchema));
  }
}
