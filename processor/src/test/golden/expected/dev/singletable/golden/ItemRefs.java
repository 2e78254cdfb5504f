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
  /**
   * The {@code itemId} attribute (stored as {@code itemId}); a primary key component, which updates
   * do not change.
   */
  ReadOnlyStringRef<Item> ITEM_ID = new ReadOnlyStringRef<>(Path.attribute("itemId"));

  /**
   * The {@code owner} attribute (stored as {@code owner}); it feeds an index key, so updates set it
   * with {@code ItemUpdate.setOwner(...)}, which rewrites that key too.
   */
  ReadOnlyStringRef<Item> OWNER = new ReadOnlyStringRef<>(Path.attribute("owner"));

  /** The {@code count} attribute (stored as {@code count}). */
  NumberRef<Item, Long> COUNT = new NumberRef<>(Path.attribute("count"), ItemSchema.COUNT_CODEC);
}
