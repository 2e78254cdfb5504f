package dev.singletable.runtime.expression;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** One side of a comparison: a document path, a value, or {@code size(path)}. */
sealed interface Operand {

  /** Writes the operand. */
  void write(Sink sink);

  /** A hash of what the operand writes, its value left out ({@link Condition#shapeHash()}). */
  default int shapeHash() {
    return 0;
  }

  /** A document path, compared by its current value in the item. */
  record PathOperand(Path path) implements Operand {
    @Override
    public void write(Sink sink) {
      sink.path(path);
    }

    @Override
    public int shapeHash() {
      return ConditionNodes.pathHash(path);
    }
  }

  /** A literal value, sent as a value placeholder. */
  record ValueOperand(AttributeValue value) implements Operand {
    @Override
    public void write(Sink sink) {
      sink.value(value);
    }
  }

  /** The {@code size(path)} function: string/binary length or number of elements. */
  record SizeOf(Path path) implements Operand {
    @Override
    public void write(Sink sink) {
      sink.operator().text("size(").path(path).text(")");
    }

    @Override
    public int shapeHash() {
      return 31 * ConditionNodes.pathHash(path) + 1;
    }
  }
}
