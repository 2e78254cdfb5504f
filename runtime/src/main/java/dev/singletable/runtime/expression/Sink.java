package dev.singletable.runtime.expression;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where conditions and update actions write themselves: either placeholders for DynamoDB or
 * readable text for logs, so both renderings come from one piece of code and cannot drift apart.
 */
interface Sink {

  /** Writes literal expression syntax such as {@code " AND "} or {@code "begins_with("}. */
  Sink text(String syntax);

  /** Writes a document path. */
  Sink path(Path path);

  /** Writes a value. */
  Sink value(AttributeValue value);

  /** Counts one operator or function toward DynamoDB's per-expression limit. */
  Sink operator();

  /** The readable rendering used by {@code toString()}: paths as written, values described. */
  final class Text implements Sink {
    private final StringBuilder out = new StringBuilder();

    @Override
    public Sink text(String syntax) {
      out.append(syntax);
      return this;
    }

    @Override
    public Sink path(Path path) {
      out.append(path);
      return this;
    }

    @Override
    public Sink value(AttributeValue value) {
      out.append(Values.describe(value));
      return this;
    }

    @Override
    public Sink operator() {
      return this;
    }

    @Override
    public String toString() {
      return out.toString();
    }
  }
}
