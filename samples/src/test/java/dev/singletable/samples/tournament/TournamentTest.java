package dev.singletable.samples.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The tournament reads against the local engine: a native index keyed by the matches' own
 * attributes, rounds in numeric order, sparse until a match is drawn, paged backwards.
 */
@LocalDynamoDbTest
class TournamentTest {

  private static TournamentsDb db;
  private static Tournaments tournaments;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = TournamentsDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    tournaments = db;
    db.tournaments().put(new Tournament("open-25", "Open 2025"));
    // Rounds 1, 2, 9 and 10 of region EU: as text "10" would sort before "2" and "9".
    match("m01", "EU", 1, "lower", "Ann", "Bob");
    match("m02", "EU", 1, "upper", "Cy", "Dee");
    match("m03", "EU", 2, "upper", "Ann", "Cy");
    match("m04", "EU", 9, "upper", "Ann", "Eve");
    match("m05", "EU", 10, "final", "Ann", "Fay");
    match("m06", "US", 1, "upper", "Gus", "Hal");
    // Drawn later: no round yet.
    match("m07", "EU", null, "upper", "Ivy", "Jo");
  }

  private static void match(
      String id, String region, Integer round, String bracket, String home, String away) {
    db.matches().put(new Match("open-25", id, region, round, bracket, home, away));
  }

  private static List<String> ids(List<Match> matches) {
    return matches.stream().map(Match::matchId).toList();
  }

  @Test
  void aDrawReadsRoundByRoundInNumericOrderThenByBracket() {
    assertThat(ids(tournaments.draw("open-25", "EU")))
        .containsExactly("m01", "m02", "m03", "m04", "m05");
    assertThat(ids(tournaments.draw("open-25", "US"))).containsExactly("m06");
  }

  @Test
  void oneRoundAndItsBrackets() {
    assertThat(ids(tournaments.round("open-25", "EU", 1))).containsExactly("m01", "m02");
    assertThat(ids(tournaments.brackets("open-25", "EU", 1, "up"))).containsExactly("m02");
  }

  @Test
  void fromARoundOnLatestFirstPageByPage() {
    List<String> seen = new ArrayList<>();
    PageRequest request = PageRequest.first(2);
    while (true) {
      Page<Match> page = tournaments.fromRound("open-25", "EU", 2, request);
      seen.addAll(ids(page.items()));
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
    assertThat(seen).containsExactly("m05", "m04", "m03");
  }

  @Test
  void aMatchJoinsTheIndexWhenItsRoundIsSetAndLeavesWhenRemoved() {
    db.matches().put(new Match("open-25", "m08", "APAC", null, "upper", "Kim", "Lu"));
    assertThat(tournaments.draw("open-25", "APAC")).isEmpty();
    assertThat(ids(tournaments.matchesOf("open-25"))).contains("m07", "m08");

    db.matches().update(new MatchKey("open-25", "m08")).set(MatchSchema.ROUND, 3).execute();
    assertThat(ids(tournaments.draw("open-25", "APAC"))).containsExactly("m08");

    db.matches().update(new MatchKey("open-25", "m08")).remove(MatchSchema.ROUND).execute();
    assertThat(tournaments.draw("open-25", "APAC")).isEmpty();
  }

  @Test
  void theGeneratedQueryTakesTypedRangesOnTheLastAttributeGiven() {
    assertThat(
            ids(
                db.matches()
                    .matchesByRound("open-25", "EU")
                    .round(Range.between(2, 10))
                    .descending()
                    .list()))
        .containsExactly("m05", "m04", "m03");
    assertThat(db.matches().matchesByRound("open-25", "EU").round(1).all().count()).isEqualTo(2);
  }
}
