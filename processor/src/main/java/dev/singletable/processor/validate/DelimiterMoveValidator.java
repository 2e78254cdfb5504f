package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerDelimiter;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a delimiter move ({@code @Table(delimiter = "|", formerDelimiter = "#")}): the former
 * delimiter must be a valid delimiter other than the table's, and an entity whose keys move with
 * the delimiter moves from that one former key only, so it declares no {@code @FormerKey} (of its
 * table key or of a global index key that holds the delimiter) and no {@code @FormerFormat}.
 */
final class DelimiterMoveValidator {

  private final Diagnostics diagnostics;

  DelimiterMoveValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(TableDesign design) {
    FormerDelimiter moved = FormerDelimiter.of(design.table()).orElse(null);
    if (moved == null) {
      return;
    }
    String table = design.table().type().simpleName();
    if (!TableValidator.isValidDelimiter(moved.value())) {
      diagnostics.error(
          moved.origin(),
          BaselineMessage.FORMER_DELIMITER,
          table,
          moved.value(),
          "it is not a delimiter: a delimiter is exactly one character that is not a letter, a"
              + " digit, white space, '{', '}' or a character used by encoded key values ('-',"
              + " ':', '.', '+'). Declare the delimiter the stored keys were written with");
      return;
    }
    if (moved.value().equals(moved.current())) {
      diagnostics.error(
          moved.origin(),
          BaselineMessage.FORMER_DELIMITER,
          table,
          moved.value(),
          "it is the table's delimiter, so no key moves; remove formerDelimiter");
      return;
    }
    for (EntityModel entity : design.entities()) {
      for (KeyUse use : uses(entity)) {
        boolean moves = moved.moves(use.partitionKey()) || moved.moves(use.sortKey());
        boolean sharded =
            use.partitionKey().hasShard() || (use.sortKey() != null && use.sortKey().hasShard());
        if (moves && sharded) {
          diagnostics.error(
              use.origin(),
              BaselineMessage.FORMER_DELIMITER,
              table,
              moved.value(),
              entity.simpleName()
                  + (use.isPrimary() ? "'s table key" : "'s key in index " + use.indexName())
                  + " holds the delimiter and a {shard} slot, and a sharded key cannot move with"
                  + " the delimiter yet (its former key is not computed from the new one): keep"
                  + " the delimiter, or move the items to a new table");
        }
      }
    }
    for (MigrationModel migration : design.migrations()) {
      String entity = migration.entity().simpleName();
      MigrationModel.FormerKey key = migration.formerKey();
      if (key != null && !key.byDelimiter()) {
        oneFormer(moved, key.origin(), table, entity, "its @KeyPattern declares formerly");
      }
      for (MigrationModel.FormerFormat format : migration.formats()) {
        oneFormer(
            moved,
            format.origin(),
            table,
            entity,
            "its key component " + format.attribute().name() + " declares a former format");
      }
      for (MigrationModel.IndexFormer index : migration.indexes()) {
        if (!index.byDelimiter()
            && (moved.moves(index.use().partitionKey()) || moved.moves(index.use().sortKey()))) {
          oneFormer(
              moved,
              index.origin(),
              table,
              entity,
              "its key in index " + index.use().indexName() + " declares formerly");
        }
      }
    }
  }

  /** The entity's table key and its keys in global indexes, of which a delimiter move moves. */
  private static List<KeyUse> uses(EntityModel entity) {
    List<KeyUse> uses = new ArrayList<>();
    if (entity.primaryKey() != null && entity.primaryKey().partitionKey() != null) {
      uses.add(entity.primaryKey());
    }
    for (KeyUse use : entity.indexKeys()) {
      if (!use.local() && use.partitionKey() != null) {
        uses.add(use);
      }
    }
    return uses;
  }

  private void oneFormer(
      FormerDelimiter moved, Origin origin, String table, String entity, String what) {
    diagnostics.error(
        origin,
        BaselineMessage.FORMER_DELIMITER,
        table,
        moved.value(),
        entity
            + " moves from one former key at a time, and "
            + what
            + ": its stored keys carry either the former key or the former delimiter. Run that"
            + " migration and accept its design first, then move the delimiter (or keep the"
            + " delimiter until then)");
  }
}
