package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ValidationException;

/**
 * The physical name of a table from its logical name ({@code @Table(name)}) and the options: the
 * one place names are resolved, so that every request of a table, its creation, its stream reads
 * and (when they come) its migrations use the same name.
 */
public final class TableNames {

  private TableNames() {}

  /**
   * The physical name of the table whose {@code @Table(name)} is {@code logicalName}: {@link
   * DbOptions#tableName()} when set, else the prefix, the resolver's answer for the logical name
   * (the logical name itself without a resolver) and the suffix.
   *
   * @throws ValidationException naming the logical table when the resolver returns {@code null} or
   *     throws, or when the name is not one DynamoDB accepts
   */
  public static String resolve(String logicalName, DbOptions options) {
    String resolved;
    if (options.tableName() != null) {
      resolved = options.tableName();
    } else {
      String base;
      try {
        base = options.tableNames() == null ? logicalName : options.tableNames().apply(logicalName);
      } catch (RuntimeException e) {
        throw new ValidationException(
            null,
            null,
            "table " + logicalName + ": the DbOptions.tableNames resolver failed: " + e,
            e);
      }
      if (base == null) {
        throw new ValidationException(
            null,
            null,
            "table "
                + logicalName
                + ": the DbOptions.tableNames resolver returned null; it must return a name for"
                + " every table it is given");
      }
      resolved = options.tableNamePrefix() + base + options.tableNameSuffix();
    }
    String refusal = refusal(resolved);
    if (refusal != null) {
      throw new ValidationException(
          null,
          null,
          "table "
              + logicalName
              + ": \""
              + resolved
              + "\" is not a table name DynamoDB accepts ("
              + refusal
              + "); check DbOptions.tableName, tableNamePrefix, tableNameSuffix and tableNames");
    }
    return resolved;
  }

  /** {@code Shop (dev-Shop)}, or {@code Shop} when both names are the same, for messages. */
  public static String describe(String logicalName, String physicalName) {
    return logicalName.equals(physicalName)
        ? physicalName
        : logicalName + " (" + physicalName + ")";
  }

  /** Why DynamoDB would refuse {@code name} as a table name, or {@code null} when it would not. */
  static String refusal(String name) {
    if (name.length() < 3) {
      return "shorter than 3 characters";
    }
    if (name.length() > 255) {
      return name.length() + " characters, over 255";
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean allowed =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || c == '_'
              || c == '-'
              || c == '.';
      if (!allowed) {
        return "'" + c + "' at " + i + ": only letters, digits, '_', '-' and '.' are allowed";
      }
    }
    return null;
  }
}
