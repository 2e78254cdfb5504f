package dev.singletable.samples.leaderboard;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.After;
import dev.singletable.annotations.Before;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Limit;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * The leaderboard single table: each game's partition holds the game and every score played,
 * highest last in key order (read backwards for the top); each player's partition holds their best
 * score per game, which GSI1 ranks per game; each track's partition holds lap times, fastest first.
 * The reads of the leaderboard are declared here and implemented by {@code ArcadeDb}.
 */
@Table(name = "Arcade", async = true, gsis = @GlobalIndex(name = "GSI1"))
public interface Arcade {

  @AccessPattern("A game by id")
  Optional<Game> game(String gameId);

  @AccessPattern("A game's high scores, highest first, a page at a time")
  @Descending
  Page<Score> highScores(String gameId, PageRequest page);

  @AccessPattern("A game's scores of at least some points, highest first")
  @Descending
  List<Score> scoresFrom(String gameId, @Since("points") int points);

  @AccessPattern("A player's best in a game")
  Optional<BestScore> best(String userId, String gameId);

  @AccessPattern("A player's best in every game")
  List<BestScore> bestsOf(String userId);

  @AccessPattern("Players ranked by their best in a game, highest first, one row each")
  @Descending
  List<BestScore> ranking(String gameId);

  @AccessPattern("Players whose best in a game is higher than a score")
  List<BestScore> bestsAbove(String gameId, @After("best") int score);

  @AccessPattern("The fastest laps of a track")
  List<LapTime> fastestLaps(String trackId, @Limit int count);

  @AccessPattern("The laps of a track under a time, fastest first")
  List<LapTime> lapsUnder(String trackId, @Before("seconds") BigDecimal seconds);
}
