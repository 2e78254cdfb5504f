package dev.singletable.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * A table interface annotated with {@code @Table}: its name, key attribute names and indexes.
 *
 * @param sortKey the sort key attribute name, or {@code null} for a table without a sort key
 * @param delimiter the key delimiter as written (validated to be one character)
 * @param stream the stream view type, such as {@code NEW_AND_OLD_IMAGES}, or {@code null} for a
 *     table without a stream
 * @param settings the {@code @TableSettings}, or {@link TableSettingsModel#NONE}
 * @param converters the converters of {@code @Table(converters = ...)}, in declaration order
 * @param nativeIndexes the global indexes keyed by the entities' own attributes ({@code
 *     partitionKeys}), apart from {@code indexes}, whose keys are synthetic attributes
 * @param async whether the table opts in to its asynchronous face ({@code @Table(async = true)})
 */
public record TableModel(
    ClassName type,
    String name,
    String partitionKey,
    String sortKey,
    String entityTypeAttribute,
    String delimiter,
    List<IndexModel> indexes,
    Origin origin,
    String stream,
    TableSettingsModel settings,
    List<ConverterModel> converters,
    List<IndexModel> nativeIndexes,
    boolean async) {

  public TableModel {
    converters = List.copyOf(converters);
    nativeIndexes = List.copyOf(nativeIndexes);
  }

  /** A table without native indexes or an asynchronous face. */
  public TableModel(
      ClassName type,
      String name,
      String partitionKey,
      String sortKey,
      String entityTypeAttribute,
      String delimiter,
      List<IndexModel> indexes,
      Origin origin,
      String stream,
      TableSettingsModel settings,
      List<ConverterModel> converters) {
    this(
        type,
        name,
        partitionKey,
        sortKey,
        entityTypeAttribute,
        delimiter,
        indexes,
        origin,
        stream,
        settings,
        converters,
        List.of(),
        false);
  }

  /** The native index named {@code indexName}. */
  public Optional<IndexModel> nativeIndex(String indexName) {
    return nativeIndexes.stream().filter(index -> index.name().equals(indexName)).findFirst();
  }

  /** The same table with the converters it declares. */
  public TableModel withConverters(List<ConverterModel> declared) {
    return new TableModel(
        type,
        name,
        partitionKey,
        sortKey,
        entityTypeAttribute,
        delimiter,
        indexes,
        origin,
        stream,
        settings,
        declared,
        nativeIndexes,
        async);
  }

  /** A table without a stream, {@code @TableSettings} or converters. */
  public TableModel(
      ClassName type,
      String name,
      String partitionKey,
      String sortKey,
      String entityTypeAttribute,
      String delimiter,
      List<IndexModel> indexes,
      Origin origin) {
    this(
        type,
        name,
        partitionKey,
        sortKey,
        entityTypeAttribute,
        delimiter,
        indexes,
        origin,
        null,
        TableSettingsModel.NONE,
        List.of());
  }

  /** Whether the table has a DynamoDB stream. */
  public boolean hasStream() {
    return stream != null;
  }

  public boolean hasSortKey() {
    return sortKey != null;
  }

  /**
   * The delimiter character; only meaningful once validation accepted a one-character delimiter.
   */
  public char delimiterChar() {
    return delimiter.isEmpty() ? '#' : delimiter.charAt(0);
  }

  public Optional<IndexModel> index(String indexName) {
    return indexes.stream().filter(index -> index.name().equals(indexName)).findFirst();
  }

  /** The attribute names that hold keys: table keys and every index key. */
  public List<String> keyAttributes() {
    java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
    names.add(partitionKey);
    if (sortKey != null) {
      names.add(sortKey);
    }
    for (IndexModel index : indexes) {
      names.add(index.partitionKey());
      if (index.sortKey() != null) {
        names.add(index.sortKey());
      }
    }
    return List.copyOf(names);
  }
}
