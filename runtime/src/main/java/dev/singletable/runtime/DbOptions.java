package dev.singletable.runtime;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Objects;

/**
 * Settings of a generated {@code XxxDb}: the physical table name (one per stage, tenant or test),
 * the clock used for timestamps and TTL, whether reads show expired items, the retry policy, and
 * the secret that signs paging cursors.
 *
 * <pre>{@code
 * ShopDb db = ShopDb.create(client, DbOptions.builder().tableName("Shop-prod").build());
 * }</pre>
 */
public final class DbOptions {

  private static final byte[] DEFAULT_CURSOR_SECRET =
      "singletable-cursor-v1".getBytes(StandardCharsets.UTF_8);

  private final String tableName;
  private final Clock clock;
  private final boolean includeExpiredItems;
  private final RetryPolicy retryPolicy;
  private final byte[] cursorSecret;

  private DbOptions(Builder builder) {
    this.tableName = builder.tableName;
    this.clock = builder.clock;
    this.includeExpiredItems = builder.includeExpiredItems;
    this.retryPolicy = builder.retryPolicy;
    this.cursorSecret = builder.cursorSecret.clone();
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
    builder.cursorSecret = cursorSecret.clone();
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

  /** The key that signs cursors; a copy. */
  public byte[] cursorSecret() {
    return cursorSecret.clone();
  }

  /** Builds {@link DbOptions}. */
  public static final class Builder {
    private String tableName;
    private Clock clock = Clock.systemUTC();
    private boolean includeExpiredItems;
    private RetryPolicy retryPolicy = RetryPolicy.DEFAULT;
    private byte[] cursorSecret = DEFAULT_CURSOR_SECRET;

    private Builder() {}

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
     * The secret that signs cursors, so that a client cannot forge one that reads another
     * partition. Set the same secret on every instance that serves the same users.
     */
    public Builder cursorSecret(byte[] secret) {
      if (secret == null || secret.length < 16) {
        throw new IllegalArgumentException("the cursor secret must have at least 16 bytes");
      }
      this.cursorSecret = secret.clone();
      return this;
    }

    public DbOptions build() {
      return new DbOptions(this);
    }
  }
}
