package dev.singletable.processor.plan.capacity;

import java.util.List;

/**
 * The report's capacity estimates of a table: the read units of each declared access pattern and
 * the write units of each entity, its index copies included.
 *
 * @param reads one per declared access pattern, in declaration order
 * @param writes one per entity, in declaration order
 * @param transactions whether the table has transactions, so that the units of a write inside one
 *     are worth stating (not on a multi-Region strongly consistent table)
 */
public record CapacityPlan(
    List<PatternRead> reads, List<EntityWrite> writes, boolean transactions) {

  public CapacityPlan {
    reads = List.copyOf(reads);
    writes = List.copyOf(writes);
  }

  /**
   * The read units of one call of a declared access pattern.
   *
   * @param method the declared method
   * @param operation {@code GetItem}, {@code Query} or {@code Scan}
   * @param index the index read, or {@code null} for the table
   * @param itemBytes the estimated bytes of one item read (its index copy for an index)
   * @param items the items one call is assumed to read
   * @param itemsAssumed whether {@code items} is an assumption ({@value #ASSUMED_ITEMS}) because
   *     the design does not bound the count
   * @param eventual the read units of an eventually consistent call
   * @param strong the read units of a strongly consistent call, or {@code null} on a global index
   * @param consistent whether the pattern reads strongly consistently ({@code @ConsistentRead})
   */
  public record PatternRead(
      String method,
      String operation,
      String index,
      long itemBytes,
      long items,
      boolean itemsAssumed,
      double eventual,
      Double strong,
      boolean consistent) {

    /** The items assumed for a read whose count the design does not bound. */
    public static final int ASSUMED_ITEMS = 10;
  }

  /**
   * The write units of putting (or deleting) one item of an entity.
   *
   * @param entity the entity's simple name
   * @param itemBytes the estimated bytes of its item
   * @param table the write units on the table
   * @param indexes the index copies it writes
   * @param total the write units of one put, the index copies included
   */
  public record EntityWrite(
      String entity, long itemBytes, long table, List<IndexCopy> indexes, long total) {

    public EntityWrite {
      indexes = List.copyOf(indexes);
    }

    /** The write units of the same put inside a transaction: double. */
    public double transactional() {
      return CapacityUnits.transactional(total);
    }
  }

  /** The copy of an entity's item in one index, and its write units. */
  public record IndexCopy(String index, boolean global, long bytes, long units) {}
}
