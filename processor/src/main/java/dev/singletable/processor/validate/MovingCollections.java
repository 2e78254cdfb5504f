package dev.singletable.processor.validate;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.Optional;

/**
 * Collections whose member's key moves in a way the entity's queries follow but a collection query
 * cannot. A collection query reads the former key of each moving member as the entity's queries do
 * (another partition included), but a sub-collection's former read is of the former sort keys, not
 * under its prefix: a former sort key outside the prefix would leave the members not moved yet
 * where {@code begins_with} does not look. That is an error on the move, since the sub-collection
 * is what hides the items and keeping it whole-partition until the move is done serves every read,
 * and a declared read of the collection is refused.
 */
final class MovingCollections {

  private final Diagnostics diagnostics;

  MovingCollections(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** Checks the collections of {@code migration}'s entity; {@code from} shows its former key. */
  void review(TableDesign design, MigrationModel migration, String from) {
    EntityModel entity = migration.entity();
    MigrationModel.FormerKey former = migration.formerKey();
    if (former == null
        || entity.primaryKey() == null
        || !former.partition().isValid()
        || (former.sort() != null && !former.sort().isValid())
        || migration.queryGap().isPresent()) {
      // Without a former key nothing moves partition or prefix; an invalid one is reported by
      // itself, and a move no query follows already refuses every read of its collections.
      return;
    }
    String db = diagnostics.migrations(design.table().type().simpleName());
    for (CollectionModel collection : entity.collections()) {
      Optional<KeyUse> use = entity.keyUse(collection);
      if (use.isEmpty() || !use.get().isPrimary()) {
        continue;
      }
      String gap;
      if (collection.hasPrefix()
          && former.sort() != null
          && !former.sort().literalPrefix().startsWith(collection.prefix())) {
        gap =
            "its former sort key does not start with the prefix \""
                + collection.prefix()
                + "\" that selects collection \""
                + collection.name()
                + "\"";
        diagnostics.error(
            former.origin(),
            CollectionMessage.PREFIX_FORMER,
            entity.simpleName(),
            former.sort().source(),
            collection.prefix(),
            collection.name(),
            entity.typeName(),
            db,
            design.table().sortKey(),
            collection.prefix(),
            collection.name(),
            collection.prefix(),
            collection.name());
      } else {
        continue;
      }
      unserved(design, entity, collection.name(), from, gap, db);
    }
  }

  /** Whether the collection a pattern reads holds {@code entity} by the index {@code index}. */
  static boolean ofCollection(
      TableDesign design, AccessPatternModel pattern, EntityModel entity, String index) {
    return PatternServing.collection(design, pattern)
        .map(name -> PatternServing.collections(design).get(name).get(entity))
        .filter(member -> index.equals(member.indexName()))
        .isPresent();
  }

  /**
   * Why the query of the collection on an index that {@code pattern} reads cannot follow the move
   * of {@code entity}'s keys there ({@code former}), or empty when it reads the former index keys
   * as well, merged, as the entity's own queries of the index do: where the move qualifies ({@code
   * gap} is empty) and, as on the table, a sub-collection's prefix is the start of the former sort
   * key too.
   */
  static Optional<String> indexGap(
      TableDesign design,
      AccessPatternModel pattern,
      EntityModel entity,
      MigrationModel.IndexFormer former,
      Optional<String> gap) {
    if (gap.isPresent()) {
      return Optional.of(
          "a collection query reads only the keys the items hold, the former ones until the"
              + " backfill rewrote them (it cannot also read the former keys: "
              + gap.get()
              + ")");
    }
    Optional<CollectionModel> collection =
        PatternServing.collection(design, pattern)
            .flatMap(
                name ->
                    entity.collections().stream().filter(c -> c.name().equals(name)).findFirst());
    if (collection.isPresent()
        && collection.get().hasPrefix()
        && former.sort() != null
        && !former.sort().literalPrefix().startsWith(collection.get().prefix())) {
      return Optional.of(
          "its former sort key does not start with the prefix \""
              + collection.get().prefix()
              + "\" that selects collection \""
              + collection.get().name()
              + "\" (a sub-collection follows a move only under its prefix, as on the table)");
    }
    return Optional.empty();
  }

  /** An error on each declared read served by a query of the collection. */
  private void unserved(
      TableDesign design,
      EntityModel entity,
      String collection,
      String from,
      String gap,
      String db) {
    for (AccessPatternModel pattern : design.patterns()) {
      Optional<PatternCandidate> chosen =
          PatternServing.choose(PatternServing.candidates(design, pattern));
      if (chosen.isPresent()
          && chosen.get().access() == PatternCandidate.Access.COLLECTION
          && chosen.get().use() != null
          && chosen.get().use().isPrimary()
          && PatternServing.collection(design, pattern).filter(collection::equals).isPresent()) {
        diagnostics.error(
            pattern.origin(),
            BaselineMessage.READ_UNSERVED,
            pattern.method(),
            "reads collection \"" + collection + "\" of " + entity.simpleName(),
            "the table key",
            entity.simpleName(),
            from,
            gap,
            entity.typeName() + ".key",
            db);
      }
    }
  }
}
