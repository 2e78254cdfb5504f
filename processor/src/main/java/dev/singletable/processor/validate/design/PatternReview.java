package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.PatternSuggestion;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.util.Elements;

/**
 * Warnings that need the reads a table interface declares, once each is served: {@code
 * index-unused}, an index that entities fill (every write of theirs also writes it) but that no
 * declared read goes through; and {@code pattern-filter-heavy}, a read that filters by equality on
 * an attribute of many values (anything but a boolean or an enum of two) across a partition that
 * holds any number of the entity's items, so that it reads and pays for far more than it returns.
 * Neither is raised when the interface declares no read; both can be suppressed.
 */
public final class PatternReview {

  private final Diagnostics diagnostics;
  private final Elements elements;
  private KeyAlphabet alphabet;

  /**
   * @param elements to count the constants of enum attributes
   */
  public PatternReview(Diagnostics diagnostics, Elements elements) {
    this.diagnostics = diagnostics;
    this.elements = elements;
  }

  public void review(TableDesign design) {
    alphabet = new KeyAlphabet(design.table().delimiterChar(), elements);
    List<AccessPatternModel> declared =
        design.patterns().stream().filter(AccessPatternModel::isDeclared).toList();
    if (declared.isEmpty()) {
      return;
    }
    Set<String> used = new HashSet<>();
    Map<String, List<String>> cheaperElsewhere = new HashMap<>();
    for (AccessPatternModel pattern : declared) {
      List<PatternCandidate> serving =
          PatternServing.serving(PatternServing.candidates(design, pattern));
      Optional<PatternCandidate> chosen = serving.stream().findFirst();
      if (chosen.isEmpty() || chosen.get().use() == null) {
        continue;
      }
      for (PatternCandidate other : serving.subList(1, serving.size())) {
        if (other.use() != null && other.use().indexName() != null) {
          cheaperElsewhere
              .computeIfAbsent(other.use().indexName(), name -> new ArrayList<>())
              .add(pattern.method() + "()");
        }
      }
      if (chosen.get().use().indexName() != null) {
        used.add(chosen.get().use().indexName());
      }
      if (chosen.get().access() == PatternCandidate.Access.QUERY) {
        reviewFilters(design, pattern, chosen.get());
      }
    }
    for (IndexModel index : design.table().indexes()) {
      List<String> fillers = new ArrayList<>();
      for (EntityModel entity : design.entities()) {
        if (entity.indexKeys().stream().anyMatch(use -> index.name().equals(use.indexName()))) {
          fillers.add(entity.simpleName());
        }
      }
      if (!used.contains(index.name()) && !fillers.isEmpty()) {
        diagnostics.warning(
            index.origin(),
            Message.INDEX_UNUSED,
            index.name(),
            design.table().type().simpleName(),
            cheaperElsewhere.containsKey(index.name())
                ? " (other keys serve "
                    + String.join(", ", cheaperElsewhere.get(index.name()))
                    + ", which it could serve, at a lower cost)"
                : "",
            String.join(" and ", fillers)
                + (fillers.size() == 1
                    ? " fills it, so its writes also write it"
                    : " fill it, so their writes also write it"),
            design.table().type().simpleName());
      }
    }
  }

  private void reviewFilters(
      TableDesign design, AccessPatternModel pattern, PatternCandidate chosen) {
    EntityModel entity = PatternServing.entity(design, pattern).orElseThrow();
    KeyUse use = chosen.use();
    List<String> bound =
        PatternServing.placeholders(use.sortKey()).subList(0, chosen.next()).stream().toList();
    Optional<AttributeModel> growth = Cardinality.growth(entity, use.partitionKey());
    if (growth.isEmpty() || bound.contains(growth.get().name()) || !pattern.ranges().isEmpty()) {
      // A partition of few items, or a range that may already narrow it: nothing to tell.
      return;
    }
    for (PatternParameter filter : pattern.filters()) {
      if (filter.condition() != PatternParameter.Condition.EQUAL) {
        continue;
      }
      AttributeModel attribute = entity.attribute(filter.attribute()).orElseThrow();
      String values = values(attribute);
      if (values == null) {
        continue;
      }
      List<String> partition =
          PatternServing.placeholders(use.partitionKey()).stream().distinct().toList();
      List<String> sort = new ArrayList<>(List.of(filter.attribute()));
      for (PatternParameter equality : pattern.equalities()) {
        if (!partition.contains(equality.attribute())) {
          sort.add(equality.attribute());
        }
      }
      diagnostics.warning(
          filter.filter(),
          Message.PATTERN_FILTER_HEAVY,
          pattern.method(),
          entity.simpleName(),
          use.isPrimary() ? "the table" : "index " + use.indexName(),
          use.partitionKey().source(),
          filter.attribute(),
          values,
          filter.attribute(),
          PatternSuggestion.gsi(design, entity, partition, sort));
    }
  }

  /** How many values an attribute takes, when that is many; {@code null} when few or unknown. */
  private String values(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    if (kind == null || kind == ScalarKind.BOOLEAN) {
      return null;
    }
    if (kind == ScalarKind.ENUM) {
      int constants = alphabet.enumConstants(attribute).size();
      return constants > 2 ? "has " + constants + " values" : null;
    }
    return "can have any number of values";
  }
}
