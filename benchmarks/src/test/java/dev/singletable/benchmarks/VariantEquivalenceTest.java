package dev.singletable.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.benchmarks.enhanced.EnhancedSchemas;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.handwritten.BuilderMapper;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.jmh.QueryShapes;
import dev.singletable.benchmarks.jmh.StubDynamoDbClient;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.benchmarks.model.OrderSchema;
import dev.singletable.benchmarks.model.OrderStatus;
import dev.singletable.runtime.DbOptions;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Every variant does the same work: equal items, equal entities, equal keys and requests. */
class VariantEquivalenceTest {

  private final Order order = SampleOrders.order();
  private final OrderBean bean = SampleBeans.bean();
  private final TableSchema<OrderBean> beanSchema = EnhancedSchemas.bean();
  private final TableSchema<OrderBean> staticSchema = EnhancedSchemas.staticSchema();

  @Test
  void theItemHasTheIssuesShape() {
    Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
    assertThat(item.get("PK").s()).isEqualTo("USER#u123");
    assertThat(item.get("SK").s()).isEqualTo("ORDER#2025-01-15T10:30:00Z#o1");
    assertThat(item.get("GSI1PK").s()).isEqualTo("STATUS#PLACED");
    assertThat(item.get("GSI1SK").s()).isEqualTo("2025-01-15T10:30:00Z#o1");
    assertThat(item.get("createdAt").s()).isEqualTo("2025-01-15T10:30:00.000000000Z");
    assertThat(item.get("total").n()).isEqualTo("129.99");
    assertThat(item.get("tags").l()).hasSize(3);
    assertThat(item.get("address").m()).hasSize(4);
    assertThat(item).hasSize(15);
  }

  @Test
  void allVariantsWriteTheSameItem() {
    Map<String, AttributeValue> expected = OrderSchema.INSTANCE.toItem(order);
    assertThat(HandWrittenMapper.toItem(order)).isEqualTo(expected);
    assertThat(BuilderMapper.toItem(order)).isEqualTo(expected);
    assertThat(beanSchema.itemToMap(bean, true)).isEqualTo(expected);
    assertThat(staticSchema.itemToMap(bean, true)).isEqualTo(expected);
  }

  @Test
  void allVariantsReadTheSameEntity() {
    Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
    assertThat(OrderSchema.INSTANCE.fromItem(item)).isEqualTo(order);
    assertThat(HandWrittenMapper.fromItem(item)).isEqualTo(order);
    assertThat(beanSchema.mapToItem(item)).isEqualTo(bean);
    assertThat(staticSchema.mapToItem(item)).isEqualTo(bean);
    assertThat(SampleBeans.record(beanSchema.mapToItem(item))).isEqualTo(order);
    assertThat(SampleBeans.bean(order)).isEqualTo(bean);
  }

  @Test
  void handWrittenKeysEqualGeneratedKeys() {
    OrderKey key = OrderKey.of(order);
    assertThat(HandWrittenMapper.pk(order.userId())).isEqualTo(key.pk());
    assertThat(HandWrittenMapper.sk(order.createdAt(), order.orderId())).isEqualTo(key.sk());
    assertThat(HandWrittenMapper.key(order.userId(), order.createdAt(), order.orderId()))
        .isEqualTo(key.toKey());
    assertThat(BuilderMapper.key(order.userId(), order.createdAt(), order.orderId()))
        .isEqualTo(key.toKey());
  }

  @Test
  void handWrittenFilterEqualsTheRenderedOne() {
    BigDecimal min = BigDecimal.valueOf(100);
    assertThat(QueryShapes.filterByHand(min, OrderStatus.PLACED))
        .containsExactly(QueryShapes.filter(min, OrderStatus.PLACED));
    assertThat(QueryShapes.filterByHand(min, OrderStatus.PLACED))
        .containsExactly(QueryShapes.filterDeclared(min, OrderStatus.PLACED));
  }

  @Test
  void handWrittenQueriesSendTheSameRequests() {
    Instant from = order.createdAt().minusSeconds(86_400 * 30);
    BigDecimal min = BigDecimal.valueOf(100);
    Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
    StubDynamoDbClient client = new StubDynamoDbClient(List.of(item, item));
    BenchDb db = BenchDb.create(client, DbOptions.builder().tableName("Bench").build());

    assertThat(QueryShapes.rangeWithFilter(db, "u123", from, order.createdAt(), min).items())
        .containsExactly(order, order);
    QueryRequest generated = client.lastQuery();
    assertThat(
            QueryShapes.rangeWithFilterByHand(
                client, "Bench", "u123", from, order.createdAt(), min))
        .containsExactly(order, order);
    assertThat(client.lastQuery()).isEqualTo(generated);

    assertThat(QueryShapes.firstPage(db, "u123").items()).containsExactly(order, order);
    generated = client.lastQuery();
    assertThat(QueryShapes.firstPageByHand(client, "Bench", "u123")).containsExactly(order, order);
    assertThat(client.lastQuery()).isEqualTo(generated);
  }
}
