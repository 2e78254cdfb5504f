package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Shard;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/**
 * A device's pings, kept until they expire: spread over 6 table partitions per device by a hash of
 * the ping id, and over 3 partitions of GSI1 per level at random.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "PING#{deviceId}#{shard}", sk = "{at}#{pingId}", query = "pingsOf")
@Gsi(index = "GSI1", pk = "PINGS#{level}#{shard}", sk = "{at}#{pingId}", query = "pingsAt")
@Shard(count = 6, by = "pingId")
@Shard(count = 3, index = "GSI1")
public record Ping(
    String deviceId, Instant at, String pingId, String level, @Ttl Instant expiresAt) {}
