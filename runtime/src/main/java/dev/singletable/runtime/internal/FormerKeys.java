package dev.singletable.runtime.internal;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where the table queries of an entity whose primary key moves ({@code @KeyPattern(formerly =
 * ...)}) find the items still under the former key: the former partition, computed from the text of
 * the new one, and the former sort keys of the entity in it. The generated schema builds it once
 * when the processor proved the move readable by queries: every placeholder of the former partition
 * key is one of the new partition key's, in the same format, and the former sort key has the new
 * one's components in the same order, so that the items of both forms read in one order.
 *
 * <p>{@link Read} reads an entity's key back from key attributes stored under its former key.
 *
 * <p>Not API: the contract between generated code and the runtime.
 */
public final class FormerKeys {

  private final String indexName;
  private final Keys.Attribute partitionKey;
  private final List<String> formerPartition;
  private final SortKeyCondition formerSort;
  private final Keys.Attribute sortKey;
  private final List<String> formerSortPattern;

  private FormerKeys(
      String indexName,
      Keys.Attribute partitionKey,
      List<String> formerPartition,
      SortKeyCondition formerSort,
      Keys.Attribute sortKey,
      List<String> formerSortPattern) {
    this.indexName = indexName;
    this.partitionKey = partitionKey;
    this.formerPartition = formerPartition;
    this.formerSort = formerSort;
    this.sortKey = sortKey;
    this.formerSortPattern = formerSortPattern;
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
    return of(partitionKey, formerPartition, formerSortStart, constantSort, partitionKey.delimiter);
  }

  /**
   * {@link #of(Keys.Attribute, String, String, boolean)} of former keys written with another
   * delimiter ({@code @Table(formerDelimiter = ...)}): the former patterns are the new ones with
   * {@code formerDelimiter} in place of the table's.
   */
  public static FormerKeys of(
      Keys.Attribute partitionKey,
      String formerPartition,
      String formerSortStart,
      boolean constantSort,
      char formerDelimiter) {
    SortKeyCondition sort =
        formerSortStart.isEmpty()
            ? SortKeyCondition.any()
            : constantSort
                ? SortKeyCondition.equalTo(formerSortStart)
                : SortKeyCondition.prefix(formerSortStart);
    return new FormerKeys(
        null, partitionKey, KeyShape.parse(formerPartition, formerDelimiter), sort, null, null);
  }

  /**
   * The former keys of an entity in global index {@code indexName} ({@code @Gsi(formerly = ...)}),
   * whose keys there are {@code partitionKey} and {@code sortKey} ({@code null}: none) now: a query
   * of the index also reads the former partition, and each item's former index keys are the new
   * ones' components in the former patterns (the processor proved they are the same components, in
   * the same formats).
   */
  public static FormerKeys ofIndex(
      String indexName,
      Keys.Attribute partitionKey,
      Keys.Attribute sortKey,
      String formerPartition,
      String formerSort,
      String formerSortStart,
      boolean constantSort) {
    return ofIndex(
        indexName,
        partitionKey,
        sortKey,
        formerPartition,
        formerSort,
        formerSortStart,
        constantSort,
        partitionKey.delimiter);
  }

  /** {@link #ofIndex} of former index keys written with delimiter {@code formerDelimiter}. */
  public static FormerKeys ofIndex(
      String indexName,
      Keys.Attribute partitionKey,
      Keys.Attribute sortKey,
      String formerPartition,
      String formerSort,
      String formerSortStart,
      boolean constantSort,
      char formerDelimiter) {
    FormerKeys table =
        of(partitionKey, formerPartition, formerSortStart, constantSort, formerDelimiter);
    return new FormerKeys(
        indexName,
        partitionKey,
        table.formerPartition,
        table.formerSort,
        sortKey,
        formerSort == null ? null : KeyShape.parse(formerSort, formerDelimiter));
  }

  /** The index these former keys are of, or {@code null} for the table's. */
  public String indexName() {
    return indexName;
  }

  /**
   * The index keys an item had under the former patterns, computed from its index keys {@code now}
   * (as the entity writes them), or {@code null} when they do not match the new patterns.
   */
  public Map<String, AttributeValue> formerIndexKeys(Map<String, AttributeValue> now) {
    Map<String, String> parts =
        sortKey == null
            ? KeyShape.match(now, partitionKey)
            : KeyShape.match(now, partitionKey, sortKey);
    if (parts == null) {
      return null;
    }
    String pk = render(formerPartition, parts);
    String sk = sortKey == null ? null : render(formerSortPattern, parts);
    if (pk == null || (sortKey != null && sk == null)) {
      return null;
    }
    return sk == null
        ? Map.of(partitionKey.name, AttributeValue.fromS(pk))
        : Map.of(
            partitionKey.name, AttributeValue.fromS(pk), sortKey.name, AttributeValue.fromS(sk));
  }

  /** The key attributes of the index these former keys are of (partition, then any sort key). */
  public List<String> indexKeyAttributes() {
    return sortKey == null ? List.of(partitionKey.name) : List.of(partitionKey.name, sortKey.name);
  }

  private static String render(List<String> pattern, Map<String, String> parts) {
    StringBuilder text = new StringBuilder();
    for (String piece : pattern) {
      if (piece.startsWith("{")) {
        String value = parts.get(piece.substring(1, piece.length() - 1));
        if (value == null) {
          return null;
        }
        text.append(value);
      } else {
        text.append(piece);
      }
    }
    return text.toString();
  }

  /**
   * The same target, also reading the items under the former key: for a query of the table's own
   * keys (one partition), or of the index these former keys are of; any other target as it is.
   */
  public QueryTarget widen(QueryTarget target) {
    if (!java.util.Objects.equals(target.indexName(), indexName)
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
    String former = render(formerPartition, parts);
    if (former == null) {
      return target;
    }
    return target.withFormer(new QueryTarget.Former(former, formerSort, null, this));
  }

  /**
   * How the key attributes of an entity's item read back as its key while the key moves ({@code
   * OrderKey.fromKeyAttributes}, which the stream decoder and the index views call): under the new
   * patterns, else under the former ones ({@code @FormerKey}, the former delimiter), each component
   * whose format moves ({@code @FormerFormat}) read in its former format and written in the new one
   * for the key's decoder. The processor builds it only where the former key holds every component
   * of the new one, and the design review proves that no key of the former form is one of the new.
   */
  public static final class Read {

    private final Keys.Attribute[] now;
    private final Keys.Attribute[] former;
    private final Recode<?>[] recodes;

    private Read(Keys.Attribute[] now, Keys.Attribute[] former, Recode<?>[] recodes) {
      this.now = now;
      this.former = former;
      this.recodes = recodes;
    }

    /**
     * The key {@code decode} makes of the placeholders' text (in the new formats) of {@code keys},
     * under the new patterns or the former ones; null for another shape.
     */
    public <K> K read(Map<String, AttributeValue> keys, Function<Map<String, String>, K> decode) {
      K key = Keys.read(keys, decode, now);
      if (key != null) {
        return key;
      }
      Map<String, String> parts = KeyShape.match(keys, former);
      try {
        for (int i = 0; parts != null && i < recodes.length; i++) {
          recodes[i].apply(parts);
        }
      } catch (IllegalArgumentException notInTheFormerFormat) {
        return null;
      }
      return KeyShape.read(parts, decode);
    }
  }

  /**
   * A component whose key format moved: its text read with the former part, written with the new.
   *
   * @param <V> the component's stored Java type
   */
  public static final class Recode<V> {

    private final String name;
    private final Keys.Part<V> former;
    private final Keys.Part<V> now;

    private Recode(String name, Keys.Part<V> former, Keys.Part<V> now) {
      this.name = name;
      this.former = former;
      this.now = now;
    }

    private void apply(Map<String, String> parts) {
      String text = parts.get(name);
      if (text != null) {
        parts.put(name, now.encode(former.decode(text)));
      }
    }
  }

  /**
   * The read-back of keys {@code partitionKey} and {@code sortKey} ({@code null} for a table
   * without one) that also reads them under the former patterns, written with {@code
   * formerDelimiter}.
   */
  public static Read read(
      Keys.Attribute partitionKey,
      String formerPartition,
      Keys.Attribute sortKey,
      String formerSort,
      char formerDelimiter,
      Recode<?>... recodes) {
    Keys.Attribute formerPartitionKey =
        new Keys.Attribute(
            partitionKey.entity, partitionKey.name, true, formerDelimiter, formerPartition);
    if (sortKey == null) {
      return new Read(
          new Keys.Attribute[] {partitionKey},
          new Keys.Attribute[] {formerPartitionKey},
          recodes.clone());
    }
    return new Read(
        new Keys.Attribute[] {partitionKey, sortKey},
        new Keys.Attribute[] {
          formerPartitionKey,
          new Keys.Attribute(sortKey.entity, sortKey.name, false, formerDelimiter, formerSort)
        },
        recodes.clone());
  }

  /** Component {@code name}, read with {@code former} and written with {@code now}. */
  public static <V> Recode<V> recode(String name, Keys.Part<V> former, Keys.Part<V> now) {
    return new Recode<>(name, former, now);
  }
}
