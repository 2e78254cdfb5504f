package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which keys serve a declared access pattern, written once: the validator reports why none does,
 * the planner implements the one {@link #choose} picks, the report and the model view describe it.
 *
 * <p>A key serves a pattern when equality parameters bind every partition-key component, equality
 * parameters on sort-key components cover a leading run of them, at most one range or prefix
 * follows on the next component, every other parameter is a filter, the page request or the limit,
 * its index projects the whole entity, and a consistent read is not asked of a global index. (A
 * read with optional equalities is one Query whatever its arguments, never a GetItem; the validator
 * checks that each of its forms is a key condition.)
 */
public final class PatternServing {

  private PatternServing() {}

  /**
   * The entity a pattern returns, when it returns entities of the design in a container ({@code
   * Optional}, {@code Page}, {@code List}, {@code Stream}).
   */
  public static Optional<EntityModel> entity(TableDesign design, AccessPatternModel pattern) {
    PatternReturn.Shape shape = pattern.returns().shape();
    if (shape == PatternReturn.Shape.PLAIN || shape == PatternReturn.Shape.OTHER) {
      return Optional.empty();
    }
    return design.entities().stream()
        .filter(entity -> entity.type().equals(pattern.returns().element()))
        .findFirst();
  }

  /**
   * The collection a pattern returns: a plain type named as the collection's generated record
   * ({@code OrderDetails}), which javac may not know yet since it is generated in this round.
   */
  public static Optional<String> collection(TableDesign design, AccessPatternModel pattern) {
    if (pattern.returns().shape() != PatternReturn.Shape.PLAIN) {
      return Optional.empty();
    }
    return collections(design).keySet().stream()
        .filter(name -> Names.collectionResult(name).equals(pattern.returns().elementName()))
        .findFirst();
  }

  /** The sort-key prefix that selects collection {@code name}, empty for the whole partition. */
  public static String collectionPrefix(TableDesign design, String name) {
    return design.entities().stream()
        .flatMap(entity -> entity.collections().stream())
        .filter(collection -> collection.name().equals(name))
        .findFirst()
        .map(CollectionModel::prefix)
        .orElse("");
  }

  /**
   * What a collection read covers, for diagnostics: {@code the whole partition ORDER#{orderId}}, or
   * the items of the partition under its sort-key prefix.
   */
  public static String collectionScope(TableDesign design, String name, KeyUse use) {
    String prefix = collectionPrefix(design, name);
    return prefix.isEmpty()
        ? "the whole partition " + use.partitionKey().source()
        : "the items of partition "
            + use.partitionKey().source()
            + " whose sort key starts with \""
            + prefix
            + "\"";
  }

  /** Each collection with its members and the key it is read through, by name. */
  public static Map<String, Map<EntityModel, KeyUse>> collections(TableDesign design) {
    Map<String, Map<EntityModel, KeyUse>> collections = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        entity
            .keyUse(collection)
            .ifPresent(
                use ->
                    collections
                        .computeIfAbsent(collection.name(), name -> new LinkedHashMap<>())
                        .put(entity, use));
      }
    }
    return collections;
  }

  /**
   * Every way to read the pattern with its verdict: each key of the returned entity (primary key
   * first), or the collection's key, then a Scan when the method is declared {@code @Scan}. Empty
   * when the pattern returns neither an entity nor a collection of the design.
   */
  public static List<PatternCandidate> candidates(TableDesign design, AccessPatternModel pattern) {
    List<PatternCandidate> candidates = new ArrayList<>();
    Optional<EntityModel> entity = entity(design, pattern);
    if (entity.isPresent()) {
      List<KeyUse> uses = new ArrayList<>(entity.get().keyUses());
      uses.addAll(NativeKeys.uses(design, entity.get()));
      for (int i = 0; i < uses.size(); i++) {
        KeyUse use = uses.get(i);
        if (use.isPrimary() || use.index() != null) {
          candidates.add(evaluate(design.table(), entity.get(), pattern, use, i));
        }
      }
      if (pattern.isScan()) {
        candidates.add(
            new PatternCandidate(null, PatternCandidate.Access.SCAN, uses.size(), 0, null));
      }
      return candidates;
    }
    collection(design, pattern)
        .ifPresent(
            name -> {
              KeyUse use = collections(design).get(name).values().iterator().next();
              candidates.add(collectionCandidate(pattern, use));
            });
    return candidates;
  }

  /**
   * A key of a {@link NativeKeys#mixed mixed} native index that would serve the pattern, whose
   * query would also return the items of the index's other entities: none is a candidate, so a read
   * that only such a key could serve is reported as mixing rather than as unserved.
   */
  public static Optional<PatternCandidate> mixed(TableDesign design, AccessPatternModel pattern) {
    Optional<EntityModel> entity = entity(design, pattern);
    if (entity.isEmpty()) {
      return Optional.empty();
    }
    List<PatternCandidate> candidates = new ArrayList<>();
    List<KeyUse> uses = NativeKeys.mixedUses(design, entity.get());
    for (int i = 0; i < uses.size(); i++) {
      candidates.add(evaluate(design.table(), entity.get(), pattern, uses.get(i), i));
    }
    return choose(candidates);
  }

  /** The serving candidates, cheapest first: the first is the choice, the others runners-up. */
  public static List<PatternCandidate> serving(List<PatternCandidate> candidates) {
    return candidates.stream()
        .filter(PatternCandidate::serves)
        .sorted(
            Comparator.comparingInt(PatternCandidate::rank)
                .thenComparingInt(PatternCandidate::order))
        .toList();
  }

  /** The cheapest serving candidate, if any serves. */
  public static Optional<PatternCandidate> choose(List<PatternCandidate> candidates) {
    return serving(candidates).stream().findFirst();
  }

  /** The attributes a key pattern names, in order, repeats included. */
  public static List<String> placeholders(KeyPatternModel pattern) {
    return pattern == null
        ? List.of()
        : pattern.placeholders().stream().map(Segment.Placeholder::name).toList();
  }

  private static PatternCandidate evaluate(
      TableModel table, EntityModel entity, AccessPatternModel pattern, KeyUse use, int order) {
    List<String> equal = pattern.equalities().stream().map(PatternParameter::attribute).toList();
    List<String> partition = placeholders(use.partitionKey());
    List<String> unbound = partition.stream().filter(name -> !equal.contains(name)).toList();
    if (!unbound.isEmpty()) {
      return failed(use, order, 0, PatternCandidate.Reason.PARTITION_UNBOUND, unbound, null);
    }
    List<String> sort = placeholders(use.sortKey());
    int next = 0;
    while (next < sort.size() && equal.contains(sort.get(next))) {
      next++;
    }
    List<String> placed = new ArrayList<>(partition);
    placed.addAll(sort.subList(0, next));
    List<String> keyed = new ArrayList<>(equal);
    pattern.rangeAttribute().ifPresent(keyed::add);
    for (String attribute : keyed) {
      boolean range = !equal.contains(attribute);
      if (placed.contains(attribute) && !range) {
        continue;
      }
      if (range && next < sort.size() && sort.get(next).equals(attribute)) {
        continue;
      }
      if (sort.indexOf(attribute) > next) {
        return failed(
            use, order, next, PatternCandidate.Reason.SORT_GAP, List.of(attribute), sort.get(next));
      }
      return failed(use, order, next, PatternCandidate.Reason.NOT_IN_KEY, List.of(attribute), null);
    }
    if (NativeKeys.isNative(use) && !use.index().projectsAll()) {
      return failed(use, order, next, PatternCandidate.Reason.PROJECTION, List.of(), null);
    }
    if (use.index() != null
        && !entity.readableFrom(use, table.entityTypeAttribute())
        && !fetchable(table, entity, pattern, use)) {
      return failed(use, order, next, PatternCandidate.Reason.PROJECTION, List.of(), null);
    }
    if (pattern.isConsistentRead() && use.index() != null && use.index().isGlobal()) {
      return failed(use, order, next, PatternCandidate.Reason.CONSISTENT_GSI, List.of(), null);
    }
    boolean getItem =
        use.isPrimary()
            && next == sort.size()
            && pattern.ranges().isEmpty()
            && pattern.filters().isEmpty()
            && pattern.optionals().isEmpty()
            && pattern.returns().shape() == PatternReturn.Shape.OPTIONAL;
    return new PatternCandidate(
        use,
        getItem ? PatternCandidate.Access.GET_ITEM : PatternCandidate.Access.QUERY,
        order,
        next,
        null);
  }

  /**
   * Whether a read can be served by an index that does not project whole items: it returns a {@code
   * List} without {@code @Limit}, so the query's views are fetched whole with BatchGetItem; its
   * filters read only attributes the index holds; and the entity's items can be recognised there.
   */
  private static boolean fetchable(
      TableModel table, EntityModel entity, AccessPatternModel pattern, KeyUse use) {
    if (pattern.returns().shape() != PatternReturn.Shape.LIST
        || pattern.limit() != null
        || pattern.limitParameter().isPresent()
        || !entity.recognisableIn(use, table.entityTypeAttribute(), table.delimiter())) {
      return false;
    }
    List<String> filtered =
        pattern.filters().stream()
            .map(PatternParameter::attribute)
            .map(name -> entity.attribute(name).map(AttributeModel::storedName).orElse(name))
            .toList();
    return filtered.isEmpty() || use.index().projects(filtered);
  }

  private static PatternCandidate collectionCandidate(AccessPatternModel pattern, KeyUse use) {
    List<String> equal = pattern.equalities().stream().map(PatternParameter::attribute).toList();
    List<String> partition = placeholders(use.partitionKey());
    List<String> unbound = partition.stream().filter(name -> !equal.contains(name)).toList();
    if (!unbound.isEmpty()) {
      return new PatternCandidate(
          use,
          PatternCandidate.Access.COLLECTION,
          0,
          0,
          new PatternCandidate.Failure(PatternCandidate.Reason.PARTITION_UNBOUND, unbound, null));
    }
    for (PatternParameter parameter : pattern.keyParameters()) {
      if (!partition.contains(parameter.attribute())
          || parameter.condition() != PatternParameter.Condition.EQUAL) {
        return new PatternCandidate(
            use,
            PatternCandidate.Access.COLLECTION,
            0,
            0,
            new PatternCandidate.Failure(
                PatternCandidate.Reason.NOT_IN_KEY, List.of(parameter.attribute()), null));
      }
    }
    if (pattern.isConsistentRead() && use.index() != null && use.index().isGlobal()) {
      return new PatternCandidate(
          use,
          PatternCandidate.Access.COLLECTION,
          0,
          0,
          new PatternCandidate.Failure(PatternCandidate.Reason.CONSISTENT_GSI, List.of(), null));
    }
    return new PatternCandidate(use, PatternCandidate.Access.COLLECTION, 0, 0, null);
  }

  private static PatternCandidate failed(
      KeyUse use,
      int order,
      int next,
      PatternCandidate.Reason reason,
      List<String> attributes,
      String missing) {
    return new PatternCandidate(
        use,
        PatternCandidate.Access.QUERY,
        order,
        next,
        new PatternCandidate.Failure(reason, attributes, missing));
  }
}
