package dev.singletable.processor.validate;

import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.ConverterModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableModel;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/** Checks a table declaration: names, delimiter, index declarations and their limits. */
public final class TableValidator {

  /** Characters that encoded key values use, so the delimiter must not be one of them. */
  private static final String ENCODING_CHARACTERS = "-:.+{}";

  private final Diagnostics diagnostics;

  public TableValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableModel table) {
    if (!isValidName(table.name())) {
      diagnostics.error(at(table, "name"), Message.TABLE_NAME_INVALID, table.name());
    }
    String delimiter = table.delimiter();
    if (!isValidDelimiter(delimiter)) {
      diagnostics.error(at(table, "delimiter"), Message.DELIMITER_INVALID, delimiter);
    }
    checkKeyName(table, table.partitionKey(), "pk", "partition key");
    if (table.sortKey() != null) {
      checkKeyName(table, table.sortKey(), "sk", "sort key");
    }
    checkKeyName(table, table.entityTypeAttribute(), "entityType", "entity type attribute");
    validateIndexes(table);
    new TableSettingsValidator(diagnostics).validate(table);
    for (ConverterModel converter : table.converters()) {
      if (!converter.usable()) {
        diagnostics.error(
            converter.origin(),
            Message.CONVERTER_INVALID,
            converter.conversion().converter().simpleName(),
            table.type().simpleName(),
            converter.problem());
      }
    }
  }

  private void validateIndexes(TableModel table) {
    Set<String> names = new HashSet<>();
    int locals = 0;
    int globals = 0;
    int projected = 0;
    for (IndexModel index : table.indexes()) {
      if (!isValidName(index.name())) {
        diagnostics.error(index.origin(), Message.INDEX_NAME_INVALID, index.name());
      }
      if (!names.add(index.name())) {
        diagnostics.error(index.origin(), Message.INDEX_NAME_DUPLICATE, index.name());
      }
      if (index.isGlobal()) {
        globals++;
        checkGlobalKeys(table, index);
      } else {
        locals++;
        if (!table.hasSortKey()) {
          diagnostics.error(
              index.origin(),
              Message.LSI_WITHOUT_SORT_KEY,
              index.name(),
              table.type().simpleName());
        } else if (index.sortKey().equals(table.sortKey())) {
          diagnostics.error(
              index.origin(),
              Message.INDEX_KEY_CLASH,
              index.name(),
              index.sortKey(),
              "sort",
              "sort key");
        }
      }
      if (index.projection() == Projection.INCLUDE && index.include().isEmpty()) {
        diagnostics.error(index.origin(), Message.INCLUDE_WITHOUT_ATTRIBUTES, index.name());
      }
      if (index.projection() != Projection.INCLUDE && !index.include().isEmpty()) {
        diagnostics.error(
            index.origin(),
            Message.INCLUDE_WITH_OTHER_PROJECTION,
            index.name(),
            index.projection());
      }
      projected += index.include().size();
    }
    if (locals > 5) {
      diagnostics.error(
          at(table, "lsis"), Message.TOO_MANY_LSIS, table.type().simpleName(), locals);
    }
    if (projected > 100) {
      diagnostics.error(
          table.origin(),
          Message.TOO_MANY_PROJECTED_ATTRIBUTES,
          table.type().simpleName(),
          projected);
    }
    if (globals > 20) {
      diagnostics.warning(at(table, "gsis"), Message.MANY_GSIS, table.type().simpleName(), globals);
    }
  }

  private void checkGlobalKeys(TableModel table, IndexModel index) {
    // An inverted index (pk = table sk, sk = table pk) is legitimate; only one attribute playing
    // both index keys, or an index key reusing the entity type attribute, is a mistake.
    if (index.partitionKey().equals(index.sortKey())) {
      diagnostics.error(
          index.origin(),
          Message.INDEX_KEY_CLASH,
          index.name(),
          index.sortKey(),
          "sort",
          "index partition key");
    }
    if (index.partitionKey().equals(table.entityTypeAttribute())) {
      diagnostics.error(
          index.origin(),
          Message.INDEX_KEY_CLASH,
          index.name(),
          index.partitionKey(),
          "partition",
          "entity type attribute");
    }
  }

  private void checkKeyName(TableModel table, String name, String member, String what) {
    if (name.isEmpty() || name.getBytes(StandardCharsets.UTF_8).length > 255) {
      diagnostics.error(at(table, member), Message.KEY_ATTRIBUTE_NAME_INVALID, name, what);
    }
  }

  private static Origin at(TableModel table, String member) {
    var origin = table.origin();
    var value = Annotations.explicitValue(origin.annotation(), member);
    return value == null ? origin : origin.withValue(value);
  }

  /**
   * Whether {@code delimiter} can separate key parts: one character, not a letter, a digit, white
   * space or a character encoded values use.
   */
  static boolean isValidDelimiter(String delimiter) {
    return delimiter.length() == 1
        && !Character.isLetterOrDigit(delimiter.charAt(0))
        && !Character.isWhitespace(delimiter.charAt(0))
        && ENCODING_CHARACTERS.indexOf(delimiter.charAt(0)) < 0;
  }

  /** DynamoDB table and index names: 3 to 255 of {@code [a-zA-Z0-9_.-]}. */
  public static boolean isValidName(String name) {
    if (name.length() < 3 || name.length() > 255) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || c == '_'
              || c == '-'
              || c == '.';
      if (!ok) {
        return false;
      }
    }
    return true;
  }
}
