package dev.singletable.golden;

import dev.singletable.runtime.stream.ChangeRecord;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;

/**
 * A change to an item of table {@code Market}, decoded from a DynamoDB stream record by
 * {@link MarketChanges}: one record type per entity, and {@link Unknown} for an item no entity
 * reads. The stream's view type is {@code NEW_AND_OLD_IMAGES}: {@code oldImage()} is present on
 * MODIFY and REMOVE, {@code newImage()} on INSERT and MODIFY.
 *
 * <pre>{@code
 * MarketChange change = MarketChanges.decode(record);
 * if (change instanceof MarketChange.CustomerChange c) {
 *     ...
 * }
 * }</pre>
 *
 * <p>On Java 21 and later, a {@code switch} over the cases is checked for exhaustiveness.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public sealed interface MarketChange {
  /** The stream record this change was decoded from. */
  ChangeRecord record();

  /** INSERT, MODIFY or REMOVE. */
  default OperationType kind() {
    return record().kind();
  }

  /** The primary key attributes of the changed item, as stored. */
  default Map<String, AttributeValue> keys() {
    return record().keys();
  }

  /** The record's position in its shard, increasing with each change of the item. */
  default String sequenceNumber() {
    return record().sequenceNumber();
  }

  /** When the change was made, to the second. */
  default Optional<Instant> approximateCreationTime() {
    return record().approximateCreationTime();
  }

  /** Whether DynamoDB's TTL process removed the item because its expiry time had passed. */
  default boolean expiredByTtl() {
    return record().expiredByTtl();
  }

  /**
   * A change to an item of {@link Customer}.
   *
   * @param key its key, read from the item or, when the record carries no image, from
   *     its key attributes
   * @param oldImage the Customer before the change, when the record carries it
   * @param newImage the Customer after the change, when the record carries it
   */
  record CustomerChange(CustomerKey key, Optional<Customer> oldImage, Optional<Customer> newImage,
      ChangeRecord record) implements MarketChange {
  }

  /**
   * A change to an item of {@link Order}.
   *
   * @param key its key, read from the item or, when the record carries no image, from
   *     its key attributes
   * @param oldImage the Order before the change, when the record carries it
   * @param newImage the Order after the change, when the record carries it
   */
  record OrderChange(OrderKey key, Optional<Order> oldImage, Optional<Order> newImage,
      ChangeRecord record) implements MarketChange {
  }

  /**
   * A change to an item of {@link Product}.
   *
   * @param key its key, read from the item or, when the record carries no image, from
   *     its key attributes
   * @param oldImage the Product before the change, when the record carries it
   * @param newImage the Product after the change, when the record carries it
   */
  record ProductChange(ProductKey key, Optional<Product> oldImage, Optional<Product> newImage,
      ChangeRecord record) implements MarketChange {
  }

  /**
   * A change to an item of {@link Review}.
   *
   * @param key its key, read from the item or, when the record carries no image, from
   *     its key attributes
   * @param oldImage the Review before the change, when the record carries it
   * @param newImage the Review after the change, when the record carries it
   */
  record ReviewChange(ReviewKey key, Optional<Review> oldImage, Optional<Review> newImage,
      ChangeRecord record) implements MarketChange {
  }

  /**
   * A change to an item of {@link Slot}.
   *
   * @param key its key, read from the item or, when the record carries no image, from
   *     its key attributes
   * @param oldImage the Slot before the change, when the record carries it
   * @param newImage the Slot after the change, when the record carries it
   */
  record SlotChange(SlotKey key, Optional<Slot> oldImage, Optional<Slot> newImage,
      ChangeRecord record) implements MarketChange {
  }

  /**
   * A change to an item that no entity of the table reads (another entity type, or none),
   * or whose item could not be read; {@code keys()} holds its key attributes.
   *
   * @param reason why no entity reads it
   */
  record Unknown(String reason, ChangeRecord record) implements MarketChange {
  }
}
