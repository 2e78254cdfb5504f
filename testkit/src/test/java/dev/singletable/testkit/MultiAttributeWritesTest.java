package dev.singletable.testkit;

import static dev.singletable.testkit.Items.s;
import static dev.singletable.testkit.Matches.BY_ROUND;
import static dev.singletable.testkit.Matches.binary;
import static dev.singletable.testkit.Matches.keys;
import static dev.singletable.testkit.Matches.match;
import static dev.singletable.testkit.Matches.number;
import static dev.singletable.testkit.Matches.refusal;
import static dev.singletable.testkit.Matches.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * How every kind of write keeps a global secondary index keyed by several attributes right: an item
 * enters it when it has all of them, moves when one changes, leaves when one goes, and a key
 * attribute of another type than its definition is refused.
 */
@LocalDynamoDbTest
class MultiAttributeWritesTest {

  @Test
  void writesMoveAnItemInAndOutOfTheIndex(DynamoDbClient client, TestTable table) {
    String name = table.derived("membership");
    Matches.createTable(client, name);
    client.putItem(b -> b.tableName(name).item(match("m1", "T1", "EU", "1", "upper", null)));
    assertThat(partition(client, name)).isEmpty();

    client.updateItem(
        b ->
            b.tableName(name)
                .key(Map.of("pk", s("m1")))
                .updateExpression("SET seat = :s")
                .expressionAttributeValues(values(":s", binary(7))));
    assertThat(partition(client, name)).containsExactly("m1");

    // A key attribute that changes moves the item within the index.
    client.putItem(b -> b.tableName(name).item(match("m2", "T1", "EU", "2", "upper", binary(1))));
    client.updateItem(
        b ->
            b.tableName(name)
                .key(Map.of("pk", s("m1")))
                .updateExpression("SET round = :n")
                .expressionAttributeValues(values(":n", number("3"))));
    assertThat(partition(client, name)).containsExactly("m2", "m1");

    client.updateItem(
        b -> b.tableName(name).key(Map.of("pk", s("m1"))).updateExpression("REMOVE bracket"));
    assertThat(partition(client, name)).containsExactly("m2");

    client.deleteItem(b -> b.tableName(name).key(Map.of("pk", s("m2"))));
    assertThat(partition(client, name)).isEmpty();
  }

  @Test
  void aKeyAttributeOfTheWrongTypeIsRefused(DynamoDbClient client, TestTable table) {
    String name = table.derived("types");
    Matches.createTable(client, name);
    Map<String, AttributeValue> wrongRegion = match("m1", "T1", null, "1", "upper", binary(1));
    wrongRegion.put("region", number("7"));

    assertThat(refusal(() -> client.putItem(b -> b.tableName(name).item(wrongRegion))))
        .isEqualTo(
            "One or more parameter values were invalid: Type mismatch for Index Key region"
                + " Expected: S Actual: N IndexName: "
                + BY_ROUND);
    client.putItem(b -> b.tableName(name).item(match("m2", "T1", "EU", "1", "upper", binary(1))));
    assertThat(
            refusal(
                () ->
                    client.updateItem(
                        b ->
                            b.tableName(name)
                                .key(Map.of("pk", s("m2")))
                                .updateExpression("SET seat = :s")
                                .expressionAttributeValues(values(":s", "not binary")))))
        .isEqualTo(
            "One or more parameter values were invalid: Type mismatch for Index Key seat"
                + " Expected: B Actual: S IndexName: "
                + BY_ROUND);
    assertThat(partition(client, name)).containsExactly("m2");
  }

  @Test
  void batchesAndTransactionsKeepTheIndexConsistent(DynamoDbClient client, TestTable table) {
    String name = table.derived("atomic");
    Matches.createTable(client, name);
    client.batchWriteItem(
        b ->
            b.requestItems(
                Map.of(
                    name,
                    List.of(
                        put(match("m1", "T1", "EU", "1", "upper", binary(1))),
                        put(match("m2", "T1", "EU", "2", "upper", binary(1)))))));
    assertThat(partition(client, name)).containsExactly("m1", "m2");

    client.transactWriteItems(
        b ->
            b.transactItems(
                t ->
                    t.put(
                        p -> p.tableName(name).item(match("m3", "T1", "EU", "0", "a", binary(1)))),
                t -> t.delete(d -> d.tableName(name).key(Map.of("pk", s("m1"))))));
    assertThat(partition(client, name)).containsExactly("m3", "m2");

    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            t ->
                                t.put(
                                    p ->
                                        p.tableName(name)
                                            .item(match("m4", "T1", "EU", "9", "a", binary(1)))),
                            t ->
                                t.update(
                                    u ->
                                        u.tableName(name)
                                            .key(Map.of("pk", s("m2")))
                                            .updateExpression("REMOVE round")
                                            .conditionExpression("attribute_not_exists(pk)")))))
        .isInstanceOf(TransactionCanceledException.class);
    assertThat(partition(client, name)).containsExactly("m3", "m2");
  }

  /** The table keys in partition (T1, EU) of {@link Matches#BY_ROUND}, in index order. */
  private static List<String> partition(DynamoDbClient client, String name) {
    return keys(
        client
            .query(
                b ->
                    b.tableName(name)
                        .indexName(BY_ROUND)
                        .keyConditionExpression("tournamentId = :t AND #r = :r")
                        .expressionAttributeNames(Map.of("#r", "region"))
                        .expressionAttributeValues(values(":t", "T1", ":r", "EU")))
            .items());
  }

  private static WriteRequest put(Map<String, AttributeValue> item) {
    return WriteRequest.builder().putRequest(p -> p.item(item)).build();
  }
}
