package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Slot} ({@code SlotSchema.INSTANCE_VALUE}, as
 * {@link SlotSchema} implements it), built by the first one used, never by mapping items. Those of
 * key components are read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface SlotRefs {
  StringRef<Slot> INSTANCE_VALUE = new StringRef<>(Path.attribute("instance"));

  ReadOnlyStringRef<Slot> PREFIX = new ReadOnlyStringRef<>(Path.attribute("prefix"));

  ReadOnlyStringRef<Slot> NEXT = new ReadOnlyStringRef<>(Path.attribute("next"));

  ReadOnlyStringRef<Slot> ITEM = new ReadOnlyStringRef<>(Path.attribute("item"));

  /** The {@code key} attribute, an index key input: {@code setKey(...)} sets it. */
  ReadOnlyStringRef<Slot> KEY = new ReadOnlyStringRef<>(Path.attribute("key"));

  /** The {@code stored} attribute, an index key input: {@code setStored(...)} sets it. */
  ReadOnlyStringRef<Slot> STORED = new ReadOnlyStringRef<>(Path.attribute("stored"));

  /** The {@code slot} attribute, an index key input: {@code setSlot(...)} sets it. */
  ReadOnlyStringRef<Slot> SLOT = new ReadOnlyStringRef<>(Path.attribute("slot"));
}
