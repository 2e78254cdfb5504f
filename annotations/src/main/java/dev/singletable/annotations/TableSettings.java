package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The production settings of a {@link Table}, beside it on the table interface: billing (on demand
 * unless provisioned throughput is given, per global index where it differs), warm throughput, the
 * maximum throughput of an on-demand table, point-in-time recovery, deletion protection, table
 * class, tags and the multi-Region consistency. The generated {@code tableDefinition()} carries
 * them, and {@code createTable()} applies them (turning point-in-time recovery on once the table
 * exists, since CreateTable cannot). The multi-Region consistency is not part of CreateTable: it is
 * the mode of the global table that replicas make, declared here so that the processor refuses what
 * such a table does not support.
 *
 * <pre>{@code
 * @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
 * @TableSettings(
 *     readCapacity = 10, writeCapacity = 5,                        // provisioned billing
 *     indexThroughput = @TableSettings.IndexThroughput(index = "GSI1", read = 20, write = 5),
 *     pointInTimeRecovery = true,
 *     deletionProtection = true,
 *     tags = @TableSettings.Tag(key = "team", value = "shop"))
 * public interface Shop {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface TableSettings {

  /**
   * The table's provisioned read capacity units; with {@link #writeCapacity()}, makes the table
   * provisioned. 0 (the default, with {@code writeCapacity} 0) bills on demand.
   */
  long readCapacity() default 0;

  /** The table's provisioned write capacity units; see {@link #readCapacity()}. */
  long writeCapacity() default 0;

  /**
   * The throughput of global indexes of a provisioned table that differ from the table's (the
   * others get the table's). Local indexes share the table's throughput.
   */
  IndexThroughput[] indexThroughput() default {};

  /** Continuous backups with point-in-time recovery (the last 35 days restorable). */
  boolean pointInTimeRecovery() default false;

  /** Whether DynamoDB refuses to delete the table until protection is turned off. */
  boolean deletionProtection() default false;

  /**
   * The table class: {@code STANDARD_INFREQUENT_ACCESS} trades dearer requests for cheaper storage.
   */
  TableClass tableClass() default TableClass.STANDARD;

  /** The table's tags (keys unique, at most 128 characters and not starting with {@code aws:}). */
  Tag[] tags() default {};

  /**
   * The read units per second the table can serve at once (its warm throughput), at least 1; 0 (the
   * default) leaves DynamoDB's. A new on-demand table starts at 12,000 read and 4,000 write units
   * per second, and warm throughput never decreases.
   */
  long warmReadUnitsPerSecond() default 0;

  /**
   * The write units per second the table can serve at once; see {@link #warmReadUnitsPerSecond}.
   */
  long warmWriteUnitsPerSecond() default 0;

  /**
   * The most read request units per second an on-demand table may use (a cost ceiling: requests
   * above it are throttled), at least 1; 0 (the default) sets no maximum. Only for on-demand
   * tables.
   */
  long maxReadRequestUnits() default 0;

  /**
   * The most write request units per second of an on-demand table; see {@link
   * #maxReadRequestUnits}.
   */
  long maxWriteRequestUnits() default 0;

  /**
   * {@code STRONG} declares the table a multi-Region strongly consistent global table (MRSC): the
   * processor then refuses what DynamoDB does not support on such tables (local secondary indexes,
   * {@link Ttl}) and generates no transactions ({@code transaction()}, {@code transactGet()}). The
   * replicas themselves (three Regions, or two and a witness) belong to the infrastructure code.
   */
  MultiRegionConsistency multiRegionConsistency() default MultiRegionConsistency.EVENTUAL;

  /**
   * The throughput of one global index: its provisioned capacity (a provisioned table), its warm
   * throughput, or its maximum on-demand throughput (an on-demand table).
   */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({})
  @interface IndexThroughput {
    /** The global index, as declared in {@link Table#gsis()}. */
    String index();

    /** Its read capacity units, on a provisioned table; 0 (the default) gives it the table's. */
    long read() default 0;

    /** Its write capacity units, on a provisioned table; 0 (the default) gives it the table's. */
    long write() default 0;

    /** Its warm read units per second; 0 (the default) leaves DynamoDB's. */
    long warmReadUnitsPerSecond() default 0;

    /** Its warm write units per second; 0 (the default) leaves DynamoDB's. */
    long warmWriteUnitsPerSecond() default 0;

    /** Its most read request units per second, on an on-demand table; 0 for no maximum. */
    long maxReadRequestUnits() default 0;

    /** Its most write request units per second, on an on-demand table; 0 for no maximum. */
    long maxWriteRequestUnits() default 0;
  }

  /** One tag of the table. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({})
  @interface Tag {
    String key();

    String value();
  }

  /** The consistency modes of a DynamoDB global table. */
  enum MultiRegionConsistency {
    /** The default: replicas converge within about a second; every feature is available. */
    EVENTUAL,
    /**
     * Multi-Region strong consistency: a strongly consistent read sees the latest write of any
     * Region; no transactions, TTL or local secondary indexes.
     */
    STRONG
  }

  /** DynamoDB's table classes. */
  enum TableClass {
    /** The default: the lowest request prices. */
    STANDARD,
    /** Storage at a lower price and requests at a higher one, for rarely read tables. */
    STANDARD_INFREQUENT_ACCESS
  }
}
