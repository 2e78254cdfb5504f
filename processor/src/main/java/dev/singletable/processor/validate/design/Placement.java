package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;

/**
 * An entity's items as the table or one index holds them: the patterns that fill that index's key
 * attributes.
 *
 * @param use the entity's own declaration for it ({@code @KeyPattern}, {@code @Gsi}, {@code @Lsi}),
 *     or {@code null} when the entity is there only because the index's key attributes are table
 *     key attributes (an inverted index holds every item)
 * @param sortKey the pattern of the sort key, or {@code null} when the table or index has none
 */
record Placement(
    EntityModel entity,
    Space space,
    KeyPatternModel partitionKey,
    KeyPatternModel sortKey,
    KeyUse use) {

  /** The table ({@code index == null}) or an index, with its key attribute names. */
  record Space(IndexModel index, String partitionAttribute, String sortAttribute) {

    /** {@code the table} or {@code index GSI1}. */
    String describe() {
      return index == null ? "the table" : "index " + index.name();
    }

    boolean isLocal() {
      return index != null && !index.isGlobal();
    }
  }

  /** Whether the repository has a query for it (the table, or an index projecting whole items). */
  boolean queryable() {
    return use != null && (space.index() == null || space.index().projectsAll());
  }

  /**
   * Where to report about its keys: the sort-key pattern, or the partition key when there is none.
   */
  Origin origin() {
    return (sortKey != null ? sortKey : partitionKey).origin();
  }

  /** {@code PK="USER#a", SK="ORDER#x"}. */
  String keys(String partition, String sort) {
    return space.partitionAttribute()
        + "=\""
        + partition
        + "\""
        + (sortKey == null ? "" : ", " + space.sortAttribute() + "=\"" + sort + "\"");
  }
}
