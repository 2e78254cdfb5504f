package dev.singletable.runtime.internal;

import dev.singletable.runtime.TableLayout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Builds a {@link TableLayout} by naming each part. The partition key, the entity-type attribute
 * and the delimiter are required; the sort key, the TTL attribute, indexes and the stream are
 * optional.
 */
public final class TableLayoutBuilder {
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

  /** Starts the layout of the table named {@code defaultName}: {@link TableLayout#builder}. */
  public TableLayoutBuilder(String defaultName) {
    this.defaultName = Objects.requireNonNull(defaultName, "defaultName");
  }

  /** A builder holding {@code layout}: {@link TableLayout#toBuilder()}. */
  public TableLayoutBuilder(TableLayout layout) {
    this(layout.defaultName());
    partitionKey = layout.partitionKey();
    sortKey = layout.sortKey();
    entityTypeAttribute = layout.entityTypeAttribute();
    delimiter = layout.delimiter();
    ttlAttribute = layout.ttlAttribute();
    indexes.addAll(layout.indexes());
    streamView = layout.streamView();
    options = layout.options();
  }

  public TableLayoutBuilder partitionKey(String attribute) {
    this.partitionKey = Objects.requireNonNull(attribute, "attribute");
    return this;
  }

  /** The sort key attribute; leave it out for a table with a partition key only. */
  public TableLayoutBuilder sortKey(String attribute) {
    this.sortKey = Objects.requireNonNull(attribute, "attribute");
    return this;
  }

  /** The attribute every item stores its entity type in. */
  public TableLayoutBuilder entityTypeAttribute(String attribute) {
    this.entityTypeAttribute = Objects.requireNonNull(attribute, "attribute");
    return this;
  }

  /** The character between the parts of a key. */
  public TableLayoutBuilder delimiter(char delimiter) {
    this.delimiter = delimiter;
    return this;
  }

  /** The attribute holding expiry times (epoch seconds). */
  public TableLayoutBuilder ttlAttribute(String attribute) {
    this.ttlAttribute = Objects.requireNonNull(attribute, "attribute");
    return this;
  }

  /** Gives the table a stream whose records carry {@code view}; {@code null} for no stream. */
  public TableLayoutBuilder streamView(StreamViewType view) {
    this.streamView = view;
    return this;
  }

  /** Billing, throughput, recovery, protection, class and tags; the defaults unless given. */
  public TableLayoutBuilder options(TableOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    return this;
  }

  /**
   * Adds a secondary index described on its builder ({@link IndexLayout#globalIndex(String)},
   * {@link IndexLayout#localIndex(String)}); a local index takes the table's partition key.
   */
  public TableLayoutBuilder index(IndexLayout.Builder index) {
    pending.add(Objects.requireNonNull(index, "index"));
    return this;
  }

  /**
   * The layout.
   *
   * @throws IllegalStateException when a required part is missing or two indexes share a name
   */
  public TableLayout build() {
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
    return new TableLayout(
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
