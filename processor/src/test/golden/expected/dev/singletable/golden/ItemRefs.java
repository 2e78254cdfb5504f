package dev.singletable.golden;

import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Item} ({@code ItemSchema.ITEM_ID}, as {@link ItemSchema}
 * implements it), built by the first one used, never by mapping items. Those of key components are
 * read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface ItemRefs {
  ReadOnlyStringRef<Item> ITEM_ID = new ReadOnlyStringRef<>(Path.attribute("itemId"));

  /** The {@code owner} attribute, an index key input: {@code setOwner(...)} sets it. */
  ReadOnlyStringRef<Item> OWNER = new ReadOnlyStringRef<>(Path.attribute("owner"));

  NumberRef<Item, Long> COUNT = new NumberRef<>(Path.attribute("count"), ItemSchema.COUNT_CODEC);
}
