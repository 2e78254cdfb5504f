package dev.singletable.processor.model;

import java.util.List;

/**
 * One way a declared access pattern could be read, with the verdict: a key of the returned entity
 * (its primary key, an index key, a collection's key) or a Scan, and why it does not serve when it
 * does not. Built by {@link PatternServing}, which the validator reads for errors and the planner
 * for the choice.
 *
 * @param use the key read, or {@code null} for a Scan
 * @param order the key's position among the entity's keys (the primary key first), which breaks
 *     ties
 * @param next how many leading sort-key components equality (or the partition key) binds
 * @param failure why the key does not serve, or {@code null} when it does
 */
public record PatternCandidate(KeyUse use, Access access, int order, int next, Failure failure) {

  /** The request a candidate sends. */
  public enum Access {
    GET_ITEM("GetItem"),
    QUERY("Query"),
    COLLECTION("Query"),
    SCAN("Scan");

    private final String operation;

    Access(String operation) {
      this.operation = operation;
    }

    /** The DynamoDB operation: {@code GetItem}, {@code Query} or {@code Scan}. */
    public String operation() {
      return operation;
    }
  }

  /** Why a key does not serve a pattern, from the most basic to the most specific. */
  public enum Reason {
    /** Some partition-key component is bound by no equality parameter. */
    PARTITION_UNBOUND,
    /** A key parameter's attribute is not a component of the key. */
    NOT_IN_KEY,
    /** A key parameter binds a sort-key component after one nothing binds. */
    SORT_GAP,
    /** The index does not project what the entity needs. */
    PROJECTION,
    /** The method asks for a consistent read of a global index. */
    CONSISTENT_GSI
  }

  /**
   * The verdict against a key.
   *
   * @param attributes the attributes at fault: the unbound partition components, the attribute
   *     outside the key, or the attribute after the gap
   * @param missing for {@link Reason#SORT_GAP}, the sort-key component nothing binds
   */
  public record Failure(Reason reason, List<String> attributes, String missing) {

    public Failure {
      attributes = List.copyOf(attributes);
    }
  }

  public boolean serves() {
    return failure == null;
  }

  /** Cheapest first: GetItem, then a Query of the table, of a local index, of a global index. */
  public int rank() {
    if (access == Access.GET_ITEM) {
      return 0;
    }
    if (use == null) {
      return 4;
    }
    if (use.isPrimary()) {
      return 1;
    }
    return use.local() ? 2 : 3;
  }

  /** The key's name in messages: {@code table}, {@code GSI1}; {@code Scan} for a Scan. */
  public String keyName() {
    return use == null ? "Scan" : use.targetName();
  }
}
