package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexView;
import dev.singletable.runtime.ViewSchema;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What index {@code GSI1} (KEYS_ONLY) holds of each {@link Trip} item: its key.
 * Queries of the index return these; {@code page().fetch()}, {@code fetchItems()} or
 * {@code trips().fetch(views)} read the full items with BatchGetItem.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record TripGsi1View(TripKey key) implements IndexView<TripKey> {
  /** Reads the items of index {@code GSI1} into views of {@link Trip}. */
  public static final ViewSchema<TripGsi1View, Trip, TripKey> SCHEMA = new Schema();

  /**
   * Recognises the items of {@link Trip} by the key pattern of their table keys (the index holds
   * no entity type to tell them by) and reads the view from them.
   */
  private static final class Schema implements ViewSchema<TripGsi1View, Trip, TripKey> {
    private static final Set<String> PROJECTED = Set.of();

    @Override
    public EntitySchema<Trip, TripKey> entity() {
      return TripSchema.INSTANCE;
    }

    @Override
    public String indexName() {
      return "GSI1";
    }

    @Override
    public Set<String> projectedAttributes() {
      return PROJECTED;
    }

    @Override
    public TripGsi1View fromIndexItem(Map<String, AttributeValue> item) {
      TripKey key = TripKey.fromKeyAttributes(item);
      if (key == null) {
        return null;
      }
      return new TripGsi1View(key);
    }
  }
}
