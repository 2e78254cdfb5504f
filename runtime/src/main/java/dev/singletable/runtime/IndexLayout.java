package dev.singletable.runtime;

import java.util.List;
import java.util.Objects;

/**
 * One secondary index of a table, as generated from {@code @GlobalIndex}/{@code @LocalIndex};
 * described by name with {@link #globalIndex(String)} or {@link #localIndex(String)} and added with
 * {@link TableLayout.Builder#index}.
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

  /** Starts the description of global secondary index {@code name}. */
  public static Builder globalIndex(String name) {
    return new Builder(name, true);
  }

  /** Starts the description of local secondary index {@code name}. */
  public static Builder localIndex(String name) {
    return new Builder(name, false);
  }

  /**
   * Describes one index by name: its key attributes and what it projects (all attributes unless
   * told otherwise). A local index shares the table's partition key, so only its sort key is given.
   */
  public static final class Builder {
    private final String name;
    private final boolean global;
    private String partitionKey;
    private String sortKey;
    private Projection projection = Projection.ALL;
    private List<String> include = List.of();

    private Builder(String name, boolean global) {
      this.name = Objects.requireNonNull(name, "name");
      this.global = global;
    }

    /** The partition key attribute of a global index. */
    public Builder partitionKey(String attribute) {
      if (!global) {
        throw new IllegalStateException(
            "local index " + name + " shares the table's partition key; give only its sort key");
      }
      this.partitionKey = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /** The sort key attribute. */
    public Builder sortKey(String attribute) {
      this.sortKey = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /** Which attributes the index stores: {@link Projection#ALL} unless told otherwise. */
    public Builder projection(Projection projection) {
      this.projection = Objects.requireNonNull(projection, "projection");
      return this;
    }

    /** Projects the keys and these non-key attributes ({@link Projection#INCLUDE}). */
    public Builder include(List<String> attributes) {
      this.projection = Projection.INCLUDE;
      this.include = List.copyOf(attributes);
      return this;
    }

    IndexLayout build(String tablePartitionKey) {
      if (global && partitionKey == null) {
        throw new IllegalStateException("global index " + name + " needs a partitionKey(...)");
      }
      if (!global && sortKey == null) {
        throw new IllegalStateException("local index " + name + " needs a sortKey(...)");
      }
      return new IndexLayout(
          name,
          global,
          global ? partitionKey : tablePartitionKey,
          sortKey,
          projection,
          projection == Projection.INCLUDE ? include : List.of());
    }
  }
}
