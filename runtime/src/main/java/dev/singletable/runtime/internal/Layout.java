package dev.singletable.runtime.internal;

import dev.singletable.runtime.TableLayout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * The physical shape of a single table, generated from {@code @Table} into {@code ShopDb.LAYOUT}:
 * key attribute names, the entity-type attribute, the delimiter, the TTL attribute, the indexes and
 * the stream. All key attributes hold strings. Part of the contract of generated code, not API:
 * applications see it as the {@link TableLayout} it implements.
 *
 * <pre>{@code
 * Layout layout = Layout.builder("Shop")
 *     .partitionKey("PK")
 *     .sortKey("SK")
 *     .entityTypeAttribute("entityType")
 *     .delimiter('#')
 *     .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
 *     .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"))
 *     .streamView(StreamViewType.NEW_AND_OLD_IMAGES)
 *     .build();
 * }</pre>
 *
 * @param sortKey the sort key attribute, or {@code null} for a table with a partition key only
 * @param ttlAttribute the attribute holding expiry times, or {@code null}
 * @param streamView what the table's stream records carry, or {@code null} for no stream
 * @param options billing, throughput, recovery, protection, class and tags
 */
public record Layout(
    String defaultName,
    String partitionKey,
    String sortKey,
    String entityTypeAttribute,
    char delimiter,
    String ttlAttribute,
    List<IndexLayout> indexes,
    StreamViewType streamView,
    TableOptions options)
    implements TableLayout {

  /**
   * The layout behind {@code layout}: every {@link TableLayout} is one.
   *
   * @throws IllegalArgumentException for a {@link TableLayout} implemented outside the runtime
   */
  public static Layout of(TableLayout layout) {
    if (layout instanceof Layout known) {
      return known;
    }
    throw new IllegalArgumentException(
        "a TableLayout is generated as ShopDb.LAYOUT, not implemented: " + layout);
  }

  public Layout {
    indexes = List.copyOf(indexes);
    Objects.requireNonNull(options, "options");
    Set<String> throughputIndexes = new LinkedHashSet<>(options.indexThroughput().keySet());
    throughputIndexes.addAll(options.indexWarmThroughput().keySet());
    throughputIndexes.addAll(options.indexOnDemandThroughput().keySet());
    for (String index : throughputIndexes) {
      if (indexes.stream().noneMatch(i -> i.global() && i.name().equals(index))) {
        throw new IllegalArgumentException(
            "table " + defaultName + " has no global index " + index + " to give throughput");
      }
    }
    if (options.multiRegionStrong()
        && (ttlAttribute != null || indexes.stream().anyMatch(i -> !i.global()))) {
      throw new IllegalArgumentException(
          "table "
              + defaultName
              + " is multi-Region strongly consistent, which supports neither TTL nor local"
              + " secondary indexes");
    }
    if (streamView == StreamViewType.UNKNOWN_TO_SDK_VERSION) {
      throw new IllegalArgumentException("table " + defaultName + ": unknown stream view type");
    }
  }

  /** Starts the layout of the table named {@code defaultName} unless options name another. */
  public static Builder builder(String defaultName) {
    return new Builder(defaultName);
  }

  /** A builder holding this layout, to derive another from it. */
  public Builder toBuilder() {
    Builder builder = new Builder(defaultName);
    builder.partitionKey = partitionKey;
    builder.sortKey = sortKey;
    builder.entityTypeAttribute = entityTypeAttribute;
    builder.delimiter = delimiter;
    builder.ttlAttribute = ttlAttribute;
    builder.indexes.addAll(indexes);
    builder.streamView = streamView;
    builder.options = options;
    return builder;
  }

  @Override
  public boolean pointInTimeRecovery() {
    return options.pointInTimeRecovery();
  }

  /** The index with this name, if the table has one. */
  public Optional<IndexLayout> index(String name) {
    return indexes.stream().filter(index -> index.name().equals(name)).findFirst();
  }

  /**
   * The request that creates this table under {@code tableName}: attribute definitions for the key
   * attributes only, key schema, indexes with their projections, billing and throughput, deletion
   * protection, table class, tags, and the stream when the layout has one. Point-in-time recovery
   * is not part of CreateTable: {@code createTable()} turns it on once the table exists.
   */
  @Override
  public CreateTableRequest createTableRequest(String tableName) {
    return TableRequests.createTable(this, tableName);
  }

  /**
   * The request that adds global index {@code indexName} of this layout to the table deployed as
   * {@code tableName}, as {@link #createTableRequest} declares it: the definitions of its key
   * attributes and a Create of the index. DynamoDB then fills the index from the stored items; a
   * native index, keyed by attributes the items already store, needs no item written again.
   *
   * @throws IllegalArgumentException when the layout has no global index of that name
   */
  @Override
  public UpdateTableRequest createIndexRequest(String tableName, String indexName) {
    return TableRequests.createIndex(this, tableName, indexName);
  }

  /**
   * Builds a {@link Layout} by naming each part. The partition key, the entity-type attribute and
   * the delimiter are required; the sort key, the TTL attribute, indexes and the stream are
   * optional.
   */
  public static final class Builder {
    private final String defaultName;
    private String partitionKey;
    private String sortKey;
    private String entityTypeAttribute;
    private Character delimiter;
    private String ttlAttribute;
    private StreamViewType streamView;
    private TableOptions options = TableOptions.DEFAULT;
    private final List<IndexLayout> indexes = new ArrayList<>();
    private final List<IndexLayout.Builder> pending = new ArrayList<>();

    private Builder(String defaultName) {
      this.defaultName = Objects.requireNonNull(defaultName, "defaultName");
    }

    public Builder partitionKey(String attribute) {
      this.partitionKey = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /** The sort key attribute; leave it out for a table with a partition key only. */
    public Builder sortKey(String attribute) {
      this.sortKey = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /** The attribute every item stores its entity type in. */
    public Builder entityTypeAttribute(String attribute) {
      this.entityTypeAttribute = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /** The character between the parts of a key. */
    public Builder delimiter(char delimiter) {
      this.delimiter = delimiter;
      return this;
    }

    /** The attribute holding expiry times (epoch seconds). */
    public Builder ttlAttribute(String attribute) {
      this.ttlAttribute = Objects.requireNonNull(attribute, "attribute");
      return this;
    }

    /** Gives the table a stream whose records carry {@code view}; {@code null} for no stream. */
    public Builder streamView(StreamViewType view) {
      this.streamView = view;
      return this;
    }

    /** Billing, throughput, recovery, protection, class and tags; the defaults unless given. */
    public Builder options(TableOptions options) {
      this.options = Objects.requireNonNull(options, "options");
      return this;
    }

    /**
     * Adds a secondary index described on its builder ({@link IndexLayout#globalIndex(String)},
     * {@link IndexLayout#localIndex(String)}); a local index takes the table's partition key.
     */
    public Builder index(IndexLayout.Builder index) {
      pending.add(Objects.requireNonNull(index, "index"));
      return this;
    }

    /**
     * The layout.
     *
     * @throws IllegalStateException when a required part is missing or two indexes share a name
     */
    public Layout build() {
      require(partitionKey, "partitionKey");
      require(entityTypeAttribute, "entityTypeAttribute");
      require(delimiter, "delimiter");
      List<IndexLayout> all = new ArrayList<>(indexes);
      pending.forEach(index -> all.add(index.build(partitionKey)));
      Set<String> names = new LinkedHashSet<>();
      for (IndexLayout index : all) {
        if (!names.add(index.name())) {
          throw new IllegalStateException(
              "table " + defaultName + " declares index " + index.name() + " twice");
        }
      }
      return new Layout(
          defaultName,
          partitionKey,
          sortKey,
          entityTypeAttribute,
          delimiter,
          ttlAttribute,
          all,
          streamView,
          options);
    }

    private void require(Object part, String name) {
      if (part == null) {
        throw new IllegalStateException(
            "the layout of table " + defaultName + " needs " + name + "(...)");
      }
    }
  }
}
