package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderKey;
import dev.singletable.samples.shop.OrderSchema;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.Product;
import dev.singletable.samples.shop.ProductKey;
import dev.singletable.samples.shop.ProductSchema;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/** The code of docs/updates-and-conditions.md, compiled and run. */
@LocalDynamoDbTest
class UpdateSnippetsTest {

  static ShopDb db;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    // Each test works on its own items: test order is not fixed.
    db.products().put(new Product("p-kettle", "Kettle", new BigDecimal("39.90"), 12, null, 0));
    db.products().put(new Product("p-mug", "Mug", new BigDecimal("8.50"), 40, null, 0));
    db.orders()
        .put(
            new Order(
                "o-1",
                "u-ann",
                Instant.parse("2025-03-01T10:00:00Z"),
                OrderStatus.PLACED,
                new BigDecimal("39.90"),
                1));
    db.orders()
        .put(
            new Order(
                "o-2",
                "u-ann",
                Instant.parse("2025-03-01T10:00:00Z"),
                OrderStatus.SHIPPED,
                new BigDecimal("8.50"),
                1));
  }

  @Test
  void typedUpdate() {
    // tag::update[]
    Product updated =
        db.products()
            .update(new ProductKey("p-kettle"))
            .apply(ProductSchema.STOCK.decrement(1)) // SET #n0 = #n0 - :v0
            .set(ProductSchema.PRICE, new BigDecimal("34.90"))
            .condition(ProductSchema.STOCK.gt(0)) // never sell what is not there
            .returning(ReturnValue.ALL_NEW)
            .execute()
            .orElseThrow();
    // end::update[]
    assertThat(updated.stock()).isEqualTo(11);
    assertThat(updated.version()).isEqualTo(2);
  }

  @Test
  void indexAwareSetter() {
    // tag::index-setter[]
    Order order = db.orders().get(new OrderKey("o-1")).orElseThrow();
    db.orders()
        .update(new OrderKey("o-1"))
        .setStatus(OrderStatus.SHIPPED, order.createdAt()) // also rewrites GSI2PK/GSI2SK
        .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
        .execute();
    // end::index-setter[]
    assertThat(db.orders().byStatus(OrderStatus.SHIPPED).all().list())
        .extracting(Order::orderId)
        .contains("o-1");
    assertThat(db.orders().byStatus(OrderStatus.PLACED).all().list()).isEmpty();
  }

  @Test
  void conditionFailure() {
    // tag::condition-failed[]
    try {
      db.orders()
          .update(new OrderKey("o-2"))
          .setStatus(OrderStatus.CANCELLED, Instant.parse("2025-03-01T10:00:00Z"))
          .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
          .execute();
    } catch (ConditionFailedException e) {
      Order current = e.currentItem(Order.class).orElseThrow(); // the item as it is now
      System.out.println(e.getMessage() + "; status is " + current.status());
    }
    // end::condition-failed[]
    assertThatThrownBy(
            () ->
                db.orders()
                    .update(new OrderKey("o-2"))
                    .setStatus(OrderStatus.CANCELLED, Instant.parse("2025-03-01T10:00:00Z"))
                    .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
                    .execute())
        .isInstanceOf(ConditionFailedException.class);
  }

  @Test
  void optimisticLocking() {
    // tag::version[]
    Product read = db.products().get(new ProductKey("p-mug")).orElseThrow();
    Product written =
        db.products()
            .put(
                new Product(
                    read.productId(),
                    read.name(),
                    read.price(),
                    read.stock() + 5,
                    read.updatedAt(),
                    read.version())); // checks version, stores version + 1
    try {
      db.products().put(read); // still holds the old version
    } catch (OptimisticLockException stale) {
      // read again, reapply the change, write again
    }
    // end::version[]
    assertThat(written.version()).isEqualTo(read.version() + 1);
    assertThatThrownBy(() -> db.products().put(read)).isInstanceOf(OptimisticLockException.class);
  }
}
