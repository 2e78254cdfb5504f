package dev.singletable.runtime.expression;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes one expression into an {@link ExpressionWriter}'s placeholders and counts its operators
 * and functions. A value is checked as the value of the path written just before it (every
 * comparison, function and update action writes its path first), at that path's depth in an update.
 */
final class Rendering implements Sink {

  private final ExpressionWriter writer;
  private final boolean update;
  private final StringBuilder out = new StringBuilder(64);
  private int operators;
  private Path lastPath;

  Rendering(ExpressionWriter writer, boolean update) {
    this.writer = writer;
    this.update = update;
  }

  boolean isEmpty() {
    return out.length() == 0;
  }

  @Override
  public Sink text(String syntax) {
    out.append(syntax);
    return this;
  }

  @Override
  public Sink path(Path path) {
    lastPath = path;
    out.append(writer.path(path));
    return this;
  }

  @Override
  public Sink value(AttributeValue value) {
    // The path is spelled out only if the value is refused.
    Object where = lastPath == null ? "expression value" : lastPath;
    int level = update && lastPath != null ? lastPath.depth() : 1;
    out.append(writer.value(value, where, level));
    return this;
  }

  @Override
  public Sink operator() {
    operators++;
    return this;
  }

  /** The rendered expression; {@code readable} is what a refusal shows (its toString). */
  String checked(String kind, Object readable) {
    if (operators > ExpressionLimits.MAX_OPERATORS) {
      throw new IllegalArgumentException(
          "DynamoDB allows at most "
              + ExpressionLimits.MAX_OPERATORS
              + " operators and "
              + "functions in one expression: this "
              + kind
              + " has "
              + operators
              + " (each "
              + "comparison, AND, OR, NOT, function, update action, + and - counts): "
              + DocumentPaths.abbreviate(String.valueOf(readable))
              + "; split it over several requests");
    }
    String expression = out.toString();
    // A char is at most 3 UTF-8 bytes: a short expression needs no count.
    int bytes =
        expression.length() <= ExpressionLimits.MAX_EXPRESSION_BYTES / 3
            ? expression.length()
            : dev.singletable.runtime.internal.Text.utf8Length(expression);
    if (bytes > ExpressionLimits.MAX_EXPRESSION_BYTES) {
      throw new IllegalArgumentException(
          "DynamoDB limits each expression to "
              + ExpressionLimits.MAX_EXPRESSION_BYTES
              + " bytes: this "
              + kind
              + " renders to "
              + bytes
              + " bytes: "
              + DocumentPaths.abbreviate(String.valueOf(readable))
              + "; use fewer or shallower paths, or split the request");
    }
    return expression;
  }
}
