package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderKey;
import dev.singletable.samples.shop.OrderSchema;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.Shop;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The example of README.md, compiled and run. */
@LocalDynamoDbTest
class ReadmeSnippetsTest {

  @Test
  void taste(DynamoDbClient dynamoDbClient, TestTable table) {
    ShopDb.create(dynamoDbClient, DbOptions.builder().tableName(table.name()).build())
        .createTable();
    Order order =
        new Order(
            "o-1001",
            "u-ann",
            Instant.parse("2025-03-05T18:40:00Z"),
            OrderStatus.PLACED,
            new BigDecimal("18.6"),
            3); // DynamoDB stores 18.60 as 18.6
    // tag::readme[]
    ShopDb db = ShopDb.create(dynamoDbClient, DbOptions.builder().tableName(table.name()).build());
    Shop shop = db; // the application reads through its own interface
    db.orders().create(order); // fails if the key exists
    Optional<Order> same = shop.order("o-1001"); // GetItem
    Page<Order> recent =
        shop.ordersOfUser( // GSI1PK = "USER#u-ann", exact byte-order bounds on GSI1SK
            "u-ann", Instant.parse("2025-03-01T00:00:00Z"), PageRequest.first(20));
    db.orders()
        .update(new OrderKey("o-1001"))
        .setStatus(OrderStatus.SHIPPED, order.createdAt()) // also rewrites the GSI2 key
        .condition(OrderSchema.STATUS.eq(OrderStatus.PLACED))
        .execute();
    // end::readme[]
    assertThat(same).contains(order);
    assertThat(recent.items()).containsExactly(order);
    assertThat(shop.ordersInStatus(OrderStatus.SHIPPED).map(Order::orderId))
        .containsExactly("o-1001");
  }
}
