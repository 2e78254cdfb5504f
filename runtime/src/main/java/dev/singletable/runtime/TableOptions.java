package dev.singletable.runtime;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.TableClass;

/**
 * The production settings of a table, generated from {@code @TableSettings}: billing (on demand, or
 * provisioned with the table's and each global index's throughput), point-in-time recovery,
 * deletion protection, table class and tags. {@link TableLayout#createTableRequest(String)} puts
 * all but point-in-time recovery in the CreateTable request; {@code createTable()} turns recovery
 * on afterwards (UpdateContinuousBackups), since CreateTable cannot.
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
 */
public record TableOptions(
    boolean provisioned,
    long readCapacity,
    long writeCapacity,
    Map<String, ProvisionedThroughput> indexThroughput,
    boolean pointInTimeRecovery,
    boolean deletionProtection,
    TableClass tableClass,
    Map<String, String> tags) {

  /** On demand, no recovery, no protection, standard class, no tags: what DynamoDB defaults to. */
  public static final TableOptions DEFAULT =
      new TableOptions(false, 0, 0, Map.of(), false, false, TableClass.STANDARD, Map.of());

  public TableOptions {
    indexThroughput = Map.copyOf(indexThroughput);
    indexThroughput
        .values()
        .forEach(t -> throughput(t.readCapacityUnits(), t.writeCapacityUnits()));
    tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    Objects.requireNonNull(tableClass, "tableClass");
    if (provisioned && (readCapacity < 1 || writeCapacity < 1)) {
      throw new IllegalArgumentException(
          "a provisioned table needs read and write capacity of at least 1");
    }
    if (!provisioned && (readCapacity != 0 || writeCapacity != 0 || !indexThroughput.isEmpty())) {
      throw new IllegalArgumentException("an on-demand table takes no throughput");
    }
  }

  /** The table's own read and write capacity units, when provisioned. */
  public ProvisionedThroughput throughput() {
    return ProvisionedThroughput.builder()
        .readCapacityUnits(readCapacity)
        .writeCapacityUnits(writeCapacity)
        .build();
  }

  /** The throughput of global index {@code index}: its own, or the table's. */
  public ProvisionedThroughput throughputOf(String index) {
    return indexThroughput.getOrDefault(index, throughput());
  }

  private static ProvisionedThroughput throughput(Long read, Long write) {
    if (read == null || write == null || read < 1 || write < 1) {
      throw new IllegalArgumentException("throughput needs read and write of at least 1");
    }
    return ProvisionedThroughput.builder()
        .readCapacityUnits(read)
        .writeCapacityUnits(write)
        .build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link TableOptions}; everything not set stays as in {@link #DEFAULT}. */
  public static final class Builder {
    private boolean provisioned;
    private long readCapacity;
    private long writeCapacity;
    private final Map<String, ProvisionedThroughput> indexThroughput = new LinkedHashMap<>();
    private boolean pointInTimeRecovery;
    private boolean deletionProtection;
    private TableClass tableClass = TableClass.STANDARD;
    private final Map<String, String> tags = new LinkedHashMap<>();

    private Builder() {}

    /** Provisioned billing with this read and write capacity for the table. */
    public Builder provisioned(long read, long write) {
      this.provisioned = true;
      this.readCapacity = read;
      this.writeCapacity = write;
      return this;
    }

    /** The throughput of a provisioned global index, when not the table's. */
    public Builder indexThroughput(String index, long read, long write) {
      indexThroughput.put(Objects.requireNonNull(index, "index"), throughput(read, write));
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
          tags);
    }
  }
}
