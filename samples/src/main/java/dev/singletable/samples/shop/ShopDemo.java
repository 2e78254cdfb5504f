package dev.singletable.samples.shop;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.FetchedItems;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.ModelReport;
import dev.singletable.samples.RequestLog;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The e-commerce demo: creates the Shop table, loads a few users, products, orders and reviews,
 * then calls every read the {@link Shop} interface declares and prints, for each, the pattern, how
 * the processor serves it and the typed results; then the writes: a unique email, a conditional
 * cancel, optimistic locking; and, through {@link ShopAsyncDemo}, the same table through an
 * asynchronous client.
 *
 * <p>Runs against the embedded local engine by default; against the endpoint in {@code
 * SINGLETABLE_DYNAMODB_ENDPOINT} when set; against AWS (default SDK configuration) with {@code
 * --aws}. Pass {@code --table <name>} to use another table name, and {@code --snapshot <file>} to
 * draw the loaded table in the model view (an HTML page) at the end; {@code --log-requests} logs
 * every DynamoDB request with its consumed capacity through {@link RequestLog}.
 */
public final class ShopDemo {

  private final ShopDb db;
  private final PrintStream out;
  private final DemoConsole console;

  ShopDemo(ShopDb db, PrintStream out) {
    this.db = db;
    this.out = out;
    this.console = new DemoConsole(out);
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "Shop-demo",
        (client, table) -> {
          DbOptions options =
              DbOptions.builder()
                  .tableName(table)
                  .requestListener(
                      List.of(args).contains("--log-requests") ? new RequestLog() : null)
                  .build();
          new ShopDemo(ShopDb.create(client, options), System.out).runAll();
          try (DynamoDbAsyncClient asyncClient = ShopAsyncDemo.asyncTwin(client)) {
            new ShopAsyncDemo(ShopDb.createAsync(asyncClient, options), System.out).run();
          }
          DemoLauncher.snapshot(args, Shop.class, client, table);
        });
  }

  void runAll() {
    out.println("== Table " + db.tableName());
    db.createTable();
    out.println(
        "created: "
            + db.tableDefinition().keySchema()
            + ", indexes "
            + db.tableDefinition().globalSecondaryIndexes().stream()
                .map(i -> i.indexName())
                .toList()
            + " + "
            + db.tableDefinition().localSecondaryIndexes().stream()
                .map(i -> i.indexName())
                .toList());
    out.println(
        "\n"
            + "The reads the Shop interface declares, as the processor serves them (from"
            + " META-INF/singletable/Shop.md):\n");
    out.println(ModelReport.declaredPatterns(Shop.class));
    SampleData.load(db);
    out.println(
        "\nloaded: 3 users (each with its email guard, in a transaction), 3 products, 4 orders"
            + " with their items (one transaction each), 3 reviews\n");

    // The application depends on its own interface; ShopDb implements it.
    Shop shop = db;
    show("Get a user by id", "user", shop.user("u-ann").stream().toList());
    show(
        "Look a user up by email (GSI1)",
        "userByEmail",
        shop.userByEmail("bob@example.com").stream().toList());
    showOrderPages(shop);
    show(
        "Orders placed since 2025-03-01 (GSI1, range on the sort key)",
        "ordersOfUser",
        shop.ordersOfUser("u-ann", Instant.parse("2025-03-01T00:00:00Z"), PageRequest.first(10))
            .items());
    show(
        "Items of an order (table partition, ITEM# prefix)",
        "itemsOfOrder",
        shop.itemsOfOrder("o-1001"));
    show(
        "Placed orders across users, oldest first (GSI2)",
        "ordersInStatus",
        shop.ordersInStatus(OrderStatus.PLACED).toList());
    show(
        "A product's reviews by date, newest first (LSI1)",
        "reviewsOfProduct",
        shop.reviewsOfProduct("p-kettle", null));
    show("A user's reviews (inverted index)", "reviewsByUser", shop.reviewsByUser("u-ann"));
    showReviewKeys();
    showCollection();
    uniqueEmail();
    cancelOrder();
    sellWithOptimisticLocking();
  }

  private void show(String pattern, String method, List<?> items) {
    console.showRead(pattern, ModelReport.servedBy(Shop.class, method), items);
  }

  /** A user's orders a page at a time: each call takes the page request the last page gives. */
  private void showOrderPages(Shop shop) {
    out.println("== A user's orders, newest first, 2 per page (GSI1)");
    out.println("   served by: " + ModelReport.servedBy(Shop.class, "ordersOfUser"));
    PageRequest request = PageRequest.first(2);
    for (int number = 1; ; number++) {
      Page<Order> page = shop.ordersOfUser("u-ann", null, request);
      out.println("   page " + number + ":");
      page.items().forEach(order -> out.println("     " + order));
      if (!page.hasMore()) {
        break;
      }
      out.println(
          "     next cursor: " + page.cursor().substring(0, Math.min(24, page.cursor().length())));
      request = request.next(page);
    }
    out.println();
  }

  /**
   * The keys-only Inverted index holds only keys: a query of it gives typed views, and one
   * BatchGetItem fetches the reviews behind a page of them, in the index's order.
   */
  private void showReviewKeys() {
    out.println(
        "== A user's review keys, then the reviews (keys-only Inverted index + BatchGetItem)");
    Page<ReviewInvertedView> page = db.reviews().reviewsBy("u-ann").all().page();
    page.items().forEach(view -> out.println("   key:    " + view.key()));
    FetchedItems<Review, ReviewKey> reviews = db.reviews().fetch(page.items());
    reviews.items().forEach(review -> out.println("   review: " + review));
    out.println("   missing: " + reviews.missingKeys() + "\n");
  }

  private void showCollection() {
    out.println("== Order details with all its items in one query (collection orderDetails)");
    out.println("   served by: " + ModelReport.servedBy(Shop.class, "orderWithItems"));
    ShopDb.OrderDetails read = db.orderWithItems("o-1001");
    out.println("   order: " + read.order().orElseThrow());
    read.orderItems().forEach(item -> out.println("   item:  " + item));
    out.println();
  }

  private void uniqueEmail() {
    out.println("== Create a user with a unique email (user + guard item in one transaction)");
    try {
      SampleData.registerUser(db, new User("u-dee", "Dee Dawson", "ann@example.com", null, 0));
    } catch (UniqueValueTakenException e) {
      out.println("   refused: " + e.getMessage());
    }
    out.println("   u-dee exists: " + db.user("u-dee").isPresent() + "\n");
  }

  private void cancelOrder() {
    out.println("== Cancel an order, only if it is still PLACED (condition on its status)");
    Order order = db.order("o-1002").orElseThrow();
    // status feeds GSI2 (STATUS#{status} / {createdAt}#{orderId}): the generated setter rewrites
    // that index key and asks for createdAt, which the key also holds.
    Order cancelled =
        db.orders()
            .update(new OrderKey("o-1002"))
            .setStatus(OrderStatus.CANCELLED, order.createdAt())
            .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
            .execute()
            .orElseThrow();
    out.println("   cancelled: " + cancelled);
    try {
      db.orders()
          .update(new OrderKey("o-1002"))
          .setStatus(OrderStatus.CANCELLED, order.createdAt())
          .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
          .execute();
    } catch (ConditionFailedException e) {
      out.println("   cancelling again fails: " + e.getMessage());
      out.println("   current item: " + e.currentItem(Order.class).orElseThrow());
    }
    out.println(
        "   placed orders now: "
            + db.ordersInStatus(OrderStatus.PLACED).map(Order::orderId).toList()
            + "\n");
  }

  private void sellWithOptimisticLocking() {
    out.println("== Sell from stock with optimistic locking (@Version)");
    Product kettle = db.product("p-kettle").orElseThrow();
    Product sold =
        db.products()
            .put(
                new Product(
                    kettle.productId(),
                    kettle.name(),
                    kettle.price(),
                    kettle.stock() - 1,
                    null,
                    kettle.version()));
    out.println(
        "   sold one: stock "
            + kettle.stock()
            + " -> "
            + sold.stock()
            + ", version "
            + kettle.version()
            + " -> "
            + sold.version());
    try {
      db.products()
          .put(
              new Product(
                  kettle.productId(),
                  kettle.name(),
                  kettle.price(),
                  kettle.stock() - 1,
                  null,
                  kettle.version()));
    } catch (OptimisticLockException e) {
      out.println("   a writer holding version " + kettle.version() + " loses: " + e.getMessage());
    }
    out.println();
  }

  static BigDecimal money(String amount) {
    return new BigDecimal(amount);
  }
}
