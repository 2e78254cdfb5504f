package dev.singletable.processor.model;

/**
 * An entity's membership in a named item collection ({@code @Collection}).
 *
 * @param indexName the index whose partition holds the collection, or {@code null} for the table
 */
public record CollectionModel(String name, String indexName, Origin origin) {}
