package dev.singletable.samples.shop;

import dev.singletable.annotations.CreatedAt;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Unique;
import dev.singletable.annotations.Version;
import java.time.Instant;

/**
 * A customer. Looked up by id (table) or by email (GSI1); no two customers share an email: each
 * write moves the email's guard item in the same transaction.
 */
@Entity(table = Shop.class)
@KeyPattern(pk = "USER#{userId}", sk = "PROFILE", query = "byId")
@Gsi(index = "GSI1", pk = "EMAIL#{email}", sk = "PROFILE", query = "byEmail")
// The keys-only Inverted index keeps the keys of every PROFILE item in one partition; sign-ups are
// far below 1,000 per second, and nothing queries that partition.
@SuppressWarnings("singletable:hot-partition")
public record User(
    String userId,
    String name,
    @Unique String email,
    @CreatedAt Instant createdAt,
    @Version long version) {}
