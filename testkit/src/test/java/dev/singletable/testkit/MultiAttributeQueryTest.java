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

import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;

/**
 * The key conditions of a Query on a global secondary index keyed by several attributes, rule by
 * rule as DynamoDB applies them: every partition attribute by equality, then sort attributes from
 * the left with no gap and a range only on the last one given; key attributes stay out of filters.
 */
@LocalDynamoDbTest
class MultiAttributeQueryTest {

  private static MatchTable matches;

  @BeforeAll
  static void createTable(DynamoDbClient client, TestTable table) {
    matches = MatchTable.create(client, table.name());
  }

  @Test
  void everyPartitionAttributeIsMatchedByEquality() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "US", "1", "upper", seat(1)));
    matches.put(match("m3", tournament(), "EU", "1", "upper", seat(1)));

    assertThat(keys(matches.query(PARTITION, partition(t, "EU")))).containsExactly("m1");
  }

  @Test
  void aMissingPartitionAttributeIsRefused() {
    assertThat(refusal(() -> matches.query("tournamentId = :t", values(":t", tournament()))))
        .isEqualTo("Query condition missed key schema element: region");
  }

  @Test
  void aPartitionAttributeTakesOnlyEquality() {
    assertThat(
            refusal(
                () ->
                    matches.query(
                        "tournamentId = :t AND #region > :r", partition(tournament(), "EU"))))
        .isEqualTo("Query key condition not supported");
  }

  @Test
  void anIndexOfPartitionAttributesOnlyTakesEqualitiesOnAll() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "EU", "2", "upper", seat(1)));
    matches.put(match("m3", t, "EU", "1", "lower", seat(1)));

    assertThat(
            keys(
                matches.query(
                    Matches.BRACKETS,
                    PARTITION + " AND bracket = :b",
                    partition(t, "EU", ":b", s("upper")),
                    b -> {})))
        .containsExactlyInAnyOrder("m1", "m2");
    assertThat(
            refusal(() -> matches.query(Matches.BRACKETS, PARTITION, partition(t, "EU"), b -> {})))
        .isEqualTo("Query condition missed key schema element: bracket");
  }

  @Test
  void aConditionOnAnAttributeOutsideTheIndexIsRefused() {
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION + " AND pk = :p", partition(tournament(), "EU", ":p", s("m1")))))
        .isEqualTo("Query key condition not supported");
  }

  @Test
  void sortAttributesNarrowFromTheLeftByEquality() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "EU", "1", "upper", seat(2)));
    matches.put(match("m3", t, "EU", "1", "lower", seat(1)));
    matches.put(match("m4", t, "EU", "2", "upper", seat(1)));

    assertThat(
            keys(
                matches.query(
                    PARTITION + " AND round = :n", partition(t, "EU", ":n", number("1")))))
        .containsExactly("m3", "m1", "m2");
    assertThat(
            keys(
                matches.query(
                    PARTITION + " AND round = :n AND bracket = :b",
                    partition(t, "EU", ":n", number("1"), ":b", s("upper")))))
        .containsExactly("m1", "m2");
    assertThat(
            keys(
                matches.query(
                    PARTITION + " AND round = :n AND bracket = :b AND seat = :s",
                    partition(t, "EU", ":n", number("1"), ":b", s("upper"), ":s", seat(2)))))
        .containsExactly("m2");
  }

  @Test
  void theLastSortAttributeGivenMayCarryARange() {
    String t = tournament();
    for (int round = 1; round <= 4; round++) {
      matches.put(match("r" + round, t, "EU", Integer.toString(round), "upper", seat(1)));
    }
    matches.put(match("b1", t, "EU", "9", "upstairs", seat(1)));
    matches.put(match("b2", t, "EU", "9", "up", seat(1)));
    matches.put(match("b3", t, "EU", "9", "lower", seat(1)));
    matches.put(match("b4", t, "EU", "9", "Up", seat(1)));
    matches.put(match("s1", t, "EU", "9", "upper", seat(0x7f)));
    matches.put(match("s2", t, "EU", "9", "upper", seat(0x80)));
    String onRound = PARTITION + " AND round ";

    assertThat(keys(matches.query(onRound + "< :n", partition(t, "EU", ":n", number("2")))))
        .containsExactly("r1");
    assertThat(keys(matches.query(onRound + "<= :n", partition(t, "EU", ":n", number("2")))))
        .containsExactly("r1", "r2");
    assertThat(keys(matches.query(onRound + "> :n", partition(t, "EU", ":n", number("3")))))
        .containsExactly("r4", "b4", "b3", "b2", "s1", "s2", "b1");
    assertThat(keys(matches.query(onRound + ">= :n", partition(t, "EU", ":n", number("4")))))
        .containsExactly("r4", "b4", "b3", "b2", "s1", "s2", "b1");
    assertThat(
            keys(
                matches.query(
                    onRound + "BETWEEN :lo AND :hi",
                    partition(t, "EU", ":lo", number("2"), ":hi", number("3")))))
        .containsExactly("r2", "r3");
    assertThat(
            keys(
                matches.query(
                    PARTITION + " AND round = :n AND begins_with(bracket, :p)",
                    partition(t, "EU", ":n", number("9"), ":p", s("up")))))
        .containsExactly("b2", "s1", "s2", "b1");
    assertThat(
            keys(
                matches.query(
                    PARTITION + " AND round = :n AND bracket = :b AND seat > :s",
                    partition(t, "EU", ":n", number("9"), ":b", s("upper"), ":s", seat(0x7f)))))
        .containsExactly("s2");
  }

  @Test
  void skippingASortAttributeIsRefusedNamingIt() {
    String t = tournament();
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION + " AND bracket = :b", partition(t, "EU", ":b", s("x")))))
        .isEqualTo(
            "RANGE key attributes round must have equality conditions specified in the query"
                + " because a condition is present on key attribute bracket");
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION + " AND round = :n AND seat = :s",
                        partition(t, "EU", ":n", number("1"), ":s", seat(1)))))
        .isEqualTo(
            "RANGE key attributes bracket must have equality conditions specified in the query"
                + " because a condition is present on key attribute seat");
  }

  @Test
  void aRangeBeforeTheLastSortAttributeGivenIsRefused() {
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION + " AND round > :n AND bracket = :b",
                        partition(tournament(), "EU", ":n", number("1"), ":b", s("x")))))
        .isEqualTo(
            "RANGE key attributes round must have equality conditions specified in the query"
                + " because a condition is present on key attribute bracket");
  }

  @Test
  void theConditionsMayBeWrittenInAnyOrder() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "EU", "1", "lower", seat(1)));

    assertThat(
            keys(
                matches.query(
                    "bracket = :b AND #region = :r AND round = :n AND tournamentId = :t",
                    partition(t, "EU", ":n", number("1"), ":b", s("upper")))))
        .containsExactly("m1");
  }

  @Test
  void legacyKeyConditionsFollowTheSameRules() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1)));
    matches.put(match("m2", t, "EU", "2", "upper", seat(1)));
    Map<String, Condition> conditions =
        Map.of(
            "tournamentId", equal(s(t)),
            "region", equal(s("EU")),
            "round",
                Condition.builder()
                    .comparisonOperator(ComparisonOperator.GT)
                    .attributeValueList(number("1"))
                    .build());

    assertThat(
            keys(
                matches
                    .client()
                    .query(
                        b ->
                            b.tableName(matches.name())
                                .indexName(BY_ROUND)
                                .keyConditions(conditions))
                    .items()))
        .containsExactly("m2");
    Map<String, Condition> skipping =
        Map.of("tournamentId", equal(s(t)), "region", equal(s("EU")), "bracket", equal(s("x")));
    assertThat(
            refusal(
                () ->
                    matches
                        .client()
                        .query(
                            b ->
                                b.tableName(matches.name())
                                    .indexName(BY_ROUND)
                                    .keyConditions(skipping))))
        .isEqualTo(
            "RANGE key attributes round must have equality conditions specified in the query"
                + " because a condition is present on key attribute bracket");
  }

  @Test
  void indexKeyAttributesCannotBeFiltered() {
    String t = tournament();
    matches.put(match("m1", t, "EU", "1", "upper", seat(1), "score", number("3")));
    matches.put(match("m2", t, "EU", "2", "upper", seat(1), "score", number("1")));

    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION,
                        partition(t, "EU", ":b", s("upper")),
                        b -> b.filterExpression("bracket = :b"))))
        .isEqualTo(
            "Filter Expression can only contain non-primary key attributes: Primary key"
                + " attribute: bracket");
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION,
                        partition(t, "EU"),
                        b -> b.filterExpression("attribute_exists(#region)"))))
        .isEqualTo(
            "Filter Expression can only contain non-primary key attributes: Primary key"
                + " attribute: region");
    // Other attributes, the table's key among them, filter as usual.
    assertThat(
            keys(
                matches.query(
                    PARTITION,
                    partition(t, "EU", ":min", number("2"), ":pk", s("m1")),
                    b -> b.filterExpression("score >= :min AND pk = :pk"))))
        .containsExactly("m1");
  }

  @Test
  void conditionValuesMustHaveTheKeyAttributesTypes() {
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION + " AND round = :n",
                        partition(tournament(), "EU", ":n", s("1")))))
        .isEqualTo(
            "One or more parameter values were invalid: Condition parameter type does not match"
                + " schema type");
  }

  @Test
  void consistentReadsAreRefused() {
    assertThat(
            refusal(
                () ->
                    matches.query(
                        PARTITION, partition(tournament(), "EU"), b -> b.consistentRead(true))))
        .isEqualTo("Consistent reads are not supported on global secondary indexes");
  }

  @Test
  void tablesStillTakeOneOrTwoConditions() {
    assertThat(
            refusal(
                () ->
                    matches
                        .client()
                        .query(
                            b ->
                                b.tableName(matches.name())
                                    .keyConditionExpression(
                                        "pk = :p AND round = :n AND bracket = :b")
                                    .expressionAttributeValues(
                                        values(":p", "m1", ":n", number("1"), ":b", "x")))))
        .isEqualTo("Conditions can be of length 1 or 2 only");
  }

  private static Condition equal(AttributeValue value) {
    return Condition.builder()
        .comparisonOperator(ComparisonOperator.EQ)
        .attributeValueList(value)
        .build();
  }
}
