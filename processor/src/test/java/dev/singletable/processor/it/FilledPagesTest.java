package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.CatalogAsyncDb;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Pages filled to a number of matching items and walks bounded by read units, on the engine: a
 * partition of 70 notes of which every seventh matches the filter (10 in all, each about 1.5 KB but
 * the matches), and one where every note matches.
 */
class FilledPagesTest extends EngineTest {

  private static final int SPARSE = 70;
  private static final String PAD = "x".repeat(1500);

  static DynamoDbAsyncClient asyncClient;
  static CatalogAsyncDb async;

  @BeforeAll
  static void load(LocalDynamoDb engine) {
    for (int i = 0; i < SPARSE; i++) {
      db.notes().put(new Note("sparse", id(i), i % 7 == 3 ? "hit" : "miss" + PAD));
    }
    for (int i = 0; i < 12; i++) {
      db.notes().put(new Note("dense", id(i), "hit"));
    }
    asyncClient = engine.asyncClientBuilder().build();
    async =
        CatalogDb.createAsync(asyncClient, DbOptions.builder().tableName(db.tableName()).build());
  }

  @AfterAll
  static void close() {
    if (asyncClient != null) {
      asyncClient.close();
    }
  }

  private static String id(int i) {
    return String.format("n%03d", i);
  }

  private static EntityQuery<Note> hits(String user) {
    return db.notes().byUserId(user).filter(NoteSchema.TEXT.eq("hit"));
  }

  private static List<String> ids(List<Note> notes) {
    return notes.stream().map(Note::noteId).toList();
  }

  /** The ids of the sparse partition's matches, in key order: n003, n010, ... n066. */
  private static List<String> sparseHits() {
    return IntStream.range(0, SPARSE)
        .filter(i -> i % 7 == 3)
        .mapToObj(FilledPagesTest::id)
        .toList();
  }

  @Test
  void aFilledPageHoldsTheCountOfMatchesReadFromSeveralDynamoDbPages() {
    Page<Note> plain = hits("sparse").limit(5).page();
    assertThat(plain.items()).hasSize(1); // Limit counts the items read: one of five matches

    Page<Note> filled = hits("sparse").limit(5).page(PageRequest.first(4).filled().maxRequests(50));

    assertThat(ids(filled.items())).containsExactlyElementsOf(sparseHits().subList(0, 4));
    // The fourth match is the 25th note: five requests of five notes each.
    assertThat(filled.scannedCount()).isEqualTo(25);
    assertThat(filled.boundReached()).isFalse();
    assertThat(filled.hasMore()).isTrue();
    // Without a limit of its own the fill sizes its requests: the same items.
    assertThat(ids(hits("sparse").fill(4).items()))
        .containsExactlyElementsOf(sparseHits().subList(0, 4));
  }

  @Test
  void filledPagesResumeExactlyAfterTheirLastItem() {
    for (int size : new int[] {1, 3, 4, 7}) {
      assertThat(walk(hits("sparse"), PageRequest.first(size).filled().maxRequests(100)))
          .as("sparse, pages of %s", size)
          .containsExactlyElementsOf(sparseHits());
      // Each request reads five matches and the page takes fewer: the cursor is the last taken
      // item's key, not the DynamoDB page's end.
      List<String> dense = ids(hits("dense").list());
      assertThat(walk(hits("dense").limit(5), PageRequest.first(size).filled()))
          .as("dense, pages of %s", size)
          .hasSize(12)
          .containsExactlyElementsOf(dense);
      assertThat(walk(hits("dense").descending().limit(5), PageRequest.first(size).filled()))
          .as("dense, newest first, pages of %s", size)
          .containsExactlyElementsOf(reversed(dense));
    }
  }

  private static List<String> reversed(List<String> ids) {
    List<String> copy = new ArrayList<>(ids);
    Collections.reverse(copy);
    return copy;
  }

  private static List<String> walk(EntityQuery<Note> query, PageRequest first) {
    List<String> seen = new ArrayList<>();
    PageRequest request = first;
    while (true) {
      Page<Note> page = query.page(request);
      assertThat(page.items().size()).isLessThanOrEqualTo(first.size());
      if (page.hasMore() && !page.boundReached()) {
        assertThat(page.items()).hasSize(first.size());
      }
      seen.addAll(ids(page.items()));
      if (!page.hasMore()) {
        return seen;
      }
      request = request.next(page);
    }
  }

  @Test
  void aBoundOfRequestsStopsTheFillAndSaysSo() {
    EntityQuery<Note> none = db.notes().byUserId("sparse").filter(NoteSchema.TEXT.eq("never"));
    PageRequest request = PageRequest.first(5).filled().maxRequests(3);

    Page<Note> page = none.limit(4).page(request);

    assertThat(page.items()).isEmpty();
    assertThat(page.boundReached()).isTrue();
    assertThat(page.hasMore()).isTrue();
    assertThat(page.scannedCount()).isEqualTo(12);
    // Resumed page after page, the bounded reads evaluate every note once.
    int scanned = page.scannedCount();
    while (page.hasMore()) {
      request = request.next(page);
      page = none.limit(4).page(request);
      scanned += page.scannedCount();
    }
    assertThat(scanned).isEqualTo(SPARSE);
  }

  @Test
  void aBoundOfReadUnitsCountsWhatTheEngineReports() {
    EntityQuery<Note> none =
        db.notes().byUserId("sparse").filter(NoteSchema.TEXT.eq("never")).limit(4);

    Page<Note> page = none.page(PageRequest.first(5).filled().maxReadUnits(2));

    List<Double> units = reportedUnits(4, 18);
    int requests = requestsToSpend(units, 2);
    assertThat(page.boundReached()).isTrue();
    assertThat(page.scannedCount()).isEqualTo(4 * requests);
    assertThat(page.consumedUnits().total()).isEqualTo(sum(units, requests));
    assertThat(page.consumedUnits().index("Inverted")).isZero();
    assertThat(page.consumedUnits().table()).isEqualTo(page.consumedUnits().total());
  }

  @Test
  void aBudgetedWalkStopsAtItsBudgetAndResumesWhereItStopped() {
    List<Page<Note>> pages =
        db.notes().byUserId("sparse").all().pages(PageRequest.first(10).maxReadUnits(3)).toList();

    List<Double> units = reportedUnits(10, 7);
    int requests = requestsToSpend(units, 3);
    assertThat(pages).hasSize(requests);
    assertThat(pages.subList(0, requests - 1)).noneMatch(Page::boundReached);
    Page<Note> last = pages.get(requests - 1);
    assertThat(last.boundReached()).isTrue();
    assertThat(pages.stream().mapToDouble(p -> p.consumedUnits().total()).sum())
        .isEqualTo(sum(units, requests));

    List<Page<Note>> rest =
        db.notes().byUserId("sparse").all().pages(PageRequest.after(last.cursor(), 10)).toList();
    assertThat(rest.get(rest.size() - 1).hasMore()).isFalse();
    assertThat(rest).allMatch(p -> p.consumedUnits().equals(ConsumedUnits.NONE));
    List<String> all = new ArrayList<>();
    pages.forEach(p -> all.addAll(ids(p.items())));
    rest.forEach(p -> all.addAll(ids(p.items())));
    assertThat(all)
        .containsExactlyElementsOf(
            IntStream.range(0, SPARSE).mapToObj(FilledPagesTest::id).toList());
  }

  @Test
  void aWalkOfFilledPagesStopsWhenItsBudgetIsSpentEvenByAFullPage() {
    // Requests of five notes: the second match, n010, is in the third request.
    PageRequest request = PageRequest.first(2).filled().maxRequests(3);

    List<Page<Note>> walked = hits("sparse").limit(5).pages(request).toList();
    Page<Note> single = hits("sparse").limit(5).page(request);

    assertThat(walked).hasSize(1);
    assertThat(ids(walked.get(0).items())).containsExactly("n003", "n010");
    assertThat(walked.get(0).boundReached()).as("the walk's budget is spent").isTrue();
    assertThat(ids(single.items())).containsExactly("n003", "n010");
    assertThat(single.boundReached()).as("the page is full").isFalse();
    assertThat(ids(hits("sparse").limit(5).page(request.next(walked.get(0))).items()))
        .containsExactly("n017", "n024");
  }

  @Test
  void theAsynchronousFaceFillsAndWalksAlike() {
    Page<Note> filled =
        join(async.notes().byUserId("sparse").filter(NoteSchema.TEXT.eq("hit")).fill(4));
    assertThat(ids(filled.items())).containsExactlyElementsOf(sparseHits().subList(0, 4));
    Page<Note> rest =
        join(
            async
                .notes()
                .byUserId("sparse")
                .filter(NoteSchema.TEXT.eq("hit"))
                .page(PageRequest.after(filled.cursor(), 20).filled().maxRequests(100)));
    assertThat(ids(rest.items())).containsExactlyElementsOf(sparseHits().subList(4, 10));
    assertThat(rest.hasMore()).isFalse();

    List<Page<Note>> pages = new ArrayList<>();
    join(
        async
            .notes()
            .byUserId("sparse")
            .all()
            .forEachPage(PageRequest.first(10).maxReadUnits(3), pages::add));
    int requests = requestsToSpend(reportedUnits(10, 7), 3);
    assertThat(pages).hasSize(requests);
    assertThat(pages.get(requests - 1).boundReached()).isTrue();

    // Without a stated bound each filled page stops at the default ten requests of one note.
    List<Page<Note>> unbounded = new ArrayList<>();
    join(
        async
            .notes()
            .byUserId("sparse")
            .filter(NoteSchema.TEXT.eq("never"))
            .limit(1)
            .forEachPage(PageRequest.first(2).filled(), unbounded::add));
    assertThat(unbounded).hasSize(SPARSE / PageRequest.DEFAULT_MAX_REQUESTS + 1);
    assertThat(unbounded.get(0).scannedCount()).isEqualTo(PageRequest.DEFAULT_MAX_REQUESTS);
    assertThat(unbounded).noneMatch(Page::boundReached);
  }

  /**
   * The units the engine reports for the sparse partition's first {@code requests} Queries of
   * {@code limit} notes each, asked for with the SDK alone.
   */
  private static List<Double> reportedUnits(int limit, int requests) {
    List<Double> units = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    for (int i = 0; i < requests; i++) {
      Map<String, AttributeValue> from = start;
      QueryResponse response =
          client.query(
              q ->
                  q.tableName(db.tableName())
                      .keyConditionExpression("PK = :pk AND begins_with(SK, :sk)")
                      .expressionAttributeValues(
                          Map.of(
                              ":pk", AttributeValue.fromS("USER#sparse"),
                              ":sk", AttributeValue.fromS("NOTE#")))
                      .limit(limit)
                      .exclusiveStartKey(from)
                      .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
      units.add(response.consumedCapacity().capacityUnits());
      start = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
      if (start == null) {
        break;
      }
    }
    return units;
  }

  /** How many requests a bound of {@code bound} units lets through: until they are spent. */
  private static int requestsToSpend(List<Double> units, double bound) {
    double spent = 0;
    for (int i = 0; i < units.size(); i++) {
      spent += units.get(i);
      if (spent >= bound) {
        return i + 1;
      }
    }
    throw new AssertionError("the bound is never spent: " + units);
  }

  private static double sum(List<Double> units, int requests) {
    return units.subList(0, requests).stream()
        .collect(Collectors.summingDouble(Double::doubleValue));
  }
}
