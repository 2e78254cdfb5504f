package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.n;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * TransactWriteItems through the gateway, checked with the real SDK client as DynamoDB's contract
 * says.
 */
@LocalDynamoDbTest
class TransactWriteItemsTest {

  private static final ReturnValuesOnConditionCheckFailure ALL_OLD =
      ReturnValuesOnConditionCheckFailure.ALL_OLD;

  @InjectDynamoDb static DynamoDbClient client;
  static String orders;
  static String stock;

  @BeforeAll
  static void createTables(LocalDynamoDb engine, TestTable table) {
    orders = table.name();
    stock = table.derived("stock");
    engine.createTable(Items.table(orders));
    engine.createTable(Items.table(stock));
  }

  @Test
  void commitsEveryActionAcrossTwoTables() {
    client.putItem(b -> b.tableName(stock).item(item("widget", "S", "count", 5)));
    client.putItem(b -> b.tableName(orders).item(item("old", "O", "state", "open")));

    client.transactWriteItems(
        b ->
            b.transactItems(
                put(orders, item("o1", "O", "state", "new"), "attribute_not_exists(pk)"),
                TransactWriteItem.builder()
                    .update(
                        u ->
                            u.tableName(stock)
                                .key(key("widget", "S"))
                                .updateExpression("SET #c = #c - :one")
                                .conditionExpression("#c >= :one")
                                .expressionAttributeNames(Map.of("#c", "count"))
                                .expressionAttributeValues(Map.of(":one", n(1))))
                    .build(),
                TransactWriteItem.builder()
                    .delete(d -> d.tableName(orders).key(key("old", "O")))
                    .build()));

    assertThat(get(orders, "o1", "O")).containsEntry("state", s("new"));
    assertThat(get(stock, "widget", "S")).containsEntry("count", n(4));
    assertThat(get(orders, "old", "O")).isNull();
  }

  @Test
  void failedConditionsCancelEverythingAndReportEveryReasonInOrder() {
    Map<String, AttributeValue> locked = item("acct", "A", "balance", 10, "locked", "yes");
    Map<String, AttributeValue> other = item("other", "A", "balance", 3);
    client.putItem(b -> b.tableName(orders).item(locked));
    client.putItem(b -> b.tableName(stock).item(other));

    List<TransactWriteItem> actions =
        List.of(
            put(orders, item("fresh", "A", "balance", 1), null), // applied, then undone
            TransactWriteItem.builder()
                .update(
                    u ->
                        u.tableName(orders)
                            .key(key("acct", "A"))
                            .updateExpression("SET balance = :zero")
                            .conditionExpression("attribute_not_exists(locked)")
                            .expressionAttributeValues(Map.of(":zero", n(0)))
                            .returnValuesOnConditionCheckFailure(ALL_OLD))
                .build(),
            TransactWriteItem.builder()
                .delete(d -> d.tableName(stock).key(key("other", "A")))
                .build(),
            TransactWriteItem.builder()
                .conditionCheck(
                    c ->
                        c.tableName(stock)
                            .key(key("missing", "A"))
                            .conditionExpression("attribute_exists(pk)")
                            .returnValuesOnConditionCheckFailure(ALL_OLD))
                .build());

    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(actions)))
        .isInstanceOfSatisfying(
            TransactionCanceledException.class,
            e -> {
              assertThat(e.cancellationReasons())
                  .extracting(CancellationReason::code)
                  .containsExactly(
                      "None", "ConditionalCheckFailed", "None", "ConditionalCheckFailed");
              assertThat(e.cancellationReasons().get(1).item()).isEqualTo(locked);
              assertThat(e.cancellationReasons().get(1).message())
                  .isEqualTo("The conditional request failed");
              assertThat(e.cancellationReasons().get(3).hasItem())
                  .isFalse(); // the item does not exist
              assertThat(e.getMessage())
                  .startsWith(
                      "Transaction cancelled, please refer cancellation reasons for specific"
                          + " reasons [None, ConditionalCheckFailed, None,"
                          + " ConditionalCheckFailed]");
            });

    assertThat(get(orders, "fresh", "A")).as("put of a new item rolled back").isNull();
    assertThat(get(orders, "acct", "A")).isEqualTo(locked);
    assertThat(get(stock, "other", "A")).as("delete rolled back").isEqualTo(other);
    assertThat(get(stock, "missing", "A")).isNull();
  }

  @Test
  void rollbackRestoresOverwrittenItemsWhenTheLastActionFails() {
    Map<String, AttributeValue> before = item("over", "W", "v", 1, "extra", "kept");
    client.putItem(b -> b.tableName(orders).item(before));

    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            put(orders, item("over", "W", "v", 2), null),
                            TransactWriteItem.builder()
                                .update(
                                    u ->
                                        u.tableName(stock)
                                            .key(key("counter", "W"))
                                            .updateExpression("ADD v :one")
                                            .expressionAttributeValues(Map.of(":one", n(1))))
                                .build(),
                            put(stock, item("guard", "W"), "attribute_exists(pk)"))))
        .isInstanceOf(TransactionCanceledException.class);

    assertThat(get(orders, "over", "W")).isEqualTo(before);
    assertThat(get(stock, "counter", "W")).as("item created by an update removed again").isNull();
  }

  @Test
  void passingConditionCheckLeavesNoItemBehind() {
    client.transactWriteItems(
        b ->
            b.transactItems(
                TransactWriteItem.builder()
                    .conditionCheck(
                        c ->
                            c.tableName(orders)
                                .key(key("unique-email", "E"))
                                .conditionExpression("attribute_not_exists(pk)"))
                    .build(),
                put(orders, item("user", "U", "email", "a@b.c"), null)));

    assertThat(get(orders, "unique-email", "E")).isNull();
    assertThat(get(orders, "user", "U")).isNotNull();
  }

  @Test
  void itemDependentValidationErrorIsACancellationReason() {
    client.putItem(b -> b.tableName(orders).item(item("typed", "T", "v", "text")));

    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            TransactWriteItem.builder()
                                .update(
                                    u ->
                                        u.tableName(orders)
                                            .key(key("typed", "T"))
                                            .updateExpression("SET v = v + :one")
                                            .expressionAttributeValues(Map.of(":one", n(1))))
                                .build(),
                            put(orders, item("typed-2", "T"), null))))
        .isInstanceOfSatisfying(
            TransactionCanceledException.class,
            e ->
                assertThat(e.cancellationReasons())
                    .extracting(CancellationReason::code)
                    .containsExactly("ValidationError", "None"));
    assertThat(get(orders, "typed-2", "T")).isNull();
  }

  @Test
  void requestErrorInALaterActionIsReturnedAsItIsAfterUndoingEarlierOnes() {
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            put(orders, item("undone", "V"), null),
                            TransactWriteItem.builder()
                                .update(
                                    u ->
                                        u.tableName(orders)
                                            .key(key("syntax", "V"))
                                            .updateExpression("SET = oops"))
                                .build())))
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e -> {
              assertThat(e).isNotInstanceOf(TransactionCanceledException.class);
              assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
              assertThat(e.getMessage()).contains("Invalid UpdateExpression");
            });
    assertThat(get(orders, "undone", "V")).isNull();
  }

  @Test
  void anActionMustBeExactlyOneKind() {
    TransactWriteItem both =
        TransactWriteItem.builder()
            .put(p -> p.tableName(orders).item(item("both", "B")))
            .delete(d -> d.tableName(orders).key(key("both", "B")))
            .build();
    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(both)))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("TransactItems can only contain one of Check, Put, Update or Delete");
  }

  @Test
  void rejectsMoreThan100ActionsNoneAndTwoOnOneItem() {
    List<TransactWriteItem> tooMany = new ArrayList<>();
    for (int i = 0; i < 101; i++) {
      tooMany.add(put(orders, item("many-" + i, "M"), null));
    }
    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(tooMany)))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining(
            "at 'transactItems' failed to satisfy constraint: "
                + "Member must have length less than or equal to 100")
        .satisfies(
            e ->
                assertThat(((DynamoDbException) e).awsErrorDetails().errorCode())
                    .isEqualTo("ValidationException"));
    assertThat(get(orders, "many-0", "M")).isNull();

    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(List.of())))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Member must have length greater than or equal to 1");

    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            put(orders, item("dup", "D", "v", 1), null),
                            TransactWriteItem.builder()
                                .delete(d -> d.tableName(orders).key(key("dup", "D")))
                                .build())))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Transaction request cannot include multiple operations on one item");
    assertThat(get(orders, "dup", "D")).isNull();
  }

  @Test
  void sameKeyInTwoTablesIsNotADuplicate() {
    client.transactWriteItems(
        b ->
            b.transactItems(
                put(orders, item("same", "K"), null), put(stock, item("same", "K"), null)));
    assertThat(get(orders, "same", "K")).isNotNull();
    assertThat(get(stock, "same", "K")).isNotNull();
  }

  @Test
  void replayWithTheSameTokenDoesNotApplyAgain() {
    TransactWriteItem increment =
        TransactWriteItem.builder()
            .update(
                u ->
                    u.tableName(orders)
                        .key(key("idem", "I"))
                        .updateExpression("ADD hits :one")
                        .expressionAttributeValues(Map.of(":one", n(1))))
            .build();

    client.transactWriteItems(b -> b.clientRequestToken("token-1").transactItems(increment));
    client.transactWriteItems(b -> b.clientRequestToken("token-1").transactItems(increment));
    assertThat(get(orders, "idem", "I")).containsEntry("hits", n(1));

    client.transactWriteItems(b -> b.clientRequestToken("token-2").transactItems(increment));
    assertThat(get(orders, "idem", "I")).containsEntry("hits", n(2));

    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.clientRequestToken("token-1")
                            .transactItems(put(orders, item("idem", "I"), null))))
        .isInstanceOf(IdempotentParameterMismatchException.class);
    assertThat(get(orders, "idem", "I")).containsEntry("hits", n(2));
  }

  @Test
  void missingTableIsResourceNotFound() {
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            put(orders, item("before-missing", "R"), null),
                            put(orders + "-nope", item("x", "R"), null))))
        .isInstanceOf(ResourceNotFoundException.class);
    assertThat(get(orders, "before-missing", "R")).isNull();
  }

  private static TransactWriteItem put(
      String table, Map<String, AttributeValue> item, String condition) {
    return TransactWriteItem.builder()
        .put(p -> p.tableName(table).item(item).conditionExpression(condition))
        .build();
  }

  private static Map<String, AttributeValue> get(String table, String pk, String sk) {
    var response = client.getItem(b -> b.tableName(table).key(key(pk, sk)).consistentRead(true));
    return response.hasItem() ? response.item() : null;
  }
}
