package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The leaderboard single table: each game's partition holds the game and every score played,
 * highest last in key order (read backwards for the top); each player's partition holds their best
 * score per game, which GSI1 ranks per game; each track's partition holds lap times, fastest first.
 */
@Table(name = "Arcade", gsis = @GlobalIndex(name = "GSI1"))
public interface Arcade {}
