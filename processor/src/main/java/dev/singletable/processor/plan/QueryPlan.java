package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * One query method of a repository and its builder stages.
 *
 * @param method the method name, such as {@code ordersOf}
 * @param indexName empty for the table's own key
 * @param sortAttribute the attribute sort-key conditions name; empty when the key has none
 * @param sortOrder the sort-key pattern the results are in, for Javadoc; empty when none is written
 * @param partition the partition value; its arguments are the method's parameters
 * @param start the sort-key condition the method starts with
 * @param target the repository's {@code Keys.Target} constant of the query: where it reads and the
 *     sort keys it starts with
 * @param firstStage the type the method returns when there are stages
 * @param view the view record the query returns, for an index that does not project whole items;
 *     empty when it returns entities
 * @param viewIncludes whether that view holds included attributes besides the key
 * @param stages one per sort-key component the builder offers, in order; empty when the method
 *     returns a plain query
 * @param nativeQuery for a native index, keyed by the entity's own attributes, how its partition is
 *     chosen; its stages compare typed values through the schema's references ({@link
 *     KeyComponent#constant()} names the reference)
 */
public record QueryPlan(
    String method,
    Optional<String> indexName,
    String partitionAttribute,
    String partitionSource,
    Optional<String> sortAttribute,
    Optional<SortOrder> sortOrder,
    PartitionCall partition,
    SortStart start,
    String target,
    Optional<ClassName> firstStage,
    Optional<ClassName> view,
    boolean viewIncludes,
    List<QueryStage> stages,
    Optional<NativeQuery> nativeQuery) {

  public QueryPlan {
    stages = List.copyOf(stages);
  }

  /**
   * The partition of a native index: {@code NativeTarget.of(entityType, index, references...)},
   * {@code .typed(attribute)} when the entity-type attribute is one of its partition attributes.
   *
   * @param attributes the stored names of the partition attributes, the entity-type attribute
   *     included, in the index's order
   * @param typeAttribute the entity-type attribute when it is one of them
   */
  public record NativeQuery(
      String entityType, List<String> attributes, Optional<String> typeAttribute) {

    public NativeQuery {
      attributes = List.copyOf(attributes);
    }
  }

  /** The sort key attribute and the pattern as written ({@code GSI1SK = {createdAt}}). */
  public record SortOrder(String attribute, String source) {}

  /** The sort-key condition of the query as the method builds it. */
  public sealed interface SortStart {}

  /** Every sort key of the partition. */
  public record Any() implements SortStart {}

  /** The one sort key of a constant pattern. */
  public record EqualTo(String literal) implements SortStart {}

  /** The sort keys starting with the pattern's literal prefix. */
  public record Prefix(String literal) implements SortStart {}

  /**
   * The one sort key whose components the partition key also holds: known from the parameters.
   *
   * @param sortKey the key record's constant of the sort key, which checks the key
   */
  public record FoldedEqualTo(String sortKey, List<KeyTemplate.Part> parts) implements SortStart {

    public FoldedEqualTo {
      parts = List.copyOf(parts);
    }
  }

  /**
   * The sort keys starting with the leading components that the partition key also holds, computed
   * from the parameters; the first stage continues from there.
   */
  public record FoldedPrefix(List<KeyTemplate.Part> parts) implements SortStart {

    public FoldedPrefix {
      parts = List.copyOf(parts);
    }
  }
}
