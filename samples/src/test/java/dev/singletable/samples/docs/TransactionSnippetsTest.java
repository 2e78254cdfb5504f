package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderItem;
import dev.singletable.samples.shop.OrderItemKey;
import dev.singletable.samples.shop.OrderKey;
import dev.singletable.samples.shop.OrderSchema;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.Product;
import dev.singletable.samples.shop.ProductKey;
import dev.singletable.samples.shop.ProductSchema;
import dev.singletable.samples.shop.Review;
import dev.singletable.samples.shop.ReviewKey;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.ShopItems;
import dev.singletable.samples.shop.User;
import dev.singletable.samples.shop.UserKey;
import dev.singletable.samples.shop.UserSchema;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The code of docs/transactions-and-batches.md, compiled and run in the order the page tells it.
 */
@LocalDynamoDbTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TransactionSnippetsTest {

  static ShopDb db;
  static final Instant now = Instant.parse("2025-04-01T09:00:00Z");

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    db.users().create(new User("u-ann", "Ann Archer", "ann@example.com", null, 0));
    db.products().create(new Product("p-mug", "Mug", new BigDecimal("8.50"), 40, null, 0));
    db.reviews().put(new Review("p-kettle", "u-bob", 3, "Lid is stiff.", now));
  }

  @Test
  @org.junit.jupiter.api.Order(1)
  void placeAnOrderAtomically() {
    // tag::transaction[]
    TransactionResult placed =
        db.transaction()
            .create(
                new Order(
                    "o-9",
                    "u-ann",
                    now,
                    OrderStatus.PLACED,
                    new BigDecimal("17.00"),
                    2)) // fails if o-9 exists
            .create(new OrderItem("o-9", "p-mug", 2, new BigDecimal("8.50")))
            .update(
                new ProductKey("p-mug"),
                u ->
                    u // typed actions + condition
                        .apply(ProductSchema.STOCK.decrement(2))
                        .condition(ProductSchema.STOCK.ge(2)))
            .check(new UserKey("u-ann"), UserSchema.EMAIL.exists()) // only checked
            .execute();
    // end::transaction[]
    assertThat(placed.attempts()).isEqualTo(1);
    assertThat(db.products().get(new ProductKey("p-mug")).orElseThrow().stock()).isEqualTo(38);

    // tag::transaction-update[]
    TransactionResult shipped =
        db.transaction()
            .update(
                new OrderKey("o-9"),
                u ->
                    u.setStatus(OrderStatus.SHIPPED, now) // rewrites GSI2PK/GSI2SK too
                        .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED)))
            .put(new Review("p-mug", "u-ann", 5, "Holds a pint.", now))
            .execute();
    Optional<Review> review = shipped.written(new ReviewKey("p-mug", "u-ann")); // as stored
    // end::transaction-update[]
    assertThat(review).isPresent();
    assertThat(db.orders().byStatus(OrderStatus.SHIPPED).all().list())
        .extracting(Order::orderId)
        .containsExactly("o-9");
    assertThat(db.orders().byStatus(OrderStatus.PLACED).all().list()).isEmpty();
  }

  @Test
  @org.junit.jupiter.api.Order(2)
  void uniqueEmail() {
    // tag::unique-email[]
    db.transaction()
        .create(new User("u-dan", "Dan Dune", "dan@example.com", null, 0)) // + the email's guard
        .execute();
    // end::unique-email[]
    List<String> printed = new ArrayList<>();
    // tag::cancelled[]
    try {
      db.transaction().create(new User("u-eve", "Eve Early", "dan@example.com", null, 0)).execute();
    } catch (TransactionCancelledException e) {
      for (CancellationReason<?> reason : e.failures()) {
        // #1 Put User PK=UNIQUE#User#email#dan@example.com, SK=UNIQUE#User#email#dan@example.com:
        // ConditionalCheckFailed (the condition did not hold)
        printed.add(reason.toString());
      }
      e.uniqueValueTaken() // the @Unique value found taken, and its holder
          .ifPresent(taken -> printed.add(taken.value() + " taken by " + taken.holderKey()));
      if (e.hasVersionConflict()) {
        /* read again, reapply, new transaction */
      }
      if (e.isTransient()) {
        /* conflicts/throttling outlasted the retries: try again later */
      }
    }
    // end::cancelled[]
    assertThat(printed)
        .containsExactly(
            "#1 Put User PK=UNIQUE#User#email#dan@example.com,"
                + " SK=UNIQUE#User#email#dan@example.com: ConditionalCheckFailed (the condition did"
                + " not hold)",
            "dan@example.com taken by PK=USER#u-dan, SK=PROFILE");
    assertThat(db.users().get(new UserKey("u-eve"))).isEmpty();
    // tag::unique-repository[]
    try {
      db.users().create(new User("u-eve", "Eve Early", "dan@example.com", null, 0));
    } catch (UniqueValueTakenException e) {
      // User.email = dan@example.com is already taken by PK=USER#u-dan, SK=PROFILE; nothing was
      // written for User PK=USER#u-eve, SK=PROFILE
      printed.add(e.attribute() + " " + e.holderExists());
    }
    // end::unique-repository[]
    assertThat(printed).endsWith("email true");
  }

  @Test
  @org.junit.jupiter.api.Order(3)
  void reads() {
    // tag::transact-get[]
    ShopItems items =
        db.transactGet().add(new OrderKey("o-9")).add(new OrderItemKey("o-9", "p-mug")).execute();
    Optional<Order> order = items.get(new OrderKey("o-9"));
    // end::transact-get[]
    assertThat(order).isPresent();

    List<OrderItem> lines =
        List.of(
            new OrderItem("o-10", "p-mug", 1, new BigDecimal("8.5")),
            new OrderItem("o-10", "p-tea", 4, new BigDecimal("6.2")));
    // tag::batch-write[]
    db.batchWrite()
        .putOrderItems(lines) // any number; put(OrderItem) for one
        .put(new Review("p-mug", "u-bob", 4, "Solid.", now))
        .delete(new ReviewKey("p-kettle", "u-bob"))
        .execute();
    // end::batch-write[]
    List<OrderItemKey> lineKeys =
        List.of(
            new OrderItemKey("o-10", "p-mug"),
            new OrderItemKey("o-10", "p-tea"),
            new OrderItemKey("o-10", "p-none"));
    // tag::batch-get[]
    ShopItems found = db.batchGet().addAll(lineKeys).add(new OrderKey("o-9")).execute();
    List<OrderItem> read = found.orderItems(); // found ones, in the order the keys were added
    Optional<Order> header = found.get(new OrderKey("o-9"));
    List<OrderItemKey> missing = found.missingKeys(OrderItemKey.class); // typed per entity
    // end::batch-get[]
    assertThat(read).containsExactlyElementsOf(lines);
    assertThat(header).isPresent();
    assertThat(missing).containsExactly(new OrderItemKey("o-10", "p-none"));
    assertThat(db.reviews().get(new ReviewKey("p-kettle", "u-bob"))).isEmpty();
  }
}
