package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ShardModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.record.DesignRecord;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Compares an entity's keys with the accepted record: a key pattern, a component's format or a
 * shard count that changed leaves the stored items under keys no read computes any more, so each is
 * an error on the pattern, the component or the {@code @Shard}; a key the entity newly fills in an
 * index needs a backfill of the stored items, a note.
 */
final class KeyBaselineReview {

  private final BaselineContext context;

  private final FormerFormatReview formats;

  KeyBaselineReview(BaselineContext context) {
    this.context = context;
    this.formats = new FormerFormatReview(context);
  }

  void review(
      EntityModel entity,
      DesignRecord.Entity old,
      DesignRecord.Entity now,
      TableModel table,
      MigrationModel migration) {
    Set<String> reported = new HashSet<>();
    acceptedKey = old.key();
    this.migration = migration;
    this.entityType = now.type();
    if (migration != null && migration.formerKey() != null) {
      formerKey(
          entity,
          "The table key",
          MigrationValidator.shown(migration.formerKey()),
          migration.formerKey().origin(),
          keys(old.key()),
          keys(now.key()),
          now.type() + ".key");
      formats.formerFormats(entity, migration, old.key(), reported, now.type());
    } else {
      key(entity, entity.primaryKey(), old.key(), now.key(), reported);
    }
    for (DesignRecord.Key oldKey : old.indexKeys()) {
      Optional<KeyUse> use =
          entity.indexKeys().stream().filter(u -> oldKey.index().equals(u.indexName())).findFirst();
      Optional<MigrationModel.IndexFormer> former =
          migration == null ? Optional.empty() : migration.index(oldKey.index());
      if (use.isPresent() && former.isPresent()) {
        boolean local = use.get().local();
        formerKey(
            entity,
            "The " + oldKey.index() + " key",
            IndexMoves.shown(former.get()),
            former.get().origin(),
            keys(oldKey, local),
            keys(indexKey(now, oldKey.index()).orElseThrow(), local),
            now.type() + ".fill:" + oldKey.index());
      } else if (use.isPresent()
          && DelimiterBaseline.localIndex(
              context, table, entity, use.get(), oldKey, indexKey(now, oldKey.index()), now)) {
        continue; // a local index key moving with the delimiter: noted
      } else if (use.isPresent()) {
        key(entity, use.get(), oldKey, indexKey(now, oldKey.index()).orElseThrow(), reported);
      } else if (table.index(oldKey.index()).isPresent()) {
        context
            .diagnostics()
            .error(
                entity.origin(),
                BaselineMessage.INDEX_KEY_REMOVED,
                entity.simpleName(),
                oldKey.index(),
                context.file(),
                keys(oldKey),
                oldKey.index(),
                entity.simpleName(),
                context.waysForward("filling the index"));
      }
    }
    for (KeyUse use : entity.indexKeys()) {
      if (indexKey(old, use.indexName()).isEmpty()) {
        context
            .diagnostics()
            .note(
                use.origin(),
                BaselineMessage.BACKFILL,
                entity.simpleName(),
                use.indexName(),
                context.file(),
                use.indexName(),
                entity.simpleName(),
                now.type(),
                use.indexName(),
                context.migrations(),
                context.accept());
      }
    }
  }

  /**
   * A declared former key of the table or, from {@code @Gsi}/{@code @Lsi}, an index: matching the
   * accepted key, it turns the key change into a migration in flight (a note); otherwise it is an
   * error naming the key the accepted design holds.
   */
  private void formerKey(
      EntityModel entity,
      String label,
      String declared,
      dev.singletable.processor.model.Origin origin,
      String accepted,
      String now,
      String job) {
    if (accepted.equals(declared)) {
      context
          .diagnostics()
          .note(
              origin,
              BaselineMessage.MIGRATION,
              label,
              entity.simpleName(),
              accepted,
              now,
              context.file(),
              job,
              context.migrations(),
              context.accept());
    } else {
      context
          .diagnostics()
          .error(
              origin,
              BaselineMessage.FORMERLY_MISMATCH,
              label,
              entity.simpleName(),
              declared,
              context.file(),
              accepted,
              accepted.equals(now)
                  ? "the accepted design already holds the current key, so the stored items are"
                      + " accepted as moved; remove formerly"
                  : "the stored items carry the keys of the accepted design; declare formerly ="
                      + " @FormerKey("
                      + accepted
                      + "), or "
                      + context.waysForward("the old pattern"));
    }
  }

  private void key(
      EntityModel entity,
      KeyUse use,
      DesignRecord.Key old,
      DesignRecord.Key now,
      Set<String> reported) {
    reviewedKey = old;
    String where = use.isPrimary() ? "table" : use.indexName();
    if (!use.local()) {
      pattern(
          entity,
          use,
          use.partitionKey(),
          old.partition(),
          now.partition(),
          where + " partition key",
          reported);
    }
    if (old.sort() != null && now.sort() != null) {
      pattern(entity, use, use.sortKey(), old.sort(), now.sort(), where + " sort key", reported);
    } else if (old.sort() != null || now.sort() != null) {
      changed(
          use.sortKey() == null ? use.origin() : use.sortKey().origin(),
          entity,
          where + " sort key",
          old.sort(),
          now.sort(),
          ways(use, entity));
    }
  }

  private void pattern(
      EntityModel entity,
      KeyUse use,
      KeyPatternModel model,
      DesignRecord.Pattern old,
      DesignRecord.Pattern now,
      String label,
      Set<String> reported) {
    if (!sameShape(old.parts(), now.parts())) {
      changed(model.origin(), entity, label, old, now, ways(use, entity));
      return;
    }
    for (int i = 0; i < old.parts().size(); i++) {
      DesignRecord.Part before = old.parts().get(i);
      DesignRecord.Part after = now.parts().get(i);
      if (before instanceof DesignRecord.Component was
          && after instanceof DesignRecord.Component is
          && formerFormat(is.javaName()).filter(f -> use.isPrimary() || indexOnly(f)).isPresent()
          && reported.add(is.javaName())) {
        String job = entityType + (use.isPrimary() ? ".key" : ".fill:" + use.indexName());
        formats.formerFormat(entity, formerFormat(is.javaName()).get(), was, is, job);
      }
      if (before instanceof DesignRecord.Component was
          && after instanceof DesignRecord.Component is
          && !sameFormat(was, is)
          && reported.add(is.javaName())) {
        AttributeModel attribute = entity.attribute(is.javaName()).orElseThrow();
        context
            .diagnostics()
            .error(
                BaselineContext.annotation(attribute.origin(), "KeyFormat", null),
                BaselineMessage.KEY_FORMAT,
                entity.simpleName(),
                is.javaName(),
                label,
                format(is),
                context.file(),
                format(was),
                was.format().equals(is.format())
                        && Objects.equals(was.converter(), is.converter())
                        && !(use.isPrimary() && use.partitionKey().hasShard())
                    ? "keep the old format, or "
                        + context.declare(
                            "formerly = @FormerFormat("
                                + FormerFormatReview.digits(was)
                                + ") on the @KeyFormat")
                    : context.waysForward("the old format"));
      }
      if (before instanceof DesignRecord.Shard was
          && after instanceof DesignRecord.Shard is
          && !was.equals(is)) {
        ShardModel shard = entity.shard(use).orElseThrow();
        context
            .diagnostics()
            .error(
                BaselineContext.at(shard.origin(), was.count() != is.count() ? "count" : "by"),
                BaselineMessage.SHARDS,
                use.isPrimary() ? "The table key" : "The " + use.indexName() + " key",
                entity.simpleName(),
                shards(is),
                context.file(),
                shards(was),
                context.waysForward("the old shards"));
      }
    }
  }

  private void changed(
      Origin origin,
      EntityModel entity,
      String label,
      DesignRecord.Pattern old,
      DesignRecord.Pattern now,
      String ways) {
    context
        .diagnostics()
        .error(
            origin,
            BaselineMessage.KEY_PATTERN,
            "The " + label,
            entity.simpleName(),
            source(now),
            context.file(),
            source(old),
            ways);
  }

  /** The ways forward from a changed key pattern: declaring its move ({@code formerly}). */
  private String ways(KeyUse use, EntityModel entity) {
    if (!use.isPrimary()) {
      return "keep the old pattern, or "
          + context.declare(
              "formerly = @FormerKey("
                  + keys(reviewedKey, use.local())
                  + ") on the @"
                  + (use.local() ? "Lsi" : "Gsi")
                  + " of "
                  + use.indexName());
    }
    if (acceptedKey == null) {
      return context.waysForward("the old pattern");
    }
    return "keep the old pattern, or "
        + context.declare("formerly = @FormerKey(" + keys(acceptedKey) + ") on the @KeyPattern");
  }

  /** The accepted key (table or index) under review. */
  private DesignRecord.Key reviewedKey;

  /** The accepted table key of the entity under review. */
  private DesignRecord.Key acceptedKey;

  /** The stored type name of the entity under review, which names its jobs. */
  private String entityType;

  /** The migrations the entity under review declares, or {@code null}. */
  private MigrationModel migration;

  private Optional<MigrationModel.FormerFormat> formerFormat(String javaName) {
    return migration == null ? Optional.empty() : migration.format(javaName);
  }

  private boolean indexOnly(MigrationModel.FormerFormat format) {
    return migration.indexFormats().contains(format);
  }

  /**
   * Whether two patterns make keys of the same parts: the same literals, the same attributes (by
   * stored or Java name, so that renaming one side keeps the key) and the shard slot in the same
   * place; formats and shard counts are compared apart.
   */
  private static boolean sameShape(List<DesignRecord.Part> old, List<DesignRecord.Part> now) {
    if (old.size() != now.size()) {
      return false;
    }
    for (int i = 0; i < old.size(); i++) {
      DesignRecord.Part before = old.get(i);
      DesignRecord.Part after = now.get(i);
      boolean same =
          before instanceof DesignRecord.Text was
              ? after.equals(was)
              : before instanceof DesignRecord.Component was
                  ? after instanceof DesignRecord.Component is
                      && (was.attribute().equals(is.attribute())
                          || was.javaName().equals(is.javaName()))
                  : after instanceof DesignRecord.Shard;
      if (!same) {
        return false;
      }
    }
    return true;
  }

  static boolean sameFormat(DesignRecord.Component was, DesignRecord.Component is) {
    return was.format().equals(is.format())
        && was.integerDigits() == is.integerDigits()
        && was.fractionDigits() == is.fractionDigits()
        && Objects.equals(was.converter(), is.converter());
  }

  /** A component's format as the messages say it: {@code instant with 3 fraction digits}. */
  static String format(DesignRecord.Component component) {
    String format =
        switch (component.format()) {
          case "bigInteger" -> "bigInteger of " + component.integerDigits() + " digits";
          case "decimal" ->
              "decimal of "
                  + component.integerDigits()
                  + " integer and "
                  + component.fractionDigits()
                  + " fraction digits";
          case "instant", "localDateTime" ->
              component.format() + " with " + component.fractionDigits() + " fraction digits";
          default -> component.format();
        };
    return component.converter() == null ? format : format + " through " + component.converter();
  }

  private static String shards(DesignRecord.Shard shard) {
    return shard.count()
        + " shards "
        + (shard.by() == null ? "at random" : "by the hash of " + shard.by());
  }

  private static String source(DesignRecord.Pattern pattern) {
    return pattern == null ? "none" : "\"" + pattern.source() + "\"";
  }

  /** A local index's key as its {@code @FormerKey} says it: the sort key only. */
  private static String keys(DesignRecord.Key key, boolean local) {
    return local && key.sort() != null ? "sk = " + source(key.sort()) : keys(key);
  }

  private static String keys(DesignRecord.Key key) {
    return "pk = "
        + source(key.partition())
        + (key.sort() == null ? "" : ", sk = " + source(key.sort()));
  }

  private static Optional<DesignRecord.Key> indexKey(DesignRecord.Entity entity, String index) {
    return entity.indexKeys().stream().filter(key -> key.index().equals(index)).findFirst();
  }
}
