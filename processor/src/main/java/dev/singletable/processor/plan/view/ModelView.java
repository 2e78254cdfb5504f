package dev.singletable.processor.plan.view;

import java.util.List;
import javax.lang.model.element.Element;

/**
 * The visual model of one table, planned: the design as the page draws it (table, indexes,
 * entities, access patterns, review findings) and the example items, as data; {@code
 * write.report.ModelViewWriter} renders them.
 *
 * @param fileName the page's resource name under {@code META-INF/singletable/}, such as {@code
 *     Shop.html}
 * @param origins the table and entity elements the page is generated from
 * @param accessPatterns the declared patterns first, then the derived ones and the collections
 * @param items the example items to draw; a snapshot of a live table replaces them
 */
public record ModelView(
    String fileName,
    List<Element> origins,
    Table table,
    List<Index> indexes,
    List<Entity> entities,
    List<ViewPattern> accessPatterns,
    List<ReviewFinding> findings,
    List<ExampleItem> items) {

  public ModelView {
    origins = List.copyOf(origins);
    indexes = List.copyOf(indexes);
    entities = List.copyOf(entities);
    accessPatterns = List.copyOf(accessPatterns);
    findings = List.copyOf(findings);
    items = List.copyOf(items);
  }

  /**
   * The table: its physical name (the page's title), interface, key attributes, entity type
   * attribute and key delimiter; {@code sortKey} is {@code null} for a table without one.
   */
  public record Table(
      String name,
      String interfaceName,
      String partitionKey,
      String sortKey,
      String entityTypeAttribute,
      String delimiter) {}

  /**
   * A secondary index.
   *
   * @param kind {@code global} or {@code local}
   * @param partitionKey the partition key attribute; for a native index, its partition attributes
   *     joined by commas
   * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
   * @param include the attributes an {@code INCLUDE} projection adds
   * @param partitionKeys a native index's partition attributes with their types, in order; empty
   *     for an index keyed by synthetic attributes
   * @param sortKeys a native index's sort attributes with their types, in order
   * @param members the entities a native index holds (those storing every key attribute)
   * @param mixed whether a query of one of those would return the others' items, so that no query
   *     reads the index
   */
  public record Index(
      String name,
      String kind,
      String partitionKey,
      String sortKey,
      String projection,
      List<String> include,
      List<KeyAttribute> partitionKeys,
      List<KeyAttribute> sortKeys,
      List<String> members,
      boolean mixed) {

    public Index {
      include = List.copyOf(include);
      partitionKeys = List.copyOf(partitionKeys);
      sortKeys = List.copyOf(sortKeys);
      members = List.copyOf(members);
    }
  }

  /** A key attribute of a native index and its type: S, N or B. */
  public record KeyAttribute(String name, String type) {}

  /**
   * An entity: its simple name, stored type name, class, keys and stored attributes.
   *
   * @param className the canonical class name
   */
  public record Entity(
      String name, String type, String className, List<Key> keys, List<Attribute> attributes) {}

  /**
   * A key the entity writes: the table's ({@code index} is {@code null}) or an index's, as its
   * templates; {@code sortPattern} is {@code null} when it has no sort key.
   */
  public record Key(String index, String partitionPattern, String sortPattern) {}

  /**
   * A stored attribute, described as every report describes it.
   *
   * @param dynamoType the stored type: S, N, B, BOOL, L, M, SS, NS or BS
   * @param javaType the Java type without packages
   * @param roles its roles ({@code @Version}, {@code @Ttl}...), space-separated
   */
  public record Attribute(
      String name, String storedName, String dynamoType, String javaType, String roles) {}
}
