package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderSchema;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The generated schema: nothing to build, one toItem and one fromItem. */
public final class SingletableColdStart {

  private SingletableColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    Order order = SampleOrders.order();
    Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
    Order back = OrderSchema.INSTANCE.fromItem(item);
    long end = System.nanoTime();
    ColdStartReport.print(
        "singletable", start, end, System.currentTimeMillis(), back.equals(order));
  }
}
