package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Slot}, for its conditions, filters and updates.
 * {@link SlotSchema} implements this interface, so they read {@code SlotSchema.INSTANCE_VALUE};
 * they are declared here so that mapping items builds none of them: they are made with the first
 * one used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface SlotRefs {
  /** The {@code instance} attribute (stored as {@code instance}). */
  StringRef<Slot> INSTANCE_VALUE = new StringRef<>(Path.attribute("instance"));

  /**
   * The {@code prefix} attribute (stored as {@code prefix}); a primary key component, which updates
   * do not change.
   */
  ReadOnlyStringRef<Slot> PREFIX = new ReadOnlyStringRef<>(Path.attribute("prefix"));

  /**
   * The {@code next} attribute (stored as {@code next}); a primary key component, which updates do
   * not change.
   */
  ReadOnlyStringRef<Slot> NEXT = new ReadOnlyStringRef<>(Path.attribute("next"));

  /**
   * The {@code item} attribute (stored as {@code item}); a primary key component, which updates do
   * not change.
   */
  ReadOnlyStringRef<Slot> ITEM = new ReadOnlyStringRef<>(Path.attribute("item"));

  /**
   * The {@code key} attribute (stored as {@code key}); it feeds an index key, so updates set it
   * with {@code SlotUpdate.setKey(...)}, which rewrites that key too.
   */
  ReadOnlyStringRef<Slot> KEY = new ReadOnlyStringRef<>(Path.attribute("key"));

  /**
   * The {@code stored} attribute (stored as {@code stored}); it feeds an index key, so updates set
   * it with {@code SlotUpdate.setStored(...)}, which rewrites that key too.
   */
  ReadOnlyStringRef<Slot> STORED = new ReadOnlyStringRef<>(Path.attribute("stored"));

  /**
   * The {@code slot} attribute (stored as {@code slot}); it feeds an index key, so updates set it
   * with {@code SlotUpdate.setSlot(...)}, which rewrites that key too.
   */
  ReadOnlyStringRef<Slot> SLOT = new ReadOnlyStringRef<>(Path.attribute("slot"));
}
