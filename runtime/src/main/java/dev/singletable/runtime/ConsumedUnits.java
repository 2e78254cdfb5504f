package dev.singletable.runtime;

import java.util.Map;
import java.util.TreeMap;

/**
 * The capacity units DynamoDB reported for a request (or the sum over an operation's requests): in
 * all, on the table itself, and on each secondary index by name.
 *
 * @param total the units of the whole request ({@code CapacityUnits})
 * @param table the units of the table itself
 * @param indexes the units of each index the request read or wrote, by index name
 */
public record ConsumedUnits(double total, double table, Map<String, Double> indexes) {

  /** What a request reports when DynamoDB returned no consumed capacity. */
  public static final ConsumedUnits NONE = new ConsumedUnits(0, 0, Map.of());

  public ConsumedUnits {
    indexes = Map.copyOf(indexes);
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

  /** The units of {@code index}, or 0 when it has none. */
  public double index(String index) {
    return indexes.getOrDefault(index, 0.0);
  }
}
