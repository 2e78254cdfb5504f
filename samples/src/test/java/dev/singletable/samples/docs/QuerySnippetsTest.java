package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderSchema;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The code of docs/queries-and-paging.md, compiled and run. */
@LocalDynamoDbTest
class QuerySnippetsTest {

  static ShopDb db;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    for (int i = 1; i <= 30; i++) {
      db.orders()
          .put(
              new Order(
                  "o-" + i,
                  "u-ann",
                  Instant.parse("2025-03-01T00:00:00Z").plusSeconds(3600L * i),
                  i % 3 == 0 ? OrderStatus.SHIPPED : OrderStatus.PLACED,
                  new BigDecimal(i * 10),
                  i));
    }
  }

  @Test
  void rangesAndOrder() {
    // tag::ranges[]
    Instant since = Instant.parse("2025-03-01T12:00:00Z");
    List<Order> recent =
        db.orders()
            .ordersOf("u-ann") // GSI1PK = "USER#u-ann"
            .createdAt(
                Range.from(since)) // GSI1SK BETWEEN "ORDER#2025-03-01T12:00:00Z#" AND "ORDER$"
            .newestFirst()
            .list();
    // end::ranges[]
    assertThat(recent).hasSize(19);
    assertThat(recent.get(0).orderId()).isEqualTo("o-30");
  }

  @Test
  void counting() {
    long shipped =
        db.orders().ordersOf("u-ann").filter(OrderSchema.STATUS.eq(OrderStatus.SHIPPED)).count();
    assertThat(shipped).isEqualTo(10);
  }

  @Test
  void paging() {
    List<Order> all = new ArrayList<>();
    // tag::paging[]
    String cursor = null; // from the client, or null for the first page
    do {
      Page<Order> page =
          db.orders().ordersOf("u-ann").newestFirst().limit(10).startAfter(cursor).page();
      all.addAll(page.items());
      cursor = page.cursor(); // opaque, URL-safe, encrypted; null after the last page
    } while (cursor != null);
    // end::paging[]
    assertThat(all).hasSize(30);
  }

  @Test
  void streamingAndFilters() {
    // tag::filter[]
    try (Stream<Order> big =
        db
            .orders()
            .ordersOf("u-ann")
            .filter(
                OrderSchema.TOTAL
                    .ge(new BigDecimal("200"))
                    .and(OrderSchema.STATUS.ne(OrderStatus.SHIPPED)))
            .stream()) { // pages are fetched as the stream is consumed
      big.forEach(order -> System.out.println(order.orderId()));
    }
    // end::filter[]
    assertThat(
            db.orders()
                .ordersOf("u-ann")
                .filter(
                    OrderSchema.TOTAL
                        .ge(new BigDecimal("200"))
                        .and(OrderSchema.STATUS.ne(OrderStatus.SHIPPED)))
                .list())
        .hasSize(7);
  }

  @Test
  void filledPages() {
    // tag::filled[]
    Page<Order> placed =
        db.orders()
            .ordersOf("u-ann")
            .newestFirst()
            .filter(OrderSchema.STATUS.eq(OrderStatus.PLACED))
            .fill(20); // default bound: 100 read units, 10 requests

    Page<Order> page =
        db.orders()
            .ordersOf("u-ann")
            .filter(OrderSchema.STATUS.eq(OrderStatus.PLACED))
            .page(PageRequest.first(20).filled().maxReadUnits(50).maxRequests(5));
    if (page.boundReached()) {
      resumeLater(
          PageRequest.after(page.cursor(), 20).filled()); // fewer than 20 items, and a cursor
    }
    // end::filled[]
    assertThat(placed.items())
        .hasSize(20)
        .allMatch(order -> order.status() == OrderStatus.PLACED)
        .first()
        .extracting(Order::orderId)
        .isEqualTo("o-29");
    assertThat(page.items()).hasSize(20);
    assertThat(page.boundReached()).isFalse();
    assertThat(resumed).isEmpty();
  }

  @Test
  void aBudgetedWalk() {
    // tag::budget[]
    PageRequest budget = PageRequest.first(100).maxReadUnits(500);
    Page<Order> last = null;
    try (Stream<Page<Order>> pages = db.orders().scan().pages(budget)) {
      for (Page<Order> page : (Iterable<Page<Order>>) pages::iterator) {
        export(page.items());
        last = page;
      }
    }
    if (last != null && last.boundReached()) {
      resumeLater(PageRequest.after(last.cursor(), 100).maxReadUnits(500)); // the next batch
    }
    // end::budget[]
    assertThat(exported).hasSize(30);
    assertThat(last.boundReached()).isFalse();
    assertThat(last.consumedUnits().total()).isPositive();

    // A budget of half a unit: the first page spends it, and the walk stops there.
    List<Page<Order>> stopped =
        db.orders().scan().pages(PageRequest.first(5).maxReadUnits(0.5)).toList();
    assertThat(stopped).hasSize(1);
    assertThat(stopped.get(0).boundReached()).isTrue();
    assertThat(stopped.get(0).items()).hasSize(5);
  }

  private final List<Order> exported = new ArrayList<>();
  private final List<PageRequest> resumed = new ArrayList<>();

  private void export(List<Order> orders) {
    exported.addAll(orders);
  }

  private void resumeLater(PageRequest request) {
    resumed.add(request);
  }

  @Test
  void describe() {
    // tag::describe[]
    String sent =
        db.orders()
            .byStatus(OrderStatus.PLACED)
            .createdAt(Range.after(Instant.parse("2025-03-02T00:00:00Z")))
            .describe();
    // GSI2PK = "STATUS#PLACED" AND GSI2SK >= "2025-03-02T00:00:00Z$" on index GSI2
    // end::describe[]
    assertThat(sent)
        .isEqualTo(
            "GSI2PK = \"STATUS#PLACED\" AND GSI2SK >= \"2025-03-02T00:00:00Z$\" on index GSI2");
  }
}
