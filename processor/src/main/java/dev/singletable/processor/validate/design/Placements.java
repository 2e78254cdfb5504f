package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.validate.design.Placement.Space;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which entities each index of a table holds. An item is in an index exactly when it has every key
 * attribute of the index, so an entity is there when it writes them: through its own
 * {@code @Gsi}/{@code @Lsi}, or because they are table key attributes (an inverted index with pk =
 * SK and sk = PK holds every item, keyed by its table patterns swapped). An entity that does not
 * write an index's keys is absent from it (a sparse index) and can neither collide nor leak there.
 */
final class Placements {

  private final Map<Space, List<Placement>> bySpace = new LinkedHashMap<>();

  private Placements() {}

  static Placements of(TableDesign design) {
    TableModel table = design.table();
    Placements placements = new Placements();
    List<Space> spaces = new ArrayList<>();
    spaces.add(new Space(null, table.partitionKey(), table.sortKey()));
    for (IndexModel index : table.indexes()) {
      spaces.add(new Space(index, index.partitionKey(), index.sortKey()));
    }
    for (Space space : spaces) {
      List<Placement> held = new ArrayList<>();
      for (EntityModel entity : design.entities()) {
        if (entity.primaryKey() == null) {
          continue;
        }
        Map<String, KeyPatternModel> writes = writes(table, entity);
        KeyPatternModel pk = writes.get(space.partitionAttribute());
        KeyPatternModel sk =
            space.sortAttribute() == null ? null : writes.get(space.sortAttribute());
        if (pk != null && (space.sortAttribute() == null || sk != null)) {
          // The entity's own declaration holds the same patterns, positioned where it was written.
          KeyUse use = use(entity, space);
          held.add(
              use == null
                  ? new Placement(entity, space, pk, sk, null)
                  : new Placement(
                      entity, space, use.partitionKey(), sk == null ? null : use.sortKey(), use));
        }
      }
      placements.bySpace.put(space, held);
    }
    return placements;
  }

  /** The table first, then every index in declaration order, each with the entities it holds. */
  Map<Space, List<Placement>> bySpace() {
    return bySpace;
  }

  /** The key attributes an entity writes, each with the pattern that fills it. */
  private static Map<String, KeyPatternModel> writes(TableModel table, EntityModel entity) {
    Map<String, KeyPatternModel> writes = new HashMap<>();
    writes.put(table.partitionKey(), entity.primaryKey().partitionKey());
    if (table.hasSortKey() && entity.primaryKey().sortKey() != null) {
      writes.put(table.sortKey(), entity.primaryKey().sortKey());
    }
    for (KeyUse use : entity.indexKeys()) {
      IndexModel index = use.index();
      if (index == null) {
        continue;
      }
      // Validation made an index key that is also a table key hold the table's pattern.
      if (!use.local() && use.partitionKey() != null) {
        writes.putIfAbsent(index.partitionKey(), use.partitionKey());
      }
      if (index.sortKey() != null && use.sortKey() != null) {
        writes.putIfAbsent(index.sortKey(), use.sortKey());
      }
    }
    return writes;
  }

  private static KeyUse use(EntityModel entity, Space space) {
    if (space.index() == null) {
      return entity.primaryKey();
    }
    return entity.indexKeys().stream()
        .filter(use -> space.index().name().equals(use.indexName()))
        .findFirst()
        .orElse(null);
  }
}
