package dev.singletable.processor.write.report;

import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.List;

/**
 * What the report says about a planned table, computed once for every rendering.
 *
 * @param design the plan: the table as declared and each entity's stored attributes
 * @param patterns the access-pattern rows
 */
record ReportModel(
    TablePlan design, List<AccessPattern> patterns, List<NativeIndex> nativeIndexes) {

  /**
   * A native index as the report shows it.
   *
   * @param partitionKeys its partition attributes with their types: {@code tournamentId (S)}
   * @param sortKeys its sort attributes with their types
   * @param members the entities storing every key attribute, which are in it
   * @param mixed whether a query of one of them would return the others' items
   */
  record NativeIndex(
      IndexModel index,
      List<String> partitionKeys,
      List<String> sortKeys,
      List<String> members,
      boolean mixed) {

    /** {@code tournamentId (S), region (S) / round (N)}. */
    String keys() {
      return String.join(", ", partitionKeys)
          + (sortKeys.isEmpty() ? "" : " / " + String.join(", ", sortKeys));
    }
  }

  static ReportModel of(TablePlan design) {
    TableModel table = design.table();
    List<NativeIndex> nativeIndexes = new ArrayList<>();
    for (IndexModel index : table.nativeIndexes()) {
      List<String> members =
          design.entities().stream()
              .filter(entity -> NativeKeys.member(table, entity.storedAttributes(), index))
              .map(EntityPlan::simpleName)
              .toList();
      nativeIndexes.add(
          new NativeIndex(
              index,
              typed(design, index.partitionKeys()),
              typed(design, index.sortKeys()),
              members,
              members.size() > 1 && !NativeKeys.typed(table, index)));
    }
    return new ReportModel(
        design,
        design.accessPatterns().stream()
            .map(
                entry ->
                    new AccessPattern(
                        entry.partitionKey(),
                        entry.sortKey(),
                        entry.entity(),
                        entry.index(),
                        entry.method().orElse(null)))
            .toList(),
        nativeIndexes);
  }

  private static List<String> typed(TablePlan design, List<String> names) {
    return names.stream().map(name -> name + " (" + design.keyTypes().get(name) + ")").toList();
  }

  /** {@code ordersOfUser(userId, from, page)}: a declared read as its callers write it. */
  static String call(DeclaredPatternPlan pattern) {
    return pattern.method()
        + "("
        + String.join(
            ", ", pattern.parameters().stream().map(DeclaredPatternPlan.Parameter::name).toList())
        + ")";
  }

  /** {@code Query of GSI1}, {@code GetItem of the table}, {@code Scan of the table}. */
  static String read(DeclaredPatternPlan.Description description) {
    return description.operation()
        + (description.index() == null ? " of the table" : " of " + description.index());
  }

  static String indexKeys(IndexModel index) {
    return index.partitionKey() + (index.sortKey() == null ? "" : " / " + index.sortKey());
  }
}
