package dev.singletable.runtime;

import java.util.List;

/**
 * One secondary index of a table, as generated from {@code @GlobalIndex}/{@code @LocalIndex}.
 *
 * @param sortKey the index sort key attribute, or {@code null} when the index has none
 * @param include the projected non-key attributes when {@code projection} is {@code INCLUDE}
 */
public record IndexLayout(
    String name,
    boolean global,
    String partitionKey,
    String sortKey,
    Projection projection,
    List<String> include) {

  /** Which attributes the index stores. */
  public enum Projection {
    ALL,
    KEYS_ONLY,
    INCLUDE
  }

  public IndexLayout {
    include = List.copyOf(include);
  }

  public static IndexLayout global(
      String name,
      String partitionKey,
      String sortKey,
      Projection projection,
      List<String> include) {
    return new IndexLayout(name, true, partitionKey, sortKey, projection, include);
  }

  public static IndexLayout local(
      String name,
      String partitionKey,
      String sortKey,
      Projection projection,
      List<String> include) {
    return new IndexLayout(name, false, partitionKey, sortKey, projection, include);
  }
}
