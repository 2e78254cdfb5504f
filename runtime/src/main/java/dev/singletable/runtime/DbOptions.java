package dev.singletable.runtime;

import dev.singletable.runtime.internal.op.TableNames;
import dev.singletable.runtime.observe.RequestListener;
import java.lang.System.Logger.Level;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;

/**
 * Settings of a generated {@code XxxDb}: the physical table name (one per stage, tenant or test,
 * given whole or resolved from the logical name of {@code @Table(name)}), the clock used for
 * timestamps and TTL, whether reads show expired items, the retry policy, the secrets that encrypt
 * and authenticate paging cursors, and the listener that hears of every request.
 *
 * <pre>{@code
 * ShopDb db = ShopDb.create(client, DbOptions.builder().tableName("Shop-prod").build());
 * }</pre>
 */
public final class DbOptions {

  private static final AtomicBoolean WARNED = new AtomicBoolean();

  /** The settings, a copy of the builder's that no one else holds. */
  private final Builder settings;

  private DbOptions(Builder builder) {
    this.settings = builder.copy();
  }

  /**
   * The cursor secret of a process that sets none: random, so that no one else can forge or read
   * its cursors, but different in every process (and lost on restart). Made on the first cursor
   * that needs it, not with the options: a {@link SecureRandom} costs a fresh JVM tens of
   * milliseconds (its providers and their digests), which a process that pages no query with a
   * cursor should not pay on its first request.
   */
  private static final class ProcessSecret {
    static final byte[] SECRET = randomSecret();

    private static byte[] randomSecret() {
      byte[] secret = new byte[32];
      new SecureRandom().nextBytes(secret);
      return secret;
    }
  }

  private static List<byte[]> copies(List<byte[]> secrets) {
    if (secrets.isEmpty()) {
      return List.of();
    }
    List<byte[]> copies = new ArrayList<>(secrets.size());
    for (byte[] secret : secrets) {
      copies.add(secret.clone());
    }
    return List.copyOf(copies);
  }

  public static DbOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    return settings.copy();
  }

  /** The table name to use instead of {@code @Table(name)}, or {@code null}. */
  public String tableName() {
    return settings.tableName;
  }

  /**
   * The physical name of the table whose {@code @Table(name)} is {@code logicalName}, as a
   * generated {@code XxxDb} created with these options names it: {@link #tableName()} when set,
   * else the prefix, the resolver's answer (the logical name without a resolver) and the suffix.
   *
   * @throws dev.singletable.runtime.failure.ValidationException naming the logical table when the
   *     resolver returns {@code null} or throws, or when the name is not one DynamoDB accepts
   */
  public String resolveTableName(String logicalName) {
    return TableNames.resolve(Objects.requireNonNull(logicalName, "logicalName"), this);
  }

  /** The text added before every resolved table name ({@code ""} when none). */
  public String tableNamePrefix() {
    return settings.tableNamePrefix;
  }

  /** The text added after every resolved table name ({@code ""} when none). */
  public String tableNameSuffix() {
    return settings.tableNameSuffix;
  }

  /**
   * The function from a logical table name to the physical one (before prefix and suffix), or
   * {@code null} when none is set.
   */
  public UnaryOperator<String> tableNames() {
    return settings.tableNames;
  }

  public Clock clock() {
    return settings.clock;
  }

  /** Whether reads return items whose TTL has passed but that DynamoDB has not deleted yet. */
  public boolean includeExpiredItems() {
    return settings.includeExpiredItems;
  }

  public RetryPolicy retryPolicy() {
    return settings.retryPolicy;
  }

  /**
   * The secret cursors are made with; a copy. When none was set, a random secret of this process,
   * with a warning logged (once) that cursors will not survive a restart or work across instances.
   */
  public byte[] cursorSecret() {
    if (settings.cursorSecret != null) {
      return settings.cursorSecret.clone();
    }
    if (WARNED.compareAndSet(false, true)) {
      System.getLogger(DbOptions.class.getName())
          .log(
              Level.WARNING,
              "Singletable: no DbOptions.cursorSecret set; paging cursors are encrypted with a"
                  + " random key of this process, so they stop working after a restart and on other"
                  + " instances. Set the same secret of 32 random bytes on every instance.");
    }
    return ProcessSecret.SECRET.clone();
  }

  /** The secrets cursors made earlier are still accepted under (rotation); copies. */
  public List<byte[]> previousCursorSecrets() {
    return copies(settings.previousCursorSecrets);
  }

  /** The listener that hears of every request and operation, or {@code null} when none is set. */
  public RequestListener requestListener() {
    return settings.requestListener;
  }

  /**
   * The most threads the synchronous client reads the shards of a sharded partition (or the
   * segments of a parallel scan) with at once, the calling thread included (8 unless set); the
   * others are daemon threads, started on the first such read.
   */
  public int shardReadThreads() {
    return settings.shardReadThreads;
  }

  /** Builds {@link DbOptions}. */
  public static final class Builder {
    private String tableName;
    private String tableNamePrefix = "";
    private String tableNameSuffix = "";
    private UnaryOperator<String> tableNames;
    private Clock clock = Clock.systemUTC();
    private boolean includeExpiredItems;
    private RetryPolicy retryPolicy = RetryPolicy.DEFAULT;
    private byte[] cursorSecret;
    private List<byte[]> previousCursorSecrets = List.of();
    private RequestListener requestListener;
    private int shardReadThreads = 8;

    private Builder() {}

    /** A copy that shares no array with this builder. */
    private Builder copy() {
      Builder copy = new Builder();
      copy.tableName = tableName;
      copy.tableNamePrefix = tableNamePrefix;
      copy.tableNameSuffix = tableNameSuffix;
      copy.tableNames = tableNames;
      copy.clock = clock;
      copy.includeExpiredItems = includeExpiredItems;
      copy.retryPolicy = retryPolicy;
      copy.cursorSecret = cursorSecret == null ? null : cursorSecret.clone();
      copy.previousCursorSecrets = copies(previousCursorSecrets);
      copy.requestListener = requestListener;
      copy.shardReadThreads = shardReadThreads;
      return copy;
    }

    /**
     * The most threads the synchronous client queries the shards of a sharded partition (or scans
     * the segments of a parallel scan) with at once, the calling thread included (default 8; 1
     * reads them one after another on the calling thread). The other threads are shared by every
     * read of the {@code XxxDb}; when they are all busy, the calling thread reads the shards left.
     *
     * @throws IllegalArgumentException for fewer than 1
     */
    public Builder shardReadThreads(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("shardReadThreads must be at least 1, got " + threads);
      }
      this.shardReadThreads = threads;
      return this;
    }

    /**
     * Overrides the table name declared in {@code @Table(name)} with this exact name (for one
     * table: a test's own table, say). To name every table of a stage or tenant, resolve the names
     * instead ({@link #tableNamePrefix}, {@link #tableNameSuffix}, {@link #tableNames}); options
     * may do one or the other.
     */
    public Builder tableName(String tableName) {
      this.tableName = tableName;
      return this;
    }

    /**
     * Text put before the logical name of every table these options open: {@code "dev-"} names
     * table {@code Shop} {@code dev-Shop}. Empty by default.
     *
     * @throws IllegalArgumentException for a character DynamoDB refuses in table names
     */
    public Builder tableNamePrefix(String prefix) {
      this.tableNamePrefix = requireNamePart(prefix, "tableNamePrefix");
      return this;
    }

    /**
     * Text put after the logical name of every table these options open: {@code "-eu"} names table
     * {@code Shop} {@code Shop-eu}. Empty by default.
     *
     * @throws IllegalArgumentException for a character DynamoDB refuses in table names
     */
    public Builder tableNameSuffix(String suffix) {
      this.tableNameSuffix = requireNamePart(suffix, "tableNameSuffix");
      return this;
    }

    /**
     * Resolves the physical name of each table from its logical name (its {@code @Table(name)}),
     * before the prefix and suffix are added; for example {@code name -> System.getenv("STAGE") +
     * "-" + name}. Called once per {@code XxxDb}, when it is created, and every request, batch,
     * transaction, stream read and table creation of that {@code XxxDb} uses the name; the report,
     * design record and model view keep the logical name. A {@code null} answer, a failure or a
     * name DynamoDB refuses (3 to 255 letters, digits, {@code _}, {@code -} or {@code .}) fail the
     * creation with a {@link dev.singletable.runtime.failure.ValidationException} naming the
     * logical table.
     */
    public Builder tableNames(UnaryOperator<String> resolver) {
      this.tableNames = Objects.requireNonNull(resolver, "resolver");
      return this;
    }

    /** Whether every character of {@code part} is one DynamoDB accepts in a table name. */
    private static boolean isNamePart(String part) {
      for (int i = 0; i < part.length(); i++) {
        char c = part.charAt(i);
        boolean accepted =
            (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || c == '_'
                || c == '.'
                || c == '-';
        if (!accepted) {
          return false;
        }
      }
      return true;
    }

    private static String requireNamePart(String part, String what) {
      Objects.requireNonNull(part, what);
      if (!isNamePart(part)) {
        throw new IllegalArgumentException(
            what
                + " \""
                + part
                + "\" has a character DynamoDB refuses in table names (only letters, digits,"
                + " '_', '-' and '.')");
      }
      return part;
    }

    /**
     * The clock for {@code @CreatedAt}/{@code @UpdatedAt} and TTL checks; inject a fixed one in
     * tests.
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /** Show expired items (DynamoDB deletes them only eventually); hidden by default. */
    public Builder includeExpiredItems(boolean include) {
      this.includeExpiredItems = include;
      return this;
    }

    public Builder retryPolicy(RetryPolicy retryPolicy) {
      this.retryPolicy = Objects.requireNonNull(retryPolicy, "retryPolicy");
      return this;
    }

    /**
     * The secret cursors are encrypted and authenticated with (AES-GCM under a key derived from
     * it), so that a client can neither read the keys in a cursor nor forge one that reads another
     * partition. Set the same secret (32 random bytes, from your secret store) on every instance
     * that serves the same users; without one, each process uses a random secret of its own.
     */
    public Builder cursorSecret(byte[] secret) {
      this.cursorSecret = requireSecret(secret).clone();
      return this;
    }

    /**
     * Secrets of earlier rotations whose cursors are still accepted (new cursors always use {@link
     * #cursorSecret(byte[])}). Rotate by making the current secret previous and setting a new one;
     * drop the previous one once its cursors no longer matter.
     */
    public Builder previousCursorSecrets(byte[]... secrets) {
      List<byte[]> copies = new ArrayList<>(secrets.length);
      for (byte[] secret : secrets) {
        copies.add(requireSecret(secret).clone());
      }
      this.previousCursorSecrets = List.copyOf(copies);
      return this;
    }

    /**
     * Hears of every request sent to DynamoDB and every operation run, with its consumed capacity,
     * retries, throttles and latency (see {@link RequestListener}); {@code null} (the default)
     * turns observing off, and requests then ask for no consumed capacity.
     */
    public Builder requestListener(RequestListener listener) {
      this.requestListener = listener;
      return this;
    }

    private static byte[] requireSecret(byte[] secret) {
      if (secret == null || secret.length < 16) {
        throw new IllegalArgumentException(
            "a cursor secret must have at least 16 bytes (32 random bytes are best)");
      }
      return secret;
    }

    /**
     * @throws IllegalArgumentException when both an exact {@link #tableName} and a way of resolving
     *     names (prefix, suffix or resolver) are set
     */
    public DbOptions build() {
      if (tableName != null
          && (!tableNamePrefix.isEmpty() || !tableNameSuffix.isEmpty() || tableNames != null)) {
        throw new IllegalArgumentException(
            "DbOptions sets the exact tableName \""
                + tableName
                + "\" and also resolves table names (tableNamePrefix, tableNameSuffix or"
                + " tableNames): set one or the other");
      }
      return new DbOptions(this);
    }
  }
}
