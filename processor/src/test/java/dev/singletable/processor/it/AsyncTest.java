package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.processor.it.model.CatalogAsync;
import dev.singletable.processor.it.model.CatalogAsyncDb;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.CatalogItems;
import dev.singletable.processor.it.model.LineItem;
import dev.singletable.processor.it.model.LineItemKey;
import dev.singletable.processor.it.model.LogEntry;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteAsyncRepository;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.NoteRepository;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.Order.Status;
import dev.singletable.processor.it.model.Stock;
import dev.singletable.processor.it.model.StockKey;
import dev.singletable.processor.it.model.StockSchema;
import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.Faults;
import dev.singletable.testkit.LocalDynamoDb;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.retries.DefaultRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Every kind of operation through the generated CatalogAsyncDb on the local engine: futures that
 * complete with what the blocking calls return, fail with the same typed exceptions, and keep the
 * retries (unprocessed batch items, transaction conflicts, throttling) of the blocking path.
 */
class AsyncTest extends EngineTest {

  static final RetryPolicy FAST = new RetryPolicy(6, Duration.ofMillis(1), Duration.ofMillis(10));
  static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");

  static DynamoDbAsyncClient asyncClient;
  static CatalogAsyncDb async;
  Faults faults;

  @BeforeAll
  static void open(LocalDynamoDb engine) {
    // The SDK re-sends only a connection lost on the way; every injected DynamoDB error reaches
    // the library's own retry rules.
    asyncClient =
        engine
            .asyncClientBuilder()
            .overrideConfiguration(
                o ->
                    o.retryStrategy(
                        DefaultRetryStrategy.standardStrategyBuilder()
                            .retryOnExceptionInstanceOf(SdkClientException.class)
                            .circuitBreakerEnabled(false)
                            .useClientDefaults(false)
                            .build()))
            .build();
    async =
        CatalogDb.createAsync(
            asyncClient, DbOptions.builder().tableName(db.tableName()).retryPolicy(FAST).build());
  }

  @AfterAll
  static void close() {
    if (asyncClient != null) {
      asyncClient.close();
    }
  }

  @BeforeEach
  void faults(LocalDynamoDb engine) {
    faults = engine.faults();
  }

  private static Order order(String user, String id, int minutes, Status status) {
    return new Order(user, id, T0.plusSeconds(60L * minutes), status, new BigDecimal("10.00"));
  }

  @Test
  void itemOperationsCompleteWithWhatTheBlockingOnesReturn() {
    Note note = new Note("a1", "n1", "hello");
    assertThat(join(async.notes().put(note))).isEqualTo(note);
    assertThat(join(async.notes().get(new NoteKey("a1", "n1")))).contains(note);
    assertThat(db.notes().get(new NoteKey("a1", "n1"))).contains(note);

    join(async.notes().create(new Note("a1", "n2", "second")));
    assertThat(join(async.notes().deleteReturning(new NoteKey("a1", "n2"))))
        .contains(new Note("a1", "n2", "second"));
    join(async.notes().delete(new NoteKey("a1", "n1")));
    assertThat(join(async.notes().getConsistent(new NoteKey("a1", "n1")))).isEmpty();
  }

  @Test
  void failuresAreTheTypedExceptionsThemselves() {
    join(async.notes().create(new Note("a2", "n1", "first")));

    CompletableFuture<Note> again = async.notes().create(new Note("a2", "n1", "second"));
    assertThatThrownBy(again::join)
        .isInstanceOf(CompletionException.class)
        .cause()
        .isInstanceOf(ItemAlreadyExistsException.class)
        .hasMessageContaining("PK=USER#a2, SK=NOTE#n1");
    assertThatThrownBy(
            () -> join(async.notes().put(new Note("a2", "n1", "x"), NoteSchema.TEXT.eq("other"))))
        .isInstanceOf(ConditionFailedException.class);
    assertThatThrownBy(
            () ->
                join(
                    async
                        .notes()
                        .update(new NoteKey("a2", "absent"))
                        .set(NoteSchema.TEXT, "x")
                        .execute()))
        .isInstanceOf(ItemNotFoundException.class)
        .hasMessageContaining("NOTE#absent");

    // a value refused before sending fails the future too: nothing is thrown at the call
    CompletableFuture<Note> refused = async.notes().put(new Note("u#7", "n1", "x"));
    assertThatThrownBy(() -> join(refused))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("userId");
  }

  @Test
  void updatesAndVersionsGoThroughTheSameBuilder() {
    Stock stored = join(async.stocks().put(new Stock("s1", 5, 0, null, null)));
    assertThat(stored.version()).isEqualTo(1);

    Stock updated =
        join(async
                .stocks()
                .update(new StockKey("s1"))
                .apply(StockSchema.QUANTITY.increment(3))
                .expectVersion(1)
                .execute())
            .orElseThrow();
    assertThat(updated.quantity()).isEqualTo(8);
    assertThat(updated.version()).isEqualTo(2);

    assertThatThrownBy(() -> join(async.stocks().put(stored)))
        .isInstanceOf(OptimisticLockException.class)
        .hasMessageContaining("STOCK#s1");
    assertThatThrownBy(() -> join(async.stocks().deleteEntity(stored)))
        .isInstanceOf(OptimisticLockException.class);
    join(async.stocks().deleteEntity(updated));
    assertThat(db.stocks().get(new StockKey("s1"))).isEmpty();
  }

  @Test
  void queriesReadAPageOrEveryPageWithoutBlocking() {
    for (int i = 0; i < 7; i++) {
      db.orders().put(order("q1", "o" + i, i, Status.PLACED));
    }

    Page<Order> first = join(async.orders().ordersOf("q1").limit(3).page());
    assertThat(first.items()).extracting(Order::orderId).containsExactly("o0", "o1", "o2");
    Page<Order> second =
        join(async.orders().ordersOf("q1").limit(3).startAfter(first.cursor()).page());
    assertThat(second.items()).extracting(Order::orderId).containsExactly("o3", "o4", "o5");

    List<Order> all = join(async.orders().ordersOf("q1").limit(2).list());
    assertThat(all).containsExactlyElementsOf(db.orders().ordersOf("q1").all().list()).hasSize(7);

    List<Integer> pageSizes = new ArrayList<>();
    join(
        async
            .orders()
            .ordersOf("q1")
            .newestFirst()
            .limit(3)
            .forEachPage(page -> pageSizes.add(page.items().size())));
    // 7 items in pages of 3; DynamoDB cannot tell that the third page is the last
    assertThat(pageSizes).startsWith(3, 3, 1);
    assertThat(pageSizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(7);

    assertThat(join(async.orders().ordersOf("q1").newestFirst().first()))
        .map(Order::orderId)
        .contains("o6");
    assertThat(
            join(
                async.orders().byStatus(Status.PLACED).createdAt(T0.plusSeconds(120)).all().list()))
        .extracting(Order::orderId)
        .contains("o2");
  }

  @Test
  void collectionsReadAsynchronously() {
    db.orders().put(order("c1", "o1", 0, Status.SHIPPED));
    db.notes().put(new Note("c1", "n1", "a note"));

    var page = join(async.userActivity("c1").limit(1).page());
    assertThat(page.cursor()).isNotNull();
    var all = join(async.userActivity("c1").fetch());
    assertThat(all.orders()).extracting(Order::orderId).containsExactly("o1");
    assertThat(all.notes()).extracting(Note::noteId).containsExactly("n1");

    // the generated record is made inside the operation: a failure reaches callbacks typed
    Throwable refused =
        async
            .userActivity("c1")
            .startAfter("not a cursor")
            .page()
            .handle((read, failure) -> failure)
            .join();
    assertThat(refused).isInstanceOf(InvalidCursorException.class);
  }

  @Test
  void batchesRetryUnprocessedItemsAndLoseNone() {
    LocalDynamoDb.assumeFaultsAvailable();
    List<LineItem> lines =
        IntStream.range(0, 120)
            .mapToObj(i -> new LineItem("b1", String.format("sku-%04d", i), 1, i))
            .toList();
    faults.unprocessedWrites(3, 5).provisionedThroughputExceeded("BatchWriteItem", 1);

    join(async.batchWrite().putLineItems(lines).execute());

    // 5 full requests, 1 throttled, and 3 that wrote only 5 of their 25 (60 writes sent again)
    assertThat(faults.requestCount("BatchWriteItem")).isEqualTo(9);
    faults.unprocessedKeys(2, 10);
    CatalogItems read =
        join(async.batchGet().addAll(lines.stream().map(LineItemKey::of).toList()).execute());
    assertThat(read.lineItems()).containsExactlyInAnyOrderElementsOf(lines);
    assertThat(read.allFound()).isTrue();
  }

  @Test
  void transactionsRetryConflictsWithTheSameTokenAndReportCancellationsTyped() {
    LocalDynamoDb.assumeFaultsAvailable();
    faults.transactionConflict(2);

    TransactionResult result =
        join(
            async
                .transaction()
                .create(new Note("t1", "n1", "one"))
                .create(new Note("t1", "n2", "two"))
                .execute());

    assertThat(result.attempts()).isEqualTo(3);
    assertThat(faults.requestCount("TransactWriteItems")).isEqualTo(3);
    CatalogItems both =
        join(
            async
                .transactGet()
                .add(new NoteKey("t1", "n1"))
                .add(new NoteKey("t1", "n2"))
                .execute());
    assertThat(both.notes()).extracting(Note::text).containsExactlyInAnyOrder("one", "two");

    assertThatThrownBy(
            () ->
                join(
                    async
                        .transaction()
                        .create(new Note("t1", "n3", "three"))
                        .create(new Note("t1", "n1", "again"))
                        .execute()))
        .isInstanceOfSatisfying(
            TransactionCancelledException.class, e -> assertThat(e.failures()).hasSize(1));
    assertThat(db.notes().get(new NoteKey("t1", "n3"))).isEmpty();
  }

  @Test
  void throttledTransactionsAreRetriedAsTheBlockingOnesAre() {
    LocalDynamoDb.assumeFaultsAvailable();
    faults.throttlingException("TransactWriteItems", 2);

    TransactionResult result =
        join(async.transaction().put(new Note("t2", "n1", "late")).execute());

    assertThat(result.attempts()).isEqualTo(3);
    assertThat(db.notes().get(new NoteKey("t2", "n1"))).map(Note::text).contains("late");
  }

  @Test
  void manyConcurrentRequestsAllComplete() {
    List<CompletableFuture<Note>> writes =
        IntStream.range(0, 200)
            .mapToObj(i -> async.notes().put(new Note("m1", "n" + i, "note " + i)))
            .toList();
    CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();

    assertThat(join(async.notes().byUserId("m1").all().list())).hasSize(200);
  }

  @Test
  void theModeIsInTheType() {
    for (Class<?> blocking :
        List.of(CatalogDb.class, NoteRepository.class, NoteRepository.NoteIdStage.class)) {
      for (Method method : blocking.getMethods()) {
        assertThat(method.getReturnType())
            .as("%s of the blocking face", method)
            .isNotEqualTo(CompletableFuture.class);
        if (!method.getName().equals("createAsync")) { // the factory of the asynchronous face
          assertThat(method.getName()).as("%s", method).doesNotEndWith("Async");
        }
      }
    }
    for (Method method : CatalogAsync.class.getMethods()) {
      assertThat(method.getReturnType()).as("%s", method).isEqualTo(CompletableFuture.class);
    }
    for (String terminal : List.of("page", "list", "first", "count", "forEachPage")) {
      assertThat(
              Arrays.stream(AsyncEntityQuery.class.getMethods())
                  .filter(method -> method.getName().equals(terminal)))
          .as(terminal)
          .isNotEmpty()
          .allMatch(method -> method.getReturnType() == CompletableFuture.class);
      // The stage both faces share has no terminal: its all() and last conditions lead to one.
      assertThat(
              Arrays.stream(NoteRepository.NoteIdStage.class.getMethods())
                  .filter(method -> method.getName().equals(terminal)))
          .as(terminal)
          .isEmpty();
    }
    assertThat(
            Arrays.stream(NoteAsyncRepository.class.getMethods())
                .filter(method -> method.getName().equals("byUserId"))
                .map(method -> method.getGenericReturnType().getTypeName()))
        .singleElement()
        .asString()
        .contains("NoteIdStage<dev.singletable.runtime.AsyncEntityQuery<");
    assertThat(CatalogAsyncDb.class.getInterfaces()).contains(CatalogAsync.class);
  }

  /** A table that opts in but whose interface declares no read gets a twin that declares none. */
  @Test
  void tablesWithoutDeclaredReadsHaveAnEmptyTwin() throws Exception {
    for (String table :
        List.of("billing.Billing", "unique.Club", "shape.Gallery", "moving.Books")) {
      Class<?> declared = Class.forName("dev.singletable.processor.it." + table);
      Class<?> twin = Class.forName(declared.getName() + "Async");
      assertThat(declared.getDeclaredMethods()).as(table).isEmpty();
      assertThat(twin.getDeclaredMethods()).as(table).isEmpty();
      assertThat(twin).isAssignableFrom(Class.forName(declared.getName() + "AsyncDb"));
    }
  }

  @Test
  void aShardedQueryReadsEveryShardAsynchronouslyMergedLikeTheBlockingRead() {
    LocalDate day = LocalDate.of(2031, 7, 1);
    for (int i = 0; i < 30; i++) {
      db.logEntries().put(new LogEntry(day, T0.plusSeconds(i), "a" + i, "info", "entry " + i));
    }
    List<String> blocking =
        db.logEntries().byDay(day).newestFirst().list().stream().map(LogEntry::entryId).toList();

    assertThat(blocking).hasSize(30).startsWith("a29", "a28");
    assertThat(async.logEntries().byDay(day).newestFirst().list().join())
        .extracting(LogEntry::entryId)
        .isEqualTo(blocking);
    Page<LogEntry> first = async.logEntries().byDay(day).newestFirst().limit(7).page().join();
    assertThat(first.items()).extracting(LogEntry::entryId).isEqualTo(blocking.subList(0, 7));
    assertThat(
            async
                .logEntries()
                .byDay(day)
                .newestFirst()
                .limit(7)
                .startAfter(first.cursor())
                .page()
                .join()
                .items())
        .extracting(LogEntry::entryId)
        .isEqualTo(blocking.subList(7, 14));
    List<Integer> pageSizes = new ArrayList<>();
    async
        .logEntries()
        .byDay(day)
        .limit(8)
        .forEachPage(page -> pageSizes.add(page.items().size()))
        .join();
    assertThat(pageSizes).startsWith(8, 8, 8).hasSizeGreaterThanOrEqualTo(4);
    assertThat(pageSizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(30);
    assertThat(async.logEntries().byDay(day).all().first().join())
        .map(LogEntry::entryId)
        .hasValue("a0");
    assertThat(async.logEntries().byDay(day).all().count().join()).isEqualTo(30L);
    assertThat(db.logEntries().byDay(day).all().count()).isEqualTo(30L);
  }

  @Test
  void theRequestListenerHearsTheAsynchronousCallsToo() {
    List<RequestEvent> requests = new CopyOnWriteArrayList<>();
    List<OperationEvent> operations = new CopyOnWriteArrayList<>();
    RequestListener listener =
        new RequestListener() {
          @Override
          public void onRequest(RequestEvent event) {
            requests.add(event);
          }

          @Override
          public void onOperation(OperationEvent event) {
            operations.add(event);
          }
        };
    CatalogAsyncDb heard =
        CatalogDb.createAsync(
            asyncClient,
            DbOptions.builder()
                .tableName(db.tableName())
                .retryPolicy(FAST)
                .requestListener(listener)
                .build());

    heard.notes().put(new Note("heard", "n1", "text")).join();
    assertThat(heard.notes().get(new NoteKey("heard", "n1")).join()).isPresent();

    assertThat(requests)
        .extracting(RequestEvent::api, RequestEvent::entity, RequestEvent::succeeded)
        .containsExactly(tuple("PutItem", "Note", true), tuple("GetItem", "Note", true));
    assertThat(requests.get(1).items()).isEqualTo(1);
    assertThat(operations).hasSize(2);
  }
}
