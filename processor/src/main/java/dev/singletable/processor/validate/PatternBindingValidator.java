package dev.singletable.processor.validate;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternParameter.Condition;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks that the value parameters of a declared access pattern bind attributes of what it returns,
 * with their types, with conditions their types support, and that the key parameters make at most
 * one condition per attribute and one range in all.
 */
final class PatternBindingValidator {

  private final Diagnostics diagnostics;

  PatternBindingValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** A pattern returning entities. */
  void validate(AccessPatternModel pattern, EntityModel entity) {
    boolean bound = true;
    for (PatternParameter parameter : values(pattern)) {
      Optional<AttributeModel> attribute =
          entity.storedAttributes().stream()
              .filter(a -> a.name().equals(parameter.attribute()))
              .findFirst();
      if (attribute.isEmpty()) {
        List<String> names = entity.storedAttributes().stream().map(AttributeModel::name).toList();
        unknown(
            pattern,
            parameter,
            entity.simpleName() + " does not have",
            names,
            "attributes: " + String.join(", ", names));
        bound = false;
      } else {
        bound &= checkType(pattern, parameter, attribute.get(), entity);
      }
    }
    if (bound) {
      checkConditions(pattern);
    }
  }

  /**
   * A pattern returning a collection: only its partition's key, a page request, a limit, and the
   * order ({@code @Descending}).
   */
  void validateCollection(TableDesign design, AccessPatternModel pattern, String collection) {
    Map<EntityModel, KeyUse> members = PatternServing.collections(design).get(collection);
    EntityModel first = members.keySet().iterator().next();
    KeyUse use = members.get(first);
    List<String> partition =
        PatternServing.placeholders(use.partitionKey()).stream().distinct().toList();
    String where = use.partitionKey().source();
    String scope = PatternServing.collectionScope(design, collection, use);
    if (pattern.isScan()) {
      collectionError(pattern.scan(), pattern, collection, scope, "@Scan does not apply");
    }
    for (PatternParameter parameter : values(pattern)) {
      if (!parameter.isKey() || parameter.condition() != PatternParameter.Condition.EQUAL) {
        collectionError(
            parameter.origin(),
            pattern,
            collection,
            scope,
            "parameter "
                + parameter.name()
                + " cannot be "
                + (parameter.isFilter() ? "a @Filter" : "a range")
                + ": a collection read takes its partition's key ("
                + String.join(", ", partition)
                + "), a PageRequest, @Limit and @Descending only");
      } else if (!partition.contains(parameter.attribute())) {
        unknown(
            pattern,
            parameter,
            "the partition key " + where + " of collection \"" + collection + "\" does not name",
            partition,
            "it names " + String.join(", ", partition));
      } else {
        checkType(pattern, parameter, first.attribute(parameter.attribute()).orElseThrow(), first);
      }
    }
  }

  private static List<PatternParameter> values(AccessPatternModel pattern) {
    return pattern.parameters().stream()
        .filter(p -> p.kind() == PatternParameter.Kind.VALUE && p.bounds().size() <= 1)
        .toList();
  }

  private void unknown(
      AccessPatternModel pattern,
      PatternParameter parameter,
      String owner,
      List<String> names,
      String listing) {
    diagnostics.error(
        parameter.origin(),
        Message.PATTERN_PARAMETER_UNKNOWN,
        parameter.name(),
        pattern.method(),
        parameter.attribute(),
        owner,
        Suggestions.closest(parameter.attribute(), names)
            .map(s -> " (did you mean " + s + "?)")
            .orElse(""),
        listing);
  }

  /** The parameter's type is the attribute's and supports its condition. */
  private boolean checkType(
      AccessPatternModel pattern,
      PatternParameter parameter,
      AttributeModel attribute,
      EntityModel entity) {
    ValueType type =
        attribute.type() instanceof ValueType.OptionalOf optional
            ? optional.value()
            : attribute.type();
    TypeName expected = type.javaType();
    if (!parameter.type().box().equals(expected.box())) {
      diagnostics.error(
          parameter.origin(),
          Message.PATTERN_PARAMETER_TYPE,
          parameter.name(),
          pattern.method(),
          AccessPatternValidator.simple(parameter.type()),
          attribute.name(),
          entity.simpleName(),
          AccessPatternValidator.simple(expected),
          AccessPatternValidator.simple(expected));
      return false;
    }
    ScalarKind kind = type instanceof ValueType.Scalar scalar ? scalar.kind() : null;
    PatternParameter.Condition condition = parameter.condition();
    String problem = null;
    Origin at =
        parameter.bounds().isEmpty() ? parameter.origin() : parameter.bounds().get(0).origin();
    if (condition == PatternParameter.Condition.BEGINS_WITH && kind != ScalarKind.STRING) {
      problem = "@BeginsWith compares the start of String values";
    } else if ((condition.isLower() || condition.isUpper())
        && (kind == null || !kind.isComparable())) {
      problem = "a range needs ordered values: numbers, strings, times, dates, UUIDs or enums";
    } else if (parameter.isFilter() && kind == null) {
      at = parameter.filter();
      problem =
          "a declared filter compares single values; filter lists, sets, maps and nested values"
              + " with the repository's query(...).filter(...)";
    }
    if (problem != null) {
      diagnostics.error(
          at,
          Message.PATTERN_CONDITION_TYPE,
          parameter.isFilter() && condition == PatternParameter.Condition.EQUAL
              ? "@Filter"
              : condition.annotation(),
          parameter.name(),
          pattern.method(),
          attribute.name(),
          entity.simpleName(),
          AccessPatternValidator.simple(attribute.type().javaType()),
          problem);
      return false;
    }
    return true;
  }

  /** One condition per key attribute (or a lower and an upper bound), one range in all. */
  private void checkConditions(AccessPatternModel pattern) {
    Map<String, List<PatternParameter>> byAttribute = new LinkedHashMap<>();
    for (PatternParameter parameter : pattern.keyParameters()) {
      byAttribute.computeIfAbsent(parameter.attribute(), a -> new ArrayList<>()).add(parameter);
    }
    for (Map.Entry<String, List<PatternParameter>> entry : byAttribute.entrySet()) {
      List<PatternParameter> parameters = entry.getValue();
      if (parameters.size() < 2) {
        continue;
      }
      PatternParameter first = parameters.get(0);
      PatternParameter second = parameters.get(1);
      boolean between =
          parameters.size() == 2
              && (first.condition().isLower() && second.condition().isUpper()
                  || first.condition().isUpper() && second.condition().isLower());
      if (!between) {
        diagnostics.error(
            second.origin(),
            Message.PATTERN_CONDITIONS,
            first.name(),
            second.name(),
            pattern.method(),
            "both compare "
                + entry.getKey()
                + " ("
                + first.condition().annotation()
                + " and "
                + second.condition().annotation()
                + ")",
            "a key condition compares an attribute once: by equality, or between a lower and an"
                + " upper bound");
        return;
      }
      if (!(first.condition().isLower() ? first : second).condition().equals(Condition.SINCE)
          || !(first.condition().isUpper() ? first : second).condition().equals(Condition.UNTIL)) {
        diagnostics.error(
            second.origin(),
            Message.PATTERN_CONDITIONS,
            first.name(),
            second.name(),
            pattern.method(),
            "bound "
                + entry.getKey()
                + " with "
                + first.condition().annotation()
                + " and "
                + second.condition().annotation(),
            "a key condition's two-sided range is DynamoDB's BETWEEN, which includes both bounds:"
                + " use @Since and @Until");
        return;
      }
    }
    List<PatternParameter> ranges = pattern.ranges();
    for (PatternParameter range : ranges) {
      if (!range.attribute().equals(ranges.get(0).attribute())) {
        diagnostics.error(
            range.origin(),
            Message.PATTERN_CONDITIONS,
            ranges.get(0).name(),
            range.name(),
            pattern.method(),
            "put ranges on two attributes, "
                + ranges.get(0).attribute()
                + " and "
                + range.attribute(),
            "a key condition holds one range, on the sort-key component after the ones bound by"
                + " equality; make one a @Filter");
        return;
      }
    }
  }

  private void collectionError(
      Origin at, AccessPatternModel pattern, String collection, String partition, String problem) {
    diagnostics.error(
        at, Message.PATTERN_COLLECTION, pattern.method(), collection, partition, problem);
  }
}
