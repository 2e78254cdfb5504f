package dev.singletable.spring;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code singletable.*} properties: how every table of the application is named in this
 * environment, the cursor secret, retries, shard-read threads and the request listener.
 *
 * <pre>{@code
 * singletable.table-name-prefix=${STAGE}-
 * singletable.tables.Shop.name=shop-orders-eu
 * singletable.cursor-secret=${CURSOR_SECRET}
 * }</pre>
 */
@ConfigurationProperties("singletable")
public class SingletableProperties {

  /**
   * Text put before the logical name ({@code @Table(name)}) of every table: "dev-" for dev-Shop.
   */
  private String tableNamePrefix = "";

  /** Text put after the logical name of every table: "-eu" for Shop-eu. */
  private String tableNameSuffix = "";

  /** Settings of single tables, by logical name ({@code @Table(name)}). */
  private Map<String, Table> tables = new LinkedHashMap<>();

  /**
   * The secret paging cursors are encrypted and authenticated with, in Base64 (32 random bytes; at
   * least 16): the same on every instance that serves the same users.
   */
  private String cursorSecret;

  /** Secrets of earlier rotations (Base64) whose cursors are still accepted. */
  private List<String> previousCursorSecrets = new ArrayList<>();

  /**
   * Start without a cursor secret, with a random one of this process (cursors then fail after a
   * restart and on other instances): for development and tests only.
   */
  private boolean allowRandomCursorSecret;

  /**
   * Retries of what the AWS SDK does not retry (unprocessed batch items, transaction conflicts).
   */
  private final Retry retry = new Retry();

  /**
   * The most threads a blocking read of a sharded partition (or a parallel scan) uses at once, the
   * calling thread included (8 unless set).
   */
  private Integer shardReadThreads;

  /** Show items whose TTL has passed but that DynamoDB has not deleted yet. */
  private boolean includeExpiredItems;

  /**
   * The name of the {@code RequestListener} bean that hears every request; without it, the
   * application's only {@code RequestListener} bean if it has exactly one.
   */
  private String listener;

  /**
   * Create every table (if absent) when the application starts, through the blocking {@code XxxDb}
   * beans: for development and tests; in production, create tables as infrastructure.
   */
  private boolean createTables;

  public String getTableNamePrefix() {
    return tableNamePrefix;
  }

  public void setTableNamePrefix(String tableNamePrefix) {
    this.tableNamePrefix = tableNamePrefix == null ? "" : tableNamePrefix;
  }

  public String getTableNameSuffix() {
    return tableNameSuffix;
  }

  public void setTableNameSuffix(String tableNameSuffix) {
    this.tableNameSuffix = tableNameSuffix == null ? "" : tableNameSuffix;
  }

  public Map<String, Table> getTables() {
    return tables;
  }

  public void setTables(Map<String, Table> tables) {
    this.tables = tables;
  }

  public String getCursorSecret() {
    return cursorSecret;
  }

  public void setCursorSecret(String cursorSecret) {
    this.cursorSecret = cursorSecret;
  }

  public List<String> getPreviousCursorSecrets() {
    return previousCursorSecrets;
  }

  public void setPreviousCursorSecrets(List<String> previousCursorSecrets) {
    this.previousCursorSecrets = previousCursorSecrets;
  }

  public boolean isAllowRandomCursorSecret() {
    return allowRandomCursorSecret;
  }

  public void setAllowRandomCursorSecret(boolean allowRandomCursorSecret) {
    this.allowRandomCursorSecret = allowRandomCursorSecret;
  }

  public Retry getRetry() {
    return retry;
  }

  public Integer getShardReadThreads() {
    return shardReadThreads;
  }

  public void setShardReadThreads(Integer shardReadThreads) {
    this.shardReadThreads = shardReadThreads;
  }

  public boolean isIncludeExpiredItems() {
    return includeExpiredItems;
  }

  public void setIncludeExpiredItems(boolean includeExpiredItems) {
    this.includeExpiredItems = includeExpiredItems;
  }

  public String getListener() {
    return listener;
  }

  public void setListener(String listener) {
    this.listener = listener;
  }

  public boolean isCreateTables() {
    return createTables;
  }

  public void setCreateTables(boolean createTables) {
    this.createTables = createTables;
  }

  /** The settings of one table. */
  public static class Table {

    /**
     * The exact physical name of this table in this environment, instead of the prefix, logical
     * name and suffix.
     */
    private String name;

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  /** {@code singletable.retry.*}: the library's own retries (see docs/production.md). */
  public static class Retry {

    /** Attempts in all, the first included (8 unless set); 1 sends once. */
    private Integer maxAttempts;

    /** The first backoff before jitter (25ms unless set), doubling up to the maximum. */
    private Duration baseDelay;

    /** The longest backoff (2s unless set). */
    private Duration maxDelay;

    public Integer getMaxAttempts() {
      return maxAttempts;
    }

    public void setMaxAttempts(Integer maxAttempts) {
      this.maxAttempts = maxAttempts;
    }

    public Duration getBaseDelay() {
      return baseDelay;
    }

    public void setBaseDelay(Duration baseDelay) {
      this.baseDelay = baseDelay;
    }

    public Duration getMaxDelay() {
      return maxDelay;
    }

    public void setMaxDelay(Duration maxDelay) {
      this.maxDelay = maxDelay;
    }
  }
}
