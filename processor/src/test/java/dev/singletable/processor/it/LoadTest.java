package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.InventorySchema;
import dev.singletable.processor.it.model.LineItem;
import dev.singletable.processor.it.model.Stock;
import dev.singletable.processor.it.model.StockKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Bounded concurrency on the local engine (a few threads, a few hundred operations: sized for two
 * cores), with the invariants checked against the table afterwards and the throughput printed.
 * Tagged {@code load}: run them alone with {@code -Dgroups=load}, or skip them with {@code
 * -DexcludedGroups=load}.
 */
@Tag("load")
class LoadTest extends EngineTest {

  private static final int THREADS = 4;

  /** Runs {@code work(thread)} on every thread at once; how long it took. */
  private static Duration concurrently(Function<Integer, Void> work) throws Exception {
    List<Thread> threads = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    long start = System.nanoTime();
    for (int t = 0; t < THREADS; t++) {
      int thread = t;
      Thread worker =
          new Thread(
              () -> {
                try {
                  work.apply(thread);
                } catch (Throwable e) {
                  synchronized (failures) {
                    failures.add(e);
                  }
                }
              });
      threads.add(worker);
      worker.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertThat(failures).as("failures of the worker threads").isEmpty();
    return Duration.ofNanos(System.nanoTime() - start);
  }

  private static void report(String name, int operations, Duration took, String invariants) {
    System.out.printf(
        "[load] %s: %d operations in %d ms = %.0f ops/s; %s%n",
        name, operations, took.toMillis(), operations * 1000.0 / took.toMillis(), invariants);
  }

  @Test
  @Timeout(60)
  void writersOfOneVersionedItemLoseNoUpdate() throws Exception {
    int perThread = 20;
    db.stocks().put(new Stock("load-version", 0, 0, null, null));
    AtomicInteger conflicts = new AtomicInteger();
    AtomicInteger attempts = new AtomicInteger();

    Duration took =
        concurrently(
            thread -> {
              for (int done = 0; done < perThread; ) {
                Stock current =
                    db.stocks().getConsistent(new StockKey("load-version")).orElseThrow();
                attempts.incrementAndGet();
                try {
                  db.stocks()
                      .put(
                          new Stock(
                              current.sku(),
                              current.quantity() + 1,
                              current.version(),
                              current.createdAt(),
                              current.updatedAt()));
                  done++;
                } catch (OptimisticLockException lost) {
                  conflicts.incrementAndGet();
                }
              }
              return null;
            });

    Stock last = db.stocks().getConsistent(new StockKey("load-version")).orElseThrow();
    int updates = THREADS * perThread;
    assertThat(last.quantity()).as("every update counted once").isEqualTo(updates);
    assertThat(last.version()).isEqualTo(updates + 1);
    assertThat(attempts.get()).isEqualTo(updates + conflicts.get());
    report(
        "versioned read-modify-write",
        attempts.get() * 2,
        took,
        "quantity " + last.quantity() + " = " + updates + " updates, " + conflicts + " conflicts");
  }

  @Test
  @Timeout(60)
  void addCountersEndExact() throws Exception {
    int perThread = 50;
    List<InventoryKey> counters =
        List.of(new InventoryKey("load-add-a"), new InventoryKey("load-add-b"));
    counters.forEach(key -> db.inventories().put(new Inventory(key.sku(), 0)));

    Duration took =
        concurrently(
            thread -> {
              for (int i = 0; i < perThread; i++) {
                db.inventories()
                    .update(counters.get(i % 2))
                    .apply(InventorySchema.AVAILABLE.increment(thread + 1))
                    .execute();
              }
              return null;
            });

    int expected = perThread / 2 * IntStream.rangeClosed(1, THREADS).sum();
    for (InventoryKey key : counters) {
      assertThat(db.inventories().getConsistent(key).orElseThrow().available())
          .as("counter %s", key.sku())
          .isEqualTo(expected);
    }
    report(
        "ADD counters",
        THREADS * perThread,
        took,
        "both counters at " + expected + " as the sum of the increments");
  }

  @Test
  @Timeout(60)
  void conflictingTransactionsLeaveNoPartialState(LocalDynamoDb engine) throws Exception {
    int items = 4;
    int initial = 50;
    int perThread = 15;
    for (int i = 0; i < items; i++) {
      db.inventories().put(new Inventory("load-tx-" + i, initial));
    }
    if (engine.faultsAvailable()) {
      engine.faults().transactionConflict(THREADS * perThread / 3);
    }
    CatalogDb tx =
        CatalogDb.create(
            client,
            DbOptions.builder()
                .tableName(db.tableName())
                .retryPolicy(new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(20)))
                .build());
    AtomicInteger committed = new AtomicInteger();
    AtomicInteger cancelled = new AtomicInteger();

    Duration took =
        concurrently(
            thread -> {
              ThreadLocalRandom random = ThreadLocalRandom.current();
              for (int i = 0; i < perThread; i++) {
                int from = random.nextInt(items);
                int to = (from + 1 + random.nextInt(items - 1)) % items;
                String move = "t" + thread + "-" + i;
                try {
                  tx.transaction()
                      .update(
                          new InventoryKey("load-tx-" + from),
                          u ->
                              u.apply(InventorySchema.AVAILABLE.decrement(1))
                                  .condition(InventorySchema.AVAILABLE.ge(1)))
                      .update(
                          new InventoryKey("load-tx-" + to),
                          u -> u.apply(InventorySchema.AVAILABLE.increment(1)))
                      .create(new LineItem("load-tx-moves", move, from, to))
                      .execute();
                  committed.incrementAndGet();
                } catch (TransactionCancelledException e) {
                  cancelled.incrementAndGet();
                }
              }
              return null;
            });

    List<LineItem> moves = db.lineItems().byOrderId("load-tx-moves").all().list();
    int[] expected = new int[items];
    Arrays.fill(expected, initial);
    for (LineItem move : moves) {
      expected[move.quantity()]--;
      expected[(int) move.priceCents()]++;
    }
    int total = 0;
    for (int i = 0; i < items; i++) {
      int available =
          db.inventories()
              .getConsistent(new InventoryKey("load-tx-" + i))
              .orElseThrow()
              .available();
      assertThat(available).as("item %d matches its committed moves", i).isEqualTo(expected[i]);
      total += available;
    }
    assertThat(moves).as("one receipt per committed transaction").hasSize(committed.get());
    assertThat(total).as("units are neither created nor lost").isEqualTo(items * initial);
    assertThat(committed.get() + cancelled.get()).isEqualTo(THREADS * perThread);
    report(
        "transactions",
        THREADS * perThread,
        took,
        committed + " committed, " + cancelled + " cancelled, total " + total + " units kept");
  }

  @Test
  @Timeout(60)
  void batchWritesUnderThrottlingAndUnprocessedItemsLoseAndDuplicateNothing(LocalDynamoDb engine)
      throws Exception {
    LocalDynamoDb.assumeFaultsAvailable();
    int perThread = 100;
    engine.faults().provisionedThroughputExceeded("BatchWriteItem", 12).unprocessedWrites(20, 7);
    CatalogDb batches =
        CatalogDb.create(
            client,
            DbOptions.builder()
                .tableName(db.tableName())
                .retryPolicy(new RetryPolicy(30, Duration.ofMillis(1), Duration.ofMillis(20)))
                .build());
    Map<String, Integer> notWritten = new ConcurrentHashMap<>();

    Duration took =
        concurrently(
            thread -> {
              List<LineItem> lines =
                  IntStream.range(0, perThread)
                      .mapToObj(i -> new LineItem("load-batch-" + thread, "sku-" + i, i, thread))
                      .toList();
              try {
                batches.batchWrite().putLineItems(lines).execute();
              } catch (BatchIncompleteException e) {
                notWritten.put("thread " + thread, e.notWritten().size());
              }
              return null;
            });

    assertThat(notWritten).as("nothing left after the bounded retries").isEmpty();
    int written = 0;
    for (int thread = 0; thread < THREADS; thread++) {
      List<LineItem> stored = db.lineItems().byOrderId("load-batch-" + thread).all().list();
      assertThat(stored).as("thread %d's lines", thread).hasSize(perThread);
      assertThat(stored.stream().map(LineItem::sku).distinct()).hasSize(perThread);
      int owner = thread;
      assertThat(stored).allSatisfy(line -> assertThat(line.priceCents()).isEqualTo(owner));
      written += stored.size();
    }
    report(
        "batch writes under faults",
        THREADS * perThread,
        took,
        written
            + " items stored once each, "
            + engine.faults().requestCount("BatchWriteItem")
            + " BatchWriteItem requests");
  }
}
