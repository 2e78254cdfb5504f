package dev.singletable.runtime.internal;

import dev.singletable.runtime.failure.ItemTooLargeException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Computes an item's size as DynamoDB counts it against the 400 KB item limit, so that an oversized
 * item is refused before it is sent.
 *
 * <p>Each attribute counts the UTF-8 length of its name plus its value's size by DynamoDB's rules
 * ({@link AttributeSize}, which also sizes expression values).
 */
public final class ItemSize {

  /** DynamoDB's item size limit: 400 KB. */
  public static final int MAX_ITEM_BYTES = 409_600;

  private ItemSize() {}

  /** The size of {@code item} in bytes as DynamoDB counts it. */
  public static long of(Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
      size += Text.utf8Length(e.getKey()) + AttributeSize.of(e.getValue());
    }
    return size;
  }

  /** Throws {@link ItemTooLargeException} when {@code item} is over {@link #MAX_ITEM_BYTES}. */
  public static void check(String entityType, String key, Map<String, AttributeValue> item) {
    long size = of(item);
    if (size > MAX_ITEM_BYTES) {
      throw new ItemTooLargeException(entityType, key, size, MAX_ITEM_BYTES);
    }
  }

  /**
   * The size DynamoDB holds an item to: the item plus its entry in every local secondary index it
   * is in (the index's keys and projected attributes), which count toward the same 400 KB.
   */
  public static long withLocalIndexes(Map<String, AttributeValue> item, Layout layout) {
    long itemSize = of(item);
    long size = itemSize;
    for (IndexLayout index : layout.indexes()) {
      if (index.global() || !item.containsKey(index.sortKey())) {
        continue;
      }
      if (index.projection() == software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL) {
        size += itemSize;
        continue;
      }
      java.util.Set<String> projected = new java.util.HashSet<>();
      projected.add(layout.partitionKey());
      projected.add(layout.sortKey());
      projected.add(index.sortKey());
      if (index.projection()
          == software.amazon.awssdk.services.dynamodb.model.ProjectionType.INCLUDE) {
        projected.addAll(index.include());
      }
      for (String attribute : projected) {
        AttributeValue value = item.get(attribute);
        if (value != null) {
          size += Text.utf8Length(attribute) + AttributeSize.of(value);
        }
      }
    }
    return size;
  }

  /**
   * Throws {@link ItemTooLargeException} when the item with its local secondary index entries is
   * over {@link #MAX_ITEM_BYTES}.
   */
  public static void check(
      String entityType, String key, Map<String, AttributeValue> item, Layout layout) {
    long size = withLocalIndexes(item, layout);
    if (size > MAX_ITEM_BYTES) {
      throw new ItemTooLargeException(entityType, key, size, MAX_ITEM_BYTES);
    }
  }
}
