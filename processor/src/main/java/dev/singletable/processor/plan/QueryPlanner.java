package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Plans the query method of one key use: its partition call, its starting sort-key condition, the
 * leading sort-key components it can fold into that condition, and one builder stage per remaining
 * component.
 */
final class QueryPlanner {

  private final TableModel table;
  private final EntityModel entity;
  private final KeyPlanner keys;

  /**
   * The stage classes planned so far, by what they choose: the components left (each with its
   * encoding and the literal after it) and what the query reads. Two keys of the entity whose sort
   * keys end in the same components share one class: the stage takes the sort key from its query.
   */
  private final Map<String, ClassName> stageClasses = new HashMap<>();

  QueryPlanner(TableModel table, EntityModel entity, KeyPlanner keys) {
    this.table = table;
    this.entity = entity;
    this.keys = keys;
  }

  /** One component of the sort key with the literal text before and after it. */
  private record Component(KeyComponent component, String before, String after) {}

  /** The attribute holding a key use's partition key: an LSI shares the table's. */
  static String partitionAttribute(TableModel table, KeyUse use) {
    return use.isPrimary() || use.local() ? table.partitionKey() : use.index().partitionKey();
  }

  /** The call rendering a key use's partition value from its components. */
  PartitionCall partitionCall(KeyUse use) {
    if (entity.fansOut(use)) {
      List<KeyComponent> placeholders = keys.placeholderComponents(use.partitionKey());
      return use.isPrimary() || use.local()
          ? new PartitionCall(Names.key(entity), "partitionKeys", placeholders, true)
          : new PartitionCall(
              Names.schema(entity),
              Names.indexPartitionMethod(use.indexName()) + "s",
              placeholders,
              true);
    }
    List<KeyComponent> arguments = keys.components(use.partitionKey());
    return use.isPrimary() || use.local()
        ? new PartitionCall(Names.key(entity), "partitionKey", arguments)
        : new PartitionCall(
            Names.schema(entity), Names.indexPartitionMethod(use.indexName()), arguments);
  }

  /** The query of a key use whose index projects whole items. */
  QueryPlan plan(KeyUse use) {
    return plan(use, Optional.empty(), false);
  }

  /**
   * The query of a key use; {@code view} is the record it returns when its index does not project
   * whole items.
   */
  QueryPlan plan(KeyUse use, Optional<ClassName> view, boolean viewIncludes) {
    Optional<String> sortAttribute =
        Optional.ofNullable(use.isPrimary() ? table.sortKey() : use.index().sortKey());
    KeyPatternModel sortKey = use.sortKey();
    List<Component> components = components(sortKey);
    QueryPlan.SortStart start;
    if (sortKey == null) {
      start = new QueryPlan.Any();
    } else if (sortKey.isConstant()) {
      start = new QueryPlan.EqualTo(sortKey.literalPrefix());
    } else {
      start = new QueryPlan.Prefix(sortKey.literalPrefix());
    }
    Optional<ClassName> firstStage = Optional.empty();
    List<QueryStage> stages = new ArrayList<>();
    if (!components.isEmpty()) {
      // Leading sort-key components that the partition key also holds are known from the method's
      // parameters: they are part of the prefix, and the builder starts after them.
      List<String> partitionNames =
          use.partitionKey().placeholders().stream().map(Segment.Placeholder::name).toList();
      int folded = 0;
      while (folded < components.size()
          && partitionNames.contains(components.get(folded).component().name())) {
        folded++;
      }
      String sortConstant = KeyPlanner.keyConstant(use, false);
      if (folded == components.size()) {
        start = new QueryPlan.FoldedEqualTo(sortConstant, foldedPrefix(components, folded));
      } else {
        if (folded > 0) {
          start = new QueryPlan.FoldedPrefix(foldedPrefix(components, folded));
        }
        for (int i = components.size() - 1; i >= folded; i--) {
          stages.add(0, stage(view, sortConstant, components, i, stages));
        }
        firstStage = Optional.of(stages.get(0).type());
      }
    }
    return new QueryPlan(
        use.queryName(),
        Optional.ofNullable(use.indexName()),
        partitionAttribute(table, use),
        use.partitionKey().source(),
        sortAttribute,
        Optional.ofNullable(sortKey)
            .map(key -> new QueryPlan.SortOrder(sortAttribute.orElseThrow(), key.source())),
        partitionCall(use),
        start,
        Names.fresh(Names.constant(use.queryName()), Set.of("ENTITY")),
        firstStage,
        view,
        viewIncludes,
        stages,
        Optional.empty());
  }

  /**
   * The query of a native index key use: partition parameters by equality, then one stage per sort
   * attribute, each comparing the typed value through the schema's reference ({@code constants}:
   * attribute name to reference constant).
   */
  QueryPlan planNative(KeyUse use, Map<String, String> constants) {
    IndexModel index = use.index();
    List<KeyComponent> partition = new ArrayList<>();
    for (Segment.Placeholder placeholder : use.partitionKey().placeholders()) {
      partition.add(nativeComponent(placeholder.name(), constants));
    }
    List<String> sortNames =
        use.sortKey() == null
            ? List.of()
            : use.sortKey().placeholders().stream().map(Segment.Placeholder::name).toList();
    List<QueryStage> stages = new ArrayList<>();
    for (int i = sortNames.size() - 1; i >= 0; i--) {
      KeyComponent component = nativeComponent(sortNames.get(i), constants);
      Optional<QueryStage> next = stages.isEmpty() ? Optional.empty() : Optional.of(stages.get(0));
      String signature =
          "native " + component.constant() + next.map(n -> " " + n.type().simpleName()).orElse("");
      ClassName type = stageClass(signature, Optional.empty(), component, next);
      stages.add(
          0,
          new QueryStage(
              type,
              component,
              component.constant(),
              "",
              next.map(QueryStage::type),
              component.attribute().scalarKind() == ScalarKind.STRING
                  && component.attribute().conversion() == null,
              declares(type, signature)));
    }
    String typeAttribute = table.entityTypeAttribute();
    return new QueryPlan(
        use.queryName(),
        Optional.of(index.name()),
        index.partitionKey(),
        use.partitionKey().source(),
        Optional.ofNullable(index.sortKey()),
        Optional.ofNullable(use.sortKey())
            .map(key -> new QueryPlan.SortOrder(index.sortKey(), key.source())),
        new PartitionCall(Names.schema(entity), "", partition),
        new QueryPlan.Any(),
        Names.fresh(Names.constant(use.queryName()), Set.of("ENTITY")),
        stages.isEmpty() ? Optional.empty() : Optional.of(stages.get(0).type()),
        Optional.empty(),
        false,
        stages,
        Optional.of(
            new QueryPlan.NativeQuery(
                entity.typeName(),
                index.partitionKeys(),
                index.partitionKeys().contains(typeAttribute)
                    ? Optional.of(typeAttribute)
                    : Optional.empty())));
  }

  /** A native key attribute: its schema reference constant stands for a key part. */
  private KeyComponent nativeComponent(String attribute, Map<String, String> constants) {
    AttributeModel model = entity.attribute(attribute).orElseThrow();
    return new KeyComponent(
        model,
        "",
        false,
        List.of(),
        false,
        constants.get(attribute),
        model.type().javaType().withoutAnnotations().box());
  }

  /** The sort-key text up to component {@code count}: literals and the encoded partition values. */
  private static List<KeyTemplate.Part> foldedPrefix(List<Component> components, int count) {
    List<KeyTemplate.Part> parts = new ArrayList<>();
    if (!components.get(0).before().isEmpty()) {
      parts.add(new KeyTemplate.Text(components.get(0).before()));
    }
    for (int i = 0; i < count; i++) {
      Component component = components.get(i);
      parts.add(new KeyTemplate.Value(component.component()));
      if (!component.after().isEmpty()) {
        parts.add(new KeyTemplate.Text(component.after()));
      }
    }
    return parts;
  }

  private List<Component> components(KeyPatternModel sortKey) {
    List<Component> components = new ArrayList<>();
    if (sortKey == null || sortKey.isConstant()) {
      return components;
    }
    List<Segment> segments = sortKey.segments();
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i) instanceof Segment.Placeholder placeholder) {
        String before = i > 0 && segments.get(i - 1) instanceof Segment.Literal l ? l.text() : "";
        String after =
            i + 1 < segments.size() && segments.get(i + 1) instanceof Segment.Literal l
                ? l.text()
                : "";
        components.add(new Component(keys.component(placeholder.name()), before, after));
      }
    }
    return components;
  }

  /** The stage of component {@code index}, whose later stages are {@code later}. */
  private QueryStage stage(
      Optional<ClassName> view,
      String sortConstant,
      List<Component> components,
      int index,
      List<QueryStage> later) {
    Component component = components.get(index);
    Optional<QueryStage> next = later.isEmpty() ? Optional.empty() : Optional.of(later.get(0));
    String signature =
        view.map(v -> v.simpleName() + " ").orElse("")
            + component.component().constant()
            + " \""
            + component.after()
            + "\""
            + next.map(n -> " " + n.type().simpleName()).orElse("");
    ClassName type = stageClass(signature, view, component.component(), next);
    return new QueryStage(
        type,
        component.component(),
        sortConstant,
        component.after(),
        next.map(QueryStage::type),
        component.component().attribute().scalarKind() == ScalarKind.STRING
            && component.component().attribute().conversion() == null,
        declares(type, signature));
  }

  // The signature whose class a stage declares: the first stage planned with it.
  private final Map<ClassName, String> declared = new HashMap<>();

  private boolean declares(ClassName type, String signature) {
    return declared.putIfAbsent(type, signature) == null;
  }

  /**
   * The class of the stages with {@code signature}: {@code PlacedAtOrderIdStage} chooses {@code
   * placedAt}, then {@code orderId}; a view's stages start with the view's name.
   */
  private ClassName stageClass(
      String signature,
      Optional<ClassName> view,
      KeyComponent component,
      Optional<QueryStage> next) {
    ClassName known = stageClasses.get(signature);
    if (known != null) {
      return known;
    }
    String rest = next.map(n -> n.type().simpleName()).orElse("Stage");
    if (next.isPresent() && view.isPresent()) {
      rest = rest.substring(view.get().simpleName().length());
    }
    String preferred =
        view.map(ClassName::simpleName).orElse("") + Names.upperFirst(component.name()) + rest;
    Set<String> taken = new HashSet<>();
    stageClasses.values().forEach(c -> taken.add(c.simpleName()));
    ClassName type = Names.repository(entity).nestedClass(Names.fresh(preferred, taken));
    stageClasses.put(signature, type);
    return type;
  }
}
