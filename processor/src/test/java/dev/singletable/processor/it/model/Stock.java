package dev.singletable.processor.it.model;

import dev.singletable.annotations.CreatedAt;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.UpdatedAt;
import dev.singletable.annotations.Version;
import java.time.Instant;

/** A versioned, timestamped entity: optimistic locking and the library-maintained timestamps. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "STOCK#{sku}", sk = "STOCK")
public record Stock(
    String sku,
    int quantity,
    @Version long version,
    @CreatedAt Instant createdAt,
    @UpdatedAt Instant updatedAt) {}
