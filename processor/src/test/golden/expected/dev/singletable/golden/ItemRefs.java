package dev.singletable.golden;

import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Item}, for its conditions, filters and updates.
 * {@link ItemSchema} implements this interface, so they read {@code ItemSchema.ITEM_ID}; they are
 * declared here so that mapping items builds none of them: they are made with the first one used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface ItemRefs {
  /** The {@code itemId} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Item> ITEM_ID = new ReadOnlyStringRef<>(Path.attribute("itemId"));

  /**
   * The {@code owner} attribute, an index key input: updates set it with {@code setOwner(...)},
   * which rewrites the key.
   */
  ReadOnlyStringRef<Item> OWNER = new ReadOnlyStringRef<>(Path.attribute("owner"));

  /** The {@code count} attribute. */
  NumberRef<Item, Long> COUNT = new NumberRef<>(Path.attribute("count"), ItemSchema.COUNT_CODEC);
}
