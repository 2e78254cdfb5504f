package dev.singletable.runtime.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.MultiRegionConsistency;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * The production settings of a table, generated from {@code @TableSettings}: billing (on demand, or
 * provisioned with the table's and each global index's throughput), point-in-time recovery,
 * deletion protection, table class, tags, warm throughput and the maximum throughput of an
 * on-demand table (for the table and each global index). {@link Layout#createTableRequest(String)}
 * puts all but point-in-time recovery and the multi-Region consistency in the CreateTable request;
 * {@code createTable()} turns recovery on afterwards (UpdateContinuousBackups), since CreateTable
 * cannot. The multi-Region consistency is a property of the global table that replicas make (not of
 * CreateTable): a layout declared {@code STRONG} refuses what such tables do not support.
 *
 * @param provisioned whether the table is billed for provisioned throughput (else on demand)
 * @param readCapacity the table's read capacity units when provisioned, else 0
 * @param writeCapacity the table's write capacity units when provisioned, else 0
 * @param indexThroughput the throughput of global indexes that differ from the table's, by index
 *     name (a provisioned global index without one gets the table's)
 * @param pointInTimeRecovery whether continuous backups with point-in-time recovery are on
 * @param deletionProtection whether DynamoDB refuses to delete the table
 * @param tableClass the table class, {@code STANDARD} unless infrequent access is declared
 * @param tags the table's tags, in declaration order
 * @param warmThroughput the table's warm throughput (read and write units per second), {@link
 *     Units#NONE} to leave DynamoDB's
 * @param onDemandThroughput the most request units an on-demand table may use per second, {@link
 *     Units#NONE} for no maximum
 * @param indexWarmThroughput the warm throughput of global indexes, by index name
 * @param indexOnDemandThroughput the maximum request units of global indexes of an on-demand table,
 *     by index name
 * @param multiRegionConsistency {@code STRONG} when the table is (to be) a multi-Region strongly
 *     consistent global table, else {@code EVENTUAL}
 */
public record TableOptions(
    boolean provisioned,
    long readCapacity,
    long writeCapacity,
    Map<String, Throughput> indexThroughput,
    boolean pointInTimeRecovery,
    boolean deletionProtection,
    TableClass tableClass,
    Map<String, String> tags,
    Units warmThroughput,
    Units onDemandThroughput,
    Map<String, Units> indexWarmThroughput,
    Map<String, Units> indexOnDemandThroughput,
    MultiRegionConsistency multiRegionConsistency) {

  /** On demand, no recovery, no protection, standard class, no tags: what DynamoDB defaults to. */
  public static final TableOptions DEFAULT = builder().build();

  public TableOptions {
    indexThroughput = Map.copyOf(indexThroughput);
    tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    Objects.requireNonNull(tableClass, "tableClass");
    Objects.requireNonNull(warmThroughput, "warmThroughput");
    Objects.requireNonNull(onDemandThroughput, "onDemandThroughput");
    indexWarmThroughput = Map.copyOf(indexWarmThroughput);
    indexOnDemandThroughput = Map.copyOf(indexOnDemandThroughput);
    Objects.requireNonNull(multiRegionConsistency, "multiRegionConsistency");
    if (multiRegionConsistency == MultiRegionConsistency.UNKNOWN_TO_SDK_VERSION) {
      throw new IllegalArgumentException("unknown multi-Region consistency");
    }
    if (provisioned && (onDemandThroughput.given() || !indexOnDemandThroughput.isEmpty())) {
      throw new IllegalArgumentException(
          "a provisioned table takes no maximum on-demand throughput (maxReadRequestUnits,"
              + " maxWriteRequestUnits)");
    }
    if (provisioned && (readCapacity < 1 || writeCapacity < 1)) {
      throw new IllegalArgumentException(
          "a provisioned table needs read and write capacity of at least 1");
    }
    if (!provisioned && (readCapacity != 0 || writeCapacity != 0 || !indexThroughput.isEmpty())) {
      throw new IllegalArgumentException("an on-demand table takes no throughput");
    }
  }

  /**
   * Read and write units per second, for warm throughput or an on-demand maximum: each at least 1
   * when given, 0 when not (DynamoDB keeps its own for that side).
   */
  public record Units(long read, long write) {

    /** Neither given. */
    public static final Units NONE = new Units(0, 0);

    public Units {
      if (read < 0 || write < 0) {
        throw new IllegalArgumentException("units per second are at least 1, or 0 for not given");
      }
    }

    /** Whether either side is given. */
    public boolean given() {
      return read > 0 || write > 0;
    }
  }

  /** The CreateTable {@code WarmThroughput} of the table ({@code index} null) or a global index. */
  public WarmThroughput warmThroughputOf(String index) {
    Units units =
        index == null ? warmThroughput : indexWarmThroughput.getOrDefault(index, Units.NONE);
    return !units.given()
        ? null
        : WarmThroughput.builder()
            .readUnitsPerSecond(units.read() == 0 ? null : units.read())
            .writeUnitsPerSecond(units.write() == 0 ? null : units.write())
            .build();
  }

  /** The CreateTable {@code OnDemandThroughput} of the table ({@code index} null) or an index. */
  public OnDemandThroughput onDemandThroughputOf(String index) {
    Units units =
        index == null
            ? onDemandThroughput
            : indexOnDemandThroughput.getOrDefault(index, Units.NONE);
    return !units.given()
        ? null
        : OnDemandThroughput.builder()
            .maxReadRequestUnits(units.read() == 0 ? null : units.read())
            .maxWriteRequestUnits(units.write() == 0 ? null : units.write())
            .build();
  }

  /** Whether the table is declared a multi-Region strongly consistent global table. */
  public boolean multiRegionStrong() {
    return multiRegionConsistency == MultiRegionConsistency.STRONG;
  }

  /** The read and write capacity units of a provisioned global index. */
  public record Throughput(long read, long write) {

    public Throughput {
      if (read < 1 || write < 1) {
        throw new IllegalArgumentException("throughput needs read and write of at least 1");
      }
    }
  }

  /** The throughput of global index {@code index}: its own, or the table's. */
  public Throughput throughputOf(String index) {
    return indexThroughput.getOrDefault(index, new Throughput(readCapacity, writeCapacity));
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link TableOptions}; everything not set stays as in {@link #DEFAULT}. */
  public static final class Builder {
    private boolean provisioned;
    private long readCapacity;
    private long writeCapacity;
    private final Map<String, Throughput> indexThroughput = new LinkedHashMap<>();
    private boolean pointInTimeRecovery;
    private boolean deletionProtection;
    private TableClass tableClass = TableClass.STANDARD;
    private final Map<String, String> tags = new LinkedHashMap<>();
    private Units warmThroughput = Units.NONE;
    private Units onDemandThroughput = Units.NONE;
    private final Map<String, Units> indexWarmThroughput = new LinkedHashMap<>();
    private final Map<String, Units> indexOnDemandThroughput = new LinkedHashMap<>();
    private MultiRegionConsistency multiRegionConsistency = MultiRegionConsistency.EVENTUAL;

    private Builder() {}

    /** The table's warm throughput; 0 for a side leaves DynamoDB's. */
    public Builder warmThroughput(long readUnitsPerSecond, long writeUnitsPerSecond) {
      this.warmThroughput = new Units(readUnitsPerSecond, writeUnitsPerSecond);
      return this;
    }

    /** The warm throughput of a global index; 0 for a side leaves DynamoDB's. */
    public Builder indexWarmThroughput(
        String index, long readUnitsPerSecond, long writeUnitsPerSecond) {
      indexWarmThroughput.put(
          Objects.requireNonNull(index, "index"),
          new Units(readUnitsPerSecond, writeUnitsPerSecond));
      return this;
    }

    /** The most request units an on-demand table may use per second; 0 for no maximum. */
    public Builder onDemandThroughput(long maxReadRequestUnits, long maxWriteRequestUnits) {
      this.onDemandThroughput = new Units(maxReadRequestUnits, maxWriteRequestUnits);
      return this;
    }

    /** The most request units a global index of an on-demand table may use per second. */
    public Builder indexOnDemandThroughput(
        String index, long maxReadRequestUnits, long maxWriteRequestUnits) {
      indexOnDemandThroughput.put(
          Objects.requireNonNull(index, "index"),
          new Units(maxReadRequestUnits, maxWriteRequestUnits));
      return this;
    }

    /** {@code STRONG} for a table that is (to be) a multi-Region strongly consistent one. */
    public Builder multiRegionConsistency(MultiRegionConsistency consistency) {
      this.multiRegionConsistency = Objects.requireNonNull(consistency, "consistency");
      return this;
    }

    /** Provisioned billing with this read and write capacity for the table. */
    public Builder provisioned(long read, long write) {
      this.provisioned = true;
      this.readCapacity = read;
      this.writeCapacity = write;
      return this;
    }

    /** The throughput of a provisioned global index, when not the table's. */
    public Builder indexThroughput(String index, long read, long write) {
      indexThroughput.put(Objects.requireNonNull(index, "index"), new Throughput(read, write));
      return this;
    }

    /** Turns continuous backups with point-in-time recovery on. */
    public Builder pointInTimeRecovery() {
      this.pointInTimeRecovery = true;
      return this;
    }

    /** Makes DynamoDB refuse to delete the table until protection is turned off. */
    public Builder deletionProtection() {
      this.deletionProtection = true;
      return this;
    }

    public Builder tableClass(TableClass tableClass) {
      this.tableClass = Objects.requireNonNull(tableClass, "tableClass");
      return this;
    }

    public Builder tag(String key, String value) {
      tags.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
      return this;
    }

    public TableOptions build() {
      return new TableOptions(
          provisioned,
          readCapacity,
          writeCapacity,
          indexThroughput,
          pointInTimeRecovery,
          deletionProtection,
          tableClass,
          tags,
          warmThroughput,
          onDemandThroughput,
          indexWarmThroughput,
          indexOnDemandThroughput,
          multiRegionConsistency);
    }
  }
}
