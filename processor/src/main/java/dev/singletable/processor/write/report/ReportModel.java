package dev.singletable.processor.write.report;

import dev.singletable.processor.model.IndexModel;
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

  static String indexKeys(IndexModel index) {
    return index.partitionKey() + (index.sortKey() == null ? "" : " / " + index.sortKey());
  }
}
