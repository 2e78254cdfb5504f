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
  /** The {@code instance} attribute. */
  StringRef<Slot> INSTANCE_VALUE = new StringRef<>(Path.attribute("instance"));

  /** The {@code prefix} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Slot> PREFIX = new ReadOnlyStringRef<>(Path.attribute("prefix"));

  /** The {@code next} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Slot> NEXT = new ReadOnlyStringRef<>(Path.attribute("next"));

  /** The {@code item} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Slot> ITEM = new ReadOnlyStringRef<>(Path.attribute("item"));

  /**
   * The {@code key} attribute, an index key input: updates set it with {@code setKey(...)}, which
   * rewrites the key.
   */
  ReadOnlyStringRef<Slot> KEY = new ReadOnlyStringRef<>(Path.attribute("key"));

  /**
   * The {@code stored} attribute, an index key input: updates set it with {@code setStored(...)},
   * which rewrites the key.
   */
  ReadOnlyStringRef<Slot> STORED = new ReadOnlyStringRef<>(Path.attribute("stored"));

  /**
   * The {@code slot} attribute, an index key input: updates set it with {@code setSlot(...)}, which
   * rewrites the key.
   */
  ReadOnlyStringRef<Slot> SLOT = new ReadOnlyStringRef<>(Path.attribute("slot"));
}
