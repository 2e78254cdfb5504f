package dev.singletable.processor.plan.view;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.PatternDescriptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * An access pattern as the model view draws it: the key condition it sends, precise enough for the
 * page to find the items one call reads. Declared patterns ({@code @AccessPattern} methods) slot in
 * as {@code kind = "declared"} with their sentence as description, before the derived ones.
 *
 * @param kind {@code query} (a generated query method), {@code collection} (an item collection
 *     read) or {@code declared}
 * @param name the generated method name
 * @param call the call as application code writes it, or {@code null} when no method is generated
 * @param description the declared sentence, or {@code null} for derived patterns
 * @param index the index name, or {@code null} for the table
 * @param entities the stored entity types the call returns
 * @param partitionAttribute the key attribute the partition condition is on
 * @param partitionPattern the partition key template, such as {@code USER#{userId}}
 * @param sortAttribute the sort key attribute, or {@code null} when the read has none
 * @param sortPattern the sort key template of a query, or {@code null}
 * @param sortCondition {@code any} (the whole partition), {@code =} or {@code begins_with}
 * @param sortValue for {@code =} and {@code begins_with}: a template whose placeholders are all
 *     partition key components, such as {@code ORDER#}
 * @param note why the pattern is not readable, or {@code null}
 * @param keyCondition for a declared pattern, its key condition with the method's parameters in
 *     braces; {@code null} for derived ones, whose condition the page builds from the fields above
 * @param filter for a declared pattern, its filter, or {@code null}
 * @param nativeKey for a read of a native index, the key condition it sends, attribute by attribute
 *     (partition attributes, then sort attributes from the left); {@code null} for other reads
 */
public record ViewPattern(
    String kind,
    String name,
    String call,
    String description,
    String index,
    List<String> entities,
    String partitionAttribute,
    String partitionPattern,
    String sortAttribute,
    String sortPattern,
    String sortCondition,
    String sortValue,
    String note,
    String keyCondition,
    String filter,
    List<NativeCondition> nativeKey) {

  /** One comparison of a native index's key condition: {@code round >= ...}. */
  public record NativeCondition(String attribute, String operator) {}

  /**
   * The patterns of a design: the declared ones first, then the derived ones, one per key use of
   * each entity, then each collection.
   */
  static List<ViewPattern> of(TableDesign design) {
    TableModel table = design.table();
    List<ViewPattern> patterns = new ArrayList<>();
    for (AccessPatternModel declared : design.patterns()) {
      patterns.add(declared(design, declared));
    }
    for (EntityModel entity : design.entities()) {
      for (KeyUse use : entity.keyUses()) {
        boolean whole = entity.readableFrom(use, table.entityTypeAttribute());
        boolean readable =
            entity.queryableFrom(use, table.entityTypeAttribute(), table.delimiter());
        patterns.add(
            pattern(
                "query",
                use.queryName(),
                readable ? Names.entityAccessor(entity) + "()." + call(use, use.queryName()) : null,
                table,
                use,
                List.of(entity.typeName()),
                whole
                    ? null
                    : "index "
                        + use.indexName()
                        + " does not project every attribute of "
                        + entity.simpleName()
                        + (readable
                            ? ", so the query returns views (the key"
                                + (use.index().include().isEmpty()
                                    ? ""
                                    : " and included attributes")
                                + "), fetched whole with BatchGetItem"
                            : ", so no query method reads it")));
      }
    }
    for (EntityModel entity : design.entities()) {
      for (KeyUse use : NativeKeys.uses(design, entity)) {
        patterns.add(
            pattern(
                "query",
                use.queryName(),
                Names.entityAccessor(entity) + "()." + call(use, use.queryName()),
                table,
                use,
                List.of(entity.typeName()),
                null));
      }
    }
    Map<String, List<EntityModel>> members = new LinkedHashMap<>();
    Map<String, KeyUse> keys = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        members.computeIfAbsent(collection.name(), k -> new ArrayList<>()).add(entity);
        entity.keyUses().stream()
            .filter(
                u ->
                    collection.indexName() == null
                        ? u.isPrimary()
                        : collection.indexName().equals(u.indexName()))
            .findFirst()
            .ifPresent(use -> keys.putIfAbsent(collection.name(), use));
      }
    }
    members.forEach(
        (name, entities) ->
            patterns.add(
                subCollection(
                    pattern(
                        "collection",
                        name,
                        call(keys.get(name), name),
                        table,
                        keys.get(name),
                        entities.stream().map(EntityModel::typeName).toList(),
                        null),
                    PatternServing.collectionPrefix(design, name))));
    return List.copyOf(patterns);
  }

  /** A collection drawn with the sort-key condition its query sends: begins_with its prefix. */
  private static ViewPattern subCollection(ViewPattern drawn, String prefix) {
    if (prefix.isEmpty() || drawn.sortAttribute() == null) {
      return drawn;
    }
    return new ViewPattern(
        drawn.kind(),
        drawn.name(),
        drawn.call(),
        drawn.description(),
        drawn.index(),
        drawn.entities(),
        drawn.partitionAttribute(),
        drawn.partitionPattern(),
        drawn.sortAttribute(),
        drawn.sortPattern(),
        "begins_with",
        prefix,
        drawn.note(),
        drawn.keyCondition(),
        drawn.filter(),
        drawn.nativeKey());
  }

  /** A declared pattern, drawn through the key that serves it. */
  private static ViewPattern declared(TableDesign design, AccessPatternModel pattern) {
    List<PatternCandidate> serving =
        PatternServing.serving(PatternServing.candidates(design, pattern));
    PatternCandidate chosen = serving.get(0);
    DeclaredPatternPlan.Description description =
        PatternDescriptions.describe(design, pattern, serving);
    List<String> entities = new ArrayList<>();
    for (EntityModel entity : design.entities()) {
      if (description.entities().contains(entity.simpleName())) {
        entities.add(entity.typeName());
      }
    }
    String call =
        pattern.method()
            + "("
            + pattern.parameters().stream()
                .map(PatternParameter::name)
                .collect(Collectors.joining(", "))
            + ")";
    ViewPattern drawn =
        chosen.use() == null
            ? new ViewPattern(
                "declared",
                pattern.method(),
                call,
                null,
                null,
                entities,
                null,
                null,
                null,
                null,
                "any",
                null,
                null,
                null,
                null,
                null)
            : chosen.access() == PatternCandidate.Access.COLLECTION
                ? subCollection(
                    pattern(
                        "collection",
                        pattern.method(),
                        call,
                        design.table(),
                        chosen.use(),
                        entities,
                        null),
                    PatternServing.collection(design, pattern)
                        .map(name -> PatternServing.collectionPrefix(design, name))
                        .orElse(""))
                : pattern(
                    "query", pattern.method(), call, design.table(), chosen.use(), entities, null);
    return new ViewPattern(
        "declared",
        drawn.name(),
        call,
        pattern.sentence(),
        drawn.index(),
        entities,
        drawn.partitionAttribute(),
        drawn.partitionPattern(),
        drawn.sortAttribute(),
        drawn.sortPattern(),
        drawn.sortCondition(),
        drawn.sortValue(),
        null,
        description.operation()
            + ": "
            + description.keyCondition()
            + (description.bounds() == null ? "" : " (" + description.bounds() + ")"),
        description.filter(),
        NativeKeys.isNative(chosen.use()) ? nativeKey(design, pattern, chosen) : null);
  }

  /**
   * The key condition a declared read of a native index sends: every partition attribute by
   * equality, the sort attributes its equalities bind from the left, then its range, if any.
   */
  private static List<NativeCondition> nativeKey(
      TableDesign design, AccessPatternModel pattern, PatternCandidate chosen) {
    IndexModel index = chosen.use().index();
    List<NativeCondition> conditions = new ArrayList<>();
    index.partitionKeys().forEach(name -> conditions.add(new NativeCondition(name, "=")));
    // The sort placeholders are the sort attributes but the entity type, in order.
    List<String> stored =
        index.sortKeys().stream()
            .filter(name -> !name.equals(design.table().entityTypeAttribute()))
            .toList();
    List<String> sort = PatternServing.placeholders(chosen.use().sortKey());
    for (int i = 0; i < chosen.next(); i++) {
      conditions.add(new NativeCondition(stored.get(i), "="));
    }
    for (PatternParameter range : pattern.ranges()) {
      conditions.add(
          new NativeCondition(
              stored.get(sort.indexOf(range.attribute())), range.condition().operator()));
    }
    return conditions;
  }

  private static ViewPattern pattern(
      String kind,
      String name,
      String call,
      TableModel table,
      KeyUse use,
      List<String> entities,
      String note) {
    String partitionAttribute =
        use.isPrimary() || use.local() ? table.partitionKey() : use.index().partitionKey();
    String sortAttribute = use.isPrimary() ? table.sortKey() : use.index().sortKey();
    KeyPatternModel sortKey = sortAttribute == null ? null : use.sortKey();
    String condition = "any";
    String value = null;
    if (kind.equals("query") && sortKey != null) {
      // As the generated query starts: the literal prefix, with the components the partition key
      // also holds folded in (QueryWriter); the whole key when nothing else is left.
      List<String> known =
          use.partitionKey().placeholders().stream().map(Segment.Placeholder::name).toList();
      StringBuilder prefix = new StringBuilder();
      boolean complete = true;
      for (Segment segment : sortKey.segments()) {
        if (segment instanceof Segment.Literal literal) {
          prefix.append(literal.text());
        } else if (segment instanceof Segment.Placeholder placeholder
            && known.contains(placeholder.name())) {
          prefix.append('{').append(((Segment.Placeholder) segment).name()).append('}');
        } else {
          complete = false;
          break;
        }
      }
      if (complete) {
        condition = "=";
        value = prefix.toString();
      } else if (prefix.length() > 0) {
        condition = "begins_with";
        value = prefix.toString();
      }
    }
    return new ViewPattern(
        kind,
        name,
        call,
        null,
        use.isPrimary() ? null : use.indexName(),
        entities,
        partitionAttribute,
        use.partitionKey().source(),
        sortAttribute,
        sortKey == null || !kind.equals("query") ? null : sortKey.source(),
        condition,
        value,
        note,
        null,
        null,
        NativeKeys.isNative(use)
            ? use.index().partitionKeys().stream()
                .map(attribute -> new NativeCondition(attribute, "="))
                .toList()
            : null);
  }

  private static String call(KeyUse use, String method) {
    return method
        + "("
        + use.partitionKey().placeholders().stream()
            .map(Segment.Placeholder::name)
            .collect(Collectors.joining(", "))
        + ")";
  }
}
