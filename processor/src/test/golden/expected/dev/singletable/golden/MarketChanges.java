package dev.singletable.golden;

import dev.singletable.runtime.failure.MappingException;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Decodes the stream records of table {@code Market} into {@link MarketChange}s: by the item's
 * entity type when the record carries an image, else by the key pattern its keys match. It never
 * throws for an item it cannot read: that is a {@link MarketChange.Unknown} with the reason.
 *
 * <pre>{@code
 * for (Record record : streams.getRecords(request).records()) {
 *     MarketChange change = MarketChanges.decode(record);
 * }
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketChanges {
  private MarketChanges() {
  }

  /** Decodes a record that {@code DynamoDbStreamsClient.getRecords} returned. */
  public static MarketChange decode(Record record) {
    return decode(ChangeRecord.of(record));
  }

  /**
   * Decodes a change record, whatever delivered it (the SDK, AWS Lambda, the Kinesis Client
   * Library); an item that no entity reads, or that cannot be read, is
   * {@link MarketChange.Unknown}.
   */
  public static MarketChange decode(ChangeRecord record) {
    Map<String, AttributeValue> image = record.newImage().or(record::oldImage).orElse(null);
    if (image == null) {
      return fromKeys(record);
    }
    AttributeValue type = image.get("entityType");
    if (type == null || type.s() == null) {
      return new MarketChange.Unknown("the item has no entityType string attribute", record);
    }
    try {
      return switch (type.s()) {
        case CustomerSchema.ENTITY_TYPE -> customerChange(record);
        case OrderSchema.ENTITY_TYPE -> orderChange(record);
        case ProductSchema.ENTITY_TYPE -> productChange(record);
        case ReviewSchema.ENTITY_TYPE -> reviewChange(record);
        case SlotSchema.ENTITY_TYPE -> slotChange(record);
        default -> new MarketChange.Unknown("entity type \"" + type.s()
            + "\" is no entity of table Market", record);
      };
    } catch (MappingException | IllegalArgumentException e) {
      return new MarketChange.Unknown(type.s() + " item could not be read: " + e.getMessage(),
          record);
    }
  }

  /**
   * A change whose record carries no image, recognised by the key pattern its keys match
   * (the design review proves that no two entities can write the same key).
   */
  private static MarketChange fromKeys(ChangeRecord record) {
    CustomerKey customerKey = CustomerKey.fromKeyAttributes(record.keys());
    if (customerKey != null) {
      return new MarketChange.CustomerChange(customerKey, Optional.empty(), Optional.empty(),
          record);
    }
    OrderKey orderKey = OrderKey.fromKeyAttributes(record.keys());
    if (orderKey != null) {
      return new MarketChange.OrderChange(orderKey, Optional.empty(), Optional.empty(), record);
    }
    ProductKey productKey = ProductKey.fromKeyAttributes(record.keys());
    if (productKey != null) {
      return new MarketChange.ProductChange(productKey, Optional.empty(), Optional.empty(), record);
    }
    ReviewKey reviewKey = ReviewKey.fromKeyAttributes(record.keys());
    if (reviewKey != null) {
      return new MarketChange.ReviewChange(reviewKey, Optional.empty(), Optional.empty(), record);
    }
    SlotKey slotKey = SlotKey.fromKeyAttributes(record.keys());
    if (slotKey != null) {
      return new MarketChange.SlotChange(slotKey, Optional.empty(), Optional.empty(), record);
    }
    return new MarketChange.Unknown("its keys match the key pattern of no entity of table Market",
        record);
  }

  /** A change to an item of {@code Customer}, read from the record's images. */
  private static MarketChange.CustomerChange customerChange(ChangeRecord record) {
    Optional<Customer> oldImage = record.oldImage().map(CustomerSchema.INSTANCE::fromItem);
    Optional<Customer> newImage = record.newImage().map(CustomerSchema.INSTANCE::fromItem);
    CustomerKey key = CustomerKey.of(newImage.or(() -> oldImage).orElseThrow());
    return new MarketChange.CustomerChange(key, oldImage, newImage, record);
  }

  /** A change to an item of {@code Order}, read from the record's images. */
  private static MarketChange.OrderChange orderChange(ChangeRecord record) {
    Optional<Order> oldImage = record.oldImage().map(OrderSchema.INSTANCE::fromItem);
    Optional<Order> newImage = record.newImage().map(OrderSchema.INSTANCE::fromItem);
    OrderKey key = OrderKey.of(newImage.or(() -> oldImage).orElseThrow());
    return new MarketChange.OrderChange(key, oldImage, newImage, record);
  }

  /** A change to an item of {@code Product}, read from the record's images. */
  private static MarketChange.ProductChange productChange(ChangeRecord record) {
    Optional<Product> oldImage = record.oldImage().map(ProductSchema.INSTANCE::fromItem);
    Optional<Product> newImage = record.newImage().map(ProductSchema.INSTANCE::fromItem);
    ProductKey key = ProductKey.of(newImage.or(() -> oldImage).orElseThrow());
    return new MarketChange.ProductChange(key, oldImage, newImage, record);
  }

  /** A change to an item of {@code Review}, read from the record's images. */
  private static MarketChange.ReviewChange reviewChange(ChangeRecord record) {
    Optional<Review> oldImage = record.oldImage().map(ReviewSchema.INSTANCE::fromItem);
    Optional<Review> newImage = record.newImage().map(ReviewSchema.INSTANCE::fromItem);
    ReviewKey key = ReviewKey.of(newImage.or(() -> oldImage).orElseThrow());
    return new MarketChange.ReviewChange(key, oldImage, newImage, record);
  }

  /** A change to an item of {@code Slot}, read from the record's images. */
  private static MarketChange.SlotChange slotChange(ChangeRecord record) {
    Optional<Slot> oldImage = record.oldImage().map(SlotSchema.INSTANCE::fromItem);
    Optional<Slot> newImage = record.newImage().map(SlotSchema.INSTANCE::fromItem);
    SlotKey key = SlotKey.of(newImage.or(() -> oldImage).orElseThrow());
    return new MarketChange.SlotChange(key, oldImage, newImage, record);
  }
}
