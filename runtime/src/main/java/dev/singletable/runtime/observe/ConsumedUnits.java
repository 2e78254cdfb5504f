package dev.singletable.runtime.observe;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The capacity units DynamoDB reported for a request (or the sum over an operation's requests): in
 * all, on the table itself, and on each secondary index by name. A value: equal when its units are.
 */
public final class ConsumedUnits {

  /** What a request reports when DynamoDB returned no consumed capacity. */
  public static final ConsumedUnits NONE = new ConsumedUnits(0, 0, Map.of());

  private final double total;
  private final double table;
  private final Map<String, Double> indexes;

  private ConsumedUnits(double total, double table, Map<String, Double> indexes) {
    this.total = total;
    this.table = table;
    this.indexes = Map.copyOf(indexes);
  }

  /**
   * @param total the units of the whole request ({@code CapacityUnits})
   * @param table the units of the table itself
   * @param indexes the units of each index the request read or wrote, by index name
   */
  public static ConsumedUnits of(double total, double table, Map<String, Double> indexes) {
    return new ConsumedUnits(total, table, indexes);
  }

  /** The units of the whole request ({@code CapacityUnits}). */
  public double total() {
    return total;
  }

  /** The units of the table itself. */
  public double table() {
    return table;
  }

  /** The units of each index the request read or wrote, by index name. */
  public Map<String, Double> indexes() {
    return indexes;
  }

  /** The units of {@code index}, or 0 when it has none. */
  public double index(String index) {
    return indexes.getOrDefault(index, 0.0);
  }

  /** These units plus {@code other}'s, index by index. */
  public ConsumedUnits plus(ConsumedUnits other) {
    if (other.equals(NONE)) {
      return this;
    }
    if (equals(NONE)) {
      return other;
    }
    Map<String, Double> sum = new TreeMap<>(indexes);
    other.indexes.forEach((name, units) -> sum.merge(name, units, Double::sum));
    return new ConsumedUnits(total + other.total, table + other.table, sum);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ConsumedUnits that
        && Double.compare(total, that.total) == 0
        && Double.compare(table, that.table) == 0
        && indexes.equals(that.indexes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(total, table, indexes);
  }

  @Override
  public String toString() {
    return "ConsumedUnits[total=" + total + ", table=" + table + ", indexes=" + indexes + "]";
  }
}
