package dev.singletable.processor.validate;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import java.util.HashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the migrations entities declare, without a baseline: a former key must be one key whose
 * every placeholder is a component of the current primary key (so that a get can compute the old
 * key from the new one), without a shard slot, and differ from the current key; a former attribute
 * name must differ from every stored name of the entity; a former key format must be a valid
 * {@code @KeyFormat} of a key component, other than its current one ({@link IndexMoves} checks the
 * index keys that move); a former entity type must be a valid type name other than every entity
 * type of the table (another entity's items would read as this one).
 */
public final class MigrationValidator {

  private final Diagnostics diagnostics;

  public MigrationValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    new DelimiterMoveValidator(diagnostics).validate(design);
    EnumFormers.validate(diagnostics, design);
    NestedRenames.validate(diagnostics, design);
    FormerStoredTypes.validate(diagnostics, design);
    for (MigrationModel migration : design.migrations()) {
      EntityModel entity = migration.entity();
      if (migration.formerKey() != null && entity.primaryKey() != null) {
        formerKey(entity, migration.formerKey(), design.table().sortKey() != null);
      }
      if (migration.movesKey() && entity.primaryKey() != null) {
        migration.queryGap().ifPresent(gap -> unfollowed(design, migration, gap));
        if (migration.formerKey() != null) {
          new MovingCollections(diagnostics)
              .review(design, migration, shown(migration.formerKey()));
        }
      }
      new IndexMoves(diagnostics).review(design, migration);
      for (MigrationModel.Rename rename : migration.renames()) {
        rename(entity, rename);
      }
      for (MigrationModel.FormerFormat format : migration.formats()) {
        formerFormat(entity, migration, format);
      }
      if (migration.formerType() != null) {
        formerType(design, entity, migration.formerType());
      }
    }
  }

  private void formerType(
      TableDesign design, EntityModel entity, MigrationModel.FormerType former) {
    String delimiter = design.table().delimiter();
    String problem = null;
    if (former.name().isEmpty() || former.name().contains(delimiter)) {
      problem =
          "an entity type name must not be empty or contain the delimiter \"" + delimiter + "\"";
    } else if (former.name().equals(entity.typeName())) {
      problem = "it is the current entity type; remove formerly";
    } else {
      for (EntityModel other : design.entities()) {
        if (other != entity && other.typeName().equals(former.name())) {
          problem =
              "it is the entity type of "
                  + other.simpleName()
                  + ", whose items reads of "
                  + entity.simpleName()
                  + " would take as their own";
        }
      }
      for (MigrationModel migration : design.migrations()) {
        MigrationModel.FormerType theirs = migration.formerType();
        if (migration.entity() != entity && theirs != null && theirs.name().equals(former.name())) {
          problem = "it is also the former entity type of " + migration.entity().simpleName();
        }
      }
    }
    if (problem != null) {
      diagnostics.error(
          former.origin(),
          BaselineMessage.FORMER_TYPE,
          entity.simpleName(),
          former.name(),
          problem);
    }
  }

  private void formerKey(EntityModel entity, MigrationModel.FormerKey former, boolean sortKey) {
    String shown = shown(former);
    Set<String> components = new HashSet<>();
    entity.primaryKey().partitionKey().placeholders().forEach(p -> components.add(p.name()));
    if (entity.primaryKey().sortKey() != null) {
      entity.primaryKey().sortKey().placeholders().forEach(p -> components.add(p.name()));
    }
    String problem = null;
    if (former.declared() > 1) {
      problem = "an entity moves from one former key at a time, not " + former.declared();
    } else if (!former.partition().isValid()) {
      problem = "pk " + former.partition().error();
    } else if (former.sort() != null && !former.sort().isValid()) {
      problem = "sk " + former.sort().error();
    } else if (sortKey != (former.sort() != null)) {
      problem =
          sortKey
              ? "the table has a sort key, so the former key needs an sk"
              : "the table has no sort key, so the former key has no sk";
    } else if (former.partition().hasShard()
        || (former.sort() != null && former.sort().hasShard())) {
      problem = "a former key with a {shard} slot cannot be computed from the new key";
    } else if (former.partition().source().equals(entity.primaryKey().partitionKey().source())
        && Objects.equals(source(former.sort()), source(entity.primaryKey().sortKey()))) {
      problem = "it is the current key";
    } else {
      for (KeyPatternModel pattern : new KeyPatternModel[] {former.partition(), former.sort()}) {
        if (pattern == null) {
          continue;
        }
        for (Segment.Placeholder placeholder : pattern.placeholders()) {
          if (!components.contains(placeholder.name())) {
            problem =
                "{"
                    + placeholder.name()
                    + "} is not a component of the current primary key "
                    + components;
            break;
          }
        }
      }
    }
    if (problem != null) {
      diagnostics.error(
          former.origin(), BaselineMessage.FORMER_KEY, entity.simpleName(), shown, problem);
    }
  }

  /**
   * A key move that table queries cannot follow: a note on the declaration, and an error on each
   * declared read served by a query of that key (of the entity, or of a collection it belongs to
   * whose partition moves).
   */
  private void unfollowed(TableDesign design, MigrationModel migration, String gap) {
    EntityModel entity = migration.entity();
    String from =
        migration.formerKey() != null
            ? shown(migration.formerKey())
            : "the former format of " + migration.keyFormats().get(0).attribute().name();
    Origin at =
        migration.formerKey() != null
            ? migration.formerKey().origin()
            : migration.keyFormats().get(0).origin();
    String db = diagnostics.migrations(design.table().type().simpleName());
    diagnostics.note(
        at,
        BaselineMessage.QUERY_PARTIAL,
        entity.simpleName(),
        from,
        gap,
        entity.typeName(),
        db,
        "collections of its partition included");
    for (AccessPatternModel pattern : design.patterns()) {
      Optional<PatternCandidate> chosen =
          PatternServing.choose(PatternServing.candidates(design, pattern));
      if (chosen.isEmpty() || chosen.get().use() == null || !chosen.get().use().isPrimary()) {
        continue;
      }
      boolean ofEntity =
          chosen.get().access() == PatternCandidate.Access.QUERY
              && PatternServing.entity(design, pattern).filter(entity::equals).isPresent();
      boolean ofCollection =
          chosen.get().access() == PatternCandidate.Access.COLLECTION
              && PatternServing.collection(design, pattern)
                  .map(name -> PatternServing.collections(design).get(name).containsKey(entity))
                  .orElse(false);
      if (ofEntity || ofCollection) {
        diagnostics.error(
            pattern.origin(),
            BaselineMessage.READ_UNSERVED,
            pattern.method(),
            ofEntity
                ? "queries the table key of " + entity.simpleName()
                : "reads a collection of " + entity.simpleName() + " by the table key",
            "the table key",
            entity.simpleName(),
            from,
            gap,
            entity.typeName() + ".key",
            db);
      }
    }
  }

  private void formerFormat(
      EntityModel entity, MigrationModel migration, MigrationModel.FormerFormat former) {
    AttributeModel attribute = former.attribute();
    Set<String> components = new HashSet<>();
    if (entity.primaryKey() != null) {
      entity.primaryKey().partitionKey().placeholders().forEach(p -> components.add(p.name()));
      if (entity.primaryKey().sortKey() != null) {
        entity.primaryKey().sortKey().placeholders().forEach(p -> components.add(p.name()));
      }
    }
    String problem;
    boolean indexOnly = !components.contains(attribute.name());
    if (former.declared() > 1) {
      problem = "a component moves from one former format at a time, not " + former.declared();
    } else if (!indexOnly && entity.primaryKey().partitionKey().hasShard()) {
      problem = "a key with a {shard} slot cannot be computed from the new key";
    } else if (indexOnly && migration.indexUses(attribute.name()).isEmpty()) {
      problem = "it is not a component of the primary key " + components + " nor of an index key";
    } else {
      problem = KeyFormatCheck.check(former.former()).orElse(null);
      if (problem == null && sameFormat(attribute, former.former())) {
        problem = "it is the current format";
      }
    }
    if (problem != null) {
      diagnostics.error(
          former.origin(),
          BaselineMessage.FORMER_FORMAT,
          attribute.name(),
          entity.simpleName(),
          problem);
    }
  }

  /** Whether two forms of one attribute write the same key text (default digits made explicit). */
  static boolean sameFormat(AttributeModel a, AttributeModel b) {
    return a.integerDigits() == b.integerDigits() && fraction(a) == fraction(b);
  }

  private static int fraction(AttributeModel attribute) {
    boolean time =
        attribute.scalarKind() == dev.singletable.processor.model.ScalarKind.INSTANT
            || attribute.scalarKind() == dev.singletable.processor.model.ScalarKind.LOCAL_DATE_TIME;
    return time && attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
  }

  private void rename(EntityModel entity, MigrationModel.Rename rename) {
    AttributeModel attribute = rename.attribute();
    String problem = null;
    if (rename.formerly().isEmpty()) {
      problem = "which is no stored name: leave formerly out when the stored name did not change";
    } else if (rename.formerly().equals(attribute.storedName())) {
      problem = "its current stored name: leave formerly out when the stored name did not change";
    } else if (attribute.ignored()) {
      problem = "but it is @Ignore'd, so it is not stored at all";
    } else {
      for (AttributeModel other : entity.storedAttributes()) {
        if (other != attribute && other.storedName().equals(rename.formerly())) {
          problem =
              "the stored name of attribute "
                  + other.name()
                  + ": the values under it would read as both";
        }
      }
    }
    if (problem != null) {
      diagnostics.error(
          rename.origin(),
          BaselineMessage.FORMERLY_NAME,
          attribute.name(),
          entity.simpleName(),
          rename.formerly(),
          problem);
    }
  }

  /** A former key as the messages show it: {@code pk = "ORDER#{id}", sk = "METADATA"}. */
  static String shown(MigrationModel.FormerKey former) {
    return shown(former.partition(), former.sort());
  }

  static String shown(KeyPatternModel partition, KeyPatternModel sort) {
    return "pk = \""
        + partition.source()
        + "\""
        + (sort == null ? "" : ", sk = \"" + sort.source() + "\"");
  }

  private static String source(KeyPatternModel pattern) {
    return pattern == null ? null : pattern.source();
  }
}
