package dev.singletable.processor.validate;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternCandidate.Reason;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks that a key serves each declared access pattern of a design that is otherwise valid, and
 * says why none does: from the most specific reason any key gives (a consistent read of a global
 * index, a projection without the entity, a gap in a sort key, a parameter outside the key) to the
 * most basic (no key has the partition key), each with the change that would serve the read.
 */
public final class PatternServingValidator {

  private final Diagnostics diagnostics;

  public PatternServingValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    for (AccessPatternModel pattern : design.patterns()) {
      if (!pattern.isDeclared()) {
        continue;
      }
      List<PatternCandidate> candidates = PatternServing.candidates(design, pattern);
      Optional<PatternCandidate> chosen = PatternServing.choose(candidates);
      if (chosen.isPresent()) {
        checkFilters(pattern, chosen.get());
        checkOptionals(pattern, chosen.get());
        continue;
      }
      Optional<EntityModel> entity = PatternServing.entity(design, pattern);
      Optional<PatternCandidate> mixed = PatternServing.mixed(design, pattern);
      if (entity.isPresent() && mixed.isPresent()) {
        reportMixed(design, pattern, entity.get(), mixed.get().use());
      } else if (entity.isPresent()) {
        reportUnserved(design, pattern, entity.get(), candidates);
      } else if (!candidates.isEmpty()) {
        reportCollection(design, pattern, candidates.get(0));
      }
    }
  }

  /**
   * A filter on a component of the serving key would read what a key condition can skip; a filter
   * on a sort-key component that no key condition can reach (after one that equality does not bind,
   * or after the ranged one) is what the read needs.
   */
  private void checkFilters(AccessPatternModel pattern, PatternCandidate chosen) {
    if (chosen.use() == null) {
      return;
    }
    List<String> sort = PatternServing.placeholders(chosen.use().sortKey());
    List<String> key = new ArrayList<>(PatternServing.placeholders(chosen.use().partitionKey()));
    // The bound components and the next one, which a key condition narrows or could narrow.
    key.addAll(sort.subList(0, Math.min(sort.size(), chosen.next() + 1)));
    for (PatternParameter filter : pattern.filters()) {
      if (NativeKeys.isNative(chosen.use()) && key.contains(filter.attribute())) {
        diagnostics.error(
            filter.filter(),
            NativeMessage.FILTER_KEY,
            filter.name(),
            pattern.method(),
            filter.attribute(),
            chosen.use().indexName(),
            keySource(chosen.use()));
        continue;
      }
      if (key.contains(filter.attribute())) {
        diagnostics.error(
            filter.filter(),
            Message.PATTERN_FILTER_KEY,
            filter.name(),
            pattern.method(),
            filter.attribute(),
            keyName(chosen.use()),
            keySource(chosen.use()));
      }
    }
  }

  /**
   * An optional equality ({@code @Nullable}) is a value that may be null, on a sort-key component
   * whose followers are all optional too: then every form of the read (each optional argument given
   * or not, the later ones dropped with an earlier one) is a key condition on a prefix of the sort
   * key.
   */
  private void checkOptionals(AccessPatternModel pattern, PatternCandidate chosen) {
    for (PatternParameter parameter : pattern.parameters()) {
      if (parameter.optional() == null) {
        continue;
      }
      if (parameter.kind() != PatternParameter.Kind.VALUE) {
        optionalError(
            parameter,
            pattern,
            "it is the "
                + (parameter.kind() == PatternParameter.Kind.LIMIT ? "@Limit" : "PageRequest")
                + ", not a value compared with an attribute; remove @Nullable");
      } else if (!parameter.nullable()) {
        optionalError(
            parameter,
            pattern,
            "its type "
                + parameter.type()
                + " is primitive, so it is never null; declare it as "
                + ((ClassName) parameter.type().box()).simpleName()
                + ", or remove @Nullable");
      }
    }
    if (chosen.use() == null) {
      return;
    }
    List<String> partition = PatternServing.placeholders(chosen.use().partitionKey());
    List<String> sort = PatternServing.placeholders(chosen.use().sortKey());
    PatternParameter first = null;
    for (PatternParameter optional : pattern.optionals()) {
      if (partition.contains(optional.attribute())) {
        optionalError(
            optional,
            pattern,
            optional.attribute()
                + " is in the partition key of "
                + keyName(chosen.use())
                + " ("
                + keySource(chosen.use())
                + "), and a Query reads one whole partition, so its key condition cannot do"
                + " without it; remove @Nullable");
        return;
      }
      if (first == null || sort.indexOf(optional.attribute()) < sort.indexOf(first.attribute())) {
        first = optional;
      }
    }
    if (first == null) {
      return;
    }
    int from = sort.indexOf(first.attribute());
    for (PatternParameter later : pattern.keyParameters()) {
      boolean range = later.condition() != PatternParameter.Condition.EQUAL;
      int at = range ? chosen.next() : sort.indexOf(later.attribute());
      if (at <= from || later.isOptionalKey()) {
        continue;
      }
      optionalError(
          first,
          pattern,
          first.name()
              + " binds {"
              + first.attribute()
              + "} of the sort key of "
              + keyName(chosen.use())
              + " ("
              + keySource(chosen.use())
              + "), before {"
              + later.attribute()
              + "}, which parameter "
              + later.name()
              + (range ? " bounds" : " binds and which is required")
              + ", and a key condition narrows the sort key left to right: when "
              + first.name()
              + " is null, no key condition can hold "
              + later.name()
              + ". "
              + (range
                  ? "Mark " + later.name() + " @Filter"
                  : "Mark " + later.name() + " @Nullable too, so that it is dropped with it")
              + ", or make "
              + first.name()
              + " required");
      return;
    }
  }

  private void optionalError(
      PatternParameter parameter, AccessPatternModel pattern, String problem) {
    diagnostics.error(
        parameter.optional(),
        Message.PATTERN_OPTIONAL,
        parameter.name(),
        pattern.method(),
        problem);
  }

  /**
   * Only a native index that other entities' items are in would serve the read: its key condition
   * cannot tell them apart, so the read would return them.
   */
  private void reportMixed(
      TableDesign design, AccessPatternModel pattern, EntityModel entity, KeyUse use) {
    List<EntityModel> others =
        NativeKeys.members(design, use.index()).stream().filter(e -> e != entity).toList();
    String names = String.join(", ", others.stream().map(EntityModel::simpleName).toList());
    diagnostics.error(
        pattern.origin(),
        NativeMessage.INDEX_MIXED,
        pattern.method(),
        entity.simpleName(),
        use.indexName(),
        String.join(", ", use.index().keyAttributes()),
        names,
        entity.simpleName(),
        design.table().entityTypeAttribute(),
        others.get(0).simpleName(),
        use.index().keyAttributes().stream()
            .filter(name -> NativeKeys.attribute(others.get(0), name).isPresent())
            .findFirst()
            .orElseThrow());
  }

  private void reportUnserved(
      TableDesign design,
      AccessPatternModel pattern,
      EntityModel entity,
      List<PatternCandidate> candidates) {
    Optional<PatternCandidate> consistent = first(candidates, Reason.CONSISTENT_GSI);
    if (consistent.isPresent()) {
      diagnostics.error(
          pattern.consistentRead(),
          Message.PATTERN_CONSISTENT_GSI,
          pattern.method(),
          consistent.get().keyName());
      return;
    }
    Optional<PatternCandidate> projection = first(candidates, Reason.PROJECTION);
    if (projection.isPresent()) {
      KeyUse use = projection.get().use();
      diagnostics.error(
          pattern.origin(),
          Message.PATTERN_PROJECTION,
          use.indexName(),
          keySource(use),
          pattern.method(),
          use.index().projection(),
          entity.simpleName(),
          entity.simpleName(),
          entity.simpleName(),
          use.indexName());
      return;
    }
    Optional<PatternCandidate> gap = first(candidates, Reason.SORT_GAP);
    if (gap.isPresent()) {
      PatternCandidate.Failure failure = gap.get().failure();
      PatternParameter parameter = parameter(pattern, failure.attributes().get(0));
      diagnostics.error(
          parameter.origin(),
          Message.PATTERN_SORT_GAP,
          parameter.name(),
          pattern.method(),
          parameter.attribute(),
          keyName(gap.get().use()),
          keySource(gap.get().use()),
          failure.missing(),
          failure.missing(),
          parameter.name(),
          suggestion(design, pattern, entity, gap.get().use()));
      return;
    }
    Optional<PatternCandidate> outside = first(candidates, Reason.NOT_IN_KEY);
    if (outside.isPresent()) {
      PatternParameter parameter = parameter(pattern, outside.get().failure().attributes().get(0));
      diagnostics.error(
          parameter.origin(),
          Message.PATTERN_NOT_IN_KEY,
          parameter.name(),
          pattern.method(),
          parameter.attribute(),
          keyName(outside.get().use()),
          keySource(outside.get().use()),
          suggestion(design, pattern, entity, outside.get().use()));
      return;
    }
    List<String> equal = pattern.equalities().stream().map(PatternParameter::attribute).toList();
    if (equal.isEmpty()) {
      List<String> keys = new ArrayList<>();
      for (KeyUse use : entity.keyUses()) {
        keys.add(use.partitionKey().source() + " (" + use.targetName() + ")");
      }
      diagnostics.error(
          pattern.origin(),
          Message.PATTERN_NO_PARTITION,
          pattern.method(),
          entity.simpleName(),
          entity.simpleName(),
          String.join(", ", keys));
      return;
    }
    diagnostics.error(
        pattern.origin(),
        Message.PATTERN_UNSERVED,
        entity.simpleName(),
        String.join("}, {", equal),
        pattern.method(),
        PatternSuggestion.gsi(design, entity, equal, pattern.rangeAttribute().stream().toList()));
  }

  private void reportCollection(
      TableDesign design, AccessPatternModel pattern, PatternCandidate candidate) {
    PatternCandidate.Failure failure = candidate.failure();
    if (failure.reason() == Reason.CONSISTENT_GSI) {
      diagnostics.error(
          pattern.consistentRead(),
          Message.PATTERN_CONSISTENT_GSI,
          pattern.method(),
          candidate.keyName());
      return;
    }
    String collection = PatternServing.collection(design, pattern).orElseThrow();
    diagnostics.error(
        pattern.origin(),
        Message.PATTERN_COLLECTION,
        pattern.method(),
        collection,
        PatternServing.collectionScope(design, collection, candidate.use()),
        "it needs a parameter for each component of that partition key: add "
            + String.join(", ", failure.attributes()));
  }

  /** A key with the read's parameters in this key's order: its partition, then the others. */
  private static String suggestion(
      TableDesign design, AccessPatternModel pattern, EntityModel entity, KeyUse failing) {
    List<String> partition =
        PatternServing.placeholders(failing.partitionKey()).stream().distinct().toList();
    List<String> sort = new ArrayList<>();
    for (PatternParameter parameter : pattern.equalities()) {
      if (!partition.contains(parameter.attribute())) {
        sort.add(parameter.attribute());
      }
    }
    pattern.rangeAttribute().ifPresent(sort::add);
    return PatternSuggestion.gsi(design, entity, partition, sort);
  }

  private static Optional<PatternCandidate> first(
      List<PatternCandidate> candidates, Reason reason) {
    return candidates.stream()
        .filter(c -> !c.serves() && c.failure().reason() == reason)
        .sorted(
            java.util.Comparator.comparingInt(PatternCandidate::rank)
                .thenComparingInt(PatternCandidate::order))
        .findFirst();
  }

  private static PatternParameter parameter(AccessPatternModel pattern, String attribute) {
    return pattern.keyParameters().stream()
        .filter(p -> p.attribute().equals(attribute))
        .findFirst()
        .orElseThrow();
  }

  /** {@code index GSI1} or {@code the table}. */
  static String keyName(KeyUse use) {
    return use.isPrimary() ? "the table" : "index " + use.indexName();
  }

  /** {@code USER#{userId} / ORDER#{createdAt}#{orderId}}. */
  static String keySource(KeyUse use) {
    return use.partitionKey().source()
        + (use.sortKey() == null ? "" : " / " + use.sortKey().source());
  }
}
