package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import java.util.Optional;

/** The first requests through the generated Db: one put, one get, one query page. */
public final class SingletableRequestColdStart {

  private SingletableRequestColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    Order order = SampleOrders.order();
    BenchDb db = BenchDb.create(new CannedClient(), DbOptions.builder().tableName("Bench").build());
    db.orders().put(order);
    Optional<Order> got = db.orders().get(OrderKey.of(order));
    Page<Order> page = db.orders().ordersOf(order.userId()).limit(20).page();
    long end = System.nanoTime();
    ColdStartReport.print(
        "singletableRequest",
        start,
        end,
        System.currentTimeMillis(),
        got.orElseThrow().equals(order) && page.items().get(0).equals(order));
  }
}
