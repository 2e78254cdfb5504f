package dev.singletable.processor.it.league;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Native indexes run against the engine: the generated table definition, reads declared on {@link
 * League} and the repository's queries, tuple order by type both ways, sparse membership, paging
 * and the refusals made before sending.
 */
@LocalDynamoDbTest
class NativeIndexTest {

  private static LeagueDb db;
  private static League league;
  private static DynamoDbClient client;
  private static String tableName;

  @BeforeAll
  static void load(DynamoDbClient dynamo, TestTable table) {
    client = dynamo;
    tableName = table.name();
    db = LeagueDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    league = db;
    // Tournament t1, region EU: rounds 1, 2 and 10 (10 sorts last as a number, before 2 as text).
    db.matches().put(new Match("m1", "t1", "EU", 2, "upper", 5L));
    db.matches().put(new Match("m2", "t1", "EU", 10, "final", 9L));
    db.matches().put(new Match("m3", "t1", "EU", 1, "upper", 1L));
    db.matches().put(new Match("m4", "t1", "EU", 1, "lower", 3L));
    db.matches().put(new Match("m5", "t1", "EU", 2, "lower", null));
    db.matches().put(new Match("m6", "t1", "US", 1, "upper", 7L));
    db.matches().put(new Match("m7", "t2", "EU", 1, "upper", 2L));
    // Not drawn yet: no round, so not in MatchesByRound.
    db.matches().put(new Match("m8", "t1", "EU", null, "upper", 4L));
    db.players().put(new Player("p1", "t1", 4, "Ada"));
    db.players().put(new Player("p2", "t1", 8, "Bo"));
  }

  @Test
  void theTableDefinitionKeysTheIndexByTypedAttributes() {
    var table =
        client.describeTable(DescribeTableRequest.builder().tableName(tableName).build()).table();
    GlobalSecondaryIndexDescription index =
        table.globalSecondaryIndexes().stream()
            .filter(i -> i.indexName().equals("MatchesByRound"))
            .findFirst()
            .orElseThrow();
    assertThat(index.keySchema().stream().map(KeySchemaElement::attributeName))
        .containsExactly("tournamentId", "region", "round", "bracket", "matchId");
    assertThat(index.keySchema().stream().map(e -> e.keyTypeAsString()))
        .containsExactly("HASH", "HASH", "RANGE", "RANGE", "RANGE");
    assertThat(
            table.attributeDefinitions().stream()
                .filter(d -> d.attributeName().equals("round"))
                .map(d -> d.attributeType()))
        .containsExactly(ScalarAttributeType.N);
  }

  @Test
  void anIndexTwoEntitiesStoreWithoutTheTypeHoldsBothAndNoRepositoryQueriesIt() {
    for (Class<?> repository : List.of(MatchRepository.class, PlayerRepository.class)) {
      assertThat(Arrays.stream(repository.getMethods()).map(Method::getName))
          .doesNotContain("scoresByTournament");
    }
    List<Map<String, AttributeValue>> items =
        client
            .query(
                q ->
                    q.tableName(tableName)
                        .indexName("ScoresByTournament")
                        .keyConditionExpression("tournamentId = :t")
                        .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("t1"))))
            .items();
    // Why: one partition of it holds both entities' items, which no key condition tells apart.
    assertThat(items.stream().map(item -> item.get("entityType").s()).distinct())
        .containsExactlyInAnyOrder("Match", "Player");
  }

  @Test
  void resultsSortByTheTupleOfSortAttributesEachByItsType() {
    assertThat(ids(league.matches("t1", "EU"))).containsExactly("m4", "m3", "m5", "m1", "m2");
  }

  @Test
  void descendingReversesTheTupleOrder() {
    assertThat(ids(league.latestMatches("t1", "EU", PageRequest.first(10)).items()))
        .containsExactly("m2", "m1", "m5", "m3", "m4");
  }

  @Test
  void anItemWithoutAKeyAttributeIsNotInTheIndexUntilItHasOne() {
    assertThat(ids(league.matches("t1", "EU"))).doesNotContain("m8");
    db.matches().put(new Match("m9", "t3", "EU", null, "upper", null));
    assertThat(league.matches("t3", "EU")).isEmpty();
    db.matches().update(new MatchKey("m9")).set(MatchSchema.ROUND, 3).execute();
    assertThat(ids(league.matches("t3", "EU"))).containsExactly("m9");
    db.matches().update(new MatchKey("m9")).remove(MatchSchema.ROUND).execute();
    assertThat(league.matches("t3", "EU")).isEmpty();
  }

  @Test
  void rangesApplyToTheLastSortAttributeGivenAndCompareNumbersAsNumbers() {
    assertThat(ids(league.rounds("t1", "EU", 2, 10))).containsExactly("m5", "m1", "m2");
    assertThat(ids(league.rounds("t1", "EU", null, 2))).containsExactly("m4", "m3", "m5", "m1");
    assertThat(ids(league.roundsAfter("t1", "EU", 2))).containsExactly("m2");
    assertThat(ids(league.roundsBefore("t1", "EU", 10))).containsExactly("m4", "m3", "m5", "m1");
    assertThat(ids(league.bracketsFrom("t1", "EU", 1, "m"))).containsExactly("m3");
    assertThat(ids(league.bracketsStartingWith("t1", "EU", 2, "low"))).containsExactly("m5");
    assertThat(league.match("t1", "EU", 1, "lower", "m4")).map(Match::matchId).contains("m4");
    assertThat(league.match("t1", "EU", 1, "lower", "m3")).isEmpty();
  }

  @Test
  void pagesResumeFromCursorsThatCarryEveryKeyAttribute() {
    List<String> seen = new ArrayList<>();
    PageRequest request = PageRequest.first(2);
    int pages = 0;
    while (true) {
      Page<Match> page = league.latestMatches("t1", "EU", request);
      seen.addAll(ids(page.items()));
      pages++;
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
    assertThat(seen).containsExactly("m2", "m1", "m5", "m3", "m4");
    assertThat(pages).isGreaterThanOrEqualTo(3);
  }

  @Test
  void theEntityTypeAttributeKeepsEntitiesApart() {
    assertThat(ids(league.matchesByScore("t1")))
        .containsExactly("m3", "m4", "m8", "m1", "m6", "m2");
    assertThat(league.playersFrom("t1", 5)).extracting(Player::playerId).containsExactly("p2");
    assertThat(db.players().byTournament("t1").all().count()).isEqualTo(2);
  }

  @Test
  void generatedQueriesCountAndOfferTheConditionsTheKeyServes() {
    assertThat(db.matches().matchesByRound("t1", "EU").round(1).all().count()).isEqualTo(2);
    assertThat(
            ids(
                db.matches()
                    .matchesByRound("t1", "EU")
                    .round(Range.between(1, 2))
                    .descending()
                    .list()))
        .containsExactly("m1", "m5", "m3", "m4");
  }

  @Test
  void emptyOrNullKeyValuesAndFiltersOnKeyAttributesAreRefusedBeforeSending() {
    assertThatThrownBy(() -> db.matches().put(new Match("m10", "t1", "", 1, "upper", 1L)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Match.region is a key attribute of index MatchesByRound");
    assertThatThrownBy(
            () -> db.matches().update(new MatchKey("m1")).set(MatchSchema.BRACKET, "").execute())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("leave it null");
    assertThatThrownBy(() -> db.matches().matchesByRound("t1", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("region")
        .hasMessageContaining("must have a value");
    assertThatThrownBy(() -> db.matches().matchesByRound("t1", "EU").round(Range.from(null)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> db.matches().matchesByRound("t1", "EU").filter(MatchSchema.ROUND.gt(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a key attribute of index MatchesByRound");
  }

  @Test
  void theAsynchronousFaceReadsTheSameIndex(LocalDynamoDb engine) throws Exception {
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      LeagueAsyncDb async =
          LeagueDb.createAsync(asyncClient, DbOptions.builder().tableName(tableName).build());
      assertThat(ids(async.rounds("t1", "EU", 2, 10).get())).containsExactly("m5", "m1", "m2");
      assertThat(ids(async.matches().matchesByRound("t1", "EU").round(1).all().list().get()))
          .containsExactly("m4", "m3");
    }
  }

  private static List<String> ids(List<Match> matches) {
    return matches.stream().map(Match::matchId).toList();
  }
}
