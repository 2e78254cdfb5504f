package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A score played in a game (one item per player and points value), keyed by fixed-width signed
 * points so that the partition read backwards is the high-score table.
 */
@Entity(table = Arcade.class)
@KeyPattern(pk = "GAME#{gameId}", sk = "SCORE#{points}#{userId}", query = "scoresOf")
public record Score(String gameId, int points, String userId, Instant playedAt) {}
