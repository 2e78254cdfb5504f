package dev.singletable.golden;

import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Item} is stored: reflection-free mapping, index keys, typed references
 * ({@code ItemSchema.ITEM_ID}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemSchema extends SchemaBase<Item, ItemKey> implements ItemRefs {
  /** The value of the {@code entityType} attribute of every Item item. */
  public static final String ENTITY_TYPE = "Item";

  /** The {@code entityType} attribute of its items; an item has up to 8 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 8);

  static final Codec<String> ITEM_ID_CODEC = Codec.string(ENTITY_TYPE, "itemId");

  static final Codec<String> OWNER_CODEC = Codec.string(ENTITY_TYPE, "owner");

  static final Codec.Primitive<Long> COUNT_CODEC = Codec.int64(ENTITY_TYPE, "count");

  /** The schema; it holds no state. */
  public static final ItemSchema INSTANCE = new ItemSchema();

  private ItemSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("owner", "setOwner")), COUNT_CODEC);
  }

  @Override
  public Map<String, AttributeValue> toItem(Item itemValue) {
    ItemKey key = ItemKey.of(itemValue);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    // Index by-owner: the keys stay absent (the item is not in the index)
    // unless owner is set.
    if (itemValue.owner() != null) {
      item.put("by-ownerPK", AttributeValue.createS(byOwnerPartitionKey(itemValue.owner())));
    }
    ITEM_ID_CODEC.put(item, itemValue.itemId());
    OWNER_CODEC.put(item, itemValue.owner());
    COUNT_CODEC.put(item, itemValue.count());
    return item;
  }

  @Override
  public Item fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    COUNT_CODEC.require(item);
    return fromPartialItem(item);
  }

  @Override
  public Item fromPartialItem(Map<String, AttributeValue> item) {
    return new Item(ITEM_ID_CODEC.read(item),
        OWNER_CODEC.read(item),
        COUNT_CODEC.readLong(item));
  }

  @Override
  public ItemKey keyOf(Item itemValue) {
    return ItemKey.of(itemValue);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(ItemKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    ITEM_ID_CODEC.put(attributes, key.itemId());
    return attributes;
  }

  /** The partition key of index by-owner, {@code by-ownerPK = OWNER#{owner}}. */
  public static String byOwnerPartitionKey(String owner) {
    return ItemKey.BY_OWNER_PK.check("OWNER#" + ItemKey.OWNER.encode(owner));
  }
}
