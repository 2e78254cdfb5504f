package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogBatchWrite;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.CatalogItems;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.LineItem;
import dev.singletable.processor.it.model.LineItemKey;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.OrderHeader;
import dev.singletable.processor.it.model.OrderHeaderKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** BatchWriteItem and BatchGetItem through the generated CatalogBatchWrite and CatalogBatchGet. */
class BatchTest extends EngineTest {

  static final RetryPolicy FAST = new RetryPolicy(10, Duration.ofMillis(1), Duration.ofMillis(10));

  static CatalogDb dbWith(DynamoDbClient client, RetryPolicy policy) {
    return CatalogDb.create(
        client, DbOptions.builder().tableName(db.tableName()).retryPolicy(policy).build());
  }

  static List<LineItem> lines(String orderId, int count) {
    return IntStream.range(0, count)
        .mapToObj(i -> new LineItem(orderId, String.format("sku-%04d", i), i % 7 + 1, 100 + i))
        .toList();
  }

  static List<LineItemKey> keys(List<LineItem> lines) {
    return lines.stream().map(LineItemKey::of).toList();
  }

  @Test
  void aThousandWritesWithUnprocessedItemsAreAllWritten(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    List<LineItem> lines = lines("b1", 1_000);
    engine.faults().unprocessedWrites(10, 5);

    dbWith(client, FAST).batchWrite().putLineItems(lines).execute();

    // 40 full requests, and each of the 10 partial ones left 20 writes to send again
    assertThat(engine.faults().requestCount("BatchWriteItem")).isEqualTo(48);
    CatalogItems read = dbWith(client, FAST).batchGet().addAll(keys(lines)).execute();
    assertThat(read.lineItems()).containsExactlyElementsOf(lines);
    assertThat(read.missingKeys(LineItemKey.class)).isEmpty();
    assertThat(read.allFound()).isTrue();
  }

  @Test
  void exhaustedRetriesListExactlyTheWritesLeftOver(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    List<LineItem> lines = lines("b2", 30);
    engine.faults().unprocessedWrites(3, 5);

    assertThatThrownBy(
            () ->
                dbWith(client, new RetryPolicy(3, Duration.ZERO, Duration.ZERO))
                    .batchWrite()
                    .putLineItems(lines)
                    .execute())
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              // request 1 wrote 0-4, request 2 (5-29) wrote 5-9, request 3 (10-29) wrote 10-14:
              // 15-24 were then sent 3 times, 25-29 twice
              assertThat(e.notWritten(LineItem.class))
                  .containsExactlyElementsOf(lines.subList(15, 30));
              assertThat(e.notDeleted()).isEmpty();
              assertThat(e.attempts()).isEqualTo(3);
              assertThat(e.getMessage())
                  .startsWith(
                      "BatchWriteItem left 15 requests unprocessed after 3 attempts: "
                          + "put LineItem PK=ORDER#b2, SK=ITEM#sku-0015;");
            });

    CatalogItems read = db.batchGet().addAll(keys(lines)).execute();
    assertThat(read.lineItems()).containsExactlyElementsOf(lines.subList(0, 15));
    List<LineItemKey> missing = read.missingKeys(LineItemKey.class);
    assertThat(missing).containsExactlyElementsOf(keys(lines.subList(15, 30)));
  }

  @Test
  void throttledBatchesAreResent(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    try (DynamoDbClient noSdkRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build()) {
      List<LineItem> lines = lines("b3", 40);
      engine.faults().provisionedThroughputExceeded("BatchWriteItem", 3);
      dbWith(noSdkRetries, FAST).batchWrite().putLineItems(lines).execute();
      assertThat(engine.faults().requestCount("BatchWriteItem")).isEqualTo(5);

      engine.faults().throttlingException("BatchGetItem", 2);
      assertThat(dbWith(noSdkRetries, FAST).batchGet().addAll(keys(lines)).execute().lineItems())
          .containsExactlyElementsOf(lines);

      engine.faults().provisionedThroughputExceeded("BatchWriteItem", 2);
      assertThatThrownBy(
              () ->
                  dbWith(noSdkRetries, new RetryPolicy(2, Duration.ZERO, Duration.ZERO))
                      .batchWrite()
                      .deleteAll(keys(lines))
                      .execute())
          .isInstanceOfSatisfying(
              BatchIncompleteException.class,
              e -> {
                assertThat(e.notDeleted(LineItemKey.class)).containsExactlyElementsOf(keys(lines));
                assertThat(e.getCause()).isNull();
              });
    }
  }

  @Test
  void writesAndDeletesOfSeveralEntityTypesGoTogether() {
    db.notes().put(new Note("b4", "old", "to delete"));
    db.batchWrite()
        .put(new Note("b4", "new", "written"))
        .put(new Inventory("b4-sku", 9))
        .putLineItems(lines("b4", 3))
        .delete(new NoteKey("b4", "old"))
        .delete(new OrderHeaderKey("b4-absent"))
        .execute();

    assertThat(db.notes().get(new NoteKey("b4", "old"))).isEmpty();
    assertThat(db.notes().get(new NoteKey("b4", "new"))).isPresent();
    assertThat(db.inventories().get(new InventoryKey("b4-sku")))
        .contains(new Inventory("b4-sku", 9));
  }

  @Test
  void twoWritesOfOneItemAreRefusedBeforeSending(LocalDynamoDb engine) {
    LineItem line = new LineItem("b5", "a", 1, 1);
    assertThatThrownBy(
            () ->
                db.batchWrite()
                    .put(new Note("b5", "n", "x"))
                    .put(line)
                    .delete(LineItemKey.of(line)))
        .isInstanceOfSatisfying(
            DuplicateItemException.class,
            e -> {
              assertThat(e.operation()).isEqualTo("BatchWriteItem");
              assertThat(e.entityType()).isEqualTo("LineItem");
              assertThat(e.key()).isEqualTo("PK=ORDER#b5, SK=ITEM#a");
              assertThat(e.getMessage())
                  .contains("#1 Put and #2 Delete are both on LineItem PK=ORDER#b5, SK=ITEM#a");
            });
    if (engine.faultsAvailable()) {
      assertThat(engine.faults().requestCount("BatchWriteItem")).isZero();
    }
  }

  @Test
  void versionedEntitiesHaveNoBatchPut() {
    assertThat(CatalogBatchWrite.class.getMethods())
        .noneMatch(
            method ->
                method.getName().startsWith("put")
                    && method.getParameterCount() == 1
                    && method.getParameterTypes()[0] == OrderHeader.class);
    // Deleting needs no version: the batch's delete(TableKey<Catalog, T>) takes its key.
    assertThat(TableKey.class).isAssignableFrom(OrderHeaderKey.class);
    assertThat(CatalogBatchWrite.class.getMethods())
        .anyMatch(
            method ->
                method.getName().equals("delete")
                    && method.getParameterTypes()[0] == TableKey.class);
  }

  @Test
  void batchGetMatchesItemsOfSeveralTypesToTheirKeys(LocalDynamoDb engine) {
    db.notes().put(new Note("b7", "n1", "note"));
    db.inventories().put(new Inventory("b7-sku", 2));
    db.orderHeaders().create(OrderHeader.placed("b7", "c7", 42));
    List<LineItem> lines = lines("b7", 3);
    db.batchWrite().putLineItems(lines).execute();
    if (engine.faultsAvailable()) {
      engine.faults().reset();
    }

    CatalogItems items =
        db.batchGet()
            .add(new LineItemKey("b7", "sku-0002"))
            .add(new NoteKey("b7", "n1"))
            .add(new OrderHeaderKey("b7"))
            .add(new NoteKey("b7", "missing"))
            .addAll(keys(lines))
            .add(new InventoryKey("b7-sku"))
            .add(new NoteKey("b7", "n1"))
            .execute();

    assertThat(items.get(new NoteKey("b7", "n1"))).contains(new Note("b7", "n1", "note"));
    assertThat(items.get(new InventoryKey("b7-sku"))).contains(new Inventory("b7-sku", 2));
    assertThat(items.get(new OrderHeaderKey("b7")).orElseThrow().customerId()).isEqualTo("c7");
    assertThat(items.get(new NoteKey("b7", "missing"))).isEmpty();
    // in the order the keys were first added, duplicates once
    assertThat(items.lineItems()).containsExactly(lines.get(2), lines.get(0), lines.get(1));
    // typed per entity: the missing keys of each entity are its own key type
    List<NoteKey> missingNotes = items.missingKeys(NoteKey.class);
    assertThat(missingNotes).containsExactly(new NoteKey("b7", "missing"));
    assertThat(items.missingKeys(LineItemKey.class)).isEmpty();
    assertThat(items.missingKeys(InventoryKey.class)).isEmpty();
    assertThat(items.notes()).containsExactly(new Note("b7", "n1", "note"));
    assertThat(items.allFound()).isFalse();
    if (engine.faultsAvailable()) {
      assertThat(engine.faults().requestCount("BatchGetItem")).isEqualTo(1);
    }
  }

  @Test
  void batchGetSplitsAndResendsUnprocessedKeys(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    List<LineItem> lines = lines("b8", 250);
    db.batchWrite().putLineItems(lines).execute();
    engine.faults().reset();
    engine.faults().unprocessedKeys(4, 30);

    CatalogItems items = dbWith(client, FAST).batchGet().addAll(keys(lines)).execute();

    assertThat(items.lineItems()).containsExactlyElementsOf(lines);
    assertThat(engine.faults().requestCount("BatchGetItem")).isGreaterThan(3);
  }

  @Test
  void exhaustedBatchGetListsTheKeysNotReadAndWhatWasRead(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    List<LineItem> lines = lines("b9", 10);
    db.batchWrite().putLineItems(lines).execute();
    engine.faults().unprocessedKeys(5, 4);

    assertThatThrownBy(
            () ->
                dbWith(client, new RetryPolicy(1, Duration.ZERO, Duration.ZERO))
                    .batchGet()
                    .addAll(keys(lines))
                    .execute())
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              assertThat(e.notRead(LineItemKey.class))
                  .containsExactlyElementsOf(keys(lines.subList(4, 10)));
              assertThat(e.itemsRead(LineItem.class))
                  .containsExactlyElementsOf(lines.subList(0, 4));
              assertThat(e.operation()).isEqualTo("BatchGetItem");
            });
  }

  @Test
  void aRequestThatFailsOutrightIsReportedWithItsCause() {
    CatalogDb missingTable =
        CatalogDb.create(client, DbOptions.builder().tableName("no-such-table").build());
    List<LineItem> lines = lines("b10", 30);
    assertThatThrownBy(() -> missingTable.batchWrite().putLineItems(lines).execute())
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              assertThat(e.notWritten(LineItem.class)).containsExactlyElementsOf(lines);
              assertThat(e.getCause())
                  .isInstanceOfSatisfying(
                      RequestFailedException.class,
                      cause -> {
                        assertThat(cause.operation()).isEqualTo("BatchWriteItem");
                        assertThat(cause.errorCode()).isEqualTo("ResourceNotFoundException");
                      });
            });
  }
}
