package dev.singletable.processor.plan;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternParameter.Condition;
import dev.singletable.processor.model.PatternReturn;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Describes how a declared access pattern is read, for the report, the model view and the generated
 * method's Javadoc: the key condition with the method's parameters in braces ({@code GSI1PK =
 * USER#{userId} AND GSI1SK >= ORDER#{from}}), the filter, how many items a call returns and why its
 * key was chosen over the others that serve it.
 */
public final class PatternDescriptions {

  private PatternDescriptions() {}

  /**
   * @param serving the candidates that serve the pattern, cheapest (the choice) first
   */
  public static DeclaredPatternPlan.Description describe(
      TableDesign design, AccessPatternModel pattern, List<PatternCandidate> serving) {
    PatternCandidate chosen = serving.get(0);
    List<String> entities = new ArrayList<>();
    PatternServing.entity(design, pattern)
        .ifPresentOrElse(
            entity -> entities.add(entity.simpleName()),
            () ->
                PatternServing.collection(design, pattern)
                    .ifPresent(
                        name ->
                            PatternServing.collections(design)
                                .get(name)
                                .keySet()
                                .forEach(e -> entities.add(e.simpleName()))));
    List<String> runnersUp = new ArrayList<>();
    for (PatternCandidate other : serving.subList(1, serving.size())) {
      runnersUp.add(label(other));
    }
    SentSortCondition sent = keyCondition(design, pattern, chosen);
    return new DeclaredPatternPlan.Description(
        chosen.access().operation(),
        chosen.use() == null ? null : chosen.use().indexName(),
        entities,
        sent.clause() + optionals(pattern),
        sent.bounds(),
        filter(pattern, chosen),
        items(design, pattern, chosen),
        choice(serving),
        runnersUp);
  }

  /** {@code GSI3 (Query)}, {@code table (GetItem)}, {@code Scan}. */
  static String label(PatternCandidate candidate) {
    return candidate.use() == null
        ? "Scan"
        : candidate.keyName() + " (" + candidate.access().operation() + ")";
  }

  /** What a null optional argument does to the key condition: {@code ", each {status}... ". */
  private static String optionals(AccessPatternModel pattern) {
    if (pattern.optionals().isEmpty()) {
      return "";
    }
    List<String> names = pattern.optionals().stream().map(p -> "{" + p.name() + "}").toList();
    return " (a null " + String.join(" or ", names) + " ends the condition before its component)";
  }

  private static SentSortCondition keyCondition(
      TableDesign design, AccessPatternModel pattern, PatternCandidate chosen) {
    TableModel table = design.table();
    KeyUse use = chosen.use();
    if (use == null) {
      return new SentSortCondition("none: a Scan reads the whole table", null);
    }
    Map<String, String> names = new LinkedHashMap<>();
    pattern.equalities().forEach(p -> names.putIfAbsent(p.attribute(), p.name()));
    if (NativeKeys.isNative(use)) {
      return new SentSortCondition(nativeCondition(table, pattern, chosen, names), null);
    }
    String partition =
        QueryPlanner.partitionAttribute(table, use)
            + " = "
            + SentSortCondition.quote(render(use.partitionKey(), names));
    String sortAttribute = use.isPrimary() ? table.sortKey() : use.index().sortKey();
    KeyPatternModel sortKey = use.sortKey();
    if (chosen.access() == PatternCandidate.Access.COLLECTION) {
      String prefix =
          PatternServing.collection(design, pattern)
              .map(name -> PatternServing.collectionPrefix(design, name))
              .orElse("");
      return new SentSortCondition(
          prefix.isEmpty()
              ? partition
              : partition
                  + " AND begins_with("
                  + sortAttribute
                  + ", "
                  + SentSortCondition.quote(prefix)
                  + ")",
          null);
    }
    if (sortAttribute == null || sortKey == null) {
      return new SentSortCondition(partition, null);
    }
    String whole = SentSortCondition.quote(render(sortKey, names));
    if (chosen.access() == PatternCandidate.Access.GET_ITEM) {
      return new SentSortCondition(partition + ", " + sortAttribute + " = " + whole, null);
    }
    int sortCount = PatternServing.placeholders(sortKey).size();
    if (chosen.next() == sortCount) {
      return new SentSortCondition(partition + " AND " + sortAttribute + " = " + whole, null);
    }
    String prefix = prefix(sortKey, names, chosen.next());
    List<PatternParameter> ranges = pattern.ranges();
    if (ranges.isEmpty()) {
      return new SentSortCondition(
          prefix.isEmpty()
              ? partition
              : partition
                  + " AND begins_with("
                  + sortAttribute
                  + ", "
                  + SentSortCondition.quote(prefix)
                  + ")",
          null);
    }
    PatternParameter lower = null;
    PatternParameter upper = null;
    for (PatternParameter range : ranges) {
      if (range.condition().isUpper()) {
        upper = range;
      } else {
        lower = range;
      }
    }
    SentSortCondition sort =
        SentSortCondition.range(
            sortAttribute,
            prefix,
            lower,
            upper,
            last(sortKey, chosen.next()),
            table.delimiter().charAt(0));
    return new SentSortCondition(partition + " AND " + sort.clause(), sort.bounds());
  }

  /** Whether placeholder {@code index} of the sort key ends it (no literal text after it). */
  private static boolean last(KeyPatternModel pattern, int index) {
    List<Segment> segments = pattern.segments();
    int seen = 0;
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i) instanceof Segment.Placeholder && seen++ == index) {
        return !(i + 1 < segments.size() && segments.get(i + 1) instanceof Segment.Literal);
      }
    }
    return true;
  }

  /**
   * The key condition of a native index as DynamoDB reads it: {@code tournamentId = {t} AND region
   * = {r} AND round >= {from}}, the entity type fixed when it is a partition attribute.
   */
  private static String nativeCondition(
      TableModel table,
      AccessPatternModel pattern,
      PatternCandidate chosen,
      Map<String, String> names) {
    IndexModel index = chosen.use().index();
    List<String> terms = new ArrayList<>();
    List<String> partition = PatternServing.placeholders(chosen.use().partitionKey());
    int next = 0;
    for (String stored : index.partitionKeys()) {
      if (stored.equals(table.entityTypeAttribute())) {
        // The key use's source shows the fixed type: entityType = "Match".
        String source = chosen.use().partitionKey().source();
        int start = source.indexOf(stored + " = \"");
        terms.add(source.substring(start, source.indexOf('"', start + stored.length() + 4) + 1));
      } else {
        String name = partition.get(next++);
        terms.add(stored + " = {" + names.getOrDefault(name, name) + "}");
      }
    }
    List<String> sort = PatternServing.placeholders(chosen.use().sortKey());
    for (int i = 0; i < chosen.next(); i++) {
      terms.add(
          index.sortKeys().get(i) + " = {" + names.getOrDefault(sort.get(i), sort.get(i)) + "}");
    }
    PatternParameter lower = null;
    PatternParameter upper = null;
    for (PatternParameter range : pattern.ranges()) {
      if (range.condition().isUpper()) {
        upper = range;
      } else {
        lower = range;
      }
    }
    if (lower != null || upper != null) {
      String attribute = index.sortKeys().get(chosen.next());
      if (lower != null && upper != null) {
        terms.add(attribute + " BETWEEN {" + lower.name() + "} AND {" + upper.name() + "}");
      } else {
        PatternParameter range = lower != null ? lower : upper;
        terms.add(
            range.condition() == Condition.BEGINS_WITH
                ? "begins_with(" + attribute + ", {" + range.name() + "})"
                : attribute + " " + range.condition().operator() + " {" + range.name() + "}");
      }
    }
    return String.join(" AND ", terms);
  }

  /** A key pattern with each placeholder named by the parameter that binds it. */
  private static String render(KeyPatternModel pattern, Map<String, String> names) {
    StringBuilder text = new StringBuilder();
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        text.append(literal.text());
      } else if (segment instanceof Segment.Shard) {
        text.append("{shard}");
      } else {
        String name = ((Segment.Placeholder) segment).name();
        text.append('{').append(names.getOrDefault(name, name)).append('}');
      }
    }
    return text.toString();
  }

  /** The sort key up to its component {@code count}: literals and the bound components. */
  private static String prefix(KeyPatternModel pattern, Map<String, String> names, int count) {
    StringBuilder text = new StringBuilder();
    int seen = 0;
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        text.append(literal.text());
      } else if (segment instanceof Segment.Shard) {
        text.append("{shard}");
      } else if (seen++ < count) {
        String name = ((Segment.Placeholder) segment).name();
        text.append('{').append(names.getOrDefault(name, name)).append('}');
      } else {
        break;
      }
    }
    return text.toString();
  }

  private static String filter(AccessPatternModel pattern, PatternCandidate chosen) {
    List<PatternParameter> filters =
        chosen.access() == PatternCandidate.Access.SCAN
            ? pattern.parameters().stream()
                .filter(p -> p.kind() == PatternParameter.Kind.VALUE)
                .toList()
            : pattern.filters();
    if (filters.isEmpty()) {
      return null;
    }
    List<String> terms = new ArrayList<>();
    for (PatternParameter filter : filters) {
      String value = "{" + filter.name() + "}";
      terms.add(
          filter.condition() == Condition.BEGINS_WITH
              ? "begins_with(" + filter.attribute() + ", " + value + ")"
              : filter.attribute() + " " + filter.condition().operator() + " " + value);
    }
    return String.join(" AND ", terms);
  }

  private static String items(
      TableDesign design, AccessPatternModel pattern, PatternCandidate chosen) {
    boolean wholeKey =
        chosen.use() != null
            && chosen.use().isPrimary()
            && chosen.access() == PatternCandidate.Access.QUERY
            && chosen.next() == PatternServing.placeholders(chosen.use().sortKey()).size();
    if (chosen.access() == PatternCandidate.Access.GET_ITEM
        || wholeKey
        || pattern.returns().shape() == PatternReturn.Shape.OPTIONAL) {
      return "0 or 1";
    }
    if (pattern.limit() != null) {
      return "at most " + pattern.limitValue();
    }
    if (pattern.limitParameter().isPresent()) {
      return "at most {" + pattern.limitParameter().get().name() + "}";
    }
    if (pattern.pageRequest().isPresent()) {
      return "one page of at most {" + pattern.pageRequest().get().name() + "}.size()";
    }
    return switch (chosen.access()) {
      case COLLECTION ->
          PatternServing.collection(design, pattern)
              .map(name -> PatternServing.collectionPrefix(design, name))
              .filter(prefix -> !prefix.isEmpty())
              .map(prefix -> "every item of the partition under " + SentSortCondition.quote(prefix))
              .orElse("the whole partition");
      case SCAN -> "every match in the table";
      default ->
          pattern.returns().shape() == PatternReturn.Shape.PAGE
              ? "one page (up to 1 MB read)"
              : "every match in the partition";
    };
  }

  private static String choice(List<PatternCandidate> serving) {
    PatternCandidate chosen = serving.get(0);
    if (chosen.access() == PatternCandidate.Access.SCAN) {
      return "declared @Scan, and no key serves it";
    }
    if (chosen.access() == PatternCandidate.Access.GET_ITEM) {
      return "the parameters give the whole primary key: one GetItem"
          + (serving.size() > 1 ? ", cheaper than any Query" : "");
    }
    if (serving.size() == 1) {
      return "the only key that serves it";
    }
    if (serving.get(1).rank() == chosen.rank()) {
      return "declared first of the keys that serve it at the same cost";
    }
    return chosen.use().isPrimary()
        ? "the table's own key: no index to read or keep up to date"
        : "a local index, preferred over global ones: it shares the table's partitions and can be"
            + " read consistently";
  }
}
