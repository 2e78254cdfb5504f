package dev.singletable.golden;

import dev.singletable.runtime.IndexView;
import dev.singletable.runtime.internal.ViewSchema;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What index {@code GSI2} (KEYS_ONLY) holds of each {@link Order} item: its key.
 * Queries of the index return these; {@code page().fetch()}, {@code fetchItems()} or
 * {@code orders().fetch(views)} read the full items with BatchGetItem.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record OrderGsi2View(OrderKey key) implements IndexView<OrderKey> {
  /** Reads the items of index {@code GSI2} into views of {@link Order}. */
  public static final ViewSchema<OrderGsi2View, Order, OrderKey> SCHEMA =
      ViewSchema.of(OrderSchema.INSTANCE, "GSI2", Set.of(), OrderGsi2View::read);

  /**
   * The view of an index item, recognised by the key pattern of its table keys (the index holds
   * no entity type to tell them by); {@code null} for an item of another shape.
   */
  private static OrderGsi2View read(Map<String, AttributeValue> item) {
    OrderKey key = OrderKey.fromKeyAttributes(item);
    if (key == null) {
      return null;
    }
    return new OrderGsi2View(key);
  }
}
