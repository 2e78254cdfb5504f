package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.SampleBeans;
import dev.singletable.benchmarks.enhanced.EnhancedSchemas;
import dev.singletable.benchmarks.enhanced.OrderBean;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A {@code StaticTableSchema} built by hand, then one itemToMap and one mapToItem. */
public final class EnhancedStaticColdStart {

  private EnhancedStaticColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    TableSchema<OrderBean> schema = EnhancedSchemas.staticSchema();
    OrderBean bean = SampleBeans.bean();
    Map<String, AttributeValue> item = schema.itemToMap(bean, true);
    OrderBean back = schema.mapToItem(item);
    long end = System.nanoTime();
    ColdStartReport.print(
        "enhancedStatic", start, end, System.currentTimeMillis(), back.equals(bean));
  }
}
