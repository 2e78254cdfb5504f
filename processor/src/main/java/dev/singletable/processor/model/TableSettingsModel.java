package dev.singletable.processor.model;

import java.util.List;

/**
 * The {@code @TableSettings} of a table interface, as declared; {@link #NONE} when it has none.
 *
 * @param readCapacity the table's provisioned read units, 0 for on demand
 * @param writeCapacity the table's provisioned write units, 0 for on demand
 * @param tableClass {@code STANDARD} or {@code STANDARD_INFREQUENT_ACCESS}
 * @param warm the table's warm throughput, {@link Units#NONE} when not declared
 * @param onDemandMax the table's maximum on-demand throughput, {@link Units#NONE} for none
 * @param multiRegionStrong whether the table is declared multi-Region strongly consistent
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
    Units warm,
    Units onDemandMax,
    boolean multiRegionStrong,
    Origin origin) {

  /** A table without {@code @TableSettings}: on demand, nothing else. */
  public static final TableSettingsModel NONE =
      new TableSettingsModel(
          0,
          0,
          List.of(),
          false,
          false,
          "STANDARD",
          List.of(),
          Units.NONE,
          Units.NONE,
          false,
          Origin.none());

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
        && tags.isEmpty()
        && !warm.given()
        && !onDemandMax.given()
        && !multiRegionStrong;
  }

  /**
   * A read and a write number of units per second as declared (0 when not given), with the
   * annotation values that gave them, for diagnostics.
   */
  public record Units(long read, long write, Origin readOrigin, Origin writeOrigin) {

    public static final Units NONE = new Units(0, 0, Origin.none(), Origin.none());

    /** Whether either side is declared. */
    public boolean given() {
      return read != 0 || write != 0;
    }
  }

  /**
   * {@code @IndexThroughput(index, read, write, warm..., max...)}, pointing at its annotation;
   * {@code read} and {@code write} 0 when the index takes the table's provisioned capacity.
   */
  public record IndexThroughput(
      String index, long read, long write, Units warm, Units onDemandMax, Origin origin) {

    /** Whether it gives provisioned capacity. */
    public boolean provisioned() {
      return read != 0 || write != 0;
    }
  }

  /** {@code @Tag(key, value)}, pointing at its annotation. */
  public record Tag(String key, String value, Origin origin) {}
}
