package dev.singletable.runtime.expression;

/**
 * The DynamoDB data types, as tested by {@code attribute_type(path, type)}: each constant's name is
 * the type descriptor DynamoDB uses.
 */
public enum AttributeType {
  /** String. */
  S,
  /** Number. */
  N,
  /** Binary. */
  B,
  /** Boolean. */
  BOOL,
  /** Null. */
  NULL,
  /** List. */
  L,
  /** Map. */
  M,
  /** String set. */
  SS,
  /** Number set. */
  NS,
  /** Binary set. */
  BS
}
