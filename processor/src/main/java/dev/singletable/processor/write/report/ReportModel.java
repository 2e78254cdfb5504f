package dev.singletable.processor.write.report;

import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;

/**
 * What the report says about a planned table, computed once for every rendering.
 *
 * @param design the plan: the table as declared and each entity's stored attributes
 * @param patterns the access-pattern rows
 */
record ReportModel(TablePlan design, List<AccessPattern> patterns) {

  static ReportModel of(TablePlan design) {
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
            .toList());
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
