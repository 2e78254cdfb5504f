package dev.singletable.processor.model;

/**
 * An entity's membership in a named item collection ({@code @Collection}).
 *
 * @param indexName the index whose partition holds the collection, or {@code null} for the table
 * @param prefix the literal sort-key prefix that selects the collection in its partition, empty for
 *     the whole partition
 * @param prefixOrigin where the prefix is written, for diagnostics about it
 */
public record CollectionModel(
    String name, String indexName, String prefix, Origin origin, Origin prefixOrigin) {

  /** A collection of the whole partition. */
  public CollectionModel(String name, String indexName, Origin origin) {
    this(name, indexName, "", origin, origin);
  }

  /** Whether a sort-key prefix selects it within its partition. */
  public boolean hasPrefix() {
    return !prefix.isEmpty();
  }
}
