package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Slot} is stored: item mapping without reflection, index keys and typed attribute
 * references for conditions, filters and updates ({@code SlotSchema.INSTANCE_VALUE.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotSchema implements EntitySchema<Slot, SlotKey>, SlotRefs {
  /** The schema; it holds no state. */
  public static final SlotSchema INSTANCE = new SlotSchema();

  /** The value of the {@code entityType} attribute of every Slot item. */
  public static final String ENTITY_TYPE = "Slot";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private SlotSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Slot slotValue) {
    SlotKey key = SlotKey.of(slotValue);
    Map<String, AttributeValue> item = Items.newMap(12);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    item.put("entityType", TYPE_VALUE);
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless stored and key and slot are set.
    if (slotValue.stored() != null && slotValue.key() != null && slotValue.slot() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(slotValue.stored())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey(slotValue.key(), slotValue.slot())));
    }
    String instance = slotValue.instance();
    if (instance != null) {
      item.put("instance", AttributeValues.string(ENTITY, "instance", instance));
    }
    String prefix = slotValue.prefix();
    if (prefix != null) {
      item.put("prefix", AttributeValues.string(ENTITY, "prefix", prefix));
    }
    String next = slotValue.next();
    if (next != null) {
      item.put("next", AttributeValues.string(ENTITY, "next", next));
    }
    String itemValue = slotValue.item();
    if (itemValue != null) {
      item.put("item", AttributeValues.string(ENTITY, "item", itemValue));
    }
    String keyValue = slotValue.key();
    if (keyValue != null) {
      item.put("key", AttributeValues.string(ENTITY, "key", keyValue));
    }
    String stored = slotValue.stored();
    if (stored != null) {
      item.put("stored", AttributeValues.string(ENTITY, "stored", stored));
    }
    String slot = slotValue.slot();
    if (slot != null) {
      item.put("slot", AttributeValues.string(ENTITY, "slot", slot));
    }
    return item;
  }

  @Override
  public Slot fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Slot fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public SlotKey keyOf(Slot slotValue) {
    return SlotKey.of(slotValue);
  }

  @Override
  public Map<String, AttributeValue> keyItem(SlotKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(SlotKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(4);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("prefix", AttributeValues.string(ENTITY, "prefix", key.prefix()));
    attributes.put("next", AttributeValues.string(ENTITY, "next", key.next()));
    attributes.put("item", AttributeValues.string(ENTITY, "item", key.item()));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("stored", "setStored"),
        Map.entry("key", "setKey"),
        Map.entry("slot", "setSlot"));
  }

  /** The partition key of index GSI1, {@code GSI1PK = STORED#{stored}}. */
  public static String gsi1PartitionKey(String stored) {
    return SlotKey.GSI1_PK.check("STORED#" + SlotKey.STORED.encode(stored));
  }

  /** The sort key of index GSI1, {@code GSI1SK = {key}#{slot}}. */
  public static String gsi1SortKey(String key, String slot) {
    return SlotKey.GSI1_SK.check(SlotKey.KEY.encode(key) + "#" + SlotKey.SLOT.encode(slot));
  }

  private static Slot read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("instance");
    String instance = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "instance", v);
    v = item.get("prefix");
    String prefix = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "prefix", v);
    v = item.get("next");
    String next = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "next", v);
    v = item.get("item");
    String itemValue = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "item", v);
    v = item.get("key");
    String keyValue = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "key", v);
    v = item.get("stored");
    String stored = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "stored", v);
    v = item.get("slot");
    String slot = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "slot", v);
    return new Slot(
        instance,
        prefix,
        next,
        itemValue,
        keyValue,
        stored,
        slot);
  }
}
