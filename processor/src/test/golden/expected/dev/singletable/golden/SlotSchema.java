package dev.singletable.golden;

import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Slot} is stored: reflection-free mapping, index keys, typed references
 * ({@code SlotSchema.INSTANCE_VALUE}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotSchema extends SchemaBase<Slot, SlotKey> implements SlotRefs {
  /** The value of the {@code entityType} attribute of every Slot item. */
  public static final String ENTITY_TYPE = "Slot";

  /** The {@code entityType} attribute of its items; an item has up to 12 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 12);

  static final Codec<String> INSTANCE_CODEC = Codec.string(ENTITY_TYPE, "instance");

  static final Codec<String> PREFIX_CODEC = Codec.string(ENTITY_TYPE, "prefix");

  static final Codec<String> NEXT_CODEC = Codec.string(ENTITY_TYPE, "next");

  static final Codec<String> ITEM_CODEC = Codec.string(ENTITY_TYPE, "item");

  static final Codec<String> KEY_CODEC = Codec.string(ENTITY_TYPE, "key");

  static final Codec<String> STORED_CODEC = Codec.string(ENTITY_TYPE, "stored");

  static final Codec<String> SLOT_CODEC = Codec.string(ENTITY_TYPE, "slot");

  /** The schema; it holds no state. */
  public static final SlotSchema INSTANCE = new SlotSchema();

  private SlotSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("stored", "setStored"),
        Map.entry("key", "setKey"),
        Map.entry("slot", "setSlot")));
  }

  @Override
  public Map<String, AttributeValue> toItem(Slot slot) {
    SlotKey key = SlotKey.of(slot);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless stored and key and slot are set.
    if (slot.stored() != null && slot.key() != null && slot.slot() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(slot.stored())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey(slot.key(), slot.slot())));
    }
    INSTANCE_CODEC.put(item, slot.instance());
    PREFIX_CODEC.put(item, slot.prefix());
    NEXT_CODEC.put(item, slot.next());
    ITEM_CODEC.put(item, slot.item());
    KEY_CODEC.put(item, slot.key());
    STORED_CODEC.put(item, slot.stored());
    SLOT_CODEC.put(item, slot.slot());
    return item;
  }

  @Override
  public Slot fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    return fromPartialItem(item);
  }

  @Override
  public Slot fromPartialItem(Map<String, AttributeValue> item) {
    return new Slot(
        INSTANCE_CODEC.read(item),
        PREFIX_CODEC.read(item),
        NEXT_CODEC.read(item),
        ITEM_CODEC.read(item),
        KEY_CODEC.read(item),
        STORED_CODEC.read(item),
        SLOT_CODEC.read(item));
  }

  @Override
  public SlotKey keyOf(Slot slot) {
    return SlotKey.of(slot);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(SlotKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    PREFIX_CODEC.put(attributes, key.prefix());
    NEXT_CODEC.put(attributes, key.next());
    ITEM_CODEC.put(attributes, key.item());
    return attributes;
  }

  /** The partition key of index GSI1, {@code GSI1PK = STORED#{stored}}. */
  public static String gsi1PartitionKey(String stored) {
    return SlotKey.GSI1_PK.check("STORED#" + SlotKey.STORED.encode(stored));
  }

  /** The sort key of index GSI1, {@code GSI1SK = {key}#{slot}}. */
  public static String gsi1SortKey(String key, String slot) {
    return SlotKey.GSI1_SK.check(SlotKey.KEY.encode(key) + "#" + SlotKey.SLOT.encode(slot));
  }
}
