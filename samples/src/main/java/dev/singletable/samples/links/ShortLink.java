package dev.singletable.samples.links;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Version;
import java.time.Instant;

/**
 * A short code and where it leads: one item per code, its partition key {@code LINK#code} and no
 * sort key; GSI1 lists the links of an owner by creation time.
 */
@Entity(table = Links.class)
@KeyPattern(pk = "LINK#{code}")
@Gsi(index = "GSI1", pk = "OWNER#{owner}", sk = "{createdAt}#{code}", query = "ownedBy")
public record ShortLink(
    String code,
    String target,
    String owner,
    Instant createdAt,
    long hits,
    @Version long version) {}
