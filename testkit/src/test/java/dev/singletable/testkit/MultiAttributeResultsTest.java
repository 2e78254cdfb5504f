package dev.singletable.testkit;

import static dev.singletable.testkit.Items.s;
import static dev.singletable.testkit.MatchTable.PARTITION;
import static dev.singletable.testkit.MatchTable.partition;
import static dev.singletable.testkit.MatchTable.seat;
import static dev.singletable.testkit.MatchTable.tournament;
import static dev.singletable.testkit.Matches.BY_ROUND;
import static dev.singletable.testkit.Matches.keys;
import static dev.singletable.testkit.Matches.match;
import static dev.singletable.testkit.Matches.number;
import static dev.singletable.testkit.Matches.refusal;
import static dev.singletable.testkit.Matches.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * What a Query or Scan of a global secondary index keyed by several attributes returns: the order
 * of the tuple of sort values, each by its type, in either direction; only items having every key
 * attribute; pages that resume where they ended; the index's projection; counts.
 */
@LocalDynamoDbTest
class MultiAttributeResultsTest {

  private static MatchTable matches;

  @BeforeAll
  static void createTable(DynamoDbClient client, TestTable table) {
    matches = MatchTable.create(client, table.name());
  }

  @Test
  void resultsFollowTheTupleOfSortValuesEachByItsType() {
    List<String> ascending = sortedPartition(tournament());

    assertThat(ascending)
        .containsExactly(
            "negative",
            "fraction",
            "upperZ",
            "prefix",
            "low7f",
            "high80",
            "highFF",
            "accent",
            "fullwidth",
            "emoji",
            "ten");
  }

  @Test
  void scanIndexForwardFalseReversesTheTupleOrder() {
    String t = tournament();
    List<String> ascending = sortedPartition(t);

    List<String> descending =
        keys(matches.query(PARTITION, partition(t, "EU"), b -> b.scanIndexForward(false)));

    assertThat(descending).isEqualTo(reversed(ascending));
  }

  @Test
  void anItemLackingAnyIndexKeyAttributeIsNotInTheIndex() {
    String t = tournament();
    matches.put(match("whole", t, "EU", "1", "upper", seat(1)));
    matches.put(match("noRegion", t, null, "1", "upper", seat(1)));
    matches.put(match("noBracket", t, "EU", "1", null, seat(1)));
    matches.put(match("noSeat", t, "EU", "1", "upper", null));

    assertThat(keys(matches.query(PARTITION, partition(t, "EU")))).containsExactly("whole");
    // The shorter indexes only need their own attributes.
    assertThat(keys(matches.query(Matches.ROUND_KEYS, PARTITION, partition(t, "EU"), b -> {})))
        .containsExactlyInAnyOrder("whole", "noBracket", "noSeat");
  }

  @Test
  void aPageEndsWithEveryIndexKeyAttributeAndTheTableKey() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1), "score", number("3")));
    matches.put(match("m2", t, "EU", "2", "upper", seat(1)));

    QueryResponse page = matches.page(PARTITION, partition(t, "EU"), b -> b.limit(1));

    assertThat(page.lastEvaluatedKey())
        .containsOnlyKeys("pk", "tournamentId", "region", "round", "bracket", "seat")
        .containsEntry("pk", s("m1"))
        .containsEntry("round", number("1"));
  }

  @Test
  void exclusiveStartKeyResumesInEitherDirection() {
    String t = tournament();
    List<String> ascending = sortedPartition(t);

    assertThat(pageThrough(t, true)).isEqualTo(ascending);
    assertThat(pageThrough(t, false)).isEqualTo(reversed(ascending));
  }

  @Test
  void anExclusiveStartKeyOutsideTheConditionsIsRefused() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "EU", "5", "upper", seat(1)));
    Map<String, AttributeValue> first =
        matches.page(PARTITION, partition(t, "EU"), b -> b.limit(1)).lastEvaluatedKey();

    assertThat(
            refusal(
                () -> matches.page(PARTITION, partition(t, "US"), b -> b.exclusiveStartKey(first))))
        .isEqualTo(
            "The provided starting key is outside query boundaries based on provided conditions");
    assertThat(
            refusal(
                () ->
                    matches.page(
                        PARTITION + " AND round > :n",
                        partition(t, "EU", ":n", number("2")),
                        b -> b.exclusiveStartKey(first))))
        .isEqualTo("The provided starting key does not match the range key predicate");
  }

  @Test
  void projectionsDecideTheAttributesReturned() {
    String t = tournament();
    matches.put(
        match("m1", t, "EU", "1", "upper", seat(1), "score", number("3"), "venue", s("Hall")));

    assertThat(matches.query(PARTITION, partition(t, "EU")).get(0))
        .containsOnlyKeys(
            "pk", "tournamentId", "region", "round", "bracket", "seat", "score", "venue");
    assertThat(matches.query(Matches.ROUND_KEYS, PARTITION, partition(t, "EU"), b -> {}).get(0))
        .containsOnlyKeys("pk", "tournamentId", "region", "round");
    assertThat(matches.query(Matches.ROUND_SCORES, PARTITION, partition(t, "EU"), b -> {}).get(0))
        .containsOnlyKeys("pk", "tournamentId", "region", "round", "bracket", "score");
    assertThat(
            refusal(
                () ->
                    matches.query(
                        Matches.ROUND_KEYS,
                        PARTITION,
                        partition(t, "EU"),
                        b -> b.select("ALL_ATTRIBUTES"))))
        .isEqualTo(
            "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not"
                + " supported for global secondary index RoundKeys because its projection type is"
                + " not ALL");
  }

  @Test
  void selectCountCountsWithoutReturningItems() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "EU", "2", "upper", seat(1)));
    matches.put(match("m3", t, "EU", "3", "upper", seat(1)));

    QueryResponse counted =
        matches.page(
            PARTITION + " AND round >= :n",
            partition(t, "EU", ":n", number("2")),
            b -> b.select("COUNT"));

    assertThat(counted.count()).isEqualTo(2);
    assertThat(counted.hasItems()).isFalse();
  }

  @Test
  void aScanOfTheIndexReadsItsItemsPageByPage() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "US", "1", "upper", seat(1)));
    matches.put(match("out", t, "EU", "1", "upper", null));

    List<String> seen = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      var page =
          matches
              .client()
              .scan(
                  b ->
                      b.tableName(matches.name())
                          .indexName(BY_ROUND)
                          .limit(1)
                          .filterExpression("tournamentId = :t")
                          .expressionAttributeValues(values(":t", t))
                          .exclusiveStartKey(from));
      seen.addAll(keys(page.items()));
      start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
    } while (start != null);

    assertThat(seen).containsExactlyInAnyOrder("m1", "m2");
  }

  /** Stores a partition whose tuple order differs from every single attribute's text order. */
  private static List<String> sortedPartition(String t) {
    matches.put(match("ten", t, "EU", "10", "a", seat(1)));
    matches.put(match("emoji", t, "EU", "2", "\uD83D\uDE00", seat(1)));
    matches.put(match("highFF", t, "EU", "2", "alpha", seat(0xff)));
    matches.put(match("negative", t, "EU", "-1", "x", seat(1)));
    matches.put(match("accent", t, "EU", "2", "\u00e9", seat(0)));
    matches.put(match("low7f", t, "EU", "2", "alpha", seat(0x7f)));
    matches.put(match("fraction", t, "EU", "1.5", "x", seat(1)));
    matches.put(match("fullwidth", t, "EU", "2", "\uFF5E", seat(1)));
    matches.put(match("upperZ", t, "EU", "2", "Zulu", seat(1)));
    matches.put(match("high80", t, "EU", "2", "alpha", seat(0x80)));
    matches.put(match("prefix", t, "EU", "2", "alph", seat(1)));
    return keys(matches.query(PARTITION, partition(t, "EU")));
  }

  private static List<String> pageThrough(String t, boolean forward) {
    List<String> seen = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      QueryResponse page =
          matches.page(
              PARTITION,
              partition(t, "EU"),
              b -> b.limit(2).scanIndexForward(forward).exclusiveStartKey(from));
      seen.addAll(keys(page.items()));
      start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
    } while (start != null);
    return seen;
  }

  private static List<String> reversed(List<String> list) {
    List<String> copy = new ArrayList<>(list);
    Collections.reverse(copy);
    return copy;
  }
}
