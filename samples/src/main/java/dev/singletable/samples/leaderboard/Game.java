package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A game; {@code negativeScores} says whether its penalties can take a score below zero. */
@Entity(table = Arcade.class)
@KeyPattern(pk = "GAME#{gameId}", sk = "GAME")
public record Game(String gameId, String title, boolean negativeScores) {}
