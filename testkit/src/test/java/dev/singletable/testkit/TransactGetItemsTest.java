package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.n;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** TransactGetItems: order, validation and isolation from concurrent transactions. */
@LocalDynamoDbTest
class TransactGetItemsTest {

  static String table;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable testTable) {
    table = testTable.name();
    engine.createTable(Items.table(table));
  }

  @Test
  void returnsItemsInRequestOrderAndEmptyResponsesForMissingOnes(DynamoDbClient client) {
    client.putItem(b -> b.tableName(table).item(item("a", "1", "v", 1, "w", "x")));
    client.putItem(b -> b.tableName(table).item(item("b", "1", "v", 2)));

    List<ItemResponse> responses =
        client
            .transactGetItems(
                b ->
                    b.transactItems(
                        get("b", "1"),
                        get("missing", "1"),
                        TransactGetItem.builder()
                            .get(
                                g ->
                                    g.tableName(table)
                                        .key(key("a", "1"))
                                        .projectionExpression("#v")
                                        .expressionAttributeNames(Map.of("#v", "v")))
                            .build()))
            .responses();

    assertThat(responses).hasSize(3);
    assertThat(responses.get(0).item()).isEqualTo(item("b", "1", "v", 2));
    assertThat(responses.get(1).hasItem()).isFalse();
    assertThat(responses.get(2).item()).isEqualTo(Map.of("v", n(1)));
  }

  @Test
  void rejectsEmptyTooManyAndDuplicateGets(DynamoDbClient client) {
    assertThatThrownBy(() -> client.transactGetItems(b -> b.transactItems(List.of())))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Member must have length greater than or equal to 1");

    List<TransactGetItem> tooMany = new ArrayList<>();
    for (int i = 0; i < 101; i++) {
      tooMany.add(get("k" + i, "1"));
    }
    assertThatThrownBy(() -> client.transactGetItems(b -> b.transactItems(tooMany)))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Member must have length less than or equal to 100");

    assertThatThrownBy(
            () -> client.transactGetItems(b -> b.transactItems(get("a", "1"), get("a", "1"))))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Transaction request cannot include multiple operations on one item");

    assertThatThrownBy(
            () ->
                client.transactGetItems(
                    b ->
                        b.transactItems(
                            TransactGetItem.builder()
                                .get(g -> g.tableName(table + "-nope").key(key("a", "1")))
                                .build())))
        .isInstanceOf(ResourceNotFoundException.class);
  }

  @Test
  void neverSeesATransactionHalfApplied(DynamoDbClient client) throws Exception {
    client.putItem(b -> b.tableName(table).item(item("left", "T", "v", 100)));
    client.putItem(b -> b.tableName(table).item(item("right", "T", "v", 0)));
    CompletableFuture<Void> transfers =
        CompletableFuture.runAsync(
            () -> {
              for (int i = 0; i < 40; i++) {
                client.transactWriteItems(b -> b.transactItems(move("left", -1), move("right", 1)));
              }
            });
    int reads = 0;
    while (!transfers.isDone() || reads == 0) {
      List<ItemResponse> pair =
          client
              .transactGetItems(b -> b.transactItems(get("left", "T"), get("right", "T")))
              .responses();
      long sum =
          Long.parseLong(pair.get(0).item().get("v").n())
              + Long.parseLong(pair.get(1).item().get("v").n());
      assertThat(sum).isEqualTo(100);
      reads++;
    }
    transfers.get();
    assertThat(client.getItem(b -> b.tableName(table).key(key("right", "T"))).item().get("v"))
        .isEqualTo(n(40));
  }

  private static TransactWriteItem move(String pk, int delta) {
    return TransactWriteItem.builder()
        .update(
            u ->
                u.tableName(table)
                    .key(key(pk, "T"))
                    .updateExpression("ADD v :d")
                    .expressionAttributeValues(Map.of(":d", n(delta))))
        .build();
  }

  private static TransactGetItem get(String pk, String sk) {
    return TransactGetItem.builder().get(g -> g.tableName(table).key(key(pk, sk))).build();
  }
}
