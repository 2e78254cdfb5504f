package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternParameter.Condition;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plans the implementation of each declared access pattern from the key {@link PatternServing}
 * chooses: the repository and query-builder calls that read it, and what the report says of it.
 */
final class DeclaredPatternPlanner {

  private final TableDesign design;
  private final List<EntityPlan> entities;
  private final List<CollectionPlan> collections;
  private final FilterPlanner filterPlanner;

  DeclaredPatternPlanner(
      TableDesign design, List<EntityPlan> entities, List<CollectionPlan> collections) {
    this.design = design;
    this.entities = entities;
    this.collections = collections;
    this.filterPlanner = new FilterPlanner(design);
  }

  List<DeclaredPatternPlan> plan() {
    return design.patterns().stream().map(this::plan).toList();
  }

  private DeclaredPatternPlan plan(AccessPatternModel pattern) {
    List<PatternCandidate> serving =
        PatternServing.serving(PatternServing.candidates(design, pattern));
    PatternCandidate chosen = serving.get(0);
    List<DeclaredPatternPlan.Parameter> parameters = new ArrayList<>();
    List<String> required = new ArrayList<>();
    for (PatternParameter parameter : pattern.parameters()) {
      parameters.add(new DeclaredPatternPlan.Parameter(parameter.name(), parameter.type()));
      boolean value =
          parameter.isKey()
              && parameter.condition() == Condition.EQUAL
              && parameter.nullable()
              && !parameter.isOptionalKey();
      if (value || parameter.kind() == PatternParameter.Kind.PAGE_REQUEST) {
        required.add(parameter.name());
      }
    }
    DeclaredPatternPlan.Description description =
        PatternDescriptions.describe(design, pattern, serving);
    Optional<DeclaredPatternPlan.GetItem> getItem = Optional.empty();
    Optional<DeclaredPatternPlan.Read> read = Optional.empty();
    switch (chosen.access()) {
      case GET_ITEM -> getItem = Optional.of(getItem(pattern, chosen));
      case QUERY -> read = Optional.of(query(pattern, chosen));
      case SCAN -> read = Optional.of(scan(pattern));
      case COLLECTION -> read = Optional.of(collection(pattern));
    }
    // A collection's record is generated in this round: name it as the writer knows it.
    TypeName returnType =
        read.map(DeclaredPatternPlan.Read::finish).orElse(null)
                == DeclaredPatternPlan.Finish.COLLECTION
            ? read.get().entity()
            : pattern.returns().type();
    return new DeclaredPatternPlan(
        pattern.method(),
        pattern.sentence(),
        returnType,
        parameters,
        required,
        getItem,
        read,
        description);
  }

  private DeclaredPatternPlan.GetItem getItem(AccessPatternModel pattern, PatternCandidate chosen) {
    EntityPlan entity = entityPlan(pattern);
    Map<String, String> equal = equalities(pattern);
    return new DeclaredPatternPlan.GetItem(
        entity.accessor(),
        entity.key(),
        entity.primaryKey().components().stream().map(c -> equal.get(c.name())).toList(),
        pattern.isConsistentRead());
  }

  private DeclaredPatternPlan.Read query(AccessPatternModel pattern, PatternCandidate chosen) {
    EntityPlan entity = entityPlan(pattern);
    KeyUse use = chosen.use();
    QueryPlan query =
        entity.queries().stream()
            .filter(q -> q.method().equals(use.queryName()))
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("a serving key has a query method"));
    Map<String, String> equal = equalities(pattern);
    List<String> partition = PatternServing.placeholders(use.partitionKey());
    List<String> sort = PatternServing.placeholders(use.sortKey());
    // The query method starts after the leading sort-key components the partition key also holds.
    int folded = 0;
    while (folded < sort.size() && partition.contains(sort.get(folded))) {
      folded++;
    }
    List<String> optional = pattern.optionals().stream().map(PatternParameter::attribute).toList();
    List<DeclaredPatternPlan.Call> steps = new ArrayList<>();
    for (int i = folded; i < chosen.next(); i++) {
      steps.add(
          new DeclaredPatternPlan.Call(
              sort.get(i), equal.get(sort.get(i)), optional.contains(sort.get(i))));
    }
    DeclaredPatternPlan.Head head =
        new DeclaredPatternPlan.Head(
            Optional.of(entity.accessor()),
            query.method(),
            query.partition().arguments().stream().map(c -> equal.get(c.name())).toList(),
            steps,
            query.stages().size());
    Optional<DeclaredPatternPlan.KeyRange> range = Optional.empty();
    Optional<QueryStage> stage = Optional.empty();
    if (!pattern.ranges().isEmpty()) {
      stage = Optional.of(query.stages().get(chosen.next() - folded));
      range = Optional.of(range(pattern, stage.get()));
    }
    boolean nullableRange = range.map(DeclaredPatternPlan.KeyRange::nullable).orElse(false);
    return read(
        pattern,
        entity,
        head,
        nullableRange ? stage.map(QueryStage::type) : Optional.empty(),
        range,
        filterPlanner.filters(pattern, pattern.filters(), entity),
        query.view());
  }

  private DeclaredPatternPlan.KeyRange range(AccessPatternModel pattern, QueryStage stage) {
    Optional<DeclaredPatternPlan.Bound> lower = Optional.empty();
    Optional<DeclaredPatternPlan.Bound> upper = Optional.empty();
    Optional<DeclaredPatternPlan.Bound> prefix = Optional.empty();
    for (PatternParameter parameter : pattern.ranges()) {
      Condition condition = parameter.condition();
      String method =
          switch (condition) {
            case SINCE -> "from";
            case AFTER -> "after";
            case UNTIL -> "upTo";
            case BEFORE -> "before";
            case BEGINS_WITH -> "beginsWith";
            case EQUAL -> throw new IllegalStateException("equality is no range");
          };
      DeclaredPatternPlan.Bound bound =
          new DeclaredPatternPlan.Bound(parameter.name(), method, parameter.nullable());
      if (condition.isLower()) {
        lower = Optional.of(bound);
      } else if (condition.isUpper()) {
        upper = Optional.of(bound);
      } else {
        prefix = Optional.of(bound);
      }
    }
    return new DeclaredPatternPlan.KeyRange(
        stage.component().name(), lower, upper, prefix, lower.isPresent() && upper.isPresent());
  }

  /** A Scan: every value parameter filters, the key ones included. */
  private DeclaredPatternPlan.Read scan(AccessPatternModel pattern) {
    EntityPlan entity = entityPlan(pattern);
    List<PatternParameter> values =
        pattern.parameters().stream().filter(p -> p.kind() == PatternParameter.Kind.VALUE).toList();
    return read(
        pattern,
        entity,
        new DeclaredPatternPlan.Head(
            Optional.of(entity.accessor()), "scan", List.of(), List.of(), 0),
        Optional.empty(),
        Optional.empty(),
        filterPlanner.filters(pattern, values, entity),
        Optional.empty());
  }

  private DeclaredPatternPlan.Read collection(AccessPatternModel pattern) {
    String name = PatternServing.collection(design, pattern).orElseThrow();
    CollectionPlan collection =
        collections.stream().filter(c -> c.method().equals(name)).findFirst().orElseThrow();
    Map<String, String> equal = equalities(pattern);
    DeclaredPatternPlan.Head head =
        new DeclaredPatternPlan.Head(
            Optional.empty(),
            collection.method(),
            collection.partition().arguments().stream().map(c -> equal.get(c.name())).toList(),
            List.of(),
            0);
    return new DeclaredPatternPlan.Read(
        head,
        Optional.empty(),
        Optional.empty(),
        List.of(),
        collection.result(),
        pattern.isDescending(),
        pattern.isConsistentRead(),
        pattern.pageRequest().map(PatternParameter::name),
        limit(pattern),
        DeclaredPatternPlan.Finish.COLLECTION,
        "partition",
        "query",
        Optional.empty(),
        collection.result(),
        Optional.empty());
  }

  private DeclaredPatternPlan.Read read(
      AccessPatternModel pattern,
      EntityPlan entity,
      DeclaredPatternPlan.Head head,
      Optional<ClassName> stage,
      Optional<DeclaredPatternPlan.KeyRange> range,
      List<DeclaredPatternPlan.FilterCall> filters,
      Optional<ClassName> view) {
    List<String> taken =
        new ArrayList<>(pattern.parameters().stream().map(PatternParameter::name).toList());
    String stageLocal = Names.fresh("partition", taken);
    taken.add(stageLocal);
    String queryLocal = Names.fresh("query", taken);
    DeclaredPatternPlan.Finish finish =
        switch (pattern.returns().shape()) {
          case OPTIONAL -> DeclaredPatternPlan.Finish.FIRST;
          case PAGE -> DeclaredPatternPlan.Finish.PAGE;
          case LIST ->
              view.isPresent() ? DeclaredPatternPlan.Finish.FETCH : DeclaredPatternPlan.Finish.LIST;
          case STREAM -> DeclaredPatternPlan.Finish.STREAM;
          default -> throw new IllegalStateException("an entity read returns a container");
        };
    return new DeclaredPatternPlan.Read(
        head,
        stage,
        range,
        filters,
        entity.type(),
        pattern.isDescending(),
        pattern.isConsistentRead(),
        pattern.pageRequest().map(PatternParameter::name),
        limit(pattern),
        finish,
        stageLocal,
        queryLocal,
        view,
        entity.key(),
        filterPlanner.template(pattern, filters, entity));
  }

  private static Optional<String> limit(AccessPatternModel pattern) {
    if (pattern.limit() != null) {
      return Optional.of(String.valueOf(pattern.limitValue()));
    }
    return pattern.limitParameter().map(PatternParameter::name);
  }

  /** The equality parameters by the attribute they bind. */
  private static Map<String, String> equalities(AccessPatternModel pattern) {
    Map<String, String> equal = new LinkedHashMap<>();
    for (PatternParameter parameter : pattern.equalities()) {
      equal.putIfAbsent(parameter.attribute(), parameter.name());
    }
    return equal;
  }

  private EntityPlan entityPlan(AccessPatternModel pattern) {
    EntityModel entity = PatternServing.entity(design, pattern).orElseThrow();
    return entities.stream()
        .filter(plan -> plan.type().equals(entity.type()))
        .findFirst()
        .orElseThrow();
  }
}
