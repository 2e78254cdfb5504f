package dev.singletable.samples.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The leaderboard access patterns against the local engine, on the demo's plays and laps. */
@LocalDynamoDbTest
class LeaderboardTest {

  private static ArcadeDb db;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = ArcadeDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    LeaderboardData.load(db);
  }

  private static List<String> board(List<Score> scores) {
    return scores.stream().map(s -> s.points() + " " + s.userId()).toList();
  }

  @Test
  void highScoresHighestFirstEqualPointsByPlayerIdBackwards() {
    assertThat(board(db.scores().scoresOf("asteroids").descending().list()))
        .containsExactly(
            "5100 u-eve",
            "5100 u-ann",
            "3400 u-cy",
            "3400 u-bob",
            "2000 u-bob",
            "1200 u-ann",
            "800 u-dee");
  }

  @Test
  void topPagesFollowTheCursor() {
    Page<Score> first = Leaderboards.top(db, "asteroids", 3, null);
    Page<Score> second = Leaderboards.top(db, "asteroids", 3, first.cursor());
    Page<Score> third = Leaderboards.top(db, "asteroids", 3, second.cursor());

    assertThat(board(first.items())).containsExactly("5100 u-eve", "5100 u-ann", "3400 u-cy");
    assertThat(board(second.items())).containsExactly("3400 u-bob", "2000 u-bob", "1200 u-ann");
    assertThat(board(third.items())).containsExactly("800 u-dee");
    assertThat(third.cursor()).isNull();
  }

  @Test
  void negativeScoresSortBelowZeroInNumericOrder() {
    assertThat(board(db.scores().scoresOf("minefield").descending().list()))
        .containsExactly("35 u-ann", "20 u-bob", "0 u-dee", "-5 u-cy", "-50 u-ann", "-120 u-eve");
    assertThat(board(db.scores().scoresOf("minefield").points(Range.between(-50, 0)).list()))
        .containsExactly("-50 u-ann", "-5 u-cy", "0 u-dee");
    assertThat(board(db.scores().scoresOf("minefield").points(Range.before(0)).list()))
        .containsExactly("-120 u-eve", "-50 u-ann", "-5 u-cy");
  }

  @Test
  void scoreRangesAreInclusiveOrExclusiveAsNamed() {
    assertThat(
            board(db.scores().scoresOf("asteroids").points(Range.from(3400)).descending().list()))
        .containsExactly("5100 u-eve", "5100 u-ann", "3400 u-cy", "3400 u-bob");
    assertThat(
            board(db.scores().scoresOf("asteroids").points(Range.after(3400)).descending().list()))
        .containsExactly("5100 u-eve", "5100 u-ann");
    assertThat(board(db.scores().scoresOf("asteroids").points(3400).all().list()))
        .containsExactly("3400 u-bob", "3400 u-cy");
    assertThat(board(db.scores().scoresOf("asteroids").points(3400).userId("u-cy").list()))
        .containsExactly("3400 u-cy");
  }

  @Test
  void rankingHasOneRowPerPlayerWithTheirBest() {
    assertThat(db.bestScores().rankingOf("minefield").descending().list())
        .extracting(BestScore::userId, BestScore::best, BestScore::achievedAt)
        .containsExactly(
            tuple("u-ann", 35, LeaderboardData.at(11)),
            tuple("u-bob", 20, LeaderboardData.at(8)),
            tuple("u-dee", 0, LeaderboardData.at(10)),
            tuple("u-cy", -5, LeaderboardData.at(9)),
            tuple("u-eve", -120, LeaderboardData.at(12)));
    assertThat(db.bestScores().rankingOf("minefield").best(Range.from(0)).list())
        .extracting(BestScore::userId)
        .containsExactly("u-dee", "u-bob", "u-ann");
  }

  @Test
  void aPlayersBestInEveryGame() {
    assertThat(db.bestScores().bestsOf("u-ann").all().list())
        .extracting(BestScore::gameId, BestScore::best)
        .containsExactly(tuple("asteroids", 5100), tuple("minefield", 35));
    assertThat(db.bestScores().bestsOf("u-nobody").all().list()).isEmpty();
  }

  @Test
  void theBestIsRaisedOnlyByAHigherScoreAndTheRankingFollows() {
    Instant at = Instant.parse("2025-03-02T10:00:00Z");
    db.games().create(new Game("snake", "Snake", true));

    assertThat(Leaderboards.submit(db, "snake", "u-ann", 30, at)).isTrue();
    assertThat(Leaderboards.submit(db, "snake", "u-cy", -5, at)).isTrue();
    assertThat(Leaderboards.submit(db, "snake", "u-cy", -6, at.plusSeconds(1))).isFalse();
    assertThat(Leaderboards.submit(db, "snake", "u-cy", -5, at.plusSeconds(2))).isFalse();
    assertThat(db.bestScores().get(new BestScoreKey("u-cy", "snake")))
        .contains(new BestScore("u-cy", "snake", -5, at));

    assertThat(Leaderboards.submit(db, "snake", "u-cy", 50, at.plusSeconds(3))).isTrue();
    assertThat(db.bestScores().get(new BestScoreKey("u-cy", "snake")))
        .contains(new BestScore("u-cy", "snake", 50, at.plusSeconds(3)));
    assertThat(db.bestScores().rankingOf("snake").descending().list())
        .extracting(BestScore::userId, BestScore::best)
        .containsExactly(tuple("u-cy", 50), tuple("u-ann", 30));
    assertThat(db.bestScores().rankingOf("snake").best(-5).all().list()).isEmpty();
    assertThat(board(db.scores().scoresOf("snake").descending().list()))
        .containsExactly("50 u-cy", "30 u-ann", "-5 u-cy", "-6 u-cy");
  }

  @Test
  void concurrentSubmissionsKeepTheHighest() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Future<Boolean>> results =
        IntStream.rangeClosed(1, 16)
            .mapToObj(
                points ->
                    pool.submit(
                        () ->
                            Leaderboards.raiseBest(
                                db,
                                "race",
                                "u-zed",
                                points * 10,
                                Instant.parse("2025-03-03T00:00:00Z"))))
            .toList();
    for (Future<Boolean> result : results) {
      result.get();
    }
    pool.shutdown();

    assertThat(db.bestScores().get(new BestScoreKey("u-zed", "race")))
        .map(BestScore::best)
        .contains(160);
    assertThat(db.bestScores().rankingOf("race").all().list())
        .extracting(BestScore::best)
        .containsExactly(160);
  }

  @Test
  void ranksAreSharedByEqualBests() {
    assertThat(Leaderboards.rankOf(db, "asteroids", "u-ann")).hasValue(1);
    assertThat(Leaderboards.rankOf(db, "asteroids", "u-eve")).hasValue(1);
    assertThat(Leaderboards.rankOf(db, "asteroids", "u-cy")).hasValue(3);
    assertThat(Leaderboards.rankOf(db, "asteroids", "u-dee")).hasValue(5);
    assertThat(Leaderboards.rankOf(db, "asteroids", "u-nobody")).isEmpty();
  }

  @Test
  void fastestLapsFirstEqualTimesByPlayerId() {
    assertThat(db.lapTimes().lapsOn("monza").all().list())
        .extracting(l -> l.seconds().toPlainString() + " " + l.userId())
        .containsExactly(
            "79.900 u-eve",
            "79.904 u-bob",
            "81.250 u-ann",
            "81.250 u-cy",
            "102.500 u-dee"); // the declared scale (3 digits)
    assertThat(db.lapTimes().lapsOn("monza").seconds(Range.before(new BigDecimal("80"))).list())
        .extracting(LapTime::userId)
        .containsExactly("u-eve", "u-bob");
    assertThat(db.lapTimes().lapsOn("monza").seconds(new BigDecimal("81.25")).all().list())
        .extracting(LapTime::userId)
        .containsExactly("u-ann", "u-cy");
  }

  @Test
  void describeShowsTheFixedWidthBoundsSent() {
    assertThat(db.scores().scoresOf("asteroids").points(Range.from(3000)).descending().describe())
        .isEqualTo(
            "PK = \"GAME#asteroids\" AND SK BETWEEN \"SCORE#0000003000#\" AND \"SCORE$\","
                + " descending");
    assertThat(db.lapTimes().lapsOn("monza").seconds(Range.before(new BigDecimal("80"))).describe())
        .isEqualTo("PK = \"TRACK#monza\" AND SK BETWEEN \"LAP#\" AND \"LAP#0080.000#\"");
  }

  @Test
  void declaredReadsAnswerThroughTheApplicationsInterface() {
    Arcade arcade = db;

    assertThat(arcade.game("minefield")).hasValueSatisfying(g -> assertThat(g.negativeScores()));
    assertThat(arcade.game("chess")).isEmpty();
    assertThat(arcade.fastestLaps("monza", 2))
        .extracting(LapTime::userId, LapTime::seconds)
        .containsExactly(
            tuple("u-eve", new BigDecimal("79.900")), tuple("u-bob", new BigDecimal("79.904")));
    assertThat(arcade.lapsUnder("monza", new BigDecimal("79.904")))
        .extracting(LapTime::userId)
        .containsExactly("u-eve");
    assertThat(board(arcade.scoresFrom("asteroids", 3400)))
        .startsWith("5100 u-eve", "5100 u-ann")
        .isEqualTo(
            board(db.scores().scoresOf("asteroids").points(Range.from(3400)).descending().list()));
    assertThat(arcade.best("u-ann", "minefield")).map(BestScore::best).hasValue(35);
    assertThat(arcade.bestsAbove("minefield", 0))
        .extracting(BestScore::userId, BestScore::best)
        .containsExactly(tuple("u-bob", 20), tuple("u-ann", 35));
    assertThat(arcade.ranking("minefield"))
        .isEqualTo(db.bestScores().rankingOf("minefield").descending().list());
    assertThat(arcade.bestsOf("u-ann")).isEqualTo(db.bestScores().bestsOf("u-ann").all().list());
  }

  @Test
  void aDeclaredPageFollowsItsPageRequest() {
    Arcade arcade = db;
    Page<Score> first = arcade.highScores("asteroids", PageRequest.first(2));
    Page<Score> second = arcade.highScores("asteroids", PageRequest.first(2).next(first));

    assertThat(board(first.items())).containsExactly("5100 u-eve", "5100 u-ann");
    assertThat(board(second.items())).containsExactly("3400 u-cy", "3400 u-bob");
  }
}
