package dev.singletable.samples.shop;

import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;

/**
 * The asynchronous part of the e-commerce demo: {@code ShopDb.createAsync} on the same table, a
 * burst of orders written concurrently, read back page by page without blocking a thread, and a
 * typed failure unwrapped from its future.
 */
final class ShopAsyncDemo {

  private static final Instant DAY = Instant.parse("2025-04-01T09:00:00Z");

  private final ShopAsyncDb db;
  private final PrintStream out;

  ShopAsyncDemo(ShopAsyncDb db, PrintStream out) {
    this.db = db;
    this.out = out;
  }

  /** An asynchronous client for the endpoint, region and credentials {@code client} uses. */
  static DynamoDbAsyncClient asyncTwin(DynamoDbClient client) {
    DynamoDbServiceClientConfiguration config = client.serviceClientConfiguration();
    var builder =
        DynamoDbAsyncClient.builder()
            .region(config.region())
            .credentialsProvider(config.credentialsProvider());
    config.endpointOverride().ifPresent(builder::endpointOverride);
    return builder.build();
  }

  void run() {
    out.println("== Asynchronous: 25 orders of one user written concurrently (ShopAsyncDb)");
    List<CompletableFuture<Order>> writes =
        IntStream.rangeClosed(1, 25)
            .mapToObj(
                i ->
                    db.orders()
                        .put(
                            new Order(
                                "o-" + (5000 + i),
                                "u-eve",
                                DAY.plusSeconds(60L * i),
                                OrderStatus.PLACED,
                                new BigDecimal(i),
                                1)))
            .toList();
    CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();
    out.println("   written: " + writes.size() + " puts in flight at once");

    // Each page is requested when the previous one has been handed over: no thread waits.
    AtomicInteger pages = new AtomicInteger();
    AtomicInteger orders = new AtomicInteger();
    db.orders()
        .ordersOf("u-eve")
        .newestFirst()
        .limit(10)
        .forEachPage(
            page -> {
              pages.incrementAndGet();
              orders.addAndGet(page.items().size());
            })
        .join();
    out.println("   read back: " + orders + " orders in " + pages + " pages of at most 10");

    try {
      db.orders()
          .create(new Order("o-5001", "u-eve", DAY, OrderStatus.PLACED, BigDecimal.ONE, 1))
          .join();
    } catch (CompletionException e) {
      // The future itself holds the typed exception; join() wraps it, as it wraps any failure.
      if (e.getCause() instanceof ItemAlreadyExistsException exists) {
        out.println("   creating o-5001 again fails, typed: " + exists.getMessage());
      } else {
        throw e;
      }
    }
    out.println();
  }
}
