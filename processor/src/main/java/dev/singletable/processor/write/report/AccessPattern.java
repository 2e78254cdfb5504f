package dev.singletable.processor.write.report;

/**
 * One row of the access-pattern table: which partition and sort key an entity (or a collection) is
 * read by, on which index, through which generated method.
 *
 * @param index the index name, or {@code "table"}
 * @param method the generated call, such as {@code orders().ordersOf(userId)}, or {@code null} when
 *     no query is generated (the index does not project the entity)
 */
public record AccessPattern(
    String partitionKey, String sortKey, String entity, String index, String method) {}
