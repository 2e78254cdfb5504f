package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * How many distinct values a key component can take, as far as its type tells: enums and booleans
 * have a handful, a date one per day; every other key type (strings, numbers, timestamps, UUIDs) is
 * taken as unbounded.
 */
final class Cardinality {

  private Cardinality() {}

  /** Partition placeholders of these kinds spread items over few partitions. */
  static boolean isLow(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    return kind == ScalarKind.ENUM || kind == ScalarKind.BOOLEAN || kind == ScalarKind.LOCAL_DATE;
  }

  /** Sort placeholders of these kinds only multiply items per partition by a constant. */
  private static boolean isBounded(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    return kind == ScalarKind.ENUM || kind == ScalarKind.BOOLEAN;
  }

  /**
   * The last component of the entity's table key that lets one partition (of the table or an index)
   * hold any number of its items: one that is not in {@code partitionKey} and not an enum or
   * boolean, usually the item's id. The table key identifies an item, so when every table-key
   * component is in the partition key (or has few values) a partition holds a bounded number of the
   * entity's items, such as the single item of a constant key; then it is empty.
   */
  static Optional<AttributeModel> growth(EntityModel entity, KeyPatternModel partitionKey) {
    Set<String> partition =
        partitionKey.placeholders().stream()
            .map(Segment.Placeholder::name)
            .collect(Collectors.toSet());
    KeyPatternModel tableSort = entity.primaryKey().sortKey();
    return Stream.concat(
            entity.primaryKey().partitionKey().placeholders().stream(),
            tableSort == null ? Stream.empty() : tableSort.placeholders().stream())
        .filter(p -> !partition.contains(p.name()))
        .map(p -> entity.attribute(p.name()).orElseThrow())
        .filter(a -> !isBounded(a))
        .reduce((first, second) -> second);
  }
}
