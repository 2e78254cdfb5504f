package dev.singletable.samples.shop;

import dev.singletable.runtime.TransactionResult;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** The demo's data: three users, three products, four orders with their items, three reviews. */
final class SampleData {

  private SampleData() {}

  static void load(ShopDb db) {
    registerUser(db, new User("u-ann", "Ann Archer", "ann@example.com", null, 0));
    registerUser(db, new User("u-bob", "Bob Baker", "bob@example.com", null, 0));
    registerUser(db, new User("u-cy", "Cy Cooper", "cy@example.com", null, 0));

    db.products().create(new Product("p-kettle", "Kettle", money("39.90"), 12, null, 0));
    db.products().create(new Product("p-mug", "Mug", money("8.50"), 40, null, 0));
    db.products().create(new Product("p-tea", "Green tea", money("6.20"), 100, null, 0));

    order(
        db,
        "o-1001",
        "u-ann",
        "2025-02-10T09:15:00Z",
        OrderStatus.DELIVERED,
        List.of(
            new OrderItem("o-1001", "p-kettle", 1, money("39.90")),
            new OrderItem("o-1001", "p-mug", 2, money("8.50"))));
    order(
        db,
        "o-1002",
        "u-ann",
        "2025-03-05T18:40:00Z",
        OrderStatus.PLACED,
        List.of(new OrderItem("o-1002", "p-tea", 3, money("6.20"))));
    order(
        db,
        "o-1003",
        "u-ann",
        "2025-03-20T07:05:00Z",
        OrderStatus.SHIPPED,
        List.of(new OrderItem("o-1003", "p-mug", 4, money("8.50"))));
    order(
        db,
        "o-2001",
        "u-bob",
        "2025-03-01T12:00:00Z",
        OrderStatus.PLACED,
        List.of(new OrderItem("o-2001", "p-kettle", 1, money("39.90"))));

    db.reviews()
        .put(
            new Review(
                "p-kettle",
                "u-ann",
                5,
                "Boils fast, quiet.",
                Instant.parse("2025-02-20T10:00:00Z")));
    db.reviews()
        .put(
            new Review(
                "p-kettle", "u-bob", 3, "Lid is stiff.", Instant.parse("2025-03-10T16:30:00Z")));
    db.reviews()
        .put(
            new Review("p-mug", "u-ann", 4, "Nice weight.", Instant.parse("2025-02-22T08:00:00Z")));
  }

  /** A user, with the guard item of its {@code @Unique} email in the same transaction. */
  static void registerUser(ShopDb db, User user) {
    db.users().create(user);
  }

  private static void order(
      ShopDb db,
      String orderId,
      String userId,
      String at,
      OrderStatus status,
      List<OrderItem> items) {
    BigDecimal total =
        items.stream()
            .map(item -> item.unitPrice().multiply(BigDecimal.valueOf(item.quantity())))
            .reduce(BigDecimal.ZERO, BigDecimal::add);
    int count = items.stream().mapToInt(OrderItem::quantity).sum();
    // The order and its items are written in one transaction: all of them, or none.
    ShopTransaction<TransactionResult> transaction =
        db.transaction()
            .create(new Order(orderId, userId, Instant.parse(at), status, total, count));
    items.forEach(transaction::create);
    transaction.execute();
  }

  private static BigDecimal money(String amount) {
    return new BigDecimal(amount);
  }
}
