package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A score played in a game, one item per player and points value. Points are fixed-width signed
 * integers in the key, so the partition sorts numerically, negatives first; read backwards it is
 * the high-score table, equal points ordered by player id, also backwards.
 */
@Entity(table = Arcade.class)
@KeyPattern(pk = "GAME#{gameId}", sk = "SCORE#{points}#{userId}", query = "scoresOf")
public record Score(String gameId, int points, String userId, Instant playedAt) {}
