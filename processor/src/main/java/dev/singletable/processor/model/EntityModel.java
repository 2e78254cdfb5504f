package dev.singletable.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An {@code @Entity}: its attributes, its primary key pattern and the index keys it fills.
 *
 * @param typeName the stored entity type
 * @param table the table interface the entity points at
 * @param primaryKey the {@code @KeyPattern}, or {@code null} when missing (reported by validation)
 * @param shards the {@code @Shard} declarations, as written (validation checks them)
 * @param derivations the {@code @Derived} attributes, as read (validation checks them)
 */
public record EntityModel(
    ClassName type,
    String typeName,
    ClassName table,
    Construction construction,
    String problem,
    List<AttributeModel> attributes,
    KeyUse primaryKey,
    List<KeyUse> indexKeys,
    List<CollectionModel> collections,
    List<ShardModel> shards,
    List<DerivationModel> derivations,
    Origin origin) {

  public EntityModel {
    shards = shards == null ? List.of() : List.copyOf(shards);
    derivations = derivations == null ? List.of() : List.copyOf(derivations);
  }

  /** An entity without derived attributes. */
  public EntityModel(
      ClassName type,
      String typeName,
      ClassName table,
      Construction construction,
      String problem,
      List<AttributeModel> attributes,
      KeyUse primaryKey,
      List<KeyUse> indexKeys,
      List<CollectionModel> collections,
      List<ShardModel> shards,
      Origin origin) {
    this(
        type,
        typeName,
        table,
        construction,
        problem,
        attributes,
        primaryKey,
        indexKeys,
        collections,
        shards,
        List.of(),
        origin);
  }

  /** The derivation of an attribute, if it is {@code @Derived}. */
  public Optional<DerivationModel> derivation(String javaName) {
    return derivations.stream().filter(d -> d.attribute().equals(javaName)).findFirst();
  }

  /** The {@code @Shard} of a key use's partition key, if that key is sharded. */
  public Optional<ShardModel> shard(KeyUse use) {
    if (use == null || use.partitionKey() == null || !use.partitionKey().hasShard()) {
      return Optional.empty();
    }
    return shards.stream().filter(shard -> shard.shards(use)).findFirst();
  }

  /**
   * Whether a query of this key use reads every shard: its partition key is sharded and the shard
   * is not computed from the query's own partition parameters.
   */
  public boolean fansOut(KeyUse use) {
    return shard(use)
        .map(
            shard ->
                shard.by() == null
                    || use.partitionKey().placeholders().stream()
                        .noneMatch(p -> p.name().equals(shard.by())))
        .orElse(false);
  }

  /** Attributes stored in the item (not {@code @Ignore}d). */
  public List<AttributeModel> storedAttributes() {
    return attributes.stream().filter(attribute -> !attribute.ignored()).toList();
  }

  public Optional<AttributeModel> attribute(String javaName) {
    return attributes.stream().filter(attribute -> attribute.name().equals(javaName)).findFirst();
  }

  public Optional<AttributeModel> attributeWith(Role role) {
    return attributes.stream().filter(attribute -> attribute.has(role)).findFirst();
  }

  /** The primary key followed by every index key. */
  public List<KeyUse> keyUses() {
    List<KeyUse> uses = new ArrayList<>();
    if (primaryKey != null) {
      uses.add(primaryKey);
    }
    uses.addAll(indexKeys);
    return uses;
  }

  /** The key use a collection of this entity is read through: the table's key or its index's. */
  public Optional<KeyUse> keyUse(CollectionModel collection) {
    return keyUses().stream()
        .filter(
            use ->
                collection.indexName() == null
                    ? use.isPrimary()
                    : collection.indexName().equals(use.indexName()))
        .findFirst();
  }

  /**
   * Whether entities can be read from a query on this key use's index: its projection returns every
   * stored attribute and the entity type attribute.
   */
  public boolean readableFrom(KeyUse use, String entityTypeAttribute) {
    if (use.index() == null) {
      return true;
    }
    List<String> needed =
        new ArrayList<>(storedAttributes().stream().map(AttributeModel::storedName).toList());
    needed.add(entityTypeAttribute);
    return use.index().projects(needed);
  }

  /**
   * Whether the repository has a query method for this key use: of entities where the index
   * projects them whole, of views where it holds part of them and can tell its items apart.
   */
  public boolean queryableFrom(KeyUse use, String entityTypeAttribute, String delimiter) {
    return readableFrom(use, entityTypeAttribute)
        || (use.index() != null && recognisableIn(use, entityTypeAttribute, delimiter));
  }

  /**
   * Whether this entity's items can be told apart in an index that does not project whole items: by
   * the entity-type attribute when the index includes it, else by literal text (other than the
   * delimiter) in the primary key pattern, which the view matches the table keys against.
   */
  public boolean recognisableIn(KeyUse use, String entityTypeAttribute, String delimiter) {
    if (use.index() != null && use.index().projects(List.of(entityTypeAttribute))) {
      return true;
    }
    if (primaryKey == null) {
      return false;
    }
    List<KeyPatternModel> patterns = new ArrayList<>();
    patterns.add(primaryKey.partitionKey());
    if (primaryKey.sortKey() != null) {
      patterns.add(primaryKey.sortKey());
    }
    return patterns.stream()
        .filter(pattern -> pattern != null && pattern.isValid())
        .flatMap(pattern -> pattern.segments().stream())
        .anyMatch(
            segment ->
                segment instanceof Segment.Literal literal
                    && !literal.text().replace(delimiter, "").isEmpty());
  }

  /**
   * The first shard's text in {@code pattern} ({@code "0"}, or {@code "00"} for 10 to 100 shards):
   * what examples and the design review put where {@code {shard}} is.
   */
  public String firstShardText(KeyPatternModel pattern) {
    int width =
        keyUses().stream()
            .filter(use -> use.partitionKey() == pattern)
            .map(this::shard)
            .flatMap(Optional::stream)
            .mapToInt(ShardModel::width)
            .findFirst()
            .orElse(1);
    return "0".repeat(width);
  }

  public String simpleName() {
    return type.simpleName();
  }
}
