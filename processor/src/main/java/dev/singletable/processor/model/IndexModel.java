package dev.singletable.processor.model;

import dev.singletable.annotations.Projection;
import java.util.List;

/**
 * A secondary index declared on a table.
 *
 * @param partitionKey the index partition key attribute (for an LSI, the table's partition key)
 * @param sortKey the index sort key attribute, or {@code null} when it has none
 */
public record IndexModel(
    String name,
    Kind kind,
    String partitionKey,
    String sortKey,
    Projection projection,
    List<String> include,
    Origin origin) {

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
