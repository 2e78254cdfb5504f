package dev.singletable.runtime.expression;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The kinds of {@link Condition}, one small immutable class per DynamoDB syntax form. */
final class ConditionNodes {

  private ConditionNodes() {}

  // Factories that return the abstract type: the references call these rather than the
  // constructors, so that verifying a reference class (when a schema initialises) loads none of
  // the node classes; they load with the first condition built.

  static <T> Condition<T> comparison(Operand left, String op, Operand right, ConditionShape shape) {
    return new Comparison<>(left, op, right, shape);
  }

  static <T> Condition<T> comparison(
      Path path, String op, AttributeValue value, ConditionShape shape) {
    return new ValueComparison<>(path, op, value, shape);
  }

  static <T> Condition<T> between(
      Operand subject, Operand low, Operand high, ConditionShape shape) {
    return new Between<>(subject, low, high, shape);
  }

  static <T> Condition<T> in(Path path, List<AttributeValue> values) {
    return new In<>(path, values);
  }

  static <T> Condition<T> function(
      String name, Path path, AttributeValue argument, ConditionShape shape) {
    return new FunctionCall<>(name, path, argument, shape);
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
      this(left, op, right, null);
    }

    Comparison(Operand left, String op, Operand right, ConditionShape shape) {
      super(shape);
      this.left = left;
      this.op = op;
      this.right = right;
    }

    @Override
    void write(Sink sink) {
      left.write(sink);
      sink.operator().text(spaced(op));
      right.write(sink);
    }

    @Override
    int collectValues(AttributeValue[] out, int at) {
      return right.collectValue(out, left.collectValue(out, at));
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

    ValueComparison(Path path, String op, AttributeValue value, ConditionShape shape) {
      super(shape);
      this.path = path;
      this.op = op;
      this.value = value;
    }

    @Override
    void write(Sink sink) {
      sink.path(path);
      sink.operator().text(spaced(op));
      sink.value(value);
    }

    @Override
    int collectValues(AttributeValue[] out, int at) {
      out[at] = value;
      return at + 1;
    }
  }

  /** {@code subject BETWEEN low AND high} (inclusive). */
  static final class Between<T> extends Condition<T> {
    private final Operand subject;
    private final Operand low;
    private final Operand high;

    Between(Operand subject, Operand low, Operand high) {
      this(subject, low, high, null);
    }

    Between(Operand subject, Operand low, Operand high, ConditionShape shape) {
      super(shape);
      this.subject = subject;
      this.low = low;
      this.high = high;
    }

    Operand subject() {
      return subject;
    }

    @Override
    void write(Sink sink) {
      subject.write(sink);
      sink.operator().text(" BETWEEN ");
      low.write(sink);
      sink.text(" AND ");
      high.write(sink);
    }

    @Override
    int collectValues(AttributeValue[] out, int at) {
      return high.collectValue(out, low.collectValue(out, subject.collectValue(out, at)));
    }
  }

  /** {@code subject IN (a, b, ...)} with 1 to 100 candidates. */
  static final class In<T> extends Condition<T> {
    private final Operand subject;
    private final List<Operand> candidates;

    In(Path path, List<AttributeValue> values) {
      super(null); // the number of values is part of the text: no shared shape
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

    @Override
    int collectValues(AttributeValue[] out, int at) {
      int next = at;
      for (Operand candidate : candidates) {
        next = candidate.collectValue(out, next);
      }
      return next;
    }
  }

  /** {@code name(path)} or {@code name(path, value)}: the condition functions. */
  static final class FunctionCall<T> extends Condition<T> {
    private final String name;
    private final Path path;
    private final AttributeValue argument;

    FunctionCall(String name, Path path, AttributeValue argument) {
      this(name, path, argument, null);
    }

    FunctionCall(String name, Path path, AttributeValue argument, ConditionShape shape) {
      super(shape);
      this.name = name;
      this.path = Objects.requireNonNull(path, "path");
      this.argument = argument;
    }

    String name() {
      return name;
    }

    Path path() {
      return path;
    }

    @Override
    boolean isFunctionCall() {
      return true;
    }

    @Override
    void write(Sink sink) {
      sink.operator().text(name + "(").path(path);
      if (argument != null) {
        sink.text(", ").value(argument);
      }
      sink.text(")");
    }

    @Override
    int collectValues(AttributeValue[] out, int at) {
      if (argument == null) {
        return at;
      }
      out[at] = argument;
      return at + 1;
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

    Junction(Kind kind, Condition<?>[] parts) {
      super(shapeOf(kind, parts));
      this.kind = kind;
      this.parts = parts;
    }

    private static ConditionShape shapeOf(Kind kind, Condition<?>[] parts) {
      ConditionShape first = parts[0].shape();
      return first == null ? null : first.junction(kind, parts);
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

    @Override
    int collectValues(AttributeValue[] out, int at) {
      int next = at;
      for (Condition<?> part : parts) {
        next = part.collectValues(out, next);
      }
      return next;
    }
  }

  /** {@code NOT condition}. */
  static final class Negation<T> extends Condition<T> {
    private final Condition<T> inner;

    Negation(Condition<T> inner) {
      super(inner.shape() == null ? null : inner.shape().negation());
      this.inner = inner;
    }

    Condition<T> inner() {
      return inner;
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

    @Override
    int collectValues(AttributeValue[] out, int at) {
      return inner.collectValues(out, at);
    }
  }

  /** The operator with a blank either side, constant for the operators of this package. */
  private static String spaced(String op) {
    // By length and chars rather than a string switch: this runs for every comparison written.
    char first = op.charAt(0);
    if (op.length() == 1) {
      switch (first) {
        case '=':
          return " = ";
        case '<':
          return " < ";
        case '>':
          return " > ";
        default:
          break;
      }
    } else if (op.length() == 2) {
      char second = op.charAt(1);
      if (first == '<' && second == '>') {
        return " <> ";
      }
      if (second == '=') {
        if (first == '<') {
          return " <= ";
        }
        if (first == '>') {
          return " >= ";
        }
      }
    }
    return " " + op + " ";
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
