package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexView;
import dev.singletable.runtime.ViewSchema;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What index {@code GSI3} (INCLUDE) holds of each {@link Order} item: its key and the attributes
 * the index includes. Queries of the index return these; {@code page().fetch()},
 * {@code fetchItems()} or {@code orders().fetch(views)} read the full items with BatchGetItem.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record OrderGsi3View(OrderKey key, Order.Status status,
    BigDecimal total) implements IndexView<OrderKey> {
  /** Reads the items of index {@code GSI3} into views of {@link Order}. */
  public static final ViewSchema<OrderGsi3View, Order, OrderKey> SCHEMA = new Schema();

  /**
   * Recognises the items of {@link Order} by the key pattern of their table keys (the index holds
   * no entity type to tell them by) and reads the view from them.
   */
  private static final class Schema implements ViewSchema<OrderGsi3View, Order, OrderKey> {
    private static final Set<String> PROJECTED = Set.of("status", "total");

    @Override
    public EntitySchema<Order, OrderKey> entity() {
      return OrderSchema.INSTANCE;
    }

    @Override
    public String indexName() {
      return "GSI3";
    }

    @Override
    public Set<String> projectedAttributes() {
      return PROJECTED;
    }

    @Override
    public OrderGsi3View fromIndexItem(Map<String, AttributeValue> item) {
      OrderKey key = OrderKey.fromKeyAttributes(item);
      if (key == null) {
        return null;
      }
      return new OrderGsi3View(key, OrderSchema.STATUS_CODEC.read(item),
          OrderSchema.TOTAL_CODEC.read(item));
    }
  }
}
