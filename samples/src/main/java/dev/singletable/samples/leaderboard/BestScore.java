package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A player's best score in a game, raised only by a higher score (a conditional upsert) and ranked
 * per game, one row per player, by GSI1.
 */
@Entity(table = Arcade.class)
@KeyPattern(pk = "PLAYER#{userId}", sk = "BEST#{gameId}", query = "bestsOf")
@Gsi(index = "GSI1", pk = "GAME#{gameId}", sk = "BEST#{best}#{userId}", query = "rankingOf")
public record BestScore(String userId, String gameId, int best, Instant achievedAt) {}
