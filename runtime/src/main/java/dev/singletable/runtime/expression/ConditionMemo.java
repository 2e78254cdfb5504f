package dev.singletable.runtime.expression;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The text of conditions rendered alone into an empty writer, remembered by their structure: the
 * one memo kept for conditions that application code builds per call from references.
 *
 * <p>Why it exists: a condition's text and the names it sends depend only on its structure (its
 * syntax, its paths, where its values go), not on its values, yet rendering them per request (a
 * builder, the text, a name array, each name looked up and measured) kept such a filter above 1.5
 * times the hand-written SDK code, the {@code filter} aim, after every simpler saving (figures in
 * {@code benchmarks/README.md}, "issue 27"). Reading the structure is one walk over the nodes; a
 * structure rendered before then only has its values checked and placed, as a declared read's
 * template does.
 *
 * <p>Thread-safe and bounded: a table of {@value #SLOTS} immutable entries, a new structure
 * replacing the one in its slot. An entry holds syntax, paths and names, never a value. Two
 * conditions of one structure write the same text, paths and values in the same order, so they
 * render alike whatever their nodes.
 */
final class ConditionMemo {

  private static final int SLOTS = 256;
  private static final AtomicReferenceArray<Known> TABLE = new AtomicReferenceArray<>(SLOTS);
  private static final Object VALUE = new Object();
  private static final AttributeValue[] NO_VALUES = new AttributeValue[0];

  private ConditionMemo() {}

  /** A structure rendered before: its text, its names in placeholder order and their map. */
  record Known(
      int hash,
      Object[] structure,
      int operators,
      String text,
      String[] names,
      Map<String, String> namesMap) {}

  /** Reads the structure and the values of {@code condition}. */
  static Shape of(Condition<?> condition) {
    Shape shape = new Shape();
    condition.write(shape);
    return shape;
  }

  /**
   * A condition's structure, as it writes itself (its syntax, paths and where its values go; its
   * operators counted), and its values in placeholder order.
   */
  static final class Shape implements Sink {
    private Object[] structure = new Object[8];
    private int length;
    private int hash = 1;
    private int operators;
    private AttributeValue[] values = NO_VALUES;
    private int valueCount;

    @Override
    public Sink text(String syntax) {
      return add(syntax, syntax.hashCode());
    }

    @Override
    public Sink path(Path path) {
      return add(path, path.attributeName().hashCode());
    }

    @Override
    public Sink value(AttributeValue value) {
      if (valueCount == values.length) {
        values = Arrays.copyOf(values, Math.max(4, valueCount * 2));
      }
      values[valueCount++] = value;
      return add(VALUE, 1);
    }

    @Override
    public Sink operator() {
      operators++;
      return this;
    }

    private Sink add(Object token, int tokenHash) {
      if (length == structure.length) {
        structure = Arrays.copyOf(structure, length * 2);
      }
      structure[length++] = token;
      hash = 31 * hash + tokenHash;
      return this;
    }

    /** The values in placeholder order: the first {@link #valueCount()}, this shape's to lend. */
    AttributeValue[] values() {
      return values;
    }

    int valueCount() {
      return valueCount;
    }

    /** This structure rendered before, or null. */
    Known known() {
      Known known = TABLE.get(slot());
      return known != null
              && known.hash == hash
              && known.operators == operators
              && Arrays.equals(known.structure, 0, known.structure.length, structure, 0, length)
          ? known
          : null;
    }

    /** Remembers {@code text} and the first {@code count} {@code names}, rendered from empty. */
    void remember(String text, String[] names, int count, String[] placeholders) {
      String[] own = Arrays.copyOf(names, count);
      TABLE.set(
          slot(),
          new Known(
              hash,
              Arrays.copyOf(structure, length),
              operators,
              text,
              own,
              new ExpressionMap<>(placeholders, own, count)));
    }

    private int slot() {
      return (hash ^ (hash >>> 16)) & (SLOTS - 1);
    }
  }
}
