package dev.singletable.samples.leaderboard;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.ConditionFailedException;
import java.time.Instant;
import java.util.OptionalLong;

/**
 * Leaderboard operations built from the generated calls: submit a score, the top of a game, a
 * player's rank.
 */
final class Leaderboards {

  private Leaderboards() {}

  /**
   * Records a played score and raises the player's best if it is higher.
   *
   * @return whether the best was raised (or created)
   */
  static boolean submit(ArcadeDb db, String gameId, String userId, int points, Instant playedAt) {
    db.scores().put(new Score(gameId, points, userId, playedAt));
    return raiseBest(db, gameId, userId, points, playedAt);
  }

  /**
   * Sets the player's best to {@code points} only if there is none yet or it is lower: one
   * conditional upsert, safe against concurrent submissions.
   */
  static boolean raiseBest(ArcadeDb db, String gameId, String userId, int points, Instant at) {
    try {
      db.bestScores()
          .upsert(new BestScoreKey(userId, gameId))
          .setBest(points)
          .set(BestScoreSchema.ACHIEVED_AT, at)
          .condition(BestScoreSchema.BEST.notExists().or(BestScoreSchema.BEST.lt(points)))
          .execute();
      return true;
    } catch (ConditionFailedException notHigher) {
      return false;
    }
  }

  /**
   * The {@code size} highest scores of a game, highest first; the page's cursor reads the next
   * ones.
   */
  static Page<Score> top(ArcadeDb db, String gameId, int size, String cursor) {
    return db.highScores(gameId, PageRequest.after(cursor, size));
  }

  /**
   * The player's rank in the game by best score, 1 for the highest, players with equal bests
   * sharing a rank (1, 2, 2, 4); empty if the player has not played it. Reads the players ranked
   * above.
   */
  static OptionalLong rankOf(ArcadeDb db, String gameId, String userId) {
    return db.best(userId, gameId)
        .map(mine -> OptionalLong.of(1 + db.bestsAbove(gameId, mine.best()).size()))
        .orElse(OptionalLong.empty());
  }
}
