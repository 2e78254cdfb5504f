package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A collection on a global index while a member's index keys move ({@code @Gsi(formerly = ...)}),
 * on the engine: half the visits of a patient are stored under their former GSI1 keys ({@code
 * PATIENT#p1} / {@code V#v01}), as version 1 wrote them; the collection "chart" (and its declared
 * read {@code chartOf}) reads them as well and merges them in the new keys' order, each visit once,
 * beside the vitals, whose keys do not move; pages of one cursor cover it once in either order,
 * also across the backfill; after the backfill the chart is the same.
 */
@LocalDynamoDbTest
class IndexCollectionMoveTest {

  private static final int VISITS = 20;

  private DynamoDbClient client;
  private String tableName;
  private ClinicDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = ClinicDb.create(client, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < VISITS; i++) {
      if (i % 2 == 0) {
        db.visits().put(visit("p1", i));
      } else {
        putOld(visit("p1", i));
      }
      putOld(visit("p2", i));
    }
    db.visits().put(new Visit(id(3), "p1", "written anew")); // rewritten by the application
    db.vitals().put(new Vital("x1", "p1", 120));
    db.vitals().put(new Vital("x2", "p1", 80));
  }

  private static String id(int i) {
    return String.format("v%02d", i);
  }

  /** A visit of p1 ({@code v07}), or of p2 ({@code w07}: visit ids are unique in the table). */
  private static Visit visit(String patientId, int i) {
    String id = patientId.equals("p1") ? id(i) : "w" + id(i).substring(1);
    return new Visit(id, patientId, "visit " + i);
  }

  private static List<String> ids(String patientId) {
    return IntStream.range(0, VISITS).mapToObj(i -> visit(patientId, i).visitId()).toList();
  }

  /** A visit as version 1 stored it: its GSI1 keys in the former patterns. */
  private void putOld(Visit visit) {
    Map<String, AttributeValue> old = new HashMap<>(VisitSchema.INSTANCE.toItem(visit));
    old.put("GSI1PK", AttributeValue.fromS("PATIENT#" + visit.patientId()));
    old.put("GSI1SK", AttributeValue.fromS("V#" + visit.visitId()));
    client.putItem(b -> b.tableName(tableName).item(old));
  }

  private static List<String> ids(int from, int to) {
    return IntStream.range(from, to).mapToObj(IndexCollectionMoveTest::id).toList();
  }

  private static List<String> reversed(List<String> list) {
    List<String> copy = new ArrayList<>(list);
    Collections.reverse(copy);
    return copy;
  }

  private static List<String> visitIds(ClinicDb.Chart chart) {
    return chart.visits().stream().map(Visit::visitId).toList();
  }

  @Test
  void theChartReadsEveryVisitOnceInTheNewOrder() {
    ClinicDb.Chart chart = db.chartOf("p1");

    assertThat(visitIds(chart)).isEqualTo(ids(0, VISITS));
    assertThat(chart.visits())
        .filteredOn(visit -> visit.visitId().equals(id(3)))
        .extracting(Visit::reason)
        .containsExactly("written anew");
    assertThat(chart.vitals()).extracting(Vital::vitalId).containsExactly("x1", "x2");
    assertThat(visitIds(db.chartOf("p2"))).isEqualTo(ids("p2"));
    assertThat(visitIds(db.chart("p1").descending().fetch())).isEqualTo(reversed(ids(0, VISITS)));
    assertThat(db.chart("p1").describe())
        .isEqualTo(
            "GSI1PK = \"P#p1\" (and GSI1PK = \"PATIENT#p1\" AND begins_with(GSI1SK, \"V#\"), the"
                + " former key of Visit, while it moves) on index GSI1 (collection chart)");
  }

  @Test
  void pagesOfOneCursorCoverTheChartOnceInEitherOrder() {
    for (boolean ascending : new boolean[] {true, false}) {
      CollectionQuery<ClinicDb.Chart> query = db.chart("p1").limit(3);
      query = ascending ? query : query.descending();
      List<String> visits = new ArrayList<>();
      List<String> vitals = new ArrayList<>();
      String cursor = null;
      do {
        ClinicDb.Chart page = query.startAfter(cursor).page();
        assertThat(page.visits().size() + page.vitals().size()).isLessThanOrEqualTo(3);
        visits.addAll(visitIds(page));
        page.vitals().forEach(vital -> vitals.add(vital.vitalId()));
        cursor = page.cursor();
      } while (cursor != null);

      assertThat(visits).isEqualTo(ascending ? ids(0, VISITS) : reversed(ids(0, VISITS)));
      assertThat(vitals).isEqualTo(ascending ? List.of("x1", "x2") : List.of("x2", "x1"));
    }
  }

  /**
   * The worst moment for the backfill: after the page's read of the former index keys and before
   * its read of the new ones; the visit is then seen under both, and listed once.
   */
  @Test
  void aVisitRekeyedBetweenTheTwoReadsOfAPageIsListedOnce() {
    AtomicBoolean moved = new AtomicBoolean();
    HookedClient hooked =
        new HookedClient(
            client,
            (operation, request) -> {},
            (operation, request) -> {
              if (request instanceof QueryRequest query
                  && query
                      .expressionAttributeValues()
                      .containsValue(AttributeValue.fromS("PATIENT#p1"))
                  && moved.compareAndSet(false, true)) {
                Map<String, AttributeValue> rekeyed = VisitSchema.INSTANCE.toItem(visit("p1", 5));
                client.putItem(b -> b.tableName(tableName).item(rekeyed));
              }
            });
    ClinicDb reader = ClinicDb.create(hooked, DbOptions.builder().tableName(tableName).build());

    assertThat(visitIds(reader.chartOf("p1"))).isEqualTo(ids(0, VISITS));
    assertThat(moved).isTrue();
  }

  @Test
  void theBackfillLeavesTheSameChartAndPagesAcrossItListEachVisitOnce() {
    List<String> visits = new ArrayList<>();
    ClinicDb.Chart first = db.chart("p2").limit(4).page();
    visits.addAll(visitIds(first));
    assertThat(visits).hasSize(4);

    MigrationReport report =
        db.migrations().job("Visit.fill:GSI1").run(MigrationOptions.budget(1000).segments(2));
    // p1's odd visits but v03, which the application wrote anew, and every visit of p2.
    assertThat(report.changed()).isEqualTo(VISITS / 2 - 1 + VISITS);
    String cursor = first.cursor();
    while (cursor != null) {
      ClinicDb.Chart page = db.chart("p2").limit(4).startAfter(cursor).page();
      visits.addAll(visitIds(page));
      cursor = page.cursor();
    }

    assertThat(visits).isEqualTo(ids("p2"));
    assertThat(client.scan(ScanRequest.builder().tableName(tableName).build()).items())
        .filteredOn(item -> item.containsKey("GSI1PK")) // not the job's checkpoint items
        .hasSize(2 * VISITS + 2)
        .noneMatch(item -> item.get("GSI1PK").s().startsWith("PATIENT#"));
    ClinicDb.Chart after = db.chartOf("p1");
    assertThat(visitIds(after)).isEqualTo(ids(0, VISITS));
    assertThat(after.vitals()).extracting(Vital::vitalId).containsExactly("x1", "x2");
    assertThat(visitIds(db.chartOf("p2"))).isEqualTo(ids("p2"));
  }
}
