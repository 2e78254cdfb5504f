package dev.singletable.golden;

import dev.singletable.runtime.IndexView;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.ViewSchema;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What index {@code GSI3} (INCLUDE) holds of each {@link Order} item: its key, the components of
 * its index key and the attributes the index includes. Queries of the index return these;
 * {@code page().fetch()}, {@code fetchItems()} or {@code orders().fetch(views)} read the full items
 * with BatchGetItem.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record OrderGsi3View(OrderKey key, LocalDate day, Order.Status status,
    BigDecimal total) implements IndexView<OrderKey> {
  /** Reads the items of index {@code GSI3} into views of {@link Order}. */
  public static final ViewSchema<OrderGsi3View, Order, OrderKey> SCHEMA =
      ViewSchema.of(OrderSchema.INSTANCE, "GSI3", Set.of("status", "total"), OrderGsi3View::read);

  /**
   * The view of an index item, recognised by the key pattern of its table keys (the index holds
   * no entity type to tell them by); {@code null} for an item of another shape.
   */
  private static OrderGsi3View read(Map<String, AttributeValue> item) {
    OrderKey key = OrderKey.fromKeyAttributes(item);
    if (key == null) {
      return null;
    }
    Map<String, String> index = Keys.match(item, OrderKey.GSI3_PK, OrderKey.GSI3_SK);
    if (index == null) {
      return null;
    }
    LocalDate day;
    try {
      day = OrderKey.DAY.decode(index.get("day"));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
    return new OrderGsi3View(key, day, OrderSchema.STATUS_CODEC.read(item),
        OrderSchema.TOTAL_CODEC.read(item));
  }
}
