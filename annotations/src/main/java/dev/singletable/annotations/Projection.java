package dev.singletable.annotations;

/**
 * Which attributes a secondary index stores, as in DynamoDB's {@code ProjectionType}:
 * {@code @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)}.
 */
public enum Projection {
  /** Every attribute of the item: queries on the index return whole entities. */
  ALL,
  /** Only the table and index keys: queries on the index return keys, not entities. */
  KEYS_ONLY,
  /** The keys plus the attributes named in {@code include}. */
  INCLUDE
}
