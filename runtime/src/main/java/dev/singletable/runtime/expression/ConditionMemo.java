package dev.singletable.runtime.expression;

import java.util.Arrays;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The text of conditions rendered alone into an empty writer, remembered by their structure: the
 * one memo kept for conditions that application code builds per call from references.
 *
 * <p>Why it exists: a condition's text and the names it sends depend only on its structure (its
 * syntax, its paths, where its values go), not on its values, yet rendering them per request (a
 * builder, the text, a name array, each name looked up and measured) kept such a filter above 1.5
 * times the hand-written SDK code, the {@code filter} aim, after every simpler saving (figures in
 * {@code benchmarks/README.md}, "issue 27"). A condition knows a hash of its structure from when it
 * was built ({@link Condition#shapeHash()}); a structure rendered before is then one walk over the
 * nodes, which compares them with the remembered structure and collects the values, and only has
 * its values checked and placed, as a declared read's template does.
 *
 * <p>Thread-safe and bounded: a table of {@value #SLOTS} immutable entries, a new structure
 * replacing the one in its slot. The slots are read and written without synchronisation: an entry's
 * fields are final (and the arrays they hold never change after it is made), so a thread that sees
 * an entry sees it whole, and one that sees an older entry or none renders the condition itself. An
 * entry holds syntax, paths and names, never a value. Two conditions of one structure write the
 * same text, paths and values in the same order, so they render alike whatever their nodes.
 */
final class ConditionMemo {

  private static final int SLOTS = 256;
  private static final Known[] TABLE = new Known[SLOTS];
  private static final Object VALUE = new Object();

  private ConditionMemo() {}

  /**
   * A structure rendered before: its text, its names in placeholder order, their map and their
   * substitution bytes (placeholders included).
   */
  record Known(
      int hash,
      Object[] structure,
      int operators,
      int valueCount,
      String text,
      String[] names,
      Map<String, String> namesMap,
      long namesBytes) {}

  /** The entry remembered in the slot of {@code condition}'s structure hash, or null. */
  static Known candidate(Condition<?> condition) {
    int hash = condition.shapeHash();
    Known known = TABLE[slot(hash)];
    return known != null && known.hash == hash ? known : null;
  }

  /**
   * The values of {@code condition} in placeholder order, exactly as many as {@code known} places,
   * when its structure is {@code known}'s; else null.
   */
  static AttributeValue[] valuesIfAlike(Known known, Condition<?> condition) {
    Walk walk = new Walk(known.structure, new AttributeValue[known.valueCount]);
    condition.write(walk);
    return walk.alike(known) ? walk.values : null;
  }

  /**
   * Remembers {@code text} and the first {@code count} {@code names} as rendered from empty for
   * {@code condition}'s structure.
   */
  static void remember(
      Condition<?> condition, String text, String[] names, int count, String[] placeholders) {
    Walk walk = new Walk(null, new AttributeValue[4]);
    condition.write(walk);
    String[] own = Arrays.copyOf(names, count);
    int hash = condition.shapeHash();
    TABLE[slot(hash)] =
        new Known(
            hash,
            Arrays.copyOf(walk.structure, walk.length),
            walk.operators,
            walk.valueCount,
            text,
            own,
            new ExpressionMap<>(placeholders, own, count),
            ExpressionWriter.namesBytes(own));
  }

  private static int slot(int hash) {
    return (hash ^ (hash >>> 16)) & (SLOTS - 1);
  }

  /**
   * A condition's structure as it writes itself (its syntax, paths and where its values go; its
   * operators counted) and its values: compared with a remembered structure, or recorded.
   */
  private static final class Walk implements Sink {
    private final Object[] expected; // null: record
    private Object[] structure;
    private int length;
    private int operators;
    private AttributeValue[] values;
    private int valueCount;
    private boolean differs;

    Walk(Object[] expected, AttributeValue[] values) {
      this.expected = expected;
      this.structure = expected == null ? new Object[8] : null;
      this.values = values;
    }

    @Override
    public Sink text(String syntax) {
      return token(syntax);
    }

    @Override
    public Sink path(Path path) {
      return token(path);
    }

    @Override
    public Sink value(AttributeValue value) {
      if (valueCount == values.length) {
        if (expected != null) {
          differs = true;
          return this;
        }
        values = Arrays.copyOf(values, valueCount * 2);
      }
      values[valueCount++] = value;
      return token(VALUE);
    }

    @Override
    public Sink operator() {
      operators++;
      return this;
    }

    private Sink token(Object token) {
      if (expected == null) {
        if (length == structure.length) {
          structure = Arrays.copyOf(structure, length * 2);
        }
        structure[length++] = token;
      } else if (!differs) {
        Object other = length < expected.length ? expected[length++] : null;
        differs = token != other && !token.equals(other);
      }
      return this;
    }

    boolean alike(Known known) {
      return !differs
          && length == expected.length
          && valueCount == known.valueCount
          && operators == known.operators;
    }
  }
}
