package dev.singletable.samples.leaderboard;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.function.Function;

/**
 * The leaderboard demo: creates the Arcade table on the embedded local engine, submits the plays
 * of two games and the laps of a track, then runs each access pattern and prints the pattern, the
 * key condition sent and the typed results.
 */
public final class LeaderboardDemo {

  private final ArcadeDb db;
  private final PrintStream out;

  LeaderboardDemo(ArcadeDb db, PrintStream out) {
    this.db = db;
    this.out = out;
  }

  public static void main(String[] args) {
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      ArcadeDb db = ArcadeDb.create(engine.client(), DbOptions.builder().tableName("Arcade-demo").build());
      new LeaderboardDemo(db, System.out).runAll();
    }
  }

  void runAll() {
    out.println("== Table " + db.tableName());
    db.createTable();
    LeaderboardData.load(db);
    out.println("loaded: 2 games, 13 plays (each raising the player's best only if higher), 5 laps\n");

    Function<Score, String> score = s -> String.format("%6d  %s", s.points(), s.userId());
    Page<Score> top = Leaderboards.top(db, "asteroids", 4, null);
    show("High scores of a game, highest first, top 4", db.scores().scoresOf("asteroids").descending().limit(4),
        score);
    show("... the next 4, from the page's cursor",
        db.scores().scoresOf("asteroids").descending().limit(4).startAfter(top.cursor()), score);
    show("Scores of at least 3000", db.scores().scoresOf("asteroids").pointsFrom(3000).descending(), score);
    show("A game with negative scores, highest first", db.scores().scoresOf("minefield").descending(), score);
    Function<BestScore, String> best = b -> String.format("%6d  %s  (%s)", b.best(), b.userId(), b.achievedAt());
    show("Players ranked by their best (GSI1), one row each", db.bestScores().rankingOf("asteroids").descending(),
        best);
    show("A player's best in every game", db.bestScores().bestsOf("u-ann"),
        b -> b.gameId() + ": " + b.best());
    raiseBest();
    show("Fastest laps of a track", db.lapTimes().lapsOn("monza").limit(3),
        l -> l.seconds() + " s  " + l.userId() + " (" + l.car() + ")");
    show("Laps under 80 s", db.lapTimes().lapsOn("monza").secondsBefore(new BigDecimal("80")),
        l -> l.seconds() + " s  " + l.userId());
  }

  private void raiseBest() {
    out.println("== Raise a best only if higher (upsert with condition: best absent or below the new score)");
    boolean raised = Leaderboards.submit(db, "asteroids", "u-bob", 3000, LeaderboardData.at(20));
    out.println("   u-bob plays 3000: best raised? " + raised + ", best is "
        + db.bestScores().get(new BestScoreKey("u-bob", "asteroids")).orElseThrow().best());
    raised = Leaderboards.submit(db, "asteroids", "u-bob", 4200, LeaderboardData.at(21));
    out.println("   u-bob plays 4200: best raised? " + raised + ", best is "
        + db.bestScores().get(new BestScoreKey("u-bob", "asteroids")).orElseThrow().best());
    for (String user : new String[] {"u-ann", "u-eve", "u-bob", "u-cy", "u-dee"}) {
      out.println("   rank of " + user + ": " + Leaderboards.rankOf(db, "asteroids", user).orElseThrow());
    }
    out.println();
  }

  private <T> void show(String pattern, EntityQuery<T> query, Function<T, String> format) {
    out.println("== " + pattern);
    out.println("   key condition: " + query.describe());
    Page<T> page = query.page();
    page.items().forEach(item -> out.println("   " + format.apply(item)));
    if (page.items().isEmpty()) {
      out.println("   (none)");
    }
    out.println();
  }
}
