package dev.singletable.spring;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.runtime.observe.RequestListener;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The application's tables and the {@link DbOptions} of each, made from the {@code singletable.*}
 * properties and checked when the application starts: a property naming an unknown table, a bad
 * cursor secret or retry setting, or a table name DynamoDB would refuse fails the start with a
 * {@link SingletableConfigurationException} naming the property and the table. The {@code XxxDb}
 * beans are made with {@link #options(String)}.
 */
public final class SingletableTables {

  private final List<TableIndex.Entry> entries;
  private final Map<String, DbOptions> options = new LinkedHashMap<>();

  /**
   * @param listener the request listener every table reports to, or {@code null}
   */
  public SingletableTables(
      List<TableIndex.Entry> entries,
      SingletableProperties properties,
      RequestListener listener,
      List<DbOptionsCustomizer> customizers) {
    this.entries = List.copyOf(entries);
    List<String> names = entries.stream().map(TableIndex.Entry::name).toList();
    properties
        .getTables()
        .keySet()
        .forEach(
            table -> {
              if (!names.contains(table)) {
                throw new SingletableConfigurationException(
                    "singletable.tables." + table,
                    "the application has no table "
                        + table
                        + (names.isEmpty()
                            ? " (it has none: no "
                                + TableIndex.RESOURCE
                                + " on the class path;"
                                + " is singletable-processor on the annotation processor path?)"
                            : "; its tables (@Table names): " + String.join(", ", names)));
              }
            });
    DbOptions.Builder common = common(properties, listener);
    for (TableIndex.Entry entry : entries) {
      options.put(entry.name(), tableOptions(entry.name(), common, properties, customizers));
    }
  }

  private static DbOptions.Builder common(
      SingletableProperties properties, RequestListener listener) {
    DbOptions.Builder builder = DbOptions.builder().requestListener(listener);
    if (properties.getCursorSecret() != null && !properties.getCursorSecret().isBlank()) {
      builder.cursorSecret(secret("singletable.cursor-secret", properties.getCursorSecret()));
    } else if (!properties.isAllowRandomCursorSecret()) {
      throw new SingletableConfigurationException(
          "singletable.cursor-secret",
          "not set: paging cursors need the same secret on every instance (32 random bytes in"
              + " Base64, e.g. from `openssl rand -base64 32`, kept in your secret store); for"
              + " development and tests only, set singletable.allow-random-cursor-secret=true to"
              + " use a random secret of this process");
    }
    List<byte[]> previous = new ArrayList<>();
    for (int i = 0; i < properties.getPreviousCursorSecrets().size(); i++) {
      previous.add(
          secret(
              "singletable.previous-cursor-secrets[" + i + "]",
              properties.getPreviousCursorSecrets().get(i)));
    }
    builder.previousCursorSecrets(previous.toArray(byte[][]::new));
    SingletableProperties.Retry retry = properties.getRetry();
    try {
      builder.retryPolicy(
          new RetryPolicy(
              retry.getMaxAttempts() != null
                  ? retry.getMaxAttempts()
                  : RetryPolicy.DEFAULT.maxAttempts(),
              retry.getBaseDelay() != null ? retry.getBaseDelay() : RetryPolicy.DEFAULT.baseDelay(),
              retry.getMaxDelay() != null ? retry.getMaxDelay() : RetryPolicy.DEFAULT.maxDelay()));
    } catch (IllegalArgumentException e) {
      throw new SingletableConfigurationException("singletable.retry", e.getMessage(), e);
    }
    if (properties.getShardReadThreads() != null) {
      try {
        builder.shardReadThreads(properties.getShardReadThreads());
      } catch (IllegalArgumentException e) {
        throw new SingletableConfigurationException(
            "singletable.shard-read-threads", e.getMessage(), e);
      }
    }
    return builder.includeExpiredItems(properties.isIncludeExpiredItems());
  }

  private static byte[] secret(String property, String base64) {
    byte[] secret;
    try {
      secret = Base64.getDecoder().decode(base64.strip());
    } catch (IllegalArgumentException e) {
      throw new SingletableConfigurationException(property, "not valid Base64", e);
    }
    if (secret.length < 16) {
      throw new SingletableConfigurationException(
          property, secret.length + " bytes; a cursor secret needs at least 16 (32 are best)");
    }
    return secret;
  }

  private static DbOptions tableOptions(
      String table,
      DbOptions.Builder common,
      SingletableProperties properties,
      List<DbOptionsCustomizer> customizers) {
    DbOptions.Builder builder = common.build().toBuilder();
    SingletableProperties.Table settings = properties.getTables().get(table);
    String property;
    if (settings != null && settings.getName() != null) {
      property = "singletable.tables." + table + ".name";
      builder.tableName(settings.getName());
    } else {
      property =
          properties.getTableNamePrefix().isEmpty() && !properties.getTableNameSuffix().isEmpty()
              ? "singletable.table-name-suffix"
              : "singletable.table-name-prefix";
      try {
        builder.tableNamePrefix(properties.getTableNamePrefix());
      } catch (IllegalArgumentException e) {
        throw new SingletableConfigurationException(
            "singletable.table-name-prefix", e.getMessage(), e);
      }
      try {
        builder.tableNameSuffix(properties.getTableNameSuffix());
      } catch (IllegalArgumentException e) {
        throw new SingletableConfigurationException(
            "singletable.table-name-suffix", e.getMessage(), e);
      }
    }
    check(table, builder, property);
    for (DbOptionsCustomizer customizer : customizers) {
      String source = "DbOptionsCustomizer " + customizer.getClass().getName();
      try {
        customizer.customize(table, builder);
      } catch (RuntimeException e) {
        throw new SingletableConfigurationException(
            source, "table " + table + ": the customizer failed: " + e, e);
      }
      check(table, builder, source);
    }
    return builder.build();
  }

  /**
   * Resolves the table's name with the options so far, so that a refusal names what set them: the
   * property, or the customizer that changed them (a resolver returning null or throwing included).
   */
  private static void check(String table, DbOptions.Builder builder, String source) {
    try {
      builder.build().resolveTableName(table);
    } catch (ValidationException | IllegalArgumentException e) {
      throw new SingletableConfigurationException(source, e.getMessage(), e);
    }
  }

  /**
   * The options of table {@code table} (its {@code @Table(name)}), for its {@code XxxDb} bean.
   *
   * @throws IllegalArgumentException for a table the application does not have
   */
  public DbOptions options(String table) {
    DbOptions found = options.get(table);
    if (found == null) {
      throw new IllegalArgumentException("no table " + table + " in " + options.keySet());
    }
    return found;
  }

  /** The tables, in class-path order. */
  public List<TableIndex.Entry> entries() {
    return entries;
  }

  /** The physical name of table {@code table} in this environment. */
  public String physicalName(String table) {
    return options(table).resolveTableName(table);
  }
}
