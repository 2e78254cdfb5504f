package dev.singletable.golden;

import dev.singletable.runtime.IndexView;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.ViewSchema;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What index {@code GSI1} (KEYS_ONLY) holds of each {@link Trip} item: its key and the components
 * of its index key. Queries of the index return these; {@code page().fetch()}, {@code fetchItems()}
 * or {@code trips().fetch(views)} read the full items with BatchGetItem.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record TripGsi1View(TripKey key, Duration length) implements IndexView<TripKey> {
  /** Reads the items of index {@code GSI1} into views of {@link Trip}. */
  public static final ViewSchema<TripGsi1View, Trip, TripKey> SCHEMA =
      ViewSchema.of(TripSchema.INSTANCE, "GSI1", Set.of(), TripGsi1View::read);

  /**
   * The view of an index item, recognised by the key pattern of its table keys (the index holds
   * no entity type to tell them by); {@code null} for an item of another shape.
   */
  private static TripGsi1View read(Map<String, AttributeValue> item) {
    TripKey key = TripKey.fromKeyAttributes(item);
    if (key == null) {
      return null;
    }
    Map<String, String> index = Keys.match(item, TripKey.GSI1_PK, TripKey.GSI1_SK);
    if (index == null) {
      return null;
    }
    Duration length;
    try {
      length = FleetConverters.TRIP_LENGTH_CONVERTER.fromStored(
          TripKey.LENGTH.decode(index.get("length")));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
    return new TripGsi1View(key, length);
  }
}
