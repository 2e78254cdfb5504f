package dev.singletable.processor.read;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerDelimiter;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import java.util.ArrayList;
import java.util.List;

/**
 * The former keys a delimiter move ({@code @Table(formerDelimiter = "#")}) gives an entity: its key
 * patterns rendered with the former delimiter, the same components in the same formats. A key
 * without the delimiter does not move.
 */
final class DelimiterMoves {

  private DelimiterMoves() {}

  /** The former primary key, or {@code null} when the entity's key holds no delimiter. */
  static MigrationModel.FormerKey formerKey(EntityModel entity, FormerDelimiter moved) {
    if (entity.primaryKey() == null || entity.origin().element() == null) {
      return null;
    }
    KeyPatternModel pk = entity.primaryKey().partitionKey();
    KeyPatternModel sk = entity.primaryKey().sortKey();
    if ((!moved.moves(pk) && !moved.moves(sk)) || sharded(pk, sk)) {
      return null; // a sharded key cannot move with the delimiter: validation says so
    }
    Origin origin =
        Annotations.find(entity.origin().element(), "KeyPattern")
            .map(mirror -> Origin.of(entity.origin().element(), mirror))
            .orElse(entity.origin());
    return new MigrationModel.FormerKey(
        rendered(pk, moved, origin), rendered(sk, moved, origin), 1, origin, true);
  }

  /**
   * {@code declared} with the former key of each global index the entity fills whose key holds the
   * delimiter and that declares no former key itself.
   */
  static List<MigrationModel.IndexFormer> indexFormers(
      EntityModel entity, FormerDelimiter moved, List<MigrationModel.IndexFormer> declared) {
    List<MigrationModel.IndexFormer> all = new ArrayList<>(declared);
    for (KeyUse use : entity.indexKeys()) {
      boolean declares =
          declared.stream().anyMatch(former -> former.use().indexName().equals(use.indexName()));
      if (use.local()
          || declares
          || use.partitionKey() == null
          || sharded(use.partitionKey(), use.sortKey())
          || (!moved.moves(use.partitionKey()) && !moved.moves(use.sortKey()))) {
        continue;
      }
      all.add(
          new MigrationModel.IndexFormer(
              use,
              rendered(use.partitionKey(), moved, use.origin()),
              rendered(use.sortKey(), moved, use.origin()),
              1,
              use.origin(),
              true));
    }
    return all;
  }

  /** Whether either pattern holds a {@code {shard}} slot. */
  static boolean sharded(KeyPatternModel pk, KeyPatternModel sk) {
    return pk.hasShard() || (sk != null && sk.hasShard());
  }

  private static KeyPatternModel rendered(
      KeyPatternModel pattern, FormerDelimiter moved, Origin origin) {
    return pattern == null ? null : PatternParser.parse(moved.render(pattern.source()), origin);
  }
}
