package dev.singletable.processor.plan.view;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The example items the model view draws: a few items of each entity, complete with their table and
 * index keys, chosen so that partitions hold more than one item wherever the keys allow it. Every
 * value is derived from the design alone, so the same design always gives the same items.
 */
final class ExampleItems {

  /** How many items each entity gets (one when its primary key is a constant). */
  static final int PER_ENTITY = 3;

  private ExampleItems() {}

  static List<ExampleItem> of(TableDesign design, ExampleValues values) {
    List<ExampleItem> items = new ArrayList<>();
    Set<String> primaryKeys = new HashSet<>();
    TableModel table = design.table();
    for (EntityModel entity : design.entities()) {
      if (entity.primaryKey() == null) {
        continue;
      }
      boolean constant =
          entity.primaryKey().partitionKey().isConstant()
              && (entity.primaryKey().sortKey() == null
                  || entity.primaryKey().sortKey().isConstant());
      for (int k = 0; k < (constant ? 1 : PER_ENTITY); k++) {
        ExampleItem item = item(table, entity, values, k);
        String pk = item.attributes().get(table.partitionKey()).text();
        ExampleValue sk = table.sortKey() == null ? null : item.attributes().get(table.sortKey());
        // Two variants can meet on one key (a boolean component has two values only): keep one.
        if (primaryKeys.add(pk + '\u0000' + (sk == null ? "" : sk.text()))) {
          items.add(item);
        }
      }
    }
    return List.copyOf(items);
  }

  private static ExampleItem item(
      TableModel table, EntityModel entity, ExampleValues values, int k) {
    Map<String, ExampleValue> attributes = new LinkedHashMap<>();
    for (KeyUse use : entity.keyUses()) {
      IndexModel index = use.index();
      String partitionAttribute = index == null ? table.partitionKey() : index.partitionKey();
      String sortAttribute = index == null ? table.sortKey() : index.sortKey();
      // An index key stored in a table key attribute (an inverted index) is the same value.
      attributes.putIfAbsent(
          partitionAttribute, ExampleValue.s(key(entity, use.partitionKey(), values, k)));
      if (use.sortKey() != null && sortAttribute != null) {
        attributes.putIfAbsent(
            sortAttribute, ExampleValue.s(key(entity, use.sortKey(), values, k)));
      }
    }
    attributes.put(table.entityTypeAttribute(), ExampleValue.s(entity.typeName()));
    for (AttributeModel attribute : entity.storedAttributes()) {
      attributes.put(
          attribute.storedName(),
          values.stored(entity.simpleName(), attribute, variant(entity, attribute, k)));
    }
    return new ExampleItem(entity.simpleName(), attributes);
  }

  private static String key(
      EntityModel entity, KeyPatternModel pattern, ExampleValues values, int k) {
    StringBuilder key = new StringBuilder();
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        key.append(literal.text());
      } else if (segment instanceof Segment.Shard) {
        key.append(entity.firstShardText(pattern));
      } else {
        AttributeModel attribute =
            entity.attribute(((Segment.Placeholder) segment).name()).orElseThrow();
        key.append(values.keyText(entity.simpleName(), attribute, variant(entity, attribute, k)));
      }
    }
    return key.toString();
  }

  /**
   * Which value the k-th item of an entity takes for an attribute. Primary keys stay unique: when
   * the sort key has components of its own, the first two items share a partition ({@code k / 2})
   * and differ by sort key ({@code k % 2}). An index partition key component that leaves room for
   * several items per index partition is shared the same way, so that index views group items too;
   * everything else differs per item.
   */
  static int variant(EntityModel entity, AttributeModel attribute, int k) {
    KeyUse primary = entity.primaryKey();
    Set<String> partition = names(primary.partitionKey());
    Set<String> sortOnly = names(primary.sortKey());
    sortOnly.removeAll(partition);
    String name = attribute.name();
    if (partition.contains(name)) {
      return sortOnly.isEmpty() ? k : k / 2;
    }
    if (sortOnly.contains(name)) {
      return partition.isEmpty() ? k : k % 2;
    }
    boolean grouped = false;
    for (KeyUse use : entity.indexKeys()) {
      Set<String> indexPartition = names(use.partitionKey());
      if (indexPartition.contains(name)) {
        Set<String> indexSortOnly = names(use.sortKey());
        indexSortOnly.removeAll(indexPartition);
        if (indexSortOnly.isEmpty()) {
          return k; // one item per index partition (a lookup, such as a unique e-mail)
        }
        grouped = true;
      }
    }
    return grouped ? k / 2 : k;
  }

  private static Set<String> names(KeyPatternModel pattern) {
    Set<String> names = new HashSet<>();
    if (pattern != null) {
      pattern.placeholders().forEach(placeholder -> names.add(placeholder.name()));
    }
    return names;
  }
}
