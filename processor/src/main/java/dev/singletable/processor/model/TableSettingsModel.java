package dev.singletable.processor.model;

import java.util.List;

/**
 * The {@code @TableSettings} of a table interface, as declared; {@link #NONE} when it has none.
 *
 * @param readCapacity the table's provisioned read units, 0 for on demand
 * @param writeCapacity the table's provisioned write units, 0 for on demand
 * @param tableClass {@code STANDARD} or {@code STANDARD_INFREQUENT_ACCESS}
 * @param origin the annotation, for diagnostics
 */
public record TableSettingsModel(
    long readCapacity,
    long writeCapacity,
    List<IndexThroughput> indexThroughput,
    boolean pointInTimeRecovery,
    boolean deletionProtection,
    String tableClass,
    List<Tag> tags,
    Origin origin) {

  /** A table without {@code @TableSettings}: on demand, nothing else. */
  public static final TableSettingsModel NONE =
      new TableSettingsModel(0, 0, List.of(), false, false, "STANDARD", List.of(), Origin.none());

  public TableSettingsModel {
    indexThroughput = List.copyOf(indexThroughput);
    tags = List.copyOf(tags);
  }

  /** Whether the table is billed for provisioned throughput. */
  public boolean provisioned() {
    return readCapacity != 0 || writeCapacity != 0;
  }

  /** Whether anything differs from DynamoDB's defaults. */
  public boolean isDefault() {
    return !provisioned()
        && indexThroughput.isEmpty()
        && !pointInTimeRecovery
        && !deletionProtection
        && tableClass.equals("STANDARD")
        && tags.isEmpty();
  }

  /** {@code @IndexThroughput(index, read, write)}, pointing at its annotation. */
  public record IndexThroughput(String index, long read, long write, Origin origin) {}

  /** {@code @Tag(key, value)}, pointing at its annotation. */
  public record Tag(String key, String value, Origin origin) {}
}
