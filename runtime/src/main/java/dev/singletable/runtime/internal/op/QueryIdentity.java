package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.internal.SortKeyCondition;
import java.util.ArrayList;
import java.util.List;

/**
 * What a cursor of a {@link QuerySpec} must belong to: table, index, entity type (or collection),
 * partition (its shards, the former partition while the key moves), sort-key condition and
 * direction. Page size, filter and projection may change between pages.
 */
final class QueryIdentity {

  private QueryIdentity() {}

  static String of(QuerySpec<?> spec) {
    List<String> parts = new ArrayList<>(10);
    parts.add(spec.context().tableName());
    parts.add(spec.indexName() == null ? "" : spec.indexName());
    QueryMembers<?> members = spec.target().members();
    if (members.isCollection()) {
      parts.add("collection:" + members.name());
      parts.add(spec.target().partitionKeyValue());
      // A cursor of the merged read while members move is not one of the plain read, and back.
      spec.target().formers().forEach(f -> parts.add("formerly:" + f.partitionKey()));
      if (spec.sortKey().operator() == SortKeyCondition.Operator.ANY && spec.forward()) {
        return String.join("\u0000", parts);
      }
    } else {
      parts.add(members.name());
      parts.add(spec.scan() ? "scan" : "query");
      parts.add(spec.target().partitionKeyValue() == null ? "" : spec.target().partitionKeyValue());
      if (spec.sharded()) {
        parts.add("shards:" + spec.target().shards().size());
      }
      spec.target().formers().forEach(f -> parts.add("formerly:" + f.partitionKey()));
    }
    parts.add(spec.sortKey().operator().name());
    parts.add(spec.sortKey().value() == null ? "" : spec.sortKey().value());
    parts.add(spec.sortKey().upper() == null ? "" : spec.sortKey().upper());
    parts.add(spec.forward() ? "asc" : "desc");
    return String.join("\u0000", parts);
  }
}
