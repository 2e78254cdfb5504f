package dev.singletable.processor.validate;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks the secondary index keys an entity moves: a former index key ({@code @Gsi(formerly =
 * ...)}, {@code @Lsi(formerly = @FormerKey(sk = ...))}) must be one key other than the current one,
 * a local index's only its sort key; and a declared read served by a query of an index whose keys
 * move is refused where the query cannot also read the former keys ({@link
 * MigrationModel#indexQueryGap}; a component's former format, {@code @KeyFormat(formerly = ...)} on
 * a component only index keys hold, is never followed), since the index holds the former keys of
 * the items the backfill has not rewritten yet. A declared read of a collection on a global index
 * that holds the entity is refused where the collection query cannot follow ({@link
 * MovingCollections#indexGap}), and on a local index, or while a format moves, in any case.
 */
final class IndexMoves {

  private final Diagnostics diagnostics;

  IndexMoves(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** Checks the index key moves of {@code migration}'s entity. */
  void review(TableDesign design, MigrationModel migration) {
    EntityModel entity = migration.entity();
    for (MigrationModel.IndexFormer index : migration.indexes()) {
      indexFormer(design, migration, index);
    }
    for (MigrationModel.FormerFormat format : migration.indexFormats()) {
      for (KeyUse use : migration.indexUses(format.attribute().name())) {
        if (migration.index(use.indexName()).isEmpty()) {
          unserved(
              design,
              entity,
              use,
              null,
              "the former format of " + format.attribute().name(),
              Optional.of(
                  "the key format of "
                      + format.attribute().name()
                      + " changes, and keys in two formats do not sort in one order"));
        }
      }
    }
  }

  private void indexFormer(
      TableDesign design, MigrationModel migration, MigrationModel.IndexFormer former) {
    EntityModel entity = migration.entity();
    KeyUse use = former.use();
    String shown = shown(former);
    String problem = null;
    if (former.declared() > 1) {
      problem = "an index key moves from one former key at a time, not " + former.declared();
    } else if (use.local() && former.sort() == null) {
      problem = "a local index key moves by its sort key: declare the former sk";
    } else if (use.local()
        && use.partitionKey() != null
        && !former.partition().source().equals(use.partitionKey().source())) {
      problem =
          "a local index shares the table partition key \""
              + use.partitionKey().source()
              + "\", which does not move with it: leave pk out";
    } else if (!former.partition().isValid()
        || (former.sort() != null && !former.sort().isValid())) {
      problem =
          !former.partition().isValid()
              ? "pk " + former.partition().error()
              : "sk " + former.sort().error();
    } else if (former.partition().source().equals(source(use.partitionKey()))
        && Objects.equals(source(former.sort()), source(use.sortKey()))) {
      problem = "it is the current key";
    }
    if (problem != null) {
      diagnostics.error(
          former.origin(),
          BaselineMessage.FORMER_KEY,
          entity.simpleName() + " in index " + use.indexName(),
          shown,
          problem);
      return;
    }
    unserved(design, entity, use, former, shown, migration.indexQueryGap(former));
  }

  /**
   * Refuses each declared read served by index {@code use} that cannot read the entity's items not
   * re-keyed yet: a query of the entity where {@code gap} says why it cannot follow the move, and a
   * collection on the index holding the entity where its query cannot ({@code former} is null for a
   * format move).
   */
  private void unserved(
      TableDesign design,
      EntityModel entity,
      KeyUse use,
      MigrationModel.IndexFormer former,
      String from,
      Optional<String> gap) {
    for (AccessPatternModel pattern : design.patterns()) {
      Optional<PatternCandidate> chosen =
          PatternServing.choose(PatternServing.candidates(design, pattern));
      if (chosen.isEmpty()
          || chosen.get().use() == null
          || !use.indexName().equals(chosen.get().use().indexName())
          || chosen.get().access() == PatternCandidate.Access.SCAN) {
        continue;
      }
      boolean collection = chosen.get().access() == PatternCandidate.Access.COLLECTION;
      if (collection && !MovingCollections.ofCollection(design, pattern, entity, use.indexName())) {
        continue;
      }
      if (!collection
          && PatternServing.entity(design, pattern).filter(e -> e != entity).isPresent()) {
        continue; // another entity's query of the index: its keys do not move
      }
      String why;
      if (collection && (former == null || use.local())) {
        // A format move, or a local index's: collection queries read only the keys items hold.
        why =
            "a collection query reads only the keys the items hold, the former ones until the"
                + " backfill rewrote them (it follows only a global index key move)";
      } else if (collection) {
        why = MovingCollections.indexGap(design, pattern, entity, former, gap).orElse(null);
        if (why == null) {
          continue; // the collection query reads the former index keys as well
        }
      } else if (gap.isPresent()) {
        why =
            "an index query reads only the keys the items hold, the former ones until the backfill"
                + " rewrote them (it cannot also read the former keys: "
                + gap.get()
                + ")";
      } else {
        continue; // its queries read the former keys as well
      }
      diagnostics.error(
          pattern.origin(),
          BaselineMessage.READ_UNSERVED,
          pattern.method(),
          collection
              ? "reads a collection by index " + use.indexName()
              : "queries index " + use.indexName(),
          "the " + use.indexName() + " key",
          entity.simpleName(),
          from,
          why,
          entity.typeName() + ".fill:" + use.indexName(),
          diagnostics.migrations(design.table().type().simpleName()));
    }
  }

  /**
   * A former index key as the messages show it: {@code pk = "S#{status}", sk = "{id}"}, or for a
   * local index, whose partition key is the table's (unless a pk is written), {@code sk =
   * "TOTAL#{total}"}.
   */
  static String shown(MigrationModel.IndexFormer former) {
    if (former.use().local()
        && former.sort() != null
        && former.partition() == former.use().partitionKey()) {
      return "sk = \"" + former.sort().source() + "\"";
    }
    return MigrationValidator.shown(former.partition(), former.sort());
  }

  private static String source(KeyPatternModel pattern) {
    return pattern == null ? null : pattern.source();
  }
}
