package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.validate.design.KeySolver.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One entity's side of a {@link KeySolver} question: its attributes as variables (one per
 * attribute, however often its patterns use it), its patterns as fields, and the example values and
 * keys a solution gives it.
 */
final class KeySide {

  private final EntityModel entity;
  private final KeySolver solver;
  private final Map<String, Integer> variables = new LinkedHashMap<>();

  /** Values of attributes no requirement mentioned: the shortest their encoding allows. */
  private final Map<String, String> free = new HashMap<>();

  KeySide(EntityModel entity, KeySolver solver) {
    this.entity = entity;
    this.solver = solver;
  }

  EntityModel entity() {
    return entity;
  }

  List<Field> fields(KeyPatternModel pattern) {
    return fields(pattern.segments());
  }

  /**
   * The fields of a pattern, or of the start of one: split at every delimiter in its literals. The
   * shard slot counts as its first shard's digits: a literal that never holds the delimiter.
   */
  List<Field> fields(List<Segment> segments) {
    char delimiter = solver.alphabet().delimiter();
    List<Field> fields = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    int value = -1;
    for (Segment segment : segments) {
      if (segment instanceof Segment.Placeholder placeholder) {
        value = variable(placeholder.name());
        continue;
      }
      String text =
          segment instanceof Segment.Literal written ? written.text() : shardText(segments);
      for (char c : text.toCharArray()) {
        if (c == delimiter) {
          fields.add(new Field(literal.toString(), value));
          literal.setLength(0);
          value = -1;
        } else {
          literal.append(c);
        }
      }
    }
    fields.add(new Field(literal.toString(), value));
    return fields;
  }

  private String shardText(List<Segment> segments) {
    return entity.keyUses().stream()
        .map(KeyUse::partitionKey)
        .filter(pk -> pk != null && segments.equals(pk.segments()))
        .findFirst()
        .map(entity::firstShardText)
        .orElse("0");
  }

  private int variable(String attribute) {
    return variables.computeIfAbsent(
        attribute, name -> solver.variable(solver.alphabet().of(entity, name)));
  }

  /** The solver's variable of attribute {@code name}, or -1 when no requirement mentioned it. */
  int variableOf(String name) {
    Integer variable = variables.get(name);
    return variable == null ? -1 : variable;
  }

  private AttributeModel attribute(String name) {
    return entity.attribute(name).orElseThrow();
  }

  private String value(String name, String[] values) {
    Integer variable = variables.get(name);
    if (variable != null) {
      return values[variable];
    }
    return free.computeIfAbsent(
        name,
        n -> {
          Automaton language = solver.alphabet().of(entity, n);
          return solver
              .alphabet()
              .commonWord(List.of(language), List.of(language.startStates()), 'x')
              .orElse("?");
        });
  }

  /** The key text the pattern (or its start) gives with the solution's values. */
  String render(List<Segment> segments, String[] values) {
    StringBuilder key = new StringBuilder();
    for (Segment segment : segments) {
      if (segment instanceof Segment.Literal literal) {
        key.append(literal.text());
      } else if (segment instanceof Segment.Shard) {
        key.append(shardText(segments));
      } else {
        key.append(value(((Segment.Placeholder) segment).name(), values));
      }
    }
    return key.toString();
  }

  String render(KeyPatternModel pattern, String[] values) {
    return render(pattern.segments(), values);
  }

  /** {@code Order {userId="a", orderId="x"}}: the entity and the values its patterns use. */
  String describe(String[] values, KeyPatternModel... patterns) {
    Set<String> names = new LinkedHashSet<>();
    for (KeyPatternModel pattern : patterns) {
      if (pattern != null) {
        pattern.placeholders().forEach(p -> names.add(p.name()));
      }
    }
    List<String> shown = new ArrayList<>();
    for (String name : names) {
      shown.add(name + "=" + KeyAlphabet.display(attribute(name), value(name, values)));
    }
    return entity.simpleName() + " {" + String.join(", ", shown) + "}";
  }
}
