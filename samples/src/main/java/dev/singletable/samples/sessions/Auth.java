package dev.singletable.samples.sessions;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The sessions single table: each user's partition holds the account and its sessions, which expire
 * by TTL; ByToken, an index with a partition key only, finds a session from the hash of the token a
 * client presents.
 */
@Table(name = "Auth", gsis = @GlobalIndex(name = "ByToken", hasSortKey = false))
public interface Auth {}
