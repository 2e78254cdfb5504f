package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.Profile;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.failure.InvalidCursorException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Item collections, paging through more than 1 MB, cursor rejection, empty pages, typed scans. */
class CollectionAndPagingTest extends EngineTest {

  /** About 4 KB per note: 300 notes make 1.2 MB, more than one page. */
  private static final String BODY = "x".repeat(4000);

  @BeforeAll
  static void load() {
    db.profiles().put(new Profile("big", "Big User"));
    for (int i = 0; i < 300; i++) {
      db.notes().put(new Note("big", String.format("n%03d", i), BODY));
    }
    db.orders()
        .put(
            new Order(
                "big",
                "o1",
                Instant.parse("2025-01-01T00:00:00Z"),
                Order.Status.PLACED,
                new BigDecimal("1.00")));
    db.notes().put(new Note("small", "a", "first"));
    db.notes().put(new Note("small", "b", "second"));
    db.notes().put(new Note("small", "c", "third"));
  }

  @Test
  void pagingThroughMoreThanOneMegabyteReadsEveryItemOnce() {
    Page<Note> first = db.notes().byUserId("big").all().page();
    assertThat(first.hasMore()).isTrue();
    assertThat(first.items().size()).isLessThan(300);

    List<String> ids = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<Note> page = db.notes().byUserId("big").startAfter(cursor).page();
      page.items().forEach(note -> ids.add(note.noteId()));
      cursor = page.cursor();
      pages++;
    } while (cursor != null);

    assertThat(pages).isGreaterThan(1);
    assertThat(ids).hasSize(300).doesNotHaveDuplicates().isSorted();
    assertThat(db.notes().byUserId("big").all().stream().count()).isEqualTo(300);
  }

  @Test
  void streamKeepsGoingPastEmptyPagesThatHaveANextPage() {
    // Limit is applied before the filter: pages of 1 item where only "third" matches are mostly
    // empty.
    var query = db.notes().byUserId("small").limit(1).filter(NoteSchema.TEXT.eq("third"));
    assertThat(query.page().items()).isEmpty();
    assertThat(query.page().hasMore()).isTrue();
    assertThat(query.list()).extracting(Note::noteId).containsExactly("c");
  }

  @Test
  void cursorIsRefusedOnAnotherPartitionQueryOrOrder() {
    String cursor = db.notes().byUserId("small").limit(1).page().cursor();
    assertThat(cursor).isNotNull().matches("[A-Za-z0-9_-]+");

    assertThatThrownBy(() -> db.notes().byUserId("big").startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("belongs to another query");
    assertThatThrownBy(() -> db.notes().byUserId("small").descending().startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThatThrownBy(() -> db.orders().ordersOf("small").startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThat(db.notes().byUserId("small").startAfter(cursor).page().items())
        .extracting(Note::noteId)
        .containsExactly("b", "c");
  }

  @Test
  void tamperedOrForeignCursorsAreRefused() {
    String cursor = db.notes().byUserId("small").limit(1).page().cursor();
    char last = cursor.charAt(cursor.length() - 5);
    String tampered =
        cursor.substring(0, cursor.length() - 5)
            + (last == 'A' ? 'B' : 'A')
            + cursor.substring(cursor.length() - 4);

    assertThatThrownBy(() -> db.notes().byUserId("small").startAfter(tampered).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThatThrownBy(() -> db.notes().byUserId("small").startAfter("not a cursor!").page())
        .isInstanceOf(InvalidCursorException.class);
    CatalogDb otherSecret =
        CatalogDb.create(
            client,
            DbOptions.builder()
                .tableName(db.tableName())
                .cursorSecret("another secret of 16+ bytes".getBytes())
                .build());
    assertThatThrownBy(() -> otherSecret.notes().byUserId("small").startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("under a cursor secret this application does not accept");
  }

  @Test
  void collectionReadsEveryMemberTypeOfThePartition() {
    var activity = db.userActivity("big").fetch();

    assertThat(activity.profile()).contains(new Profile("big", "Big User"));
    assertThat(activity.notes()).hasSize(300);
    assertThat(activity.orders()).extracting(Order::orderId).containsExactly("o1");
    assertThat(activity.cursor()).isNull();
  }

  @Test
  void collectionPagesCarryACursor() {
    var first = db.userActivity("big").limit(10).page();
    assertThat(first.cursor()).isNotNull();
    assertThat(first.notes().size() + first.orders().size() + (first.profile().isPresent() ? 1 : 0))
        .isEqualTo(10);
    var second = db.userActivity("big").limit(10).startAfter(first.cursor()).page();
    assertThat(second.notes()).doesNotContainAnyElementsOf(first.notes());
  }

  @Test
  void aDescendingCollectionPagesTheWholePartitionBackwardsAndKeepsItsCursorsApart() {
    List<String> ascending = new ArrayList<>();
    List<String> descending = new ArrayList<>();
    List<Integer> orderPages = new ArrayList<>();
    List<Integer> profilePages = new ArrayList<>();
    String cursor = null;
    do {
      var page = db.userActivity("big").limit(40).startAfter(cursor).page();
      page.notes().forEach(note -> ascending.add(note.noteId()));
      cursor = page.cursor();
    } while (cursor != null);
    int pages = 0;
    do {
      var page = db.userActivity("big").descending().limit(40).startAfter(cursor).page();
      page.notes().forEach(note -> descending.add(note.noteId()));
      pages++;
      int number = pages;
      page.orders().forEach(o -> orderPages.add(number));
      page.profile().ifPresent(p -> profilePages.add(number));
      cursor = page.cursor();
    } while (cursor != null);

    List<String> reversed = new ArrayList<>(ascending);
    java.util.Collections.reverse(reversed);
    assertThat(pages).isGreaterThan(1);
    assertThat(ascending).hasSize(300).isSorted();
    assertThat(descending).isEqualTo(reversed);
    // NOTE#... < ORDER#... < PROFILE: read backwards, the profile and the order come first.
    assertThat(profilePages).containsExactly(1);
    assertThat(orderPages).containsExactly(1);
    assertThat(db.userActivity("big").descending().fetch().notes())
        .extracting(Note::noteId)
        .isEqualTo(reversed);
    String descendingCursor = db.userActivity("big").descending().limit(5).page().cursor();
    assertThatThrownBy(() -> db.userActivity("big").startAfter(descendingCursor).page())
        .isInstanceOf(InvalidCursorException.class);
  }

  @Test
  void scanReturnsOnlyTheEntityTypeAndCountsTheRest() {
    List<Profile> profiles = db.profiles().scan().list();
    assertThat(profiles).containsExactly(new Profile("big", "Big User"));
    Page<Profile> page = db.profiles().scan().page();
    assertThat(page.skippedItems()).isGreaterThan(0);
  }

  @Test
  void tableDefinitionDeclaresOnlyKeyAttributesAndEveryIndex() {
    var definition = db.tableDefinition();
    assertThat(definition.attributeDefinitions())
        .extracting(a -> a.attributeName())
        .containsExactlyInAnyOrder("PK", "SK", "GSI1PK", "GSI1SK", "GSI3PK", "GSI3SK", "LSI1SK");
    assertThat(definition.globalSecondaryIndexes())
        .extracting(i -> i.indexName() + ":" + i.projection().projectionTypeAsString())
        .containsExactly("GSI1:ALL", "Inverted:ALL", "GSI3:KEYS_ONLY");
    assertThat(definition.localSecondaryIndexes())
        .extracting(i -> i.indexName())
        .containsExactly("LSI1");
    assertThat(definition.billingModeAsString()).isEqualTo("PAY_PER_REQUEST");
    assertThat(definition.tableName()).isEqualTo(db.tableName());
  }
}
