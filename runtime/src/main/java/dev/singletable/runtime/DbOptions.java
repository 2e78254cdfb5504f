package dev.singletable.runtime;

import dev.singletable.runtime.observe.RequestListener;
import java.lang.System.Logger.Level;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Settings of a generated {@code XxxDb}: the physical table name (one per stage, tenant or test),
 * the clock used for timestamps and TTL, whether reads show expired items, the retry policy, the
 * secrets that encrypt and authenticate paging cursors, and the listener that hears of every
 * request.
 *
 * <pre>{@code
 * ShopDb db = ShopDb.create(client, DbOptions.builder().tableName("Shop-prod").build());
 * }</pre>
 */
public final class DbOptions {

  /**
   * The cursor secret of a process that sets none: random, so that no one else can forge or read
   * its cursors, but different in every process (and lost on restart).
   */
  private static final byte[] PROCESS_CURSOR_SECRET = randomSecret();

  private static final AtomicBoolean WARNED = new AtomicBoolean();

  private final String tableName;
  private final Clock clock;
  private final boolean includeExpiredItems;
  private final RetryPolicy retryPolicy;
  private final byte[] cursorSecret;
  private final List<byte[]> previousCursorSecrets;
  private final RequestListener requestListener;
  private final int shardReadThreads;

  private DbOptions(Builder builder) {
    this.tableName = builder.tableName;
    this.clock = builder.clock;
    this.includeExpiredItems = builder.includeExpiredItems;
    this.retryPolicy = builder.retryPolicy;
    this.cursorSecret = builder.cursorSecret == null ? null : builder.cursorSecret.clone();
    this.previousCursorSecrets = copies(builder.previousCursorSecrets);
    this.requestListener = builder.requestListener;
    this.shardReadThreads = builder.shardReadThreads;
  }

  private static byte[] randomSecret() {
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    return secret;
  }

  private static List<byte[]> copies(List<byte[]> secrets) {
    List<byte[]> copies = new ArrayList<>(secrets.size());
    secrets.forEach(secret -> copies.add(secret.clone()));
    return List.copyOf(copies);
  }

  public static DbOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.tableName = tableName;
    builder.clock = clock;
    builder.includeExpiredItems = includeExpiredItems;
    builder.retryPolicy = retryPolicy;
    builder.cursorSecret = cursorSecret == null ? null : cursorSecret.clone();
    builder.previousCursorSecrets = copies(previousCursorSecrets);
    builder.requestListener = requestListener;
    builder.shardReadThreads = shardReadThreads;
    return builder;
  }

  /** The table name to use instead of {@code @Table(name)}, or {@code null}. */
  public String tableName() {
    return tableName;
  }

  public Clock clock() {
    return clock;
  }

  /** Whether reads return items whose TTL has passed but that DynamoDB has not deleted yet. */
  public boolean includeExpiredItems() {
    return includeExpiredItems;
  }

  public RetryPolicy retryPolicy() {
    return retryPolicy;
  }

  /**
   * The secret cursors are made with; a copy. When none was set, a random secret of this process,
   * with a warning logged (once) that cursors will not survive a restart or work across instances.
   */
  public byte[] cursorSecret() {
    if (cursorSecret != null) {
      return cursorSecret.clone();
    }
    if (WARNED.compareAndSet(false, true)) {
      System.getLogger(DbOptions.class.getName())
          .log(
              Level.WARNING,
              "Singletable: no DbOptions.cursorSecret set; paging cursors are encrypted with a"
                  + " random key of this process, so they stop working after a restart and on other"
                  + " instances. Set the same secret of 32 random bytes on every instance.");
    }
    return PROCESS_CURSOR_SECRET.clone();
  }

  /** The secrets cursors made earlier are still accepted under (rotation); copies. */
  public List<byte[]> previousCursorSecrets() {
    return copies(previousCursorSecrets);
  }

  /** The listener that hears of every request and operation, or {@code null} when none is set. */
  public RequestListener requestListener() {
    return requestListener;
  }

  /**
   * The most threads the synchronous client reads the shards of a sharded partition (or the
   * segments of a parallel scan) with at once, the calling thread included (8 unless set); the
   * others are daemon threads, started on the first such read.
   */
  public int shardReadThreads() {
    return shardReadThreads;
  }

  /** Builds {@link DbOptions}. */
  public static final class Builder {
    private String tableName;
    private Clock clock = Clock.systemUTC();
    private boolean includeExpiredItems;
    private RetryPolicy retryPolicy = RetryPolicy.DEFAULT;
    private byte[] cursorSecret;
    private List<byte[]> previousCursorSecrets = List.of();
    private RequestListener requestListener;
    private int shardReadThreads = 8;

    private Builder() {}

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

    /** Overrides the table name declared in {@code @Table(name)}. */
    public Builder tableName(String tableName) {
      this.tableName = tableName;
      return this;
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

    public DbOptions build() {
      return new DbOptions(this);
    }
  }
}
