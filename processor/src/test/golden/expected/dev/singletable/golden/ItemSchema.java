package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.util.Map;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Item} is stored: item mapping without reflection, index keys and typed
 * attribute references for conditions, filters and updates ({@code ItemSchema.ITEM_ID.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemSchema implements EntitySchema<Item, ItemKey>, ItemRefs {
  /** The schema; it holds no state. */
  public static final ItemSchema INSTANCE = new ItemSchema();

  /** The value of the {@code entityType} attribute of every Item item. */
  public static final String ENTITY_TYPE = "Item";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private static final Map<String, AttributeValue> PRIMITIVE_DEFAULTS = Map.ofEntries(
      Map.entry("count", AttributeValue.createN("0")));

  private ItemSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Item itemValue) {
    ItemKey key = ItemKey.of(itemValue);
    Map<String, AttributeValue> item = Items.newMap(8);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("entityType", TYPE_VALUE);
    // Index by-owner: the keys stay absent (the item is not in the index)
    // unless owner is set.
    if (itemValue.owner() != null) {
      item.put("by-ownerPK", AttributeValue.createS(byOwnerPartitionKey(itemValue.owner())));
    }
    String itemId = itemValue.itemId();
    if (itemId != null) {
      item.put("itemId", AttributeValues.string(ENTITY, "itemId", itemId));
    }
    String owner = itemValue.owner();
    if (owner != null) {
      item.put("owner", AttributeValues.string(ENTITY, "owner", owner));
    }
    item.put("count", AttributeValues.int64(itemValue.count()));
    return item;
  }

  @Override
  public Item fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Item fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public ItemKey keyOf(Item itemValue) {
    return ItemKey.of(itemValue);
  }

  @Override
  public Map<String, AttributeValue> keyItem(ItemKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(ItemKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(2);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("itemId", AttributeValues.string(ENTITY, "itemId", key.itemId()));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("owner", "setOwner"));
  }

  @Override
  public Map<String, AttributeValue> primitiveDefaults() {
    return PRIMITIVE_DEFAULTS;
  }

  /** The partition key of index by-owner, {@code by-ownerPK = OWNER#{owner}}. */
  public static String byOwnerPartitionKey(String owner) {
    return ItemKey.BY_OWNER_PK.check("OWNER#" + ItemKey.OWNER.encode(owner));
  }

  private static Item read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("itemId");
    String itemId = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "itemId", v);
    v = item.get("owner");
    String owner = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "owner", v);
    v = item.get("count");
    long count;
    if (v != null) {
      count = AttributeValues.readInt64(ENTITY, "count", v);
    } else if (strict) {
      throw Items.missing(ENTITY, "count", item);
    } else {
      count = 0L;
    }
    return new Item(itemId,
        owner,
        count);
  }

  /**
   * The value encoders of the typed references: one class for all of them, not one lambda each,
   * so that making them spins no classes; nested here, where the schema's helpers are in reach.
   */
  static final class Encoder implements Function<Object, AttributeValue> {
    static final int COUNT = 0;

    private final int attribute;

    Encoder(int attribute) {
      this.attribute = attribute;
    }

    @Override
    public AttributeValue apply(Object value) {
      return switch (attribute) {
        case COUNT -> AttributeValues.int64((Long) value);
        default -> throw new IllegalStateException("no encoder " + attribute);
      };
    }
  }
}
