package dev.singletable.processor.it.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.FetchedItems;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Queries of indexes that do not project whole items (KEYS_ONLY, INCLUDE) return views with the
 * typed key and the included attributes, page with a cursor, skip foreign items, and fetch the full
 * items in index order, reporting the ones that are gone.
 */
@LocalDynamoDbTest
class IndexViewTest {

  private static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");

  private static LibraryDb db;
  private static DynamoDbClient client;

  private static LibraryAsyncDb async;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table, LocalDynamoDb engine) {
    client = dynamoDb;
    DbOptions options = DbOptions.builder().tableName(table.name()).build();
    db = LibraryDb.create(dynamoDb, options);
    db.createTable();
    async = LibraryDb.createAsync(engine.asyncClientBuilder().build(), options);
  }

  private static Book book(
      String shelf, String id, String author, String title, int pages, int day) {
    return new Book(shelf, id, author, title, pages, T0.plusSeconds(86_400L * day), Set.of("t"));
  }

  private static List<BookKey> keys(
      List<? extends dev.singletable.runtime.IndexView<BookKey>> views) {
    return views.stream().map(dev.singletable.runtime.IndexView::key).toList();
  }

  @Test
  void aKeysOnlyQueryReturnsTypedKeysInIndexOrderWithItsSortKeyConditions() {
    for (int day = 0; day < 5; day++) {
      db.books().put(book("s" + day, "k" + day, "ann", "Title " + day, 100 + day, day));
    }
    db.books().put(book("s9", "other", "bob", "Other", 10, 2));

    List<BookByAuthorView> all = db.books().booksBy("ann").all().list();
    List<BookByAuthorView> recent =
        db.books()
            .booksBy("ann")
            .addedAt(Range.from(T0.plusSeconds(86_400L * 3)))
            .newestFirst()
            .list();

    assertThat(keys(all))
        .containsExactly(
            new BookKey("s0", "k0"),
            new BookKey("s1", "k1"),
            new BookKey("s2", "k2"),
            new BookKey("s3", "k3"),
            new BookKey("s4", "k4"));
    assertThat(keys(recent)).containsExactly(new BookKey("s4", "k4"), new BookKey("s3", "k3"));
    assertThat(db.books().booksBy("ann").all().count()).isEqualTo(5);
    assertThat(db.books().booksBy("ann").describe())
        .isEqualTo("ByAuthorPK = \"AUTHOR#ann\" on index ByAuthor");
  }

  @Test
  void aKeysOnlyViewCarriesTheIndexKeyComponentsTypedFromTheIndexKey() {
    db.books().put(book("c0", "c0", "cid", "Title", 1, 3));
    db.books().put(book("c1", "c1", "cid", "Title", 1, 7));

    List<BookByAuthorView> views = db.books().booksBy("cid").newestFirst().list();

    assertThat(views)
        .containsExactly(
            new BookByAuthorView(new BookKey("c1", "c1"), "cid", T0.plusSeconds(86_400L * 7)),
            new BookByAuthorView(new BookKey("c0", "c0"), "cid", T0.plusSeconds(86_400L * 3)));
    // The INCLUDE index's key components are the table key's and an included attribute: no more.
    assertThat(BookByShelfView.class.getRecordComponents()).hasSize(3);
  }

  @Test
  void viewsPageWithACursorAndFetchEveryPageInOrder() {
    List<Book> written = new ArrayList<>();
    for (int day = 0; day < 7; day++) {
      Book book = book("p" + day, "p" + day, "pat", "T" + day, day, day);
      written.add(db.books().put(book));
    }

    List<BookKey> paged = new ArrayList<>();
    List<Book> fetched = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<BookByAuthorView> page =
          db.books().booksBy("pat").newestFirst().limit(3).startAfter(cursor).page();
      paged.addAll(keys(page.items()));
      FetchedItems<Book, BookKey> full = db.books().fetch(page.items());
      assertThat(full.allFound()).isTrue();
      fetched.addAll(full.items());
      cursor = page.cursor();
      pages++;
    } while (cursor != null);

    List<Book> newestFirst = new ArrayList<>(written);
    java.util.Collections.reverse(newestFirst);
    assertThat(pages).isGreaterThanOrEqualTo(3);
    assertThat(paged).isEqualTo(newestFirst.stream().map(BookKey::of).toList());
    assertThat(fetched).isEqualTo(newestFirst);
  }

  @Test
  void aFetchReportsTheItemsDeletedSinceTheIndexReadAndKeepsTheOrder() {
    for (int day = 0; day < 4; day++) {
      db.books().put(book("d" + day, "d" + day, "dee", "T" + day, day, day));
    }
    List<BookByAuthorView> views = db.books().booksBy("dee").newestFirst().list();
    db.books().delete(new BookKey("d2", "d2"));

    FetchedItems<Book, BookKey> fetched = db.books().fetch(views);

    assertThat(fetched.items().stream().map(Book::bookId)).containsExactly("d3", "d1", "d0");
    assertThat(fetched.missingKeys()).containsExactly(new BookKey("d2", "d2"));
    assertThat(fetched.allFound()).isFalse();
  }

  @Test
  void fetchItemsReadsMoreThanOneBatchOfKeysInIndexOrder() {
    List<Book> books = new ArrayList<>();
    for (int i = 0; i < 130; i++) {
      books.add(book("m", String.format("m%03d", i), "many", "T", i, 130 - i));
    }
    for (int from = 0; from < books.size(); from += 25) {
      db.batchWrite().putBooks(books.subList(from, Math.min(from + 25, books.size()))).execute();
    }

    FetchedItems<Book, BookKey> fetched = db.books().booksBy("many").all().fetchItems();

    // Added on day 130 - i: the index order (by date) is the reverse of the ids.
    List<String> ids = fetched.items().stream().map(Book::bookId).toList();
    List<String> expected = new ArrayList<>(books.stream().map(Book::bookId).toList());
    java.util.Collections.reverse(expected);
    assertThat(ids).isEqualTo(expected);
    assertThat(fetched.missingKeys()).isEmpty();
  }

  @Test
  void itemsOfAnotherShapeInTheIndexPartitionAreSkippedAndCounted() {
    db.books().put(book("f", "f1", "fay", "Mine", 1, 1));
    // Another service's item in the same index partition: its table keys have another shape.
    Map<String, AttributeValue> foreign =
        new HashMap<>(BookSchema.INSTANCE.toItem(book("f", "f0", "fay", "Theirs", 1, 0)));
    foreign.put("PK", AttributeValue.fromS("LEGACY#f0"));
    foreign.put("SK", AttributeValue.fromS("LEGACY"));
    foreign.put("entityType", AttributeValue.fromS("Legacy"));
    client.putItem(put -> put.tableName(db.tableName()).item(foreign));

    Page<BookByAuthorView> page = db.books().booksBy("fay").all().page();

    assertThat(keys(page.items())).containsExactly(new BookKey("f", "f1"));
    assertThat(page.skippedItems()).isEqualTo(1);
    assertThat(db.books().booksBy("fay").all().count()).isEqualTo(1);
  }

  @Test
  void anIncludeIndexGivesTheIncludedAttributesTypedAndFiltersOnThem() {
    db.books().put(book("inc", "i1", "ian", "Alpha", 120, 1));
    db.books().put(book("inc", "i2", "ian", "Beta", 80, 2));
    db.books().put(book("inc", "i3", "ian", "Gamma", 300, 3));

    List<BookByShelfView> views = db.books().byTitle("inc").all().list();
    List<BookByShelfView> thick =
        db.books().byTitle("inc").filter(BookSchema.PAGES.gt(100)).descending().list();
    List<BookByShelfView> fromB = db.books().byTitle("inc").title(Range.from("Beta")).list();

    assertThat(views)
        .containsExactly(
            new BookByShelfView(new BookKey("inc", "i1"), "Alpha", 120),
            new BookByShelfView(new BookKey("inc", "i2"), "Beta", 80),
            new BookByShelfView(new BookKey("inc", "i3"), "Gamma", 300));
    assertThat(thick.stream().map(BookByShelfView::title)).containsExactly("Gamma", "Alpha");
    assertThat(fromB.stream().map(BookByShelfView::title)).containsExactly("Beta", "Gamma");
    assertThat(db.books().byTitle("inc").filter(BookSchema.PAGES.gt(100)).count()).isEqualTo(2);
  }

  @Test
  void aFilterOnAnAttributeTheIndexDoesNotProjectIsRefusedBeforeSending() {
    assertThatThrownBy(() -> db.books().byTitle("x").filter(BookSchema.AUTHOR_ID.eq("ann")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "query of Book on index ByShelf: the filter authorId = \"ann\" reads authorId, which"
                + " the index does not project (it holds pages, title besides the keys); filter on"
                + " a projected attribute, or fetch the items and filter them in Java");
    assertThatThrownBy(() -> db.books().booksBy("x").filter(BookSchema.PAGES.gt(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("reads pages, which the index does not project (it holds keys only)");
  }

  @Test
  void anInvertedKeysOnlyIndexFindsAnItemByItsSortKeyAndFetchesIt() {
    Book book = db.books().put(book("inv", "v1", "val", "Inverted", 5, 1));

    List<BookInvertedView> views = db.books().byBookId("v1").all().list();

    assertThat(views).containsExactly(new BookInvertedView(new BookKey("inv", "v1")));
    assertThat(db.books().fetch(db.books().byBookId("v1").all().page().items()).items())
        .containsExactly(book);
  }

  @Test
  void theAsyncQueryPagesAndFetchesWithoutHoldingAThread() {
    for (int day = 0; day < 3; day++) {
      db.books().put(book("as" + day, "as" + day, "asa", "T" + day, day, day));
    }
    db.books().delete(new BookKey("as1", "as1"));
    db.books().put(book("as1", "as1", "asa", "T1", 1, 1));

    Page<BookByAuthorView> page = join(async.books().booksBy("asa").newestFirst().limit(2).page());
    FetchedItems<Book, BookKey> first = join(async.books().fetch(page.items()));
    FetchedItems<Book, BookKey> all = join(async.books().booksBy("asa").all().fetchItems());
    List<BookByAuthorView> views = join(async.books().booksBy("asa").all().list());
    db.books().delete(new BookKey("as0", "as0"));
    FetchedItems<Book, BookKey> afterDelete = join(async.books().fetch(views));

    assertThat(first.items().stream().map(Book::bookId)).containsExactly("as2", "as1");
    assertThat(page.hasMore()).isTrue();
    assertThat(all.items().stream().map(Book::bookId)).containsExactly("as0", "as1", "as2");
    assertThat(afterDelete.items().stream().map(Book::bookId)).containsExactly("as1", "as2");
    assertThat(afterDelete.missingKeys()).containsExactly(new BookKey("as0", "as0"));
  }

  /** The result of {@code future}; its failure rethrown as the typed exception itself. */
  private static <T> T join(CompletableFuture<T> future) {
    try {
      return future.join();
    } catch (CompletionException wrapped) {
      if (wrapped.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw wrapped;
    }
  }
}
