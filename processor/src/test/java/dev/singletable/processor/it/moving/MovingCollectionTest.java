package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A whole-partition collection while its member's sort key moves, on the engine: it reads the loans
 * under both sort keys (which a sub-collection's begins_with would not, so the processor refuses a
 * prefix the former sort key lies outside, {@code collection-prefix-former}) and merges them in the
 * new keys' order, each loan once (a loan stored in both forms for a moment is read from its new
 * key), beside the holds, whose keys do not move; pages of one cursor cover it once in either
 * order, also while the job moves the loans.
 */
@LocalDynamoDbTest
class MovingCollectionTest {

  private static final int LOANS = 20;

  private DynamoDbClient client;
  private String tableName;
  private BooksDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = BooksDb.create(client, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < LOANS; i++) {
      if (i % 2 == 0) {
        db.loans().put(new Loan("r1", book(i)));
      } else {
        putOld(new Loan("r1", book(i)));
      }
      putOld(new Loan("r2", book(i)));
    }
    db.loans().put(new Loan("r1", book(3))); // also in the new form: read once
    db.holds().put(new Hold("r1", "h1"));
    db.holds().put(new Hold("r1", "h2"));
  }

  private static String book(int i) {
    return String.format("b%02d", i);
  }

  /** A loan as version 1 stored it, under L#{bookId}. */
  private void putOld(Loan loan) {
    Map<String, AttributeValue> old = new HashMap<>(LoanSchema.INSTANCE.toItem(loan));
    old.putAll(LoanSchema.INSTANCE.formerKeyItem(LoanSchema.INSTANCE.keyOf(loan)));
    assertThat(old.get("SK").s()).startsWith("L#");
    client.putItem(b -> b.tableName(tableName).item(old));
  }

  private static List<String> books(int from, int to) {
    return IntStream.range(from, to).mapToObj(MovingCollectionTest::book).toList();
  }

  private static List<String> reversed(List<String> list) {
    List<String> copy = new ArrayList<>(list);
    Collections.reverse(copy);
    return copy;
  }

  @Test
  void aWholePartitionCollectionReadsEveryMemberOnceInTheNewOrder() {
    BooksDb.Borrowed all = db.borrowed("r1").fetch();

    assertThat(all.loans()).extracting(Loan::bookId).isEqualTo(books(0, LOANS));
    assertThat(all.holds()).extracting(Hold::bookId).containsExactly("h1", "h2");
    assertThat(db.borrowed("r1").descending().fetch().loans())
        .extracting(Loan::bookId)
        .isEqualTo(reversed(books(0, LOANS)));
    assertThat(db.borrowed("r1").describe())
        .isEqualTo(
            "PK = \"READER#r1\" (and PK = \"READER#r1\" AND begins_with(SK, \"L#\"), the former"
                + " key of Loan, while it moves) (collection borrowed)");
  }

  @Test
  void pagesOfOneCursorCoverTheCollectionOnceInEitherOrder() {
    for (boolean ascending : new boolean[] {true, false}) {
      CollectionQuery<BooksDb.Borrowed> query = db.borrowed("r1").limit(3);
      query = ascending ? query : query.descending();
      List<String> loans = new ArrayList<>();
      List<String> holds = new ArrayList<>();
      String cursor = null;
      do {
        BooksDb.Borrowed page = query.startAfter(cursor).page();
        assertThat(page.loans().size() + page.holds().size()).isLessThanOrEqualTo(3);
        page.loans().forEach(loan -> loans.add(loan.bookId()));
        page.holds().forEach(hold -> holds.add(hold.bookId()));
        cursor = page.cursor();
      } while (cursor != null);

      assertThat(loans).isEqualTo(ascending ? books(0, LOANS) : reversed(books(0, LOANS)));
      assertThat(holds).containsExactlyInAnyOrder("h1", "h2");
    }
  }

  /**
   * A reader paging across the deploy that declared the move: the cursor version 1 made (its plain
   * read of the partition, in the former keys' order) is refused by the merged read with a typed
   * error saying why, rather than resumed where it could list a loan twice or miss one; the listing
   * started again lists each loan once.
   */
  @Test
  void aCursorOfTheVersionBeforeTheMoveIsRefusedSayingWhy() {
    byte[] secret = new byte[32];
    secret[0] = 7;
    DbOptions options = DbOptions.builder().tableName(tableName).cursorSecret(secret).build();
    dev.singletable.processor.it.moving.v1.BooksV1Db before =
        dev.singletable.processor.it.moving.v1.BooksV1Db.create(client, options);
    BooksDb after = BooksDb.create(client, options);
    dev.singletable.processor.it.moving.v1.BooksV1Db.Borrowed page =
        before.borrowed("r2").limit(5).page();
    assertThat(page.loans()).hasSize(5);

    assertThatThrownBy(() -> after.borrowed("r2").limit(5).startAfter(page.cursor()).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining(
            "the cursor was made by this read before the keys of its items started to move (by a"
                + " version without formerly = ...)")
        .hasMessageContaining("start the listing again from the first page");
    // A cursor of another read is refused as before.
    String other = before.borrowed("r1").limit(5).page().cursor();
    assertThatThrownBy(() -> after.borrowed("r2").startAfter(other).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("the cursor belongs to another query");
    assertThat(after.borrowed("r2").fetch().loans())
        .extracting(Loan::bookId)
        .isEqualTo(books(0, LOANS));
  }

  @Test
  void pagesWhileTheJobMovesTheLoansSeeEachOnce() throws Exception {
    CollectionQuery<BooksDb.Borrowed> query = db.borrowed("r1").limit(2);
    List<String> loans = new ArrayList<>();
    BooksDb.Borrowed first = query.page();
    first.loans().forEach(loan -> loans.add(loan.bookId()));
    CompletableFuture<?> job =
        CompletableFuture.runAsync(
            () -> db.migrations().job("Loan.key").run(MigrationOptions.budget(50).segments(2)));
    String cursor = first.cursor();
    while (cursor != null) {
      BooksDb.Borrowed page = query.startAfter(cursor).page();
      page.loans().forEach(loan -> loans.add(loan.bookId()));
      cursor = page.cursor();
    }
    job.get();

    assertThat(loans).isEqualTo(books(0, LOANS));
    assertThat(db.borrowed("r1").fetch().loans())
        .extracting(Loan::bookId)
        .isEqualTo(books(0, LOANS));
    assertThat(db.borrowed("r2").fetch().loans())
        .extracting(Loan::bookId)
        .isEqualTo(books(0, LOANS));
  }
}
