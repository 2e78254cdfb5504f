package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.ViewSchema;

/**
 * What DynamoDB allows in a query's filter, checked when the filter is set: no key attribute of the
 * table or index queried, which DynamoDB refuses because the key condition selects them, and, on an
 * index that does not project whole items, only the attributes it projects (another attribute is
 * absent from every index item, so the filter would silently drop them all).
 */
final class QueryFilters {

  private QueryFilters() {}

  /**
   * @throws IllegalArgumentException when {@code filter} reads the partition or sort key of the
   *     table or index {@code target} queries, pointing to the key condition
   */
  static void refuseKeyAttributes(QuerySpec.Target<?> target, Condition<?> filter) {
    ViewSchema<?, ?, ?> view = target.members().view();
    for (String name : filter.attributeNames()) {
      if (view != null
          && !view.projectedAttributes().contains(name)
          && !name.equals(target.context().layout().partitionKey())
          && !name.equals(target.context().layout().sortKey())) {
        throw new IllegalArgumentException(
            "query of "
                + target.members().name()
                + " on index "
                + target.indexName()
                + ": the filter "
                + filter
                + " reads "
                + name
                + ", which the index does not project"
                + (view.projectedAttributes().isEmpty()
                    ? " (it holds keys only)"
                    : " (it holds "
                        + String.join(", ", view.projectedAttributes().stream().sorted().toList())
                        + " besides the keys)")
                + "; filter on a projected attribute, or fetch the items and filter them in Java");
      }
      if (target.nativeKey() != null
          && target
              .context()
              .layout()
              .index(target.indexName())
              .map(index -> index.hasKeyAttribute(name))
              .orElse(false)) {
        throw new IllegalArgumentException(
            "query of "
                + target.members().name()
                + ": the filter "
                + filter
                + " reads "
                + name
                + ", a key attribute of index "
                + target.indexName()
                + "; DynamoDB refuses an index's key attributes in a query's filter. Give it in"
                + " the key condition instead (the query method's sort-attribute choices)");
      }
      String role =
          name.equals(target.partitionKeyAttribute())
              ? "partition key"
              : name.equals(target.sortKeyAttribute()) ? "sort key" : null;
      if (role != null) {
        throw new IllegalArgumentException(
            (target.members().isCollection() ? "collection " : "query of ")
                + target.members().name()
                + ": the filter "
                + filter
                + " reads "
                + name
                + ", the "
                + role
                + " of "
                + (target.indexName() == null ? "the table" : "index " + target.indexName())
                + "; DynamoDB refuses key attributes in a query's filter. Put the condition in the"
                + " key condition instead: "
                + (role.equals("sort key")
                    ? "the query's sort-key methods (a value, a prefix, a range, before or after)"
                    : "the partition is the query method's parameters")
                + " select the keys it reads");
      }
    }
  }
}
