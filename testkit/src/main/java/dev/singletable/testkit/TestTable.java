package dev.singletable.testkit;

import java.util.UUID;
import java.util.regex.Pattern;

/**
 * A table name reserved for one test class, unique in this run and across runs, so that tests never
 * see each other's data; derived names ({@link #derived(String)}) share its prefix and its cleanup.
 */
public record TestTable(String name) {

  private static final Pattern VALID = Pattern.compile("[a-zA-Z0-9_.-]{3,255}");
  private static final int PREFIX_LENGTH = 40;

  public TestTable {
    if (name == null || !VALID.matcher(name).matches()) {
      throw new IllegalArgumentException(
          "not a valid DynamoDB table name: '"
              + name
              + "' (3 to 255 of a-z, A-Z, 0-9, '_', '-', '.')");
    }
  }

  /**
   * A fresh name for {@code testClass}: its simple name and a random suffix, e.g. {@code
   * OrdersTest-3f9a1c2b}.
   */
  public static TestTable forClass(Class<?> testClass) {
    String simple = testClass.getSimpleName().replaceAll("[^a-zA-Z0-9_.-]", "");
    if (simple.length() > PREFIX_LENGTH) {
      simple = simple.substring(0, PREFIX_LENGTH);
    }
    if (simple.isEmpty()) {
      simple = "test";
    }
    return new TestTable(simple + "-" + UUID.randomUUID().toString().substring(0, 8));
  }

  /** A second table of the same test class, {@code name() + "-" + suffix}, deleted with it. */
  public String derived(String suffix) {
    return new TestTable(name + "-" + suffix).name();
  }

  /** Whether {@code tableName} is this name or one derived from it. */
  public boolean owns(String tableName) {
    return tableName.equals(name) || tableName.startsWith(name + "-");
  }
}
