package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.n;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * How both transaction operations refuse keys that do not fit the table, missing tables and
 * oversized requests: which faults cancel (a {@code ValidationError} reason for that action) and
 * which are refused up front (a top-level exception), with DynamoDB's wording.
 */
@LocalDynamoDbTest
class TransactionValidationTest {

  private static final String SCHEMA_MISMATCH =
      "The provided key element does not match the schema";

  @InjectDynamoDb static DynamoDbClient client;
  static String table;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable testTable) {
    table = testTable.name();
    engine.createTable(Items.table(table));
  }

  @Test
  void wronglyTypedOrMissingKeyOfAPutCancelsWithAValidationErrorReason() {
    Map<String, AttributeValue> numericPk = item("x", "K");
    numericPk.put("pk", n(5));
    Map<String, AttributeValue> noSortKey = new LinkedHashMap<>(item("y", "K"));
    noSortKey.remove("sk");

    assertCancelled(
        List.of(put(item("put-valid", "K")), put(numericPk), put(noSortKey)),
        List.of("None", "ValidationError", "ValidationError"),
        null,
        "One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N",
        "One or more parameter values were invalid: Missing the key sk in the item");
    assertThat(get("put-valid", "K")).as("the valid put was not applied").isNull();
  }

  @Test
  void keyOfAnUpdateDeleteOrCheckThatDoesNotFitCancelsWithTheSchemaMismatchReason() {
    client.putItem(b -> b.tableName(table).item(item("kept", "K", "v", 1)));
    Map<String, AttributeValue> listPk = key("a", "K");
    listPk.put("pk", AttributeValue.fromL(List.of(s("a"))));
    Map<String, AttributeValue> extra = key("a", "K");
    extra.put("other", s("x"));

    assertCancelled(
        List.of(
            TransactWriteItem.builder()
                .update(
                    u ->
                        u.tableName(table)
                            .key(key("kept", "K"))
                            .updateExpression("SET v = :two")
                            .expressionAttributeValues(Map.of(":two", n(2))))
                .build(),
            TransactWriteItem.builder().delete(d -> d.tableName(table).key(listPk)).build(),
            TransactWriteItem.builder()
                .conditionCheck(
                    c -> c.tableName(table).key(extra).conditionExpression("attribute_exists(pk)"))
                .build(),
            TransactWriteItem.builder()
                .delete(d -> d.tableName(table).key(Map.of("pk", s("only-pk"))))
                .build()),
        List.of("None", "ValidationError", "ValidationError", "ValidationError"),
        null,
        SCHEMA_MISMATCH,
        SCHEMA_MISMATCH,
        SCHEMA_MISMATCH);
    assertThat(get("kept", "K")).containsEntry("v", n(1));
  }

  @Test
  void emptyKeyValueIsRefusedUpFrontWhateverTheAction() {
    Map<String, AttributeValue> emptySk = item("e", "");
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b -> b.transactItems(put(item("e-1", "K")), put(emptySk))))
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e -> {
              assertThat(e).isNotInstanceOf(TransactionCanceledException.class);
              assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
              assertThat(e.awsErrorDetails().errorMessage())
                  .isEqualTo(
                      "One or more parameter values are not valid. The AttributeValue for a key"
                          + " attribute cannot contain an empty string value. Key: sk");
            });
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            TransactWriteItem.builder()
                                .delete(d -> d.tableName(table).key(key("", "K")))
                                .build())))
        .isInstanceOf(DynamoDbException.class)
        .isNotInstanceOf(TransactionCanceledException.class)
        .hasMessageStartingWith(
            "One or more parameter values are not valid. The AttributeValue for a key attribute"
                + " cannot contain an empty string value. Key: pk");
    assertThat(get("e-1", "K")).isNull();
  }

  @Test
  void getWithAKeyThatDoesNotFitCancelsTheRead() {
    assertThatThrownBy(
            () ->
                client.transactGetItems(
                    b ->
                        b.transactItems(
                            TransactGetItem.builder()
                                .get(g -> g.tableName(table).key(key("a", "K")))
                                .build(),
                            TransactGetItem.builder()
                                .get(g -> g.tableName(table).key(Map.of()))
                                .build())))
        .isInstanceOfSatisfying(
            TransactionCanceledException.class,
            e -> {
              assertThat(e.cancellationReasons())
                  .extracting(CancellationReason::code)
                  .containsExactly("None", "ValidationError");
              assertThat(e.cancellationReasons().get(1).message()).isEqualTo(SCHEMA_MISMATCH);
              assertThat(e.awsErrorDetails().errorMessage())
                  .isEqualTo(
                      "Transaction cancelled, please refer cancellation reasons for specific"
                          + " reasons [None, ValidationError]");
            });
  }

  @Test
  void missingTableIsTheSameResourceNotFoundForEveryAction() {
    String missing = table + "-missing";
    List<TransactWriteItem> actions =
        List.of(
            TransactWriteItem.builder().put(p -> p.tableName(missing).item(item("x", "K"))).build(),
            TransactWriteItem.builder()
                .update(
                    u ->
                        u.tableName(missing)
                            .key(key("x", "K"))
                            .updateExpression("SET v = :one")
                            .expressionAttributeValues(Map.of(":one", n(1))))
                .build(),
            TransactWriteItem.builder()
                .delete(d -> d.tableName(missing).key(key("x", "K")))
                .build());
    for (TransactWriteItem action : actions) {
      assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(action)))
          .isInstanceOfSatisfying(
              ResourceNotFoundException.class,
              e ->
                  assertThat(e.awsErrorDetails().errorMessage())
                      .isEqualTo("Requested resource not found"));
    }
    assertThatThrownBy(
            () ->
                client.transactGetItems(
                    b ->
                        b.transactItems(
                            TransactGetItem.builder()
                                .get(g -> g.tableName(missing).key(key("x", "K")))
                                .build())))
        .isInstanceOfSatisfying(
            ResourceNotFoundException.class,
            e ->
                assertThat(e.awsErrorDetails().errorMessage())
                    .isEqualTo("Requested resource not found"));
  }

  @Test
  void transactionOverFourMegabytesIsRefusedBeforeAnyActionRuns() {
    String payload = "x".repeat(350_000);
    List<TransactWriteItem> twelve = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      twelve.add(put(item("big-" + i, "M", "payload", payload)));
    }
    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(twelve)))
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e -> {
              assertThat(e).isNotInstanceOf(TransactionCanceledException.class);
              assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
              assertThat(e.awsErrorDetails().errorMessage())
                  .isEqualTo(
                      "Collection size of items exceeded, which can also be caused by the"
                          + " aggregate size of the items in the transaction exceeding the 4MB"
                          + " limit");
            });
    assertThat(get("big-0", "M")).isNull();

    client.transactWriteItems(b -> b.transactItems(twelve.subList(0, 11))); // 3.85 MB
    assertThat(get("big-10", "M")).containsEntry("payload", s(payload));
  }

  @Test
  void putOverFourHundredKilobytesIsRefusedUpFrontNotCancelled() {
    assertThatThrownBy(
            () ->
                client.transactWriteItems(
                    b ->
                        b.transactItems(
                            put(item("small", "S")),
                            put(item("huge", "S", "payload", "x".repeat(410_000))))))
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e -> {
              assertThat(e).isNotInstanceOf(TransactionCanceledException.class);
              assertThat(e.awsErrorDetails().errorMessage())
                  .isEqualTo("Item size has exceeded the maximum allowed size");
            });
    assertThat(get("small", "S")).isNull();
  }

  private static void assertCancelled(
      List<TransactWriteItem> actions, List<String> codes, String... messages) {
    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(actions)))
        .isInstanceOfSatisfying(
            TransactionCanceledException.class,
            e -> {
              assertThat(e.cancellationReasons())
                  .extracting(CancellationReason::code)
                  .containsExactlyElementsOf(codes);
              assertThat(e.cancellationReasons())
                  .extracting(CancellationReason::message)
                  .containsExactly(messages);
            });
  }

  private static TransactWriteItem put(Map<String, AttributeValue> item) {
    return TransactWriteItem.builder().put(p -> p.tableName(table).item(item)).build();
  }

  private static Map<String, AttributeValue> get(String pk, String sk) {
    var response = client.getItem(b -> b.tableName(table).key(key(pk, sk)).consistentRead(true));
    return response.hasItem() ? response.item() : null;
  }
}
