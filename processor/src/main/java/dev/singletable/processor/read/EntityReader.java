package dev.singletable.processor.read;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ShardModel;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * Reads an {@code @Entity} type: its attributes, construction, primary key pattern, index key
 * patterns and collections. Index names are resolved against the table when it is known.
 */
public final class EntityReader {

  private final PropertiesReader properties;
  private final TypeReader types;
  private final DerivedReader derived;

  public EntityReader(PropertiesReader properties, TypeReader types) {
    this.properties = properties;
    this.types = types;
    this.derived = new DerivedReader(properties.types());
  }

  /**
   * @param table the table the entity points at, or {@code null} when it has no {@code @Table}
   */
  public EntityModel read(TypeElement element, AnnotationMirror entity, TableModel table) {
    PropertiesReader.Properties read = properties.read(element, types);
    String name = Annotations.string(entity, "name");
    TypeElement tableElement = Annotations.typeElement(entity, "table");
    ClassName tableName = tableElement == null ? null : ClassName.get(tableElement);
    List<ShardModel> shards = new ArrayList<>();
    for (AnnotationMirror shard : Annotations.findRepeated(element, "Shard", "Shards")) {
      String index = Annotations.string(shard, "index");
      String by = Annotations.string(shard, "by");
      shards.add(
          new ShardModel(
              index.isEmpty() ? null : index,
              Annotations.integer(shard, "count"),
              by.isEmpty() ? null : by,
              Origin.of(element, shard)));
    }
    // An attribute named shard keeps {shard} its placeholder where no @Shard declares the slot.
    boolean shardAttribute =
        read.attributes().stream().anyMatch(a -> a.name().equals(Segment.SHARD));
    KeyUse primaryKey = byHand(primaryKey(element), shardAttribute, declares(shards, null));
    // An LSI shares the table's partition key, so its partition pattern is the primary one.
    KeyPatternModel tablePartition = primaryKey == null ? null : primaryKey.partitionKey();
    List<KeyUse> indexKeys = new ArrayList<>();
    for (AnnotationMirror gsi : Annotations.findRepeated(element, "Gsi", "Gsis")) {
      KeyUse use = indexKey(element, gsi, table, null);
      indexKeys.add(byHand(use, shardAttribute, declares(shards, use.indexName())));
    }
    for (AnnotationMirror lsi : Annotations.findRepeated(element, "Lsi", "Lsis")) {
      indexKeys.add(byHand(indexKey(element, lsi, table, tablePartition), shardAttribute, true));
    }
    List<CollectionModel> collections = new ArrayList<>();
    for (AnnotationMirror collection :
        Annotations.findRepeated(element, "Collection", "Collections")) {
      String index = Annotations.string(collection, "index");
      AnnotationValue prefix = Annotations.explicitValue(collection, "prefix");
      Origin origin =
          new Origin(element, collection, Annotations.explicitValue(collection, "value"));
      collections.add(
          new CollectionModel(
              Annotations.string(collection, "value"),
              index.isEmpty() ? null : index,
              Annotations.string(collection, "prefix"),
              origin,
              prefix == null ? origin : origin.withValue(prefix)));
    }
    return new EntityModel(
        ClassName.get(element),
        name.isEmpty() ? element.getSimpleName().toString() : name,
        tableName,
        read.construction(),
        read.problem(),
        read.attributes(),
        primaryKey,
        List.copyOf(indexKeys),
        List.copyOf(collections),
        List.copyOf(shards),
        derived.read(element, read.attributes()),
        Origin.of(element, entity));
  }

  /** A record read as a nested one is: its components as stored (a former shape's). */
  public dev.singletable.processor.model.ValueType readNested(TypeElement element) {
    return new EmbeddedReader(properties).read(element, ClassName.get(element), types);
  }

  private static boolean declares(List<ShardModel> shards, String indexName) {
    return shards.stream().anyMatch(shard -> Objects.equals(shard.indexName(), indexName));
  }

  /**
   * A key use whose {@code {shard}} is the attribute {@code shard}: in a sort key always, in a
   * partition key when no {@code @Shard} declares the slot. Partition patterns shared with the
   * table key (an LSI's) stay the same object.
   */
  private static KeyUse byHand(KeyUse use, boolean shardAttribute, boolean declared) {
    if (use == null || !shardAttribute) {
      return use;
    }
    KeyPatternModel pk = use.partitionKey();
    if (pk != null && !declared && !use.local()) {
      pk = pk.withShardAsAttribute();
    }
    KeyPatternModel sk = use.sortKey() == null ? null : use.sortKey().withShardAsAttribute();
    if (pk == use.partitionKey() && sk == use.sortKey()) {
      return use;
    }
    return new KeyUse(
        use.indexName(), use.index(), use.local(), pk, sk, use.queryName(), use.origin());
  }

  private KeyUse primaryKey(TypeElement element) {
    Optional<AnnotationMirror> found = Annotations.find(element, "KeyPattern");
    if (found.isEmpty()) {
      return null;
    }
    AnnotationMirror mirror = found.get();
    KeyPatternModel pk = pattern(element, mirror, "pk");
    KeyPatternModel sk = optionalPattern(element, mirror, "sk");
    String query = Annotations.string(mirror, "query");
    return new KeyUse(
        null,
        null,
        false,
        pk,
        sk,
        query.isEmpty() ? defaultQueryName(pk, null, false) : query,
        Origin.of(element, mirror));
  }

  /**
   * @param tablePartition for an {@code @Lsi}, the entity's table partition pattern (possibly
   *     {@code null} when the entity has no key pattern); {@code null} for a {@code @Gsi}
   */
  private static KeyUse indexKey(
      TypeElement element,
      AnnotationMirror mirror,
      TableModel table,
      KeyPatternModel tablePartition) {
    boolean local = mirror.getAnnotationType().asElement().getSimpleName().contentEquals("Lsi");
    String indexName = Annotations.string(mirror, "index");
    IndexModel index = table == null ? null : table.index(indexName).orElse(null);
    KeyPatternModel pk = local ? tablePartition : pattern(element, mirror, "pk");
    KeyPatternModel sk =
        local ? pattern(element, mirror, "sk") : optionalPattern(element, mirror, "sk");
    String query = Annotations.string(mirror, "query");
    return new KeyUse(
        indexName,
        index,
        local,
        pk,
        sk,
        query.isEmpty() ? defaultQueryName(pk, indexName, local) : query,
        new Origin(element, mirror, Annotations.explicitValue(mirror, "index")));
  }

  private static KeyPatternModel pattern(
      TypeElement element, AnnotationMirror mirror, String member) {
    return PatternParser.parse(
        Annotations.string(mirror, member),
        new Origin(element, mirror, Annotations.value(mirror, member)));
  }

  private static KeyPatternModel optionalPattern(
      TypeElement element, AnnotationMirror mirror, String member) {
    return Annotations.string(mirror, member).isEmpty() ? null : pattern(element, mirror, member);
  }

  /**
   * {@code by} + the partition placeholders ({@code byUserId}, {@code byTenantAndUserId}); a
   * constant partition gives {@code all}; local indexes add {@code Via<Index>} so they never clash
   * with the table's own query.
   */
  static String defaultQueryName(KeyPatternModel pk, String indexName, boolean local) {
    StringBuilder name = new StringBuilder();
    if (pk != null && pk.isValid()) {
      for (Segment.Placeholder placeholder : pk.placeholders()) {
        name.append(name.length() == 0 ? "by" : "And")
            .append(PropertiesReader.capitalize(placeholder.name()));
      }
    }
    if (name.length() == 0) {
      name.append("all");
      if (indexName != null && !local) {
        name.append(identifierPart(indexName));
      }
    }
    if (local) {
      name.append("Via").append(identifierPart(indexName));
    }
    return name.toString();
  }

  private static String identifierPart(String indexName) {
    StringBuilder part = new StringBuilder();
    boolean upper = true;
    for (char c : indexName.toCharArray()) {
      if (Character.isLetterOrDigit(c)) {
        part.append(upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
        upper = false;
      } else {
        upper = true;
      }
    }
    return part.toString();
  }
}
