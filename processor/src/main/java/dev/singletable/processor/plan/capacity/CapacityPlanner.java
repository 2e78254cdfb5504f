package dev.singletable.processor.plan.capacity;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Plans the capacity estimates of a design from its entities and declared access patterns. */
public final class CapacityPlanner {

  private CapacityPlanner() {}

  public static CapacityPlan plan(TableDesign design, List<DeclaredPatternPlan> declared) {
    List<CapacityPlan.PatternRead> reads = new ArrayList<>();
    for (DeclaredPatternPlan pattern : declared) {
      reads.add(read(design, pattern));
    }
    List<CapacityPlan.EntityWrite> writes = new ArrayList<>();
    for (EntityModel entity : design.entities()) {
      writes.add(write(design.table(), entity));
    }
    // A multi-Region strongly consistent table has no transactions (DynamoDB refuses them there).
    return new CapacityPlan(reads, writes, !design.table().settings().multiRegionStrong());
  }

  /** The indexes keyed by synthetic attributes, then the native ones. */
  private static List<IndexModel> allIndexes(TableModel table) {
    List<IndexModel> indexes = new ArrayList<>(table.indexes());
    indexes.addAll(table.nativeIndexes());
    return indexes;
  }

  static CapacityPlan.EntityWrite write(TableModel table, EntityModel entity) {
    long bytes = ItemSizes.item(table, entity);
    long tableUnits = CapacityUnits.write(bytes);
    long total = tableUnits;
    List<CapacityPlan.IndexCopy> copies = new ArrayList<>();
    for (IndexModel index : allIndexes(table)) {
      Optional<Long> copy = ItemSizes.inIndex(table, entity, index);
      if (copy.isPresent()) {
        long units = CapacityUnits.write(copy.get());
        copies.add(new CapacityPlan.IndexCopy(index.name(), index.isGlobal(), copy.get(), units));
        total += units;
      }
    }
    return new CapacityPlan.EntityWrite(
        entity.type().simpleName(), bytes, tableUnits, copies, total);
  }

  private static CapacityPlan.PatternRead read(TableDesign design, DeclaredPatternPlan pattern) {
    DeclaredPatternPlan.Description description = pattern.description();
    TableModel table = design.table();
    IndexModel index =
        description.index() == null
            ? null
            : allIndexes(table).stream()
                .filter(i -> i.name().equals(description.index()))
                .findFirst()
                .orElse(null);
    long itemBytes = 1;
    for (EntityModel entity : design.entities()) {
      if (description.entities().contains(entity.type().simpleName())) {
        long bytes =
            index == null
                ? ItemSizes.item(table, entity)
                : ItemSizes.inIndex(table, entity, index).orElse(0L);
        itemBytes = Math.max(itemBytes, bytes);
      }
    }
    boolean getItem = pattern.getItem().isPresent();
    boolean consistent =
        pattern.getItem().map(DeclaredPatternPlan.GetItem::consistent).orElse(false)
            || pattern.read().map(DeclaredPatternPlan.Read::consistent).orElse(false);
    boolean global = index != null && index.isGlobal();
    if (getItem || description.items().equals("0 or 1")) {
      double eventual =
          getItem
              ? CapacityUnits.getItem(itemBytes, false)
              : CapacityUnits.query(itemBytes, 1, false);
      Double strong =
          global
              ? null
              : getItem
                  ? CapacityUnits.getItem(itemBytes, true)
                  : CapacityUnits.query(itemBytes, 1, true);
      return new CapacityPlan.PatternRead(
          pattern.method(),
          description.operation(),
          description.index(),
          itemBytes,
          1,
          false,
          eventual,
          strong,
          consistent);
    }
    Optional<Long> limit =
        pattern.read().flatMap(DeclaredPatternPlan.Read::limit).flatMap(CapacityPlanner::number);
    long items = limit.orElse((long) CapacityPlan.PatternRead.ASSUMED_ITEMS);
    // A read served by an index without whole items then fetches each item with BatchGetItem,
    // billed as one GetItem of the whole item per key.
    boolean fetched =
        pattern.read().map(read -> read.finish() == DeclaredPatternPlan.Finish.FETCH).orElse(false);
    long wholeBytes = 1;
    for (EntityModel entity : design.entities()) {
      if (fetched && description.entities().contains(entity.type().simpleName())) {
        wholeBytes = Math.max(wholeBytes, ItemSizes.item(table, entity));
      }
    }
    double fetchEventual = fetched ? items * CapacityUnits.getItem(wholeBytes, false) : 0;
    double fetchStrong = fetched ? items * CapacityUnits.getItem(wholeBytes, true) : 0;
    return new CapacityPlan.PatternRead(
        pattern.method(),
        description.operation(),
        description.index(),
        itemBytes,
        items,
        limit.isEmpty(),
        CapacityUnits.query(itemBytes, items, false) + fetchEventual,
        global ? null : CapacityUnits.query(itemBytes, items, true) + fetchStrong,
        consistent);
  }

  private static Optional<Long> number(String code) {
    try {
      return Optional.of(Long.parseLong(code));
    } catch (NumberFormatException parameter) {
      return Optional.empty();
    }
  }
}
