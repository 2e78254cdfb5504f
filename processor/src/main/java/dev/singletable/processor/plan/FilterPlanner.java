package dev.singletable.processor.plan;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternParameter.Condition;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The filters of declared reads: one call per filter parameter, and their template rendered at
 * compile time, which, while the entity's migration renames the filtered attribute or its enum
 * constants, also reads the old form.
 */
final class FilterPlanner {

  private final TableDesign design;
  // The Db's filter constants so far: overloaded reads share a method name.
  private final Set<String> filterConstants = new HashSet<>();

  FilterPlanner(TableDesign design) {
    this.design = design;
  }

  /**
   * The filter's template: each call's condition in order, joined by AND; a name placeholder per
   * distinct attribute, a value placeholder per call.
   */
  Optional<DeclaredPatternPlan.FilterTemplate> template(
      AccessPatternModel pattern, List<DeclaredPatternPlan.FilterCall> filters, EntityPlan entity) {
    if (filters.isEmpty()) {
      return Optional.empty();
    }
    List<String> names = new ArrayList<>();
    List<String> conditions = new ArrayList<>();
    int values = 0;
    for (DeclaredPatternPlan.FilterCall filter : filters) {
      String stored = storedName(entity, filter.constant());
      String name = name(names, stored);
      String value = ":v" + values++;
      String condition = condition(filter.operator(), name, value);
      if (filter.former() == DeclaredPatternPlan.Former.NAME) {
        // Items not migrated yet hold the value under the former name.
        String former = name(names, formerName(pattern, stored));
        condition =
            condition
                + " OR (attribute_not_exists("
                + name
                + ") AND "
                + condition(filter.operator(), former, ":v" + values++)
                + ")";
      } else if (filter.former() == DeclaredPatternPlan.Former.CONSTANT) {
        // Equal to the constant or to its former name, as still stored.
        condition = condition + " OR " + condition("eq", name, ":v" + values++);
      }
      // DynamoDB refuses parentheses around a whole expression: only an OR joined by AND has them.
      boolean or = filter.former() != DeclaredPatternPlan.Former.NONE;
      conditions.add(or && filters.size() > 1 ? "(" + condition + ")" : condition);
    }
    String constant = Names.fresh(Names.constant(pattern.method()) + "_FILTER", filterConstants);
    filterConstants.add(constant);
    return Optional.of(
        new DeclaredPatternPlan.FilterTemplate(constant, String.join(" AND ", conditions), names));
  }

  /** The placeholder of {@code stored}, added to {@code names} when new. */
  private static String name(List<String> names, String stored) {
    if (!names.contains(stored)) {
      names.add(stored);
    }
    return "#n" + names.indexOf(stored);
  }

  private static String condition(String operator, String name, String value) {
    return switch (operator) {
      case "eq" -> name + " = " + value;
      case "ge" -> name + " >= " + value;
      case "le" -> name + " <= " + value;
      case "gt" -> name + " > " + value;
      case "lt" -> name + " < " + value;
      case "beginsWith" -> "begins_with(" + name + ", " + value + ")";
      default -> throw new IllegalStateException("no filter condition " + operator);
    };
  }

  private static String storedName(EntityPlan entity, String constant) {
    return entity.references().stream()
        .filter(r -> r.constant().equals(constant))
        .findFirst()
        .orElseThrow()
        .attribute()
        .storedName();
  }

  /** The former stored name of the attribute stored as {@code stored}, renamed. */
  private String formerName(AccessPatternModel pattern, String stored) {
    return migration(pattern)
        .flatMap(
            m ->
                m.renames().stream()
                    .filter(r -> r.attribute().storedName().equals(stored))
                    .map(MigrationModel.Rename::formerly)
                    .findFirst())
        .orElseThrow();
  }

  /** The migrations the entity of {@code pattern} declares. */
  private Optional<MigrationModel> migration(AccessPatternModel pattern) {
    return design.migration(PatternServing.entity(design, pattern).orElseThrow());
  }

  List<DeclaredPatternPlan.FilterCall> filters(
      AccessPatternModel pattern, List<PatternParameter> parameters, EntityPlan entity) {
    List<DeclaredPatternPlan.FilterCall> filters = new ArrayList<>();
    Optional<MigrationModel> migration = migration(pattern);
    for (PatternParameter parameter : parameters) {
      Reference reference =
          entity.references().stream()
              .filter(r -> r.attribute().name().equals(parameter.attribute()))
              .findFirst()
              .orElseThrow();
      String constant = reference.constant();
      String operator =
          switch (parameter.condition()) {
            case EQUAL -> "eq";
            case SINCE -> "ge";
            case UNTIL -> "le";
            case AFTER -> "gt";
            case BEFORE -> "lt";
            case BEGINS_WITH -> "beginsWith";
          };
      // A null equality key parameter of a Scan is refused up front, so it needs no check here.
      boolean nullable =
          parameter.nullable()
              && (parameter.isFilter() || parameter.condition() != Condition.EQUAL);
      filters.add(
          new DeclaredPatternPlan.FilterCall(
              parameter.name(),
              nullable,
              entity.schema(),
              constant,
              operator,
              former(migration, reference, operator)));
    }
    return filters;
  }

  /**
   * What a filter on {@code reference} also reads while the entity's migration runs: the former
   * name of a renamed attribute, or, for an equality, the former names of an enum's renamed
   * constants.
   */
  private static DeclaredPatternPlan.Former former(
      Optional<MigrationModel> migration, Reference reference, String operator) {
    if (migration.isEmpty()) {
      return DeclaredPatternPlan.Former.NONE;
    }
    String stored = reference.attribute().storedName();
    if (migration.get().renames().stream()
        .anyMatch(r -> r.attribute().storedName().equals(stored))) {
      return DeclaredPatternPlan.Former.NAME;
    }
    boolean constants =
        migration.get().conversions().stream().anyMatch(a -> a.storedName().equals(stored));
    return constants && operator.equals("eq")
        ? DeclaredPatternPlan.Former.CONSTANT
        : DeclaredPatternPlan.Former.NONE;
  }
}
