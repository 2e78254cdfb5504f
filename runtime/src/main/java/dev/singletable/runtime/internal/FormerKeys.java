package dev.singletable.runtime.internal;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where the table queries of an entity whose primary key moves ({@code @KeyPattern(formerly =
 * ...)}) find the items still under the former key: the former partition, computed from the text of
 * the new one, and the former sort keys of the entity in it. The generated schema builds it once
 * when the processor proved the move readable by queries: every placeholder of the former partition
 * key is one of the new partition key's, in the same format, and the former sort key has the new
 * one's components in the same order, so that the items of both forms read in one order.
 *
 * <p>Not API: the contract between generated code and the runtime.
 */
public final class FormerKeys {

  private final Keys.Attribute partitionKey;
  private final List<String> formerPartition;
  private final SortKeyCondition formerSort;

  private FormerKeys(
      Keys.Attribute partitionKey, List<String> formerPartition, SortKeyCondition formerSort) {
    this.partitionKey = partitionKey;
    this.formerPartition = formerPartition;
    this.formerSort = formerSort;
  }

  /**
   * The former keys of an entity whose partition key is {@code partitionKey} now.
   *
   * @param formerPartition the former partition key pattern, such as {@code "INV#{invoiceId}"}
   * @param formerSortStart the literal start of the former sort key pattern ({@code ""}: any sort
   *     key, or a table without one)
   * @param constantSort whether that start is the whole former sort key (one item per partition)
   */
  public static FormerKeys of(
      Keys.Attribute partitionKey,
      String formerPartition,
      String formerSortStart,
      boolean constantSort) {
    SortKeyCondition sort =
        formerSortStart.isEmpty()
            ? SortKeyCondition.any()
            : constantSort
                ? SortKeyCondition.equalTo(formerSortStart)
                : SortKeyCondition.prefix(formerSortStart);
    return new FormerKeys(
        partitionKey, KeyShape.parse(formerPartition, partitionKey.delimiter), sort);
  }

  /**
   * The same target, also reading the items under the former key: for a query of the table's own
   * keys (one partition); any other target as it is.
   */
  public QueryTarget widen(QueryTarget target) {
    if (target.indexName() != null
        || target.nativeKey() != null
        || !target.shards().isEmpty()
        || target.former() != null) {
      return target;
    }
    Map<String, String> parts =
        KeyShape.match(
            Map.of(partitionKey.name, AttributeValue.fromS(target.partitionKey())), partitionKey);
    if (parts == null) {
      return target;
    }
    StringBuilder former = new StringBuilder();
    for (String piece : formerPartition) {
      if (piece.startsWith("{")) {
        String value = parts.get(piece.substring(1, piece.length() - 1));
        if (value == null) {
          return target;
        }
        former.append(value);
      } else {
        former.append(piece);
      }
    }
    return target.withFormer(new QueryTarget.Former(former.toString(), formerSort));
  }
}
