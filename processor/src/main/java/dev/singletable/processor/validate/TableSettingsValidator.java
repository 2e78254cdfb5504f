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
 * throughput of at least one unit, index throughput only for declared global indexes of a
 * provisioned table, and tags as DynamoDB accepts them (keys of 1 to 128 characters, not starting
 * with {@code aws:}, unique; values of at most 256 characters; at most 50 tags).
 */
final class TableSettingsValidator {

  private static final int MAX_TAGS = 50;

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
      } else if (!settings.provisioned()) {
        problem =
            "is for an on-demand table; give the table readCapacity and writeCapacity to provision"
                + " it, or remove indexThroughput";
      } else if (index.read() < 1 || index.write() < 1) {
        problem = "needs read and write of at least 1";
      }
      if (problem != null) {
        diagnostics.error(index.origin(), Message.INDEX_THROUGHPUT, index.index(), problem);
      }
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

  private static Origin at(Origin origin, String member) {
    var value =
        origin.annotation() == null ? null : Annotations.explicitValue(origin.annotation(), member);
    return value == null ? origin : origin.withValue(value);
  }
}
