package dev.singletable.samples.shop;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.OptimisticLockException;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * The e-commerce demo: creates the Shop table, loads a few users, products, orders and reviews,
 * then runs every access pattern and prints, for each, the pattern, the key condition sent and the
 * typed results.
 *
 * <p>Runs against the embedded local engine by default; against the endpoint in {@code
 * SINGLETABLE_DYNAMODB_ENDPOINT} when set; against AWS (default SDK configuration) with {@code
 * --aws}. Pass {@code --table <name>} to use another table name, and {@code --snapshot <file>} to
 * draw the loaded table in the model view (an HTML page) at the end.
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
          new ShopDemo(
                  ShopDb.create(client, DbOptions.builder().tableName(table).build()), System.out)
              .runAll();
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
            + "The access patterns of this design (from META-INF/singletable/Shop.md, written by"
            + " the processor):\n");
    out.println(ModelReport.accessPatterns(Shop.class));
    SampleData.load(db);
    out.println(
        "loaded: 3 users (each with its email guard, in a transaction), 3 products, 4 orders with"
            + " their items (one transaction each), 3 reviews\n");

    console.show("Get a user by id", db.users().byId("u-ann"));
    console.show("Look a user up by email (GSI1)", db.users().byEmail("bob@example.com"));
    console.showPages(
        "A user's orders, newest first, 2 per page (GSI1)",
        db.orders().ordersOf("u-ann").newestFirst().limit(2),
        String::valueOf);
    console.show(
        "Orders placed since 2025-03-01 (GSI1, range on the sort key)",
        db.orders().ordersOf("u-ann").createdAtFrom(Instant.parse("2025-03-01T00:00:00Z")));
    console.show(
        "Items of an order (table partition, ITEM# prefix)", db.orderItems().byOrderId("o-1001"));
    console.show(
        "Placed orders across users, oldest first (GSI2)",
        db.orders().byStatus(OrderStatus.PLACED));
    console.show(
        "A product's reviews by date, newest first (LSI1)",
        db.reviews().reviewsByDate("p-kettle").newestFirst());
    console.show("A user's reviews (inverted index)", db.reviews().reviewsBy("u-ann"));
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
            + db.orders().byStatus(OrderStatus.PLACED).list().stream().map(Order::orderId).toList()
            + "\n");
  }

  private void sellWithOptimisticLocking() {
    out.println("== Sell from stock with optimistic locking (@Version)");
    Product kettle = db.products().get(new ProductKey("p-kettle")).orElseThrow();
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
