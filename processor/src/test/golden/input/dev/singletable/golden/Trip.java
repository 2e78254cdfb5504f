package dev.singletable.golden;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Shard;
import dev.singletable.annotations.Version;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;

/**
 * A car's trip: a day's trips spread over 4 partitions by a hash of the car (a value type),
 * read back merged; by car and length (a converted type) in a KEYS_ONLY index, whose queries
 * return views.
 */
@Entity(table = Fleet.class)
@KeyPattern(pk = "DAY#{day}#{shard}", sk = "TRIP#{startedAt}#{car}", query = "tripsOn")
@Gsi(index = "GSI1", pk = "CAR#{car}", sk = "{length}#{day}", query = "byCar")
@Shard(count = 4, by = "car")
public record Trip(
    LocalDate day,
    Instant startedAt,
    CarId car,
    Duration length,
    String driver,
    @Version long version) {}
