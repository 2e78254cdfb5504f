package dev.singletable.golden;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.CreatedAt;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Unique;
import dev.singletable.annotations.UpdatedAt;
import dev.singletable.annotations.Version;
import java.time.Instant;
import java.util.Optional;

/**
 * A versioned, timestamped record, sparse in GSI1 (only customers with an email are there), whose
 * phone number, when it has one, is unique.
 */
@Entity(table = Market.class)
@KeyPattern(pk = "CUSTOMER#{customerId}", sk = "PROFILE")
@Gsi(index = "GSI1", pk = "EMAIL#{email}", sk = "CUSTOMER", query = "byEmail")
@Collection("customerView")
@SuppressWarnings("singletable:hot-partition") // the Inverted index's PROFILE partition is never read
public record Customer(
    String customerId,
    String name,
    String email,
    @Unique Optional<String> phone,
    @Version long version,
    @CreatedAt Instant createdAt,
    @UpdatedAt Instant updatedAt) {}
