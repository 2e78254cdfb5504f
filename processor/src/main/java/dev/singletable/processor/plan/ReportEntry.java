package dev.singletable.processor.plan;

import java.util.Optional;

/**
 * One row of the report's access-pattern table: which partition and sort key an entity (or a
 * collection) is read by, on which index, through which generated call.
 *
 * @param index the index name, or {@code "table"}
 * @param method the generated call, such as {@code orders().ordersOf(userId)}; empty when no query
 *     is generated (the index does not project the entity)
 */
public record ReportEntry(
    String partitionKey, String sortKey, String entity, String index, Optional<String> method) {}
