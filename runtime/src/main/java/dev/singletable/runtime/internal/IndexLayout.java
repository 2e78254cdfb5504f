package dev.singletable.runtime.internal;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * One secondary index of a table, as generated from {@code @GlobalIndex}/{@code @LocalIndex};
 * described by name with {@link #globalIndex(String)} or {@link #localIndex(String)} and added with
 * {@link Layout.Builder#index}.
 *
 * @param partitionKey the index partition key attribute; {@code null} for a native index
 * @param sortKey the index sort key attribute, or {@code null} when the index has none
 * @param projection which attributes the index stores, as the SDK's {@code ProjectionType}
 * @param include the projected non-key attributes when {@code projection} is {@code INCLUDE}
 * @param keyAttributes for a native index, keyed by the items' own attributes, each key attribute
 *     with its type: the partition attributes, then the sort attributes; empty otherwise
 */
public record IndexLayout(
    String name,
    boolean global,
    String partitionKey,
    String sortKey,
    ProjectionType projection,
    List<String> include,
    List<KeyAttribute> keyAttributes) {

  /**
   * One attribute of a native index's key.
   *
   * @param partition whether it is a partition (HASH) attribute rather than a sort (RANGE) one
   * @param type its type: S, N or B
   */
  public record KeyAttribute(String name, boolean partition, ScalarAttributeType type) {

    public KeyAttribute {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(type, "type");
    }
  }

  public IndexLayout {
    include = List.copyOf(include);
    keyAttributes = List.copyOf(keyAttributes);
  }

  /** An index keyed by one string attribute of each kind. */
  public IndexLayout(
      String name,
      boolean global,
      String partitionKey,
      String sortKey,
      ProjectionType projection,
      List<String> include) {
    this(name, global, partitionKey, sortKey, projection, include, List.of());
  }

  /**
   * Whether it is a native index, keyed by the items' own attributes ({@link #keyAttributes()}).
   */
  public boolean isNative() {
    return !keyAttributes.isEmpty();
  }

  /** Whether {@code attribute} is a key attribute of this index. */
  public boolean hasKeyAttribute(String attribute) {
    return attribute.equals(partitionKey)
        || attribute.equals(sortKey)
        || keyAttributes.stream().anyMatch(key -> key.name().equals(attribute));
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
    private ProjectionType projection = ProjectionType.ALL;
    private List<String> include = List.of();
    private final List<KeyAttribute> keyAttributes = new java.util.ArrayList<>();

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

    /**
     * The next partition attribute of a native global index, one of the items' own attributes, with
     * its type: up to 4, before any {@link #sortKey(String, ScalarAttributeType)}.
     */
    public Builder partitionKey(String attribute, ScalarAttributeType type) {
      if (!global) {
        throw new IllegalStateException(
            "local index " + name + " shares the table's partition key; give only its sort key");
      }
      keyAttributes.add(new KeyAttribute(attribute, true, type));
      return this;
    }

    /** The next sort attribute of a native global index, with its type: up to 4. */
    public Builder sortKey(String attribute, ScalarAttributeType type) {
      keyAttributes.add(new KeyAttribute(attribute, false, type));
      return this;
    }

    /** The sort key attribute. */
    public Builder sortKey(String attribute) {
      this.sortKey = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /**
     * Which attributes the index stores: {@link ProjectionType#ALL} unless told otherwise.
     *
     * @throws IllegalArgumentException for {@link ProjectionType#UNKNOWN_TO_SDK_VERSION}
     */
    public Builder projection(ProjectionType projection) {
      Objects.requireNonNull(projection, "projection");
      if (projection == ProjectionType.UNKNOWN_TO_SDK_VERSION) {
        throw new IllegalArgumentException(
            "index " + name + " projects ALL, KEYS_ONLY or INCLUDE, not " + projection.name());
      }
      this.projection = projection;
      return this;
    }

    /** Projects the keys and these non-key attributes ({@link ProjectionType#INCLUDE}). */
    public Builder include(List<String> attributes) {
      this.projection = ProjectionType.INCLUDE;
      this.include = List.copyOf(attributes);
      return this;
    }

    IndexLayout build(String tablePartitionKey) {
      if (!keyAttributes.isEmpty()) {
        return nativeIndex();
      }
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
          projection == ProjectionType.INCLUDE ? include : List.of());
    }

    private IndexLayout nativeIndex() {
      long partitions = keyAttributes.stream().filter(KeyAttribute::partition).count();
      long sorts = keyAttributes.size() - partitions;
      boolean ordered =
          keyAttributes.subList(0, (int) partitions).stream().allMatch(KeyAttribute::partition);
      if (partitionKey != null
          || sortKey != null
          || !ordered
          || partitions < 1
          || partitions > 4
          || sorts > 4) {
        throw new IllegalStateException(
            "global index "
                + name
                + " is keyed by its items' own attributes: give 1 to 4 partitionKey(name, type)"
                + " then at most 4 sortKey(name, type), and no attribute of a synthetic key");
      }
      return new IndexLayout(
          name,
          true,
          null,
          null,
          projection,
          projection == ProjectionType.INCLUDE ? include : List.of(),
          keyAttributes);
    }
  }
}
