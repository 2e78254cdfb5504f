package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A player's best score in a game, in the player's partition; raised only by a higher score (a
 * conditional upsert). GSI1 ranks the players of a game by their best, one row each.
 */
@Entity(table = Arcade.class)
@KeyPattern(pk = "PLAYER#{userId}", sk = "BEST#{gameId}", query = "bestsOf")
@Gsi(index = "GSI1", pk = "GAME#{gameId}", sk = "BEST#{best}#{userId}", query = "rankingOf")
public record BestScore(String userId, String gameId, int best, Instant achievedAt) {}
