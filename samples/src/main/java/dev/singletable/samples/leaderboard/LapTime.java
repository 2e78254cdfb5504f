package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/**
 * A lap driven on a track, in seconds to the millisecond: a decimal written in the key with a fixed
 * width, so that the track's partition lists the fastest lap first, equal times by player id.
 */
@Entity(table = Arcade.class)
@KeyPattern(pk = "TRACK#{trackId}", sk = "LAP#{seconds}#{userId}", query = "lapsOn")
public record LapTime(
    String trackId,
    @KeyFormat(integerDigits = 4, fractionDigits = 3) BigDecimal seconds,
    String userId,
    String car) {}
