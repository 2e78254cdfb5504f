package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.TableSettingsModel;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks {@code @TableSettings} against DynamoDB's rules before anything is deployed: provisioned
 * throughput of at least one unit, index throughput only for declared global indexes (capacity only
 * on a provisioned table), warm throughput of at least 1 unit per second (a warning below the
 * 12,000 read and 4,000 write units per second a new on-demand table starts with), a maximum
 * on-demand throughput of at least 1 and only on an on-demand table, and tags as DynamoDB accepts
 * them (keys of 1 to 128 characters, not starting with {@code aws:}, unique; values of at most 256
 * characters; at most 50 tags).
 */
final class TableSettingsValidator {

  private static final int MAX_TAGS = 50;
  // What a new on-demand table can serve at once (DynamoDB developer guide, warm throughput).
  private static final long ON_DEMAND_START_READ = 12_000;
  private static final long ON_DEMAND_START_WRITE = 4_000;

  private final Diagnostics diagnostics;

  TableSettingsValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(TableModel table) {
    TableSettingsModel settings = table.settings();
    if (settings.provisioned() && (settings.readCapacity() < 1 || settings.writeCapacity() < 1)) {
      diagnostics.error(
          at(settings.origin(), settings.readCapacity() < 1 ? "readCapacity" : "writeCapacity"),
          Message.TABLE_THROUGHPUT,
          settings.readCapacity(),
          settings.writeCapacity());
    }
    List<String> globals =
        table.indexes().stream().filter(IndexModel::isGlobal).map(IndexModel::name).toList();
    Set<String> given = new HashSet<>();
    String owner = "table " + table.name();
    checkWarm(settings.warm(), owner, settings.provisioned() ? null : owner);
    checkOnDemandMax(settings, settings.onDemandMax(), owner);
    for (TableSettingsModel.IndexThroughput index : settings.indexThroughput()) {
      String problem = null;
      if (!globals.contains(index.index())) {
        problem =
            "names no global index of table "
                + table.name()
                + (globals.isEmpty()
                    ? ", which has none"
                    : " (its global indexes: " + String.join(", ", globals) + ")")
                + "; local indexes share the table's throughput";
      } else if (!given.add(index.index())) {
        problem = "is declared twice; keep one";
      } else if (!index.provisioned() && !index.warm().given() && !index.onDemandMax().given()) {
        problem =
            "sets nothing; give read and write (a provisioned table), warm...UnitsPerSecond or"
                + " max...RequestUnits (an on-demand table)";
      } else if (index.provisioned() && !settings.provisioned()) {
        problem =
            "is for an on-demand table; give the table readCapacity and writeCapacity to provision"
                + " it, or remove read and write";
      } else if (index.provisioned() && (index.read() < 1 || index.write() < 1)) {
        problem = "needs read and write of at least 1";
      }
      if (problem != null) {
        diagnostics.error(index.origin(), Message.INDEX_THROUGHPUT, index.index(), problem);
        continue;
      }
      String of = "index " + index.index() + " of table " + table.name();
      checkWarm(index.warm(), of, null);
      checkOnDemandMax(settings, index.onDemandMax(), of);
    }
    Set<String> keys = new HashSet<>();
    for (TableSettingsModel.Tag tag : settings.tags()) {
      String problem = null;
      if (tag.key().isEmpty() || tag.key().length() > 128) {
        problem = "has a key of " + tag.key().length() + " characters; DynamoDB takes 1 to 128";
      } else if (tag.key().startsWith("aws:")) {
        problem = "starts with \"aws:\", which AWS reserves for its own tags; choose another key";
      } else if (!keys.add(tag.key())) {
        problem = "is declared twice; a table has one value per tag key";
      } else if (tag.value().length() > 256) {
        problem =
            "has a value of " + tag.value().length() + " characters; DynamoDB takes at most 256";
      } else if (keys.size() > MAX_TAGS) {
        problem = "is tag " + keys.size() + "; a table has at most " + MAX_TAGS + " tags";
      }
      if (problem != null) {
        diagnostics.error(tag.origin(), Message.TABLE_TAG, tag.key(), problem);
      }
    }
  }

  /**
   * Warm throughput: each side given is at least 1; for a table that is on demand ({@code
   * onDemandTable} its description), a warning when below what a new on-demand table starts with.
   */
  private void checkWarm(TableSettingsModel.Units warm, String owner, String onDemandTable) {
    side(warm.read(), warm.readOrigin(), "warmReadUnitsPerSecond", owner, onDemandTable, true);
    side(warm.write(), warm.writeOrigin(), "warmWriteUnitsPerSecond", owner, onDemandTable, false);
  }

  private void side(
      long value, Origin origin, String member, String owner, String onDemandTable, boolean read) {
    if (value < 0) {
      diagnostics.error(origin, SettingsMessage.WARM_THROUGHPUT, member, value, owner);
      return;
    }
    long start = read ? ON_DEMAND_START_READ : ON_DEMAND_START_WRITE;
    if (value > 0 && onDemandTable != null && value <= start) {
      diagnostics.warning(
          origin,
          SettingsMessage.WARM_BELOW_ON_DEMAND_START,
          member,
          value,
          onDemandTable.substring("table ".length()),
          start,
          start);
    }
  }

  /** A maximum on-demand throughput: only on an on-demand table, each side at least 1. */
  private void checkOnDemandMax(
      TableSettingsModel settings, TableSettingsModel.Units max, String owner) {
    maxSide(settings, max.read(), max.readOrigin(), "maxReadRequestUnits", owner);
    maxSide(settings, max.write(), max.writeOrigin(), "maxWriteRequestUnits", owner);
  }

  private void maxSide(
      TableSettingsModel settings, long value, Origin origin, String member, String owner) {
    if (value == 0) {
      return;
    }
    String problem =
        value < 0
            ? "is below 1: a maximum is at least 1 request unit per second; leave it 0 for no"
                + " maximum"
            : settings.provisioned()
                ? "is for on-demand tables, but the table is provisioned (readCapacity = "
                    + settings.readCapacity()
                    + ", writeCapacity = "
                    + settings.writeCapacity()
                    + "); remove it, or leave both capacities 0 for on-demand billing"
                : null;
    if (problem != null) {
      diagnostics.error(
          origin, SettingsMessage.ON_DEMAND_THROUGHPUT, member, value, owner, problem);
    }
  }

  private static Origin at(Origin origin, String member) {
    var value =
        origin.annotation() == null ? null : Annotations.explicitValue(origin.annotation(), member);
    return value == null ? origin : origin.withValue(value);
  }
}
