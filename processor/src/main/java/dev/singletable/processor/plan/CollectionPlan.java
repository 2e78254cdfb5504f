package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * A typed item collection of the Db: {@code shopDb.orderDetails(orderId)} and its result type.
 *
 * @param indexName empty when the collection is read from the table's own key
 * @param partition the partition value; its arguments are the method's parameters
 * @param sortAttribute the sort-key attribute the prefix applies to, or {@code null} without one
 * @param sortKeyPrefix the literal sort-key prefix that selects a sub-collection, empty for the
 *     whole partition
 */
public record CollectionPlan(
    String method,
    ClassName result,
    Optional<String> indexName,
    String partitionAttribute,
    String partitionSource,
    PartitionCall partition,
    String sortAttribute,
    String sortKeyPrefix,
    List<Member> members) {

  public CollectionPlan {
    members = List.copyOf(members);
  }

  /** The sort-key condition as sent: {@code AND begins_with(SK, "OWNS#")}, or empty. */
  public String sortCondition() {
    return sortKeyPrefix.isEmpty()
        ? ""
        : " AND begins_with(" + sortAttribute + ", \"" + sortKeyPrefix + "\")";
  }

  /**
   * An entity type in the collection.
   *
   * @param single whether it has at most one item per partition (an {@code Optional} in the result,
   *     else a {@code List})
   * @param field the result record's component holding its items
   */
  public record Member(
      ClassName type, ClassName schema, String simpleName, boolean single, String field) {}
}
