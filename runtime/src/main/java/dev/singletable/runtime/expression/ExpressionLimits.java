package dev.singletable.runtime.expression;

/**
 * DynamoDB's expression limits that this package checks before a request is sent (from the
 * Developer Guide, "Constraints: expression parameters"; sizes use 1 KB = 1024 bytes).
 */
final class ExpressionLimits {

  /** The longest expression string, in UTF-8 bytes (4 KB). */
  static final int MAX_EXPRESSION_BYTES = 4 * 1024;

  /** The longest single expression attribute name or value placeholder, in UTF-8 bytes. */
  static final int MAX_PLACEHOLDER_BYTES = 255;

  /**
   * The largest total of all names and values substituted into one request's expressions (2 MB).
   */
  static final int MAX_SUBSTITUTION_BYTES = 2 * 1024 * 1024;

  /**
   * The most operators and functions in one expression (documented for updates; enforced for all).
   */
  static final int MAX_OPERATORS = 300;

  /** The most operands in the list of one {@code IN} comparison. */
  static final int MAX_IN_OPERANDS = 100;

  /** The deepest document path, in segments (DynamoDB nests at most 32 levels). */
  static final int MAX_PATH_DEPTH = 32;

  private ExpressionLimits() {}
}
