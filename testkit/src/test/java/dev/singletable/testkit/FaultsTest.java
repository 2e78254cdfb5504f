package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Each injected fault and the request counts, seen through real SDK clients with and without
 * retries.
 */
@LocalDynamoDbTest
class FaultsTest {

  static DynamoDbClient noRetries;
  static String table;

  @InjectDynamoDb DynamoDbClient client;
  @InjectDynamoDb LocalDynamoDb engine;
  Faults faults;

  @BeforeAll
  static void setUp(LocalDynamoDb engine, TestTable testTable) {
    LocalDynamoDb.assumeFaultsAvailable();
    table = testTable.name();
    engine.createTable(Items.table(table));
    noRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build();
  }

  @AfterAll
  static void closeClient() {
    if (noRetries != null) {
      noRetries.close();
    }
  }

  @BeforeEach
  void faults() {
    faults = engine.faults();
  }

  @Test
  void provisionedThroughputExceededForTheNextCallsOnly() {
    faults.provisionedThroughputExceeded("PutItem", 1);

    assertThatThrownBy(() -> noRetries.putItem(b -> b.tableName(table).item(item("p", "1"))))
        .isInstanceOf(ProvisionedThroughputExceededException.class);
    assertThat(get("p", "1")).as("a throttled write is not applied").isNull();
    noRetries.putItem(b -> b.tableName(table).item(item("p", "1")));
    assertThat(get("p", "1")).isNotNull();
    assertThat(faults.requestCount("PutItem")).isEqualTo(2);
  }

  @Test
  void throttlingExceptionOnlyForTheNamedOperation() {
    faults.throttlingException("GetItem", 1);

    noRetries.putItem(b -> b.tableName(table).item(item("t", "1")));
    assertThatThrownBy(() -> noRetries.getItem(b -> b.tableName(table).key(key("t", "1"))))
        .isInstanceOf(ThrottlingException.class);
    assertThat(noRetries.getItem(b -> b.tableName(table).key(key("t", "1"))).hasItem()).isTrue();
  }

  @Test
  void eachSdkAttemptConsumesOneThrottledCall() {
    faults.provisionedThroughputExceeded("PutItem", 2);

    client.putItem(
        b -> b.tableName(table).item(item("retried", "1"))); // the default client retries

    assertThat(faults.requestCount("PutItem")).isEqualTo(3);
    assertThat(get("retried", "1")).isNotNull();
  }

  @Test
  void batchWriteWritesOnlyTheFirstRequestsAndReturnsTheRest() {
    faults.unprocessedWrites(1, 2);
    List<WriteRequest> writes = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      writes.add(
          WriteRequest.builder()
              .putRequest(PutRequest.builder().item(item("bw", "" + i)).build())
              .build());
    }

    BatchWriteItemResponse first =
        client.batchWriteItem(b -> b.requestItems(Map.of(table, writes)));

    assertThat(first.unprocessedItems().get(table)).containsExactlyElementsOf(writes.subList(2, 5));
    assertThat(get("bw", "0")).isNotNull();
    assertThat(get("bw", "1")).isNotNull();
    assertThat(get("bw", "2")).as("returned as unprocessed, so really not written").isNull();

    BatchWriteItemResponse retry =
        client.batchWriteItem(b -> b.requestItems(first.unprocessedItems()));
    assertThat(retry.unprocessedItems()).isEmpty();
    assertThat(get("bw", "4")).isNotNull();
  }

  @Test
  void batchGetReadsOnlyTheFirstKeysAndReturnsTheRest() {
    for (int i = 0; i < 3; i++) {
      String sk = "" + i;
      client.putItem(b -> b.tableName(table).item(item("bg", sk)));
    }
    faults.unprocessedKeys(1, 1);
    KeysAndAttributes keys =
        KeysAndAttributes.builder()
            .keys(List.of(key("bg", "0"), key("bg", "1"), key("bg", "2")))
            .consistentRead(true)
            .build();

    BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(Map.of(table, keys)));

    assertThat(response.responses().get(table)).isEqualTo(List.of(item("bg", "0")));
    KeysAndAttributes unprocessed = response.unprocessedKeys().get(table);
    assertThat(unprocessed.keys()).isEqualTo(List.of(key("bg", "1"), key("bg", "2")));
    assertThat(unprocessed.consistentRead()).isTrue();
    assertThat(
            client
                .batchGetItem(b -> b.requestItems(response.unprocessedKeys()))
                .responses()
                .get(table))
        .hasSize(2);
  }

  @Test
  void transactionConflictCancelsWithoutApplying() {
    faults.transactionConflict(1);
    TransactWriteItem put =
        TransactWriteItem.builder().put(p -> p.tableName(table).item(item("tc", "1"))).build();
    TransactWriteItem put2 =
        TransactWriteItem.builder().put(p -> p.tableName(table).item(item("tc", "2"))).build();

    assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(put, put2)))
        .isInstanceOfSatisfying(
            TransactionCanceledException.class,
            e ->
                assertThat(e.cancellationReasons())
                    .extracting(CancellationReason::code)
                    .containsExactly("TransactionConflict", "None"));
    assertThat(get("tc", "1")).isNull();

    client.transactWriteItems(b -> b.transactItems(put, put2));
    assertThat(get("tc", "1")).isNotNull();
  }

  @Test
  void transactionConflictExceptionRefusesASingleWriteWithoutApplyingIt() {
    faults.transactionConflictException("PutItem", 1);

    assertThatThrownBy(() -> client.putItem(b -> b.tableName(table).item(item("tce", "1"))))
        .isInstanceOf(TransactionConflictException.class);
    assertThat(get("tce", "1")).as("a write refused for a conflict is not applied").isNull();
    assertThat(faults.requestCount("PutItem")).as("the SDK does not retry it").isEqualTo(1);

    client.putItem(b -> b.tableName(table).item(item("tce", "1")));
    assertThat(get("tce", "1")).isNotNull();
  }

  @Test
  void applyThenFailAppliesTheWriteAndLosesItsAnswer() {
    faults.applyThenFail("UpdateItem", 1);

    assertThatThrownBy(
            () ->
                noRetries.updateItem(
                    b ->
                        b.tableName(table)
                            .key(key("lost", "1"))
                            .updateExpression("ADD hits :one")
                            .expressionAttributeValues(Map.of(":one", Items.n(1)))))
        .isInstanceOfSatisfying(
            DynamoDbException.class, e -> assertThat(e.statusCode()).isEqualTo(500));
    assertThat(get("lost", "1").get("hits").n()).as("the write was applied").isEqualTo("1");

    // With the SDK's retries, the lost answer makes the SDK send the write a second time.
    faults.applyThenFail("UpdateItem", 1);
    client.updateItem(
        b ->
            b.tableName(table)
                .key(key("lost", "1"))
                .updateExpression("ADD hits :one")
                .expressionAttributeValues(Map.of(":one", Items.n(1))));
    assertThat(get("lost", "1").get("hits").n()).isEqualTo("3");
    assertThat(faults.requestCount("UpdateItem")).isEqualTo(3);
  }

  @Test
  void requestCountsShowHowManyPagesWereFetched() {
    for (int i = 0; i < 5; i++) {
      String sk = "" + i;
      client.putItem(b -> b.tableName(table).item(item("paged", sk)));
    }
    faults.reset();

    long items =
        client
            .queryPaginator(
                b ->
                    b.tableName(table)
                        .keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("paged")))
                        .limit(2))
            .items()
            .stream()
            .count();

    assertThat(items).isEqualTo(5);
    assertThat(faults.requestCount("Query")).isEqualTo(3);
    assertThat(faults.requestCount("PutItem")).isZero();
  }

  @Test
  void resetDropsPendingFaults() {
    faults.provisionedThroughputExceeded("PutItem", 5).unprocessedWrites(3, 0);
    faults.applyThenFail("PutItem", 2);
    faults.reset();

    noRetries.putItem(b -> b.tableName(table).item(item("after-reset", "1")));
    assertThat(
            noRetries
                .batchWriteItem(
                    b ->
                        b.requestItems(
                            Map.of(
                                table,
                                List.of(
                                    WriteRequest.builder()
                                        .putRequest(
                                            PutRequest.builder()
                                                .item(item("after-reset", "2"))
                                                .build())
                                        .build()))))
                .unprocessedItems())
        .isEmpty();
  }

  @Test
  void unknownOperationNamesAreRejected() {
    assertThatThrownBy(() -> faults.provisionedThroughputExceeded("Putitem", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Putitem");
    assertThatThrownBy(() -> faults.requestCount("query"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private Map<String, AttributeValue> get(String pk, String sk) {
    var response = client.getItem(b -> b.tableName(table).key(key(pk, sk)).consistentRead(true));
    return response.hasItem() ? response.item() : null;
  }
}
