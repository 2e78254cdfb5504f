package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerDelimiter;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.record.DesignRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Compares a delimiter move ({@code @Table(formerDelimiter = ...)}) with the accepted record: a
 * former delimiter that is the accepted one turns the changed delimiter into a migration in flight
 * (a note naming the jobs that move the keys); any other is an error naming the accepted one. The
 * keys themselves are compared as declared former keys are: each entity's key rendered with the
 * former delimiter against the accepted key.
 */
final class DelimiterBaseline {

  private DelimiterBaseline() {}

  static void review(
      BaselineContext context, TableDesign design, FormerDelimiter moved, String accepted) {
    String label = "The key delimiter";
    String table = "table " + design.table().type().simpleName();
    String now = BaselineContext.quoted(moved.current());
    if (moved.value().equals(accepted) && !moved.current().equals(accepted)) {
      context
          .diagnostics()
          .note(
              moved.origin(),
              BaselineMessage.MIGRATION,
              label,
              table,
              BaselineContext.quoted(accepted),
              now,
              context.file(),
              String.join("\", \"", jobs(design)),
              context.migrations(),
              context.accept());
      return;
    }
    context
        .diagnostics()
        .error(
            moved.origin(),
            BaselineMessage.FORMERLY_MISMATCH,
            label,
            table,
            BaselineContext.quoted(moved.value()),
            context.file(),
            BaselineContext.quoted(accepted),
            moved.current().equals(accepted)
                ? "the accepted design already separates key parts with "
                    + now
                    + ", so no key moves; remove formerDelimiter"
                : "the stored keys were written with "
                    + BaselineContext.quoted(accepted)
                    + "; declare formerDelimiter = "
                    + BaselineContext.quoted(accepted)
                    + ", or "
                    + context.waysForward("the old delimiter"));
  }

  /**
   * Whether a local index key moves with the table's delimiter ({@code @Table(formerDelimiter =
   * ...)}): its sort key, rendered with the former delimiter, is the accepted one. A local index
   * declares no former key; its fill job rewrites the stored items' keys, which the note names.
   */
  static boolean localIndex(
      BaselineContext context,
      TableModel table,
      EntityModel entity,
      KeyUse use,
      DesignRecord.Key old,
      Optional<DesignRecord.Key> current,
      DesignRecord.Entity now) {
    boolean moves =
        use.local()
            && current.isPresent()
            && old.sort() != null
            && current.get().sort() != null
            && FormerDelimiter.of(table)
                .filter(FormerDelimiter::renders)
                .map(
                    moved ->
                        moved.render(current.get().sort().source()).equals(old.sort().source()))
                .orElse(false);
    if (moves && !current.get().sort().source().equals(old.sort().source())) {
      context
          .diagnostics()
          .note(
              use.origin(),
              BaselineMessage.MIGRATION,
              "The " + old.index() + " key",
              entity.simpleName(),
              keys(old),
              keys(current.get()),
              context.file(),
              now.type() + ".fill:" + old.index(),
              context.migrations(),
              context.accept());
    }
    return moves;
  }

  private static String keys(DesignRecord.Key key) {
    return "pk = "
        + BaselineContext.quoted(key.partition() == null ? null : key.partition().source())
        + (key.sort() == null ? "" : ", sk = " + BaselineContext.quoted(key.sort().source()));
  }

  /** The jobs that move keys with the delimiter: each entity's key move and index fills. */
  private static List<String> jobs(TableDesign design) {
    List<String> jobs = new ArrayList<>();
    for (MigrationModel migration : design.migrations()) {
      String type = migration.entity().typeName();
      if (migration.formerKey() != null && migration.formerKey().byDelimiter()) {
        jobs.add(type + ".key");
      }
      for (MigrationModel.IndexFormer index : migration.indexes()) {
        if (index.byDelimiter()) {
          jobs.add(type + ".fill:" + index.use().indexName());
        }
      }
    }
    return jobs.isEmpty() ? List.of("none: no key holds the delimiter") : jobs;
  }
}
