package dev.singletable.processor.model;

/** What the library does with an attribute beyond storing it. */
public enum Role {
  /** Optimistic locking counter ({@code @Version}). */
  VERSION,
  /** Expiry time in epoch seconds ({@code @Ttl}). */
  TTL,
  /** Set on the first write ({@code @CreatedAt}). */
  CREATED_AT,
  /** Set on every write ({@code @UpdatedAt}). */
  UPDATED_AT,
  /** Unique across the entity's items, held by guard items ({@code @Unique}). */
  UNIQUE
}
