package dev.singletable.processor.model;

import dev.singletable.annotations.Projection;
import java.util.List;

/**
 * A secondary index declared on a table.
 *
 * @param partitionKey the index partition key attribute (for an LSI, the table's partition key)
 * @param sortKey the index sort key attribute, or {@code null} when it has none; for a native
 *     index, both name its key attributes joined by commas, for messages
 * @param partitionKeys the partition attributes of a native (multi-attribute) key, in order; empty
 *     for a key of one synthetic attribute
 * @param sortKeys the sort attributes of a native key, in order
 */
public record IndexModel(
    String name,
    Kind kind,
    String partitionKey,
    String sortKey,
    Projection projection,
    List<String> include,
    Origin origin,
    List<String> partitionKeys,
    List<String> sortKeys) {

  public IndexModel {
    partitionKeys = List.copyOf(partitionKeys);
    sortKeys = List.copyOf(sortKeys);
  }

  /**
   * An index keyed by one synthetic attribute of each kind, which {@code @Gsi}/{@code @Lsi} fill.
   */
  public IndexModel(
      String name,
      Kind kind,
      String partitionKey,
      String sortKey,
      Projection projection,
      List<String> include,
      Origin origin) {
    this(name, kind, partitionKey, sortKey, projection, include, origin, List.of(), List.of());
  }

  /** A native index: keyed by the entities' own attributes ({@code partitionKeys}). */
  public boolean isNative() {
    return !partitionKeys.isEmpty() || !sortKeys.isEmpty();
  }

  /** The key attributes of a native index: partition attributes, then sort attributes. */
  public List<String> keyAttributes() {
    java.util.List<String> all = new java.util.ArrayList<>(partitionKeys);
    all.addAll(sortKeys);
    return List.copyOf(all);
  }

  /** Global or local. */
  public enum Kind {
    GLOBAL,
    LOCAL
  }

  public boolean isGlobal() {
    return kind == Kind.GLOBAL;
  }

  /** Whether a query on this index returns whole items, so entities can be read from it. */
  public boolean projectsAll() {
    return projection == Projection.ALL;
  }

  /**
   * Whether every one of {@code attributes} comes back from a query on this index: always with ALL,
   * with INCLUDE when they are all listed (key attributes are always projected).
   */
  public boolean projects(java.util.Collection<String> attributes) {
    return projection == Projection.ALL
        || (projection == Projection.INCLUDE && include.containsAll(attributes));
  }
}
