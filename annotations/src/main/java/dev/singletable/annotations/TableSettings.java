package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The production settings of a {@link Table}, beside it on the table interface: billing (on demand
 * unless provisioned throughput is given, per global index where it differs), point-in-time
 * recovery, deletion protection, table class and tags. The generated {@code tableDefinition()}
 * carries them, and {@code createTable()} applies them (turning point-in-time recovery on once the
 * table exists, since CreateTable cannot).
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

  /** The throughput of one global index of a provisioned table. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({})
  @interface IndexThroughput {
    /** The global index, as declared in {@link Table#gsis()}. */
    String index();

    /** Its read capacity units. */
    long read();

    /** Its write capacity units. */
    long write();
  }

  /** One tag of the table. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({})
  @interface Tag {
    String key();

    String value();
  }

  /** DynamoDB's table classes. */
  enum TableClass {
    /** The default: the lowest request prices. */
    STANDARD,
    /** Storage at a lower price and requests at a higher one, for rarely read tables. */
    STANDARD_INFREQUENT_ACCESS
  }
}
