package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.Order;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The hand-written mapper: one toItem and one fromItem. */
public final class HandWrittenColdStart {

  private HandWrittenColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    Order order = SampleOrders.order();
    Map<String, AttributeValue> item = HandWrittenMapper.toItem(order);
    Order back = HandWrittenMapper.fromItem(item);
    long end = System.nanoTime();
    ColdStartReport.print(
        "handwritten", start, end, System.currentTimeMillis(), back.equals(order));
  }
}
