package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableModel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Checks an entity's primary key and index keys against the table: the patterns themselves, that
 * each named index exists and is of the right kind, sort keys present exactly where the table or
 * index has one, and that generated query method names are valid and distinct.
 */
final class KeyUseValidator {

  /** Methods every generated repository has; query methods must not shadow them. */
  static final Set<String> REPOSITORY_METHODS =
      Set.of(
          "get",
          "getConsistent",
          "put",
          "create",
          "delete",
          "deleteReturning",
          "update",
          "scan",
          "schema",
          "tableName",
          "context",
          "keyOf",
          "equals",
          "hashCode",
          "toString");

  private final Diagnostics diagnostics;
  private final PatternValidator patterns;

  KeyUseValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
    this.patterns = new PatternValidator(diagnostics);
  }

  void validate(EntityModel entity, TableModel table) {
    KeyUse primary = entity.primaryKey();
    char delimiter = table.delimiterChar();
    if (primary == null) {
      diagnostics.error(
          entity.origin(),
          Message.KEY_PATTERN_MISSING,
          entity.simpleName(),
          examplePartitionKey(entity, delimiter),
          table.hasSortKey() ? ", sk = \"" + entity.simpleName().toUpperCase() + "\"" : "");
    } else {
      patterns.validate(entity, primary.partitionKey(), "@KeyPattern pk", delimiter);
      checkSortKey(
          entity, primary, table.sortKey(), "table " + table.type().simpleName(), delimiter);
    }
    Set<String> filled = new HashSet<>();
    List<KeyUse> queryable = new java.util.ArrayList<>();
    if (primary != null) {
      queryable.add(primary);
    }
    for (KeyUse use : entity.indexKeys()) {
      String what = (use.local() ? "@Lsi" : "@Gsi") + "(index = \"" + use.indexName() + "\")";
      IndexModel index = use.index();
      if (index == null) {
        reportUnknownIndex(entity, table, use, what);
        continue;
      }
      if (index.isGlobal() == use.local()) {
        diagnostics.error(
            use.origin(),
            Message.INDEX_KIND_MISMATCH,
            what,
            index.name(),
            index.isGlobal() ? "global" : "local",
            table.type().simpleName(),
            index.isGlobal() ? "Gsi" : "Lsi");
        continue;
      }
      if (!filled.add(index.name())) {
        diagnostics.error(
            use.origin(), Message.INDEX_USED_TWICE, entity.simpleName(), index.name());
        continue;
      }
      if (!use.local()) {
        patterns.validate(entity, use.partitionKey(), what + " pk", delimiter);
      }
      checkSortKey(entity, use, index.sortKey(), "index " + index.name(), delimiter);
      if (primary != null && !use.local()) {
        checkReusedTableKey(table, primary, use, what, index.partitionKey(), use.partitionKey());
        checkReusedTableKey(table, primary, use, what, index.sortKey(), use.sortKey());
      }
      // Indexes that cannot tell the entity's items apart get no query method: asking for one by
      // name is an error of the design review (query-unservable); filling them is fine.
      if (!entity.queryableFrom(use, table.entityTypeAttribute(), table.delimiter())) {
        continue;
      }
      queryable.add(use);
    }
    checkQueryNames(entity, queryable);
  }

  /** An index key attribute that is a table key attribute must hold what the table key holds. */
  private void checkReusedTableKey(
      TableModel table,
      KeyUse primary,
      KeyUse use,
      String what,
      String attribute,
      KeyPatternModel pattern) {
    if (attribute == null || pattern == null) {
      return;
    }
    KeyPatternModel tablePattern =
        attribute.equals(table.partitionKey())
            ? primary.partitionKey()
            : attribute.equals(table.sortKey()) ? primary.sortKey() : null;
    if (tablePattern != null && !tablePattern.source().equals(pattern.source())) {
      diagnostics.error(
          pattern.origin(),
          Message.INDEX_REUSES_TABLE_KEY,
          what,
          use.indexName(),
          attribute.equals(table.partitionKey()) ? "partition key" : "sort key",
          attribute,
          tablePattern.source(),
          pattern.source());
    }
  }

  private void reportUnknownIndex(EntityModel entity, TableModel table, KeyUse use, String what) {
    Optional<IndexModel> nativeIndex = table.nativeIndex(use.indexName());
    if (nativeIndex.isPresent()) {
      diagnostics.error(
          use.origin(),
          NativeMessage.INDEX_TEMPLATE,
          what,
          use.indexName(),
          table.type().simpleName(),
          String.join(", ", nativeIndex.get().keyAttributes()));
      return;
    }
    List<String> candidates =
        table.indexes().stream()
            .filter(index -> index.isGlobal() != use.local())
            .map(IndexModel::name)
            .toList();
    String suggestion =
        Suggestions.closest(use.indexName(), candidates)
            .map(s -> " (did you mean \"" + s + "\"?)")
            .orElse("");
    diagnostics.error(
        use.origin(),
        Message.INDEX_UNKNOWN,
        what,
        use.indexName(),
        table.type().simpleName(),
        suggestion,
        use.local() ? "local indexes" : "global indexes",
        candidates.isEmpty() ? "none" : String.join(", ", candidates));
  }

  private void checkSortKey(
      EntityModel entity, KeyUse use, String sortKeyAttribute, String owner, char delimiter) {
    KeyPatternModel sortKey = use.sortKey();
    String what =
        use.isPrimary()
            ? "@KeyPattern"
            : (use.local() ? "@Lsi" : "@Gsi") + "(index = \"" + use.indexName() + "\")";
    if (sortKey == null && sortKeyAttribute != null) {
      diagnostics.error(
          use.origin(),
          Message.SORT_KEY_MISSING,
          what,
          entity.simpleName(),
          owner,
          sortKeyAttribute);
    } else if (sortKey != null && sortKeyAttribute == null) {
      diagnostics.error(
          sortKey.origin(),
          Message.SORT_KEY_UNEXPECTED,
          what,
          entity.simpleName(),
          sortKey.source(),
          owner);
    } else if (sortKey != null) {
      patterns.validate(entity, sortKey, what + " sk", delimiter);
    }
  }

  /**
   * Names of the queries that will be generated (unknown or mismatched indexes are already
   * reported).
   */
  private void checkQueryNames(EntityModel entity, List<KeyUse> uses) {
    Map<String, KeyUse> byName = new HashMap<>();
    for (KeyUse use : uses) {
      String name = use.queryName();
      if (!SourceVersion.isIdentifier(name) || SourceVersion.isKeyword(name)) {
        diagnostics.error(use.origin(), Message.QUERY_NAME_INVALID, name, entity.simpleName());
        continue;
      }
      if (REPOSITORY_METHODS.contains(name)) {
        diagnostics.error(
            use.origin(),
            Message.QUERY_NAME_RESERVED,
            name,
            entity.simpleName(),
            String.join(", ", REPOSITORY_METHODS.stream().sorted().toList()));
        continue;
      }
      KeyUse previous = byName.putIfAbsent(name, use);
      if (previous != null) {
        diagnostics.error(
            use.origin(),
            Message.QUERY_NAME_DUPLICATE,
            entity.simpleName(),
            name,
            previous.isPrimary() ? "@KeyPattern" : "index " + previous.indexName(),
            use.isPrimary() ? "@KeyPattern" : "index " + use.indexName());
      }
    }
  }

  /**
   * {@code NOTE#{id}}: the entity's type name, then the attribute a key most likely holds ({@code
   * id}, else the first string or UUID), so that the suggestion names one it has.
   */
  private static String examplePartitionKey(EntityModel entity, char delimiter) {
    String literal = entity.simpleName().toUpperCase(java.util.Locale.ROOT);
    List<AttributeModel> stored = entity.storedAttributes();
    Optional<AttributeModel> id =
        stored.stream()
            .filter(a -> a.name().equals("id") && a.scalarKind() == ScalarKind.STRING)
            .findFirst();
    for (ScalarKind kind : List.of(ScalarKind.STRING, ScalarKind.UUID)) {
      if (id.isEmpty()) {
        id = stored.stream().filter(a -> a.scalarKind() == kind).findFirst();
      }
    }
    return id.map(a -> literal + delimiter + "{" + a.name() + "}").orElse(literal);
  }
}
