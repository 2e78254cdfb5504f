package dev.singletable.processor.validate;

import static dev.singletable.processor.validate.BaselineContext.at;
import static dev.singletable.processor.validate.BaselineContext.quoted;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerDelimiter;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.record.Baseline;
import dev.singletable.processor.model.record.DesignRecord;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Compares a table's design with its accepted record (the {@code singletable.baseline} option): a
 * change that would orphan or misread the items already stored is an error on the annotation or
 * component that changed; what the deployed table needs (a new index to create, a backfill) is a
 * note; a baseline that cannot be compared with is an error naming the file.
 */
public final class BaselineReview {

  private final Diagnostics diagnostics;

  public BaselineReview(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /**
   * @param current the record of {@code design}, as the processor writes it
   */
  public void review(TableDesign design, DesignRecord current, Baseline baseline) {
    TableModel table = design.table();
    String simpleName = table.type().simpleName();
    String recordName = DesignRecord.fileName(simpleName);
    Origin origin = table.origin();
    if (baseline instanceof Baseline.Missing missing) {
      Path folder = Path.of(missing.file()).getParent();
      diagnostics.error(
          origin,
          BaselineMessage.MISSING,
          simpleName,
          missing.folderMissing()
              ? "the folder " + folder + " does not exist"
              : "there is no " + missing.file(),
          recordName,
          folder);
    } else if (baseline instanceof Baseline.Corrupt corrupt) {
      diagnostics.error(
          origin,
          BaselineMessage.CORRUPT,
          corrupt.file(),
          simpleName,
          corrupt.reason(),
          recordName);
    } else if (baseline instanceof Baseline.Newer newer) {
      diagnostics.error(
          origin,
          BaselineMessage.NEWER,
          newer.file(),
          simpleName,
          newer.formatVersion(),
          DesignRecord.FORMAT_VERSION);
    } else {
      Baseline.Found found = (Baseline.Found) baseline;
      DesignRecord accepted = found.record();
      if (!accepted.tableInterface().equals(current.tableInterface())) {
        diagnostics.error(
            origin,
            BaselineMessage.OTHER_TABLE,
            found.file(),
            accepted.table(),
            accepted.tableInterface(),
            current.table(),
            current.tableInterface(),
            recordName,
            found.file());
        return;
      }
      BaselineContext context = new BaselineContext(diagnostics, found.file(), simpleName);
      table(context, design, table, accepted, current);
      indexes(context, table, accepted, current);
      entities(context, design, accepted, current);
    }
  }

  private void table(
      BaselineContext context,
      TableDesign design,
      TableModel table,
      DesignRecord accepted,
      DesignRecord current) {
    Origin origin = table.origin();
    String name = table.type().simpleName();
    if (!accepted.table().equals(current.table())) {
      diagnostics.error(
          at(origin, "name"),
          BaselineMessage.TABLE_NAME,
          name,
          current.table(),
          context.file(),
          accepted.table(),
          accepted.table(),
          context.waysForward("the old name"));
    }
    keyAttribute(
        context, origin, "partition", "pk", accepted.partitionKey(), current.partitionKey(), name);
    keyAttribute(context, origin, "sort", "sk", accepted.sortKey(), current.sortKey(), name);
    if (!accepted.entityTypeAttribute().equals(current.entityTypeAttribute())) {
      diagnostics.error(
          at(origin, "entityType"),
          BaselineMessage.ENTITY_TYPE_ATTRIBUTE,
          name,
          current.entityTypeAttribute(),
          context.file(),
          accepted.entityTypeAttribute(),
          accepted.entityTypeAttribute(),
          context.waysForward("the old attribute"));
    }
    java.util.Optional<FormerDelimiter> moved = FormerDelimiter.of(table);
    if (moved.isPresent()) {
      DelimiterBaseline.review(context, design, moved.get(), accepted.delimiter());
    } else if (!accepted.delimiter().equals(current.delimiter())) {
      diagnostics.error(
          at(origin, "delimiter"),
          BaselineMessage.DELIMITER,
          name,
          current.delimiter(),
          context.file(),
          accepted.delimiter(),
          current.delimiter(),
          "keep the old delimiter, or "
              + context.declare(
                  "formerDelimiter = " + quoted(accepted.delimiter()) + " on the @Table"));
    }
    if (!Objects.equals(accepted.ttlAttribute(), current.ttlAttribute())) {
      diagnostics.note(
          origin,
          BaselineMessage.DEPLOY,
          "The TTL attribute of table "
              + name
              + " is "
              + quoted(current.ttlAttribute())
              + ", not "
              + quoted(accepted.ttlAttribute()),
          context.file(),
          "set it on the deployed table (UpdateTimeToLive) when the code is deployed; items"
              + " stored with only the old attribute no longer expire",
          context.accept());
    }
    if (!Objects.equals(accepted.stream(), current.stream())) {
      diagnostics.note(
          at(origin, "stream"),
          BaselineMessage.DEPLOY,
          "The stream of table "
              + name
              + " is "
              + quoted(current.stream())
              + ", not "
              + quoted(accepted.stream()),
          context.file(),
          "change it on the deployed table (UpdateTable) when the code is deployed",
          context.accept());
    }
  }

  private void keyAttribute(
      BaselineContext context,
      Origin origin,
      String which,
      String member,
      String accepted,
      String current,
      String table) {
    if (!Objects.equals(accepted, current)) {
      diagnostics.error(
          at(origin, member),
          BaselineMessage.KEY_ATTRIBUTES,
          which,
          table,
          quoted(current),
          context.file(),
          quoted(accepted),
          context.accept());
    }
  }

  private void indexes(
      BaselineContext context, TableModel table, DesignRecord accepted, DesignRecord current) {
    String name = table.type().simpleName();
    for (DesignRecord.Index old : accepted.indexes()) {
      Optional<DesignRecord.Index> now = index(current.indexes(), old.name());
      if (now.isEmpty()) {
        diagnostics.error(
            at(table.origin(), old.kind().equals("local") ? "lsis" : "gsis"),
            BaselineMessage.INDEX_REMOVED,
            old.kind().equals("local") ? "Local" : "Global",
            old.name(),
            context.file(),
            name,
            context.accept());
        continue;
      }
      IndexModel model = model(table, old.name());
      if (!keys(old).equals(keys(now.get()))) {
        diagnostics.error(
            model.origin(),
            BaselineMessage.INDEX_KEYS,
            old.name(),
            name,
            keys(now.get()),
            context.file(),
            keys(old),
            context.waysForward("the old declaration"));
      } else if (!projection(old).equals(projection(now.get()))) {
        diagnostics.note(
            model.origin(),
            BaselineMessage.DEPLOY,
            "Index "
                + old.name()
                + " of table "
                + name
                + " projects "
                + projection(now.get())
                + ", not "
                + projection(old),
            context.file(),
            "DynamoDB cannot change the projection of a deployed index: delete the index and"
                + " create it again, or create a new index under another name",
            context.accept());
      }
    }
    for (DesignRecord.Index now : current.indexes()) {
      if (index(accepted.indexes(), now.name()).isPresent()) {
        continue;
      }
      IndexModel model = model(table, now.name());
      if (model.isNative()) {
        diagnostics.note(
            model.origin(),
            BaselineMessage.DEPLOY,
            "Index " + now.name() + " of table " + name + " is new",
            context.file(),
            "create it on the deployed table (UpdateTable) before the code that reads it is"
                + " deployed; it is keyed by attributes the items already store, so DynamoDB fills"
                + " it from them and no backfill is needed",
            context.accept());
      } else if (!model.isGlobal()) {
        diagnostics.error(
            model.origin(),
            BaselineMessage.LSI_ADDED,
            now.name(),
            name,
            context.file(),
            context.accept());
      } else {
        diagnostics.note(
            model.origin(),
            BaselineMessage.DEPLOY,
            "Index " + now.name() + " of table " + name + " is new",
            context.file(),
            "create it on the deployed table before the code that reads it is deployed:"
                + " createIndex(\""
                + now.name()
                + "\", ...) of "
                + context.migrations()
                + " sends UpdateTable and fills the keys of the items stored",
            context.accept());
      }
    }
  }

  private void entities(
      BaselineContext context, TableDesign design, DesignRecord accepted, DesignRecord current) {
    Set<DesignRecord.Entity> matched = new HashSet<>();
    KeyBaselineReview keys = new KeyBaselineReview(context);
    StoredShapeReview shapes = new StoredShapeReview(context);
    FormerTypeReview types = new FormerTypeReview(context);
    for (DesignRecord.Entity now : current.entities()) {
      EntityModel entity =
          design.entities().stream()
              .filter(model -> model.type().canonicalName().equals(now.className()))
              .findFirst()
              .orElseThrow();
      MigrationModel migration = design.migration(entity).orElse(null);
      Optional<DesignRecord.Entity> old =
          migration != null && migration.formerType() != null
              ? types.accepted(entity, migration.formerType(), now, accepted.entities())
              : accepted.entities().stream().filter(e -> e.type().equals(now.type())).findFirst();
      if (old.isEmpty() && (migration == null || migration.formerType() == null)) {
        old =
            accepted.entities().stream()
                .filter(e -> e.className().equals(now.className()))
                .filter(e -> current.entities().stream().noneMatch(c -> c.type().equals(e.type())))
                .findFirst();
        old.ifPresent(
            previous ->
                diagnostics.error(
                    BaselineContext.at(entity.origin(), "name"),
                    BaselineMessage.ENTITY_TYPE,
                    entity.simpleName(),
                    now.type(),
                    context.file(),
                    previous.type(),
                    previous.type(),
                    accepted.entityTypeAttribute(),
                    entity.simpleName(),
                    "keep the old name with @Entity(name = \""
                        + previous.type()
                        + "\"), or "
                        + context.declare(
                            "formerly = \"" + previous.type() + "\" on the @Entity")));
      }
      if (old.isPresent()) {
        matched.add(old.get());
        keys.review(entity, old.get(), now, design.table(), migration);
        if (!new ShapeBaselineReview(context).review(entity, old.get(), now, design)) {
          shapes.review(entity, old.get(), now, migration);
        }
      }
    }
    for (DesignRecord.Entity old : accepted.entities()) {
      if (!matched.contains(old)) {
        diagnostics.error(
            design.table().origin(),
            BaselineMessage.ENTITY_REMOVED,
            old.type(),
            old.className(),
            context.file(),
            design.table().type().simpleName(),
            context.accept());
      }
    }
  }

  private static Optional<DesignRecord.Index> index(List<DesignRecord.Index> indexes, String name) {
    return indexes.stream().filter(index -> index.name().equals(name)).findFirst();
  }

  private static IndexModel model(TableModel table, String indexName) {
    return table.index(indexName).or(() -> table.nativeIndex(indexName)).orElseThrow();
  }

  /** An index's kind and keys, as the messages show them. */
  private static String keys(DesignRecord.Index index) {
    if (index.isNative()) {
      return "a global index keyed by its items' own attributes "
          + String.join(", ", index.partitionKeys())
          + (index.sortKeys().isEmpty() ? "" : " then " + String.join(", ", index.sortKeys()));
    }
    return "a "
        + index.kind()
        + " index keyed by "
        + quoted(index.partitionKey())
        + (index.sortKey() == null ? " alone" : " and " + quoted(index.sortKey()));
  }

  private static String projection(DesignRecord.Index index) {
    return index.projection().equals("INCLUDE")
        ? "INCLUDE " + String.join(", ", index.include())
        : index.projection();
  }
}
