package dev.singletable.runtime.expression;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The kinds of {@link Condition}, one small immutable class per DynamoDB syntax form. */
final class ConditionNodes {

  private ConditionNodes() {}

  // The comparison operators, spaced as written between their operands.
  static final String EQ = " = ";
  static final String NE = " <> ";
  static final String LT = " < ";
  static final String LE = " <= ";
  static final String GT = " > ";
  static final String GE = " >= ";

  // Factories that return the abstract type: the references call these rather than the
  // constructors, so that verifying a reference class (when a schema initialises) loads none of
  // the node classes; they load with the first condition built.

  /** {@code left op right}, {@code op} one of the spaced operators above. */
  static <T> Condition<T> comparison(Operand left, String op, Operand right) {
    return new Comparison<>(left, op, right);
  }

  /** {@code path op value}, {@code op} one of the spaced operators above. */
  static <T> Condition<T> comparison(Path path, String op, AttributeValue value) {
    return new ValueComparison<>(path, op, value);
  }

  static <T> Condition<T> between(Operand subject, Operand low, Operand high) {
    return new Between<>(subject, low, high);
  }

  static <T> Condition<T> in(Path path, List<AttributeValue> values) {
    return new In<>(path, values);
  }

  static <T> Condition<T> function(String name, Path path, AttributeValue argument) {
    return new FunctionCall<>(name, path, argument);
  }

  /**
   * {@code left op right} with one of {@code = <> < <= > >=}, where a side is not simply a path and
   * a value: two paths, or {@code size(path)}.
   */
  static final class Comparison<T> extends Condition<T> {
    private final Operand left;
    private final String op;
    private final Operand right;

    Comparison(Operand left, String op, Operand right) {
      this.left = left;
      this.op = op;
      this.right = right;
    }

    @Override
    int shapeHash() {
      return 31 * (31 * left.shapeHash() + op.hashCode()) + right.shapeHash();
    }

    @Override
    void write(Sink sink) {
      left.write(sink);
      sink.operator().text(op);
      right.write(sink);
    }
  }

  /**
   * {@code path op value}, the comparison every reference builds: the path and the value held
   * directly, without an operand around each, since a filter builds one per call.
   */
  static final class ValueComparison<T> extends Condition<T> {
    private final Path path;
    private final String op;
    private final AttributeValue value;
    private final int shapeHash;

    ValueComparison(Path path, String op, AttributeValue value) {
      this.path = path;
      this.op = op;
      this.value = value;
      this.shapeHash = 31 * pathHash(path) + op.hashCode();
    }

    @Override
    int shapeHash() {
      return shapeHash;
    }

    @Override
    void write(Sink sink) {
      sink.path(path);
      sink.operator().text(op);
      sink.value(value);
    }
  }

  /** {@code subject BETWEEN low AND high} (inclusive). */
  static final class Between<T> extends Condition<T> {
    private final Operand subject;
    private final Operand low;
    private final Operand high;

    Between(Operand subject, Operand low, Operand high) {
      this.subject = subject;
      this.low = low;
      this.high = high;
    }

    @Override
    int shapeHash() {
      return 31 * (31 * subject.shapeHash() + low.shapeHash()) + high.shapeHash() + 2;
    }

    @Override
    void write(Sink sink) {
      subject.write(sink);
      sink.operator().text(" BETWEEN ");
      low.write(sink);
      sink.text(" AND ");
      high.write(sink);
    }
  }

  /** {@code subject IN (a, b, ...)} with 1 to 100 candidates. */
  static final class In<T> extends Condition<T> {
    private final Operand subject;
    private final List<Operand> candidates;

    In(Path path, List<AttributeValue> values) {
      if (values.isEmpty()) {
        throw new IllegalArgumentException(
            "IN needs at least one value: "
                + path
                + " IN () would match nothing; "
                + "skip the request when there is nothing to match");
      }
      if (values.size() > ExpressionLimits.MAX_IN_OPERANDS) {
        throw new IllegalArgumentException(
            "DynamoDB allows at most "
                + ExpressionLimits.MAX_IN_OPERANDS
                + " operands in IN: "
                + path
                + " IN (…) got "
                + values.size()
                + " values; split the values over several "
                + "requests, or use anyOf(...) of several IN conditions of at most 100 each");
      }
      this.subject = new Operand.PathOperand(path);
      this.candidates = values.stream().<Operand>map(Operand.ValueOperand::new).toList();
    }

    @Override
    int shapeHash() {
      return 31 * subject.shapeHash() + candidates.size() + 3;
    }

    @Override
    void write(Sink sink) {
      subject.write(sink);
      sink.operator().text(" IN (");
      for (int i = 0; i < candidates.size(); i++) {
        if (i > 0) {
          sink.text(", ");
        }
        candidates.get(i).write(sink);
      }
      sink.text(")");
    }
  }

  /** {@code name(path)} or {@code name(path, value)}: the condition functions. */
  static final class FunctionCall<T> extends Condition<T> {
    private final String name;
    private final Path path;
    private final AttributeValue argument;

    FunctionCall(String name, Path path, AttributeValue argument) {
      this.name = name;
      this.path = Objects.requireNonNull(path, "path");
      this.argument = argument;
    }

    @Override
    int shapeHash() {
      return 31 * pathHash(path) + name.hashCode() + (argument == null ? 0 : 1);
    }

    @Override
    boolean isFunctionCall() {
      return true;
    }

    @Override
    void write(Sink sink) {
      sink.operator().text(name).text("(").path(path);
      if (argument != null) {
        sink.text(", ").value(argument);
      }
      sink.text(")");
    }
  }

  /** Several conditions joined by AND or by OR. */
  static final class Junction<T> extends Condition<T> {
    enum Kind {
      AND,
      OR;

      // Written between the parts; made once rather than on every rendering.
      private final String separator = " " + name() + " ";
    }

    private final Kind kind;
    private final Condition<?>[] parts; // two or more, owned: never changed or handed out
    private final int shapeHash;

    Junction(Kind kind, Condition<?>[] parts) {
      this.kind = kind;
      this.parts = parts;
      int hash = kind.ordinal();
      for (Condition<?> part : parts) {
        hash = 31 * hash + part.shapeHash();
      }
      this.shapeHash = hash;
    }

    @Override
    int shapeHash() {
      return shapeHash;
    }

    Kind kind() {
      return kind;
    }

    /** A copy of the parts, for flattening nested junctions of one kind. */
    Condition<?>[] parts() {
      return parts.clone();
    }

    @Override
    boolean isJunction() {
      return true;
    }

    @Override
    void write(Sink sink) {
      for (int i = 0; i < parts.length; i++) {
        if (i > 0) {
          sink.operator().text(kind.separator);
        }
        // Same-kind junctions were flattened, so a nested junction is the other kind: AND binds
        // tighter than OR, but parentheses are written either way so logs read unambiguously.
        writeNested(parts[i], sink);
      }
    }
  }

  /** {@code NOT condition}. */
  static final class Negation<T> extends Condition<T> {
    private final Condition<T> inner;

    Negation(Condition<T> inner) {
      this.inner = inner;
    }

    Condition<T> inner() {
      return inner;
    }

    @Override
    int shapeHash() {
      return 31 * inner.shapeHash() + 1;
    }

    @Override
    void write(Sink sink) {
      sink.operator().text("NOT ");
      if (inner.isFunctionCall()) {
        inner.write(sink);
      } else {
        sink.text("(");
        inner.write(sink);
        sink.text(")");
      }
    }
  }

  // The top-level name and the depth, hashed when the path was made.
  static int pathHash(Path path) {
    return path.shapeHash();
  }

  private static void writeNested(Condition<?> c, Sink sink) {
    if (c.isJunction()) {
      sink.text("(");
      c.write(sink);
      sink.text(")");
    } else {
      c.write(sink);
    }
  }
}
