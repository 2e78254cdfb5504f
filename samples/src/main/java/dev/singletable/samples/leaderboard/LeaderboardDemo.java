package dev.singletable.samples.leaderboard;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.ModelReport;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The leaderboard demo: creates the Arcade table on the embedded local engine, submits the plays of
 * two games and the laps of a track, then runs each access pattern and prints the pattern, the key
 * condition sent and the typed results.
 */
public final class LeaderboardDemo {

  private final ArcadeDb db;
  private final PrintStream out;
  private final DemoConsole console;

  LeaderboardDemo(ArcadeDb db, PrintStream out) {
    this.db = db;
    this.out = out;
    this.console = new DemoConsole(out);
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "Arcade-demo",
        (client, table) ->
            new LeaderboardDemo(
                    ArcadeDb.create(client, DbOptions.builder().tableName(table).build()),
                    System.out)
                .runAll());
  }

  void runAll() {
    out.println("== Table " + db.tableName());
    db.createTable();
    LeaderboardData.load(db);
    out.println(
        "loaded: 2 games, 13 plays (each raising the player's best only if higher), 5 laps\n");

    Function<Score, String> score = s -> String.format("%6d  %s", s.points(), s.userId());
    Page<Score> top = Leaderboards.top(db, "asteroids", 4, null);
    console.show(
        "High scores of a game, highest first, top 4",
        db.scores().scoresOf("asteroids").descending().limit(4),
        score);
    console.show(
        "... the next 4, from the page's cursor",
        db.scores().scoresOf("asteroids").descending().limit(4).startAfter(top.cursor()),
        score);
    console.show(
        "Scores of at least 3000",
        db.scores().scoresOf("asteroids").points(Range.from(3000)).descending(),
        score);
    console.show(
        "A game with negative scores, highest first",
        db.scores().scoresOf("minefield").descending(),
        score);
    Function<BestScore, String> best =
        b -> String.format("%6d  %s  (%s)", b.best(), b.userId(), b.achievedAt());
    console.show(
        "Players ranked by their best (GSI1), one row each",
        db.bestScores().rankingOf("asteroids").descending(),
        best);
    console.show(
        "A player's best in every game",
        db.bestScores().bestsOf("u-ann").all(),
        b -> b.gameId() + ": " + b.best());
    raiseBest();
    console.show(
        "Fastest laps of a track",
        db.lapTimes().lapsOn("monza").limit(3),
        l -> l.seconds() + " s  " + l.userId() + " (" + l.car() + ")");
    console.show(
        "Laps under 80 s",
        db.lapTimes().lapsOn("monza").seconds(Range.before(new BigDecimal("80"))),
        l -> l.seconds() + " s  " + l.userId());
    declaredReads(db);
  }

  /** The reads the application declared on {@link Arcade}, called through that interface. */
  private void declaredReads(Arcade arcade) {
    show("A game by id", "game", arcade.game("minefield").stream().toList());
    show(
        "The fastest laps of a track (declared, limit as a parameter)",
        "fastestLaps",
        arcade.fastestLaps("monza", 2).stream().map(l -> l.seconds() + " s  " + l.userId()));
    show(
        "Players ranked by their best in a game (declared, served by GSI1)",
        "ranking",
        arcade.ranking("minefield").stream().map(b -> b.best() + "  " + b.userId()));
  }

  private void show(String pattern, String method, List<?> items) {
    console.showRead(pattern, ModelReport.servedBy(Arcade.class, method), items);
  }

  private void show(String pattern, String method, Stream<String> lines) {
    show(pattern, method, lines.toList());
  }

  private void raiseBest() {
    out.println(
        "== Raise a best only if higher (upsert with condition: best absent or below the new"
            + " score)");
    boolean raised = Leaderboards.submit(db, "asteroids", "u-bob", 3000, LeaderboardData.at(20));
    out.println(
        "   u-bob plays 3000: best raised? "
            + raised
            + ", best is "
            + db.bestScores().get(new BestScoreKey("u-bob", "asteroids")).orElseThrow().best());
    raised = Leaderboards.submit(db, "asteroids", "u-bob", 4200, LeaderboardData.at(21));
    out.println(
        "   u-bob plays 4200: best raised? "
            + raised
            + ", best is "
            + db.bestScores().get(new BestScoreKey("u-bob", "asteroids")).orElseThrow().best());
    for (String user : new String[] {"u-ann", "u-eve", "u-bob", "u-cy", "u-dee"}) {
      out.println(
          "   rank of " + user + ": " + Leaderboards.rankOf(db, "asteroids", user).orElseThrow());
    }
    out.println();
  }
}
