package dev.singletable.runtime.expression;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The kinds of {@link Condition}, one small immutable class per DynamoDB syntax form. */
final class ConditionNodes {

  private ConditionNodes() {}

  /** Returns {@code path op value}. */
  static <T> Condition<T> compare(Path path, String op, AttributeValue value) {
    return new Comparison<>(new Operand.PathOperand(path), op, new Operand.ValueOperand(value));
  }

  /** {@code left op right} with one of {@code = <> < <= > >=}. */
  static final class Comparison<T> extends Condition<T> {
    private final Operand left;
    private final String op;
    private final String spacedOp;
    private final Operand right;

    Comparison(Operand left, String op, Operand right) {
      this.left = left;
      this.op = op;
      this.spacedOp = spaced(op);
      this.right = right;
    }

    Operand left() {
      return left;
    }

    String op() {
      return op;
    }

    Operand right() {
      return right;
    }

    @Override
    void write(Sink sink) {
      left.write(sink);
      sink.operator().text(spacedOp);
      right.write(sink);
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
    private final List<Condition<?>> parts;

    Junction(Kind kind, List<Condition<?>> parts) {
      this.kind = kind;
      this.parts = List.copyOf(parts);
    }

    Kind kind() {
      return kind;
    }

    List<Condition<?>> parts() {
      return parts;
    }

    @Override
    boolean isJunction() {
      return true;
    }

    @Override
    void write(Sink sink) {
      for (int i = 0; i < parts.size(); i++) {
        if (i > 0) {
          sink.operator().text(kind.separator);
        }
        // Same-kind junctions were flattened, so a nested junction is the other kind: AND binds
        // tighter than OR, but parentheses are written either way so logs read unambiguously.
        writeNested(parts.get(i), sink);
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

  /** The operator with a blank either side, constant for the operators of this package. */
  private static String spaced(String op) {
    // By length and chars rather than a string switch: this runs for every comparison built.
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
