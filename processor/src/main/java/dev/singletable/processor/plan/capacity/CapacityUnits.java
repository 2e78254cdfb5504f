package dev.singletable.processor.plan.capacity;

/**
 * DynamoDB's published capacity rules: a read unit is one strongly consistent read of up to 4 KB
 * per second (an eventually consistent read costs half), a write unit one write of up to 1 KB, and
 * a transactional read or write costs double. A Query charges the total size of the items it reads
 * rounded up once, not item by item; a GetItem of an absent item still costs one read.
 */
public final class CapacityUnits {

  /** The bytes one read unit covers. */
  public static final int READ_UNIT_BYTES = 4096;

  /** The bytes one write unit covers. */
  public static final int WRITE_UNIT_BYTES = 1024;

  private CapacityUnits() {}

  /** The read units of a GetItem of an item of {@code bytes}. */
  public static double getItem(long bytes, boolean consistent) {
    return halvedUnlessConsistent(Math.max(1, ceil(bytes, READ_UNIT_BYTES)), consistent);
  }

  /** The read units of a Query (or Scan page) that reads {@code items} items of {@code bytes}. */
  public static double query(long bytes, long items, boolean consistent) {
    return halvedUnlessConsistent(Math.max(1, ceil(bytes * items, READ_UNIT_BYTES)), consistent);
  }

  /** The write units of writing an item of {@code bytes} to a table or an index. */
  public static long write(long bytes) {
    return Math.max(1, ceil(bytes, WRITE_UNIT_BYTES));
  }

  /** The units of the same request inside a transaction: double. */
  public static double transactional(double units) {
    return units * 2;
  }

  private static long ceil(long bytes, int unit) {
    return (bytes + unit - 1) / unit;
  }

  private static double halvedUnlessConsistent(long units, boolean consistent) {
    return consistent ? units : units / 2.0;
  }
}
