package dev.singletable.runtime.expression;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;

/**
 * The structure of a {@link Condition} without its values: which reference, which operator or
 * function, how parts are joined. Conditions built from the same references the same way share one
 * shape, which remembers what does not depend on the values: the expression text and names rendered
 * into an empty {@link ExpressionWriter}, and the top-level attribute names read. A filter built
 * per call from a schema's constant references then renders once per shape, and each call only
 * checks and places its values.
 *
 * <p>Shared between threads without locks: what a shape remembers is immutable and may be computed
 * twice by racing threads (both results are equal); only the list of junctions a shape starts is
 * copied on write under a lock.
 */
final class ConditionShape {

  /** The forms a reference makes: the six comparisons, then BETWEEN and the functions. */
  static final int EQ = 0;

  static final int NE = 1;
  static final int LT = 2;
  static final int LE = 3;
  static final int GT = 4;
  static final int GE = 5;
  static final int BETWEEN = 6;
  static final int EXISTS = 7;
  static final int NOT_EXISTS = 8;
  static final int HAS_TYPE = 9;
  static final int BEGINS_WITH = 10;
  static final int CONTAINS = 11;
  static final int FORMS = 12;

  // The operators of the comparison forms, by form number.
  private static final String[] OPERATORS = {"=", "<>", "<", "<=", ">", ">="};

  // Junctions started by one shape are few in practice (a filter's and(...) of constant parts);
  // past this many, further combinations render without a shape rather than grow without bound.
  private static final int MAX_JUNCTIONS = 32;
  private static final ConditionShape[] NONE = new ConditionShape[0];

  private final ConditionNodes.Junction.Kind kind; // of a junction, else null
  private final ConditionShape[] parts; // of a junction, else null
  private volatile ConditionShape[] junctions; // started by this shape; null means none yet
  private ConditionShape negation; // racy: any instance is as good as another
  // The pair junction this shape started that was found last, checked before the search; racy:
  // its kind and parts are final, so any thread sees them whole.
  private ConditionShape lastPair;
  private Template template; // racy, immutable
  private Set<String> attributeNames; // racy, immutable

  /** A leaf shape: one form of one reference. */
  ConditionShape() {
    this(null, null);
  }

  private ConditionShape(ConditionNodes.Junction.Kind kind, ConditionShape[] parts) {
    this.kind = kind;
    this.parts = parts;
  }

  /** The operator of comparison form {@code form} ({@link #EQ} to {@link #GE}). */
  static String operator(int form) {
    return OPERATORS[form];
  }

  /** The function's form number, or -1. */
  static int functionForm(String name) {
    return switch (name) {
      case "attribute_exists" -> EXISTS;
      case "attribute_not_exists" -> NOT_EXISTS;
      case "attribute_type" -> HAS_TYPE;
      case "begins_with" -> BEGINS_WITH;
      case "contains" -> CONTAINS;
      default -> -1;
    };
  }

  /**
   * The shape of the junction of {@code parts} (the first of which has this shape), or null when a
   * part has none or this shape already starts too many junctions.
   */
  ConditionShape junction(ConditionNodes.Junction.Kind kind, Condition<?>[] parts) {
    ConditionShape last = lastPair;
    if (last != null
        && parts.length == 2
        && last.kind == kind
        && last.parts[1] == parts[1].shape()) {
      return last; // the usual a.and(b) built again: no search
    }
    ConditionShape[] known = junctions;
    ConditionShape found = find(known, kind, parts);
    if (found != null && parts.length == 2) {
      lastPair = found;
    }
    if (found != null || (known != null && known.length >= MAX_JUNCTIONS)) {
      return found;
    }
    ConditionShape[] partShapes = new ConditionShape[parts.length];
    for (int i = 0; i < partShapes.length; i++) {
      partShapes[i] = parts[i].shape();
      if (partShapes[i] == null) {
        return null;
      }
    }
    synchronized (this) {
      known = junctions;
      found = find(known, kind, parts);
      if (found != null || (known != null && known.length >= MAX_JUNCTIONS)) {
        return found;
      }
      ConditionShape made = new ConditionShape(kind, partShapes);
      ConditionShape[] more =
          Arrays.copyOf(known == null ? NONE : known, (known == null ? 0 : known.length) + 1);
      more[more.length - 1] = made;
      junctions = more;
      return made;
    }
  }

  private static ConditionShape find(
      ConditionShape[] known, ConditionNodes.Junction.Kind kind, Condition<?>[] parts) {
    if (known == null) {
      return null;
    }
    for (ConditionShape candidate : known) {
      if (candidate.kind == kind && candidate.parts.length == parts.length) {
        boolean same = true;
        for (int i = 0; i < candidate.parts.length && same; i++) {
          same = candidate.parts[i] == parts[i].shape();
        }
        if (same) {
          return candidate;
        }
      }
    }
    return null;
  }

  /** The shape of {@code NOT} a condition of this shape. */
  ConditionShape negation() {
    ConditionShape n = negation;
    if (n == null) {
      n = new ConditionShape(null, null);
      negation = n;
    }
    return n;
  }

  /** The rendering into an empty writer, once one succeeded; else null. */
  Template template() {
    return template;
  }

  void remember(Template rendered) {
    template = rendered;
  }

  /** The top-level attribute names a condition of this shape reads, computed from {@code c}. */
  Set<String> attributeNames(Condition<?> c) {
    Set<String> names = attributeNames;
    if (names == null) {
      names = c.collectAttributeNames();
      attributeNames = names;
    }
    return names;
  }

  /**
   * A condition of one shape as rendered into an empty writer: its text, its names in placeholder
   * order (and as the map sent), how many values it places and the substitution bytes its names and
   * value placeholders count.
   */
  record Template(
      String text, String[] names, Map<String, String> namesMap, int valueCount, long fixedBytes) {}
}
