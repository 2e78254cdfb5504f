package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.SampleBeans;
import dev.singletable.benchmarks.enhanced.OrderBean;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code TableSchema.fromBean}: introspect the bean, then one itemToMap and one mapToItem. */
public final class EnhancedBeanColdStart {

  private EnhancedBeanColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    TableSchema<OrderBean> schema = TableSchema.fromBean(OrderBean.class);
    OrderBean bean = SampleBeans.bean();
    Map<String, AttributeValue> item = schema.itemToMap(bean, true);
    OrderBean back = schema.mapToItem(item);
    long end = System.nanoTime();
    ColdStartReport.print(
        "enhancedBean", start, end, System.currentTimeMillis(), back.equals(bean));
  }
}
