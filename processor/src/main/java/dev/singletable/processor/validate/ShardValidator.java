package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ShardModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks write sharding: every {@code {shard}} is in a partition key declared by an {@code @Shard},
 * every {@code @Shard} names a key whose partition holds {@code {shard}}, its count is sane and its
 * {@code by} names a primary-key attribute (so point reads and updates can compute the shard).
 */
final class ShardValidator {

  private final Diagnostics diagnostics;

  ShardValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(EntityModel entity) {
    KeyUse primary = entity.primaryKey();
    if (primary == null) {
      return;
    }
    for (KeyUse use : entity.keyUses()) {
      checkSortKey(use);
    }
    Set<String> declared = new HashSet<>();
    for (ShardModel shard : entity.shards()) {
      Optional<KeyUse> use = target(entity, shard);
      String key = shard.indexName() == null ? "the table key" : "index " + shard.indexName();
      if (use.isEmpty()) {
        continue;
      }
      if (!declared.add(key)) {
        diagnostics.error(shard.origin(), Message.SHARD_DUPLICATE, entity.simpleName(), key);
        continue;
      }
      checkCount(entity, shard);
      KeyPatternModel pk = use.get().partitionKey();
      if (pk != null && pk.isValid() && !pk.hasShard()) {
        diagnostics.error(
            at(shard, "count"),
            Message.SHARD_UNUSED,
            shard.indexName() == null ? "" : "(index = \"" + shard.indexName() + "\")",
            entity.simpleName(),
            key,
            pk.source(),
            pk.source());
      }
      checkBy(entity, shard, primary);
    }
    for (CollectionModel collection : entity.collections()) {
      entity
          .keyUse(collection)
          .filter(entity::fansOut)
          .ifPresent(
              use ->
                  diagnostics.error(
                      collection.origin(),
                      Message.SHARD_COLLECTION,
                      collection.name(),
                      entity.simpleName(),
                      use.isPrimary() ? "the table key" : "index " + use.indexName(),
                      entity.shard(use).orElseThrow().count()));
    }
    for (KeyUse use : entity.keyUses()) {
      KeyPatternModel pk = use.partitionKey();
      if (pk != null
          && pk.isValid()
          && pk.hasShard()
          && !use.local()
          && entity.shards().stream().noneMatch(shard -> shard.shards(use))) {
        diagnostics.error(
            pk.origin(),
            Message.SHARD_UNDECLARED,
            use.isPrimary() ? "@KeyPattern pk" : "@Gsi(index = \"" + use.indexName() + "\") pk",
            pk.source(),
            entity.simpleName(),
            use.isPrimary() ? "the table key" : "index " + use.indexName(),
            shardBy(entity),
            use.isPrimary() ? "" : ", index = \"" + use.indexName() + "\"",
            entity.simpleName());
      }
    }
  }

  private void checkSortKey(KeyUse use) {
    KeyPatternModel sk = use.sortKey();
    if (sk != null && sk.isValid() && sk.hasShard()) {
      String what =
          use.isPrimary()
              ? "@KeyPattern sk"
              : (use.local() ? "@Lsi" : "@Gsi") + "(index = \"" + use.indexName() + "\") sk";
      diagnostics.error(sk.origin(), Message.SHARD_IN_SORT_KEY, what, sk.source());
    }
  }

  /** The key use an {@code @Shard} names: the table key, or a global index key of the entity. */
  private Optional<KeyUse> target(EntityModel entity, ShardModel shard) {
    if (shard.indexName() == null) {
      return Optional.of(entity.primaryKey());
    }
    Optional<KeyUse> use =
        entity.indexKeys().stream()
            .filter(u -> !u.local() && shard.indexName().equals(u.indexName()))
            .findFirst();
    if (use.isEmpty()) {
      List<String> indexes =
          entity.indexKeys().stream().filter(u -> !u.local()).map(KeyUse::indexName).toList();
      diagnostics.error(
          at(shard, "index"),
          Message.SHARD_INDEX_UNKNOWN,
          shard.indexName(),
          entity.simpleName(),
          entity.simpleName(),
          indexes.isEmpty() ? "none" : String.join(", ", indexes));
    }
    return use;
  }

  private void checkCount(EntityModel entity, ShardModel shard) {
    if (shard.count() < 2 || shard.count() > ShardModel.MAX_COUNT) {
      diagnostics.error(
          at(shard, "count"),
          Message.SHARD_COUNT,
          shard.count(),
          entity.simpleName(),
          ShardModel.MAX_COUNT);
    }
  }

  private void checkBy(EntityModel entity, ShardModel shard, KeyUse primary) {
    Set<String> keyNames = new LinkedHashSet<>();
    for (KeyPatternModel pattern :
        new KeyPatternModel[] {primary.partitionKey(), primary.sortKey()}) {
      if (pattern != null && pattern.isValid()) {
        pattern.placeholders().forEach(p -> keyNames.add(p.name()));
      }
    }
    String keys = keyNames.isEmpty() ? "none" : String.join(", ", keyNames);
    if (shard.by() == null) {
      if (shard.indexName() == null) {
        diagnostics.error(
            at(shard, "count"),
            Message.SHARD_RANDOM_TABLE_KEY,
            shard.count(),
            entity.simpleName(),
            keys);
      }
      return;
    }
    Optional<AttributeModel> attribute = entity.attribute(shard.by());
    if (attribute.isEmpty()) {
      List<String> names = new ArrayList<>();
      entity.attributes().forEach(a -> names.add(a.name()));
      diagnostics.error(
          at(shard, "by"),
          Message.SHARD_BY_UNKNOWN,
          shard.by(),
          entity.simpleName(),
          entity.simpleName(),
          Suggestions.closest(shard.by(), names).map(s -> "; did you mean " + s + "?").orElse(""));
    } else if (!keyNames.contains(shard.by())) {
      diagnostics.error(
          at(shard, "by"), Message.SHARD_BY_NOT_KEY, shard.by(), entity.simpleName(), keys, keys);
    }
  }

  private static Origin at(ShardModel shard, String member) {
    Origin origin = shard.origin();
    return origin.annotation() == null
        ? origin
        : origin.withValue(Annotations.explicitValue(origin.annotation(), member));
  }

  /**
   * The attribute to hash for the shard: one of the primary key's, as {@code @Shard(by)} requires,
   * the last of its sort key first (the most distinct, such as an id: hashing a partition attribute
   * would put each partition whole into one shard).
   */
  private static String shardBy(EntityModel entity) {
    KeyUse primary = entity.primaryKey();
    List<String> candidates = new ArrayList<>();
    if (primary != null && primary.sortKey() != null && primary.sortKey().isValid()) {
      primary.sortKey().placeholders().forEach(p -> candidates.add(0, p.name()));
    }
    if (primary != null && primary.partitionKey() != null && primary.partitionKey().isValid()) {
      primary.partitionKey().placeholders().forEach(p -> candidates.add(p.name()));
    }
    return candidates.stream()
        .filter(name -> !name.equals(Segment.SHARD) && entity.attribute(name).isPresent())
        .findFirst()
        .orElse("<a primary-key attribute>");
  }
}
