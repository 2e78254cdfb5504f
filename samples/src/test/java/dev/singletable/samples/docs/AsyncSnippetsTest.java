package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderItem;
import dev.singletable.samples.shop.OrderKey;
import dev.singletable.samples.shop.OrderSchema;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.ShopAsyncDb;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The code of docs/async.md, compiled and run. */
@LocalDynamoDbTest
class AsyncSnippetsTest {

  static DynamoDbAsyncClient client;
  static ShopAsyncDb db;
  static final Instant createdAt = Instant.parse("2025-04-01T09:00:00Z");

  @BeforeAll
  static void open(LocalDynamoDb engine, DynamoDbClient blocking, TestTable table) {
    client = engine.asyncClientBuilder().build();
    ShopDb.create(blocking, DbOptions.builder().tableName(table.name()).build()).createTable();
    db = ShopDb.createAsync(client, DbOptions.builder().tableName(table.name()).build());
  }

  @AfterAll
  static void close() {
    client.close();
  }

  /** The opening of docs/async.md: compiled, not run (it would reach the Region's DynamoDB). */
  static ShopAsyncDb openInProduction() {
    DynamoDbAsyncClient client = DynamoDbAsyncClient.create();
    ShopAsyncDb db = ShopDb.createAsync(client, DbOptions.builder().tableName("Shop").build());
    return db;
  }

  static Order order(String id) {
    return new Order(id, "u-ann", createdAt, OrderStatus.PLACED, new BigDecimal("12.5"), 1);
  }

  @Test
  void everyOperationReturnsAFuture() {
    Order placed = order("o-1002");
    // tag::intro[]
    CompletableFuture<Order> stored = db.orders().put(placed);
    CompletableFuture<Optional<Order>> read =
        stored.thenCompose(order -> db.orders().get(new OrderKey("o-1002")));
    CompletableFuture<Optional<Order>> cancelled =
        read.thenCompose(
            order ->
                db.orders()
                    .update(new OrderKey("o-1002"))
                    .setStatus(OrderStatus.CANCELLED, createdAt)
                    .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
                    .execute());
    CompletableFuture<Page<Order>> page =
        cancelled.thenCompose(
            order -> db.orders().ordersOf("u-ann").newestFirst().limit(20).page());
    CompletableFuture<TransactionResult> done =
        db.transaction()
            .create(new OrderItem("o-1002", "p-kettle", 1, new BigDecimal("12.50")))
            .create(new OrderItem("o-1002", "p-mug", 2, new BigDecimal("4.00")))
            .execute();
    // end::intro[]
    assertThat(read.join()).contains(placed);
    assertThat(cancelled.join()).map(Order::status).contains(OrderStatus.CANCELLED);
    assertThat(page.join().items()).extracting(Order::orderId).containsExactly("o-1002");
    assertThat(done.join().writtenCount()).isEqualTo(2);
  }

  @Test
  void eachPageInTurn() {
    for (int i = 0; i < 5; i++) {
      db.orders().put(order("o-20" + i)).join();
    }
    List<String> shipping = new ArrayList<>();
    // tag::pages[]
    CompletableFuture<Void> done =
        db.orders()
            .byStatus(OrderStatus.PLACED)
            .limit(100)
            .forEachPage(page -> page.items().forEach(order -> shipping.add(order.orderId())));
    // end::pages[]
    done.join();
    assertThat(shipping).contains("o-200", "o-204");
  }

  @Test
  void failuresAreTyped() {
    Order order = order("o-3001");
    db.orders().create(order).join();
    Optional<Order> current;
    // tag::failures[]
    try {
      db.orders().create(order).join();
      current = Optional.empty();
    } catch (CompletionException e) {
      if (!(e.getCause() instanceof ItemAlreadyExistsException exists)) {
        throw e;
      }
      current = exists.currentItem(Order.class);
    }
    CompletableFuture<String> outcome =
        db.orders()
            .create(order)
            .handle(
                (created, failure) ->
                    failure instanceof ItemAlreadyExistsException ? "exists" : "created");
    // end::failures[]
    assertThat(current).contains(order);
    assertThat(outcome.join()).isEqualTo("exists");
  }
}
