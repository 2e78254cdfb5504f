package dev.singletable.samples.shop;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.OptimisticLockException;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The e-commerce demo: creates the Shop table, loads a few users, products, orders and reviews,
 * then runs every access pattern and prints, for each, the pattern, the key condition sent and
 * the typed results.
 *
 * <p>Runs against the embedded local engine by default; against the endpoint in {@code
 * SINGLETABLE_DYNAMODB_ENDPOINT} when set; against AWS (default SDK configuration) with {@code
 * --aws}. Pass {@code --table <name>} to use another table name.
 */
public final class ShopDemo {

  private final ShopDb db;
  private final PrintStream out;

  ShopDemo(ShopDb db, PrintStream out) {
    this.db = db;
    this.out = out;
  }

  public static void main(String[] args) {
    try {
      runFromCommandLine(args);
    } catch (RuntimeException e) {
      // Print the failure here: under exec:java, Maven may no longer load the SDK's classes once
      // main has thrown, and would show a NoClassDefFoundError instead of the real error.
      System.err.println("The demo failed: " + e);
      e.printStackTrace();
      throw e;
    }
  }

  private static void runFromCommandLine(String[] args) {
    boolean aws = List.of(args).contains("--aws");
    String table = argument(args, "--table", "Shop-demo-" + Long.toString(System.currentTimeMillis(), 36));
    if (aws) {
      try (DynamoDbClient client = DynamoDbClient.create()) {
        run(client, table);
      }
      return;
    }
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      System.out.println("Local engine at " + engine.endpoint() + "\n");
      run(engine.client(), table);
    }
  }

  private static void run(DynamoDbClient client, String table) {
    ShopDb db = ShopDb.create(client, DbOptions.builder().tableName(table).build());
    new ShopDemo(db, System.out).runAll();
  }

  private static String argument(String[] args, String name, String fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }

  void runAll() {
    out.println("== Table " + db.tableName());
    db.createTable();
    out.println("created: " + db.tableDefinition().keySchema() + ", indexes "
        + db.tableDefinition().globalSecondaryIndexes().stream().map(i -> i.indexName()).toList()
        + " + " + db.tableDefinition().localSecondaryIndexes().stream().map(i -> i.indexName()).toList());
    out.println("\nThe access patterns of this design (from META-INF/singletable/Shop.md, written by the processor):\n");
    out.println(ModelReport.accessPatterns(Shop.class));
    SampleData.load(db);
    out.println("loaded: 3 users (each with its email guard, in a transaction), 3 products, 4 orders with"
        + " their items (one transaction each), 3 reviews\n");

    show("Get a user by id", db.users().byId("u-ann"));
    show("Look a user up by email (GSI1)", db.users().byEmail("bob@example.com"));
    showPages("A user's orders, newest first, 2 per page (GSI1)", db.orders().ordersOf("u-ann").newestFirst().limit(2));
    show("Orders placed since 2025-03-01 (GSI1, range on the sort key)",
        db.orders().ordersOf("u-ann").createdAtFrom(Instant.parse("2025-03-01T00:00:00Z")));
    show("Items of an order (table partition, ITEM# prefix)", db.orderItems().byOrderId("o-1001"));
    show("Placed orders across users, oldest first (GSI2)", db.orders().byStatus(OrderStatus.PLACED));
    show("A product's reviews by date, newest first (LSI1)", db.reviews().reviewsByDate("p-kettle").newestFirst());
    show("A user's reviews (inverted index)", db.reviews().reviewsBy("u-ann"));
    showCollection();
    uniqueEmail();
    cancelOrder();
    sellWithOptimisticLocking();
  }

  private void showCollection() {
    out.println("== Order details with all its items in one query (collection orderDetails)");
    var details = db.orderDetails("o-1001");
    out.println("   key condition: " + details.describe());
    ShopDb.OrderDetails read = details.fetch();
    out.println("   order: " + read.order().orElseThrow());
    read.orderItems().forEach(item -> out.println("   item:  " + item));
    out.println();
  }

  private void uniqueEmail() {
    out.println("== Create a user with a unique email (user + guard item in one transaction)");
    try {
      SampleData.registerUser(db, new User("u-dee", "Dee Dawson", "ann@example.com", null, 0));
    } catch (TransactionCancelledException e) {
      out.println("   refused: " + e.getMessage());
      e.failures().forEach(reason -> out.println("   reason: " + reason));
    }
    out.println("   u-dee exists: " + db.users().get(new UserKey("u-dee")).isPresent() + "\n");
  }

  private void cancelOrder() {
    out.println("== Cancel an order, only if it is still PLACED (condition on its status)");
    Order order = db.orders().get(new OrderKey("o-1002")).orElseThrow();
    // status feeds GSI2 (STATUS#{status} / {createdAt}#{orderId}): the generated setter rewrites
    // that index key and asks for createdAt, which the key also holds.
    Order cancelled = db.orders().update(new OrderKey("o-1002"))
        .setStatus(OrderStatus.CANCELLED, order.createdAt())
        .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
        .execute().orElseThrow();
    out.println("   cancelled: " + cancelled);
    try {
      db.orders().update(new OrderKey("o-1002"))
          .setStatus(OrderStatus.CANCELLED, order.createdAt())
          .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
          .execute();
    } catch (ConditionFailedException e) {
      out.println("   cancelling again fails: " + e.getMessage());
      out.println("   current item: " + e.currentItem(Order.class).orElseThrow());
    }
    out.println("   placed orders now: " + db.orders().byStatus(OrderStatus.PLACED).list().stream()
        .map(Order::orderId).toList() + "\n");
  }

  private void sellWithOptimisticLocking() {
    out.println("== Sell from stock with optimistic locking (@Version)");
    Product kettle = db.products().get(new ProductKey("p-kettle")).orElseThrow();
    Product sold = db.products().put(new Product(kettle.productId(), kettle.name(), kettle.price(),
        kettle.stock() - 1, null, kettle.version()));
    out.println("   sold one: stock " + kettle.stock() + " -> " + sold.stock() + ", version "
        + kettle.version() + " -> " + sold.version());
    try {
      db.products().put(new Product(kettle.productId(), kettle.name(), kettle.price(), kettle.stock() - 1, null,
          kettle.version()));
    } catch (OptimisticLockException e) {
      out.println("   a writer holding version " + kettle.version() + " loses: " + e.getMessage());
    }
    out.println();
  }

  private void show(String pattern, EntityQuery<?> query) {
    out.println("== " + pattern);
    out.println("   key condition: " + query.describe());
    Page<?> page = query.page();
    page.items().forEach(item -> out.println("   " + item));
    if (page.items().isEmpty()) {
      out.println("   (none)");
    }
    out.println();
  }

  private void showPages(String pattern, EntityQuery<?> query) {
    out.println("== " + pattern);
    out.println("   key condition: " + query.describe());
    String cursor = null;
    int number = 1;
    do {
      Page<?> page = query.startAfter(cursor).page();
      out.println("   page " + number++ + ":");
      page.items().forEach(item -> out.println("     " + item));
      cursor = page.cursor();
      if (cursor != null) {
        out.println("     next cursor: " + cursor.substring(0, Math.min(24, cursor.length())) + "...");
      }
    } while (cursor != null);
    out.println();
  }

  static BigDecimal money(String amount) {
    return new BigDecimal(amount);
  }
}
