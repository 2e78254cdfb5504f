package dev.singletable.processor.it.sub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Sub-collections of one partition: each reads only the items under its sort-key prefix (the key
 * condition excludes the others, so nothing is read and dropped), in both orders and across pages;
 * the collection without a prefix reads them all.
 */
@LocalDynamoDbTest
class SubCollectionTest {

  private static ForgeDb db;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = ForgeDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    for (String user : List.of("ada", "bob")) {
      db.profiles().put(new Profile(user, user.toUpperCase()));
      for (int i = 0; i < 5; i++) {
        db.ownedRepos().put(new OwnedRepo(user, "own" + i, i));
        db.managedRepos().put(new ManagedRepo(user, "mgr" + i, "admin"));
        db.discussedIssues().put(new DiscussedIssue(user, "r", i, "issue " + i));
        db.discussedPulls().put(new DiscussedPull(user, "r", i, i % 2 == 0));
      }
    }
  }

  /** Every item of a collection, a page of {@code size} at a time, and the number of pages. */
  private static <R> List<String> pages(
      Function<String, CollectionQuery<R>> query,
      Function<R, String> cursor,
      Function<R, List<String>> items,
      int[] pageCount) {
    List<String> all = new ArrayList<>();
    String next = null;
    do {
      R page = query.apply(next).page();
      all.addAll(items.apply(page));
      next = cursor.apply(page);
      pageCount[0]++;
    } while (next != null);
    return all;
  }

  @Test
  void eachSubCollectionReadsOnlyItsOwnItemsWithoutReadingOthers() {
    ForgeDb.Owned owned = db.owned("ada").fetch();
    ForgeDb.Managed managed = db.managed("ada").fetch();
    ForgeDb.Discussions discussions = db.discussions("ada").fetch();

    assertThat(owned.ownedRepos())
        .extracting(OwnedRepo::repo)
        .containsExactly("own0", "own1", "own2", "own3", "own4");
    assertThat(managed.managedRepos()).extracting(ManagedRepo::repo).hasSize(5);
    assertThat(discussions.discussedIssues()).extracting(DiscussedIssue::number).hasSize(5);
    assertThat(discussions.discussedPulls()).extracting(DiscussedPull::number).hasSize(5);
    assertThat(List.of(owned.ownedRepos(), managed.managedRepos()))
        .allSatisfy(items -> assertThat(items).allMatch(i -> i.toString().contains("ada")));
    // Excluded by the key condition itself: DynamoDB read no foreign item to be dropped.
    assertThat(owned.skippedItems()).isZero();
    assertThat(managed.skippedItems()).isZero();
    assertThat(discussions.skippedItems()).isZero();
    assertThat(db.owned("ada").describe())
        .isEqualTo("PK = \"USER#ada\" AND begins_with(SK, \"OWNS#\") (collection owned)");
  }

  @Test
  void subCollectionsPageInBothOrders() {
    int[] up = {0};
    int[] down = {0};
    List<String> ascending =
        pages(
            cursor -> db.owned("ada").limit(2).startAfter(cursor),
            ForgeDb.Owned::cursor,
            page -> page.ownedRepos().stream().map(OwnedRepo::repo).toList(),
            up);
    List<String> descending =
        pages(
            cursor -> db.owned("ada").descending().limit(2).startAfter(cursor),
            ForgeDb.Owned::cursor,
            page -> page.ownedRepos().stream().map(OwnedRepo::repo).toList(),
            down);

    assertThat(ascending).containsExactly("own0", "own1", "own2", "own3", "own4");
    assertThat(descending).containsExactly("own4", "own3", "own2", "own1", "own0");
    assertThat(up[0]).isGreaterThanOrEqualTo(3);
    assertThat(down[0]).isGreaterThanOrEqualTo(3);

    int[] mixed = {0};
    List<String> discussed =
        pages(
            cursor -> db.discussions("ada").descending().limit(3).startAfter(cursor),
            ForgeDb.Discussions::cursor,
            page -> {
              // Within a page, read backwards, the pulls come before the issues.
              List<String> keys = new ArrayList<>();
              page.discussedPulls().forEach(p -> keys.add("PULL" + p.number()));
              page.discussedIssues().forEach(i -> keys.add("ISSUE" + i.number()));
              return keys;
            },
            mixed);
    // PULL# sorts after ISSUE#: read backwards, the pulls come first, each group newest first.
    assertThat(discussed)
        .containsExactly(
            "PULL4", "PULL3", "PULL2", "PULL1", "PULL0", "ISSUE4", "ISSUE3", "ISSUE2", "ISSUE1",
            "ISSUE0");
    assertThat(mixed[0]).isGreaterThan(3);
  }

  @Test
  void declaredReadsSelectTheSubCollectionAndPageBothWays() {
    List<Integer> forward = new ArrayList<>();
    List<Integer> backward = new ArrayList<>();
    PageRequest request = PageRequest.first(4);
    while (request != null) {
      ForgeDb.Discussions page = db.discussionsOf("bob", request);
      assertThat(page.skippedItems()).isZero();
      page.discussedIssues().forEach(i -> forward.add(i.number()));
      page.discussedPulls().forEach(p -> forward.add(100 + p.number()));
      request = page.cursor() == null ? null : PageRequest.after(page.cursor(), 4);
    }
    request = PageRequest.first(4);
    while (request != null) {
      ForgeDb.Discussions page = db.latestDiscussionsOf("bob", request);
      page.discussedPulls().forEach(p -> backward.add(100 + p.number()));
      page.discussedIssues().forEach(i -> backward.add(i.number()));
      request = page.cursor() == null ? null : PageRequest.after(page.cursor(), 4);
    }

    assertThat(forward).containsExactly(0, 1, 2, 3, 4, 100, 101, 102, 103, 104);
    List<Integer> reversed = new ArrayList<>(forward);
    Collections.reverse(reversed);
    assertThat(backward).isEqualTo(reversed);
  }

  @Test
  void theSpanningCollectionReadsTheWholePartition() {
    ForgeDb.UserAll all = db.everythingAbout("ada");

    assertThat(all.profile()).contains(new Profile("ada", "ADA"));
    assertThat(all.ownedRepos()).hasSize(5);
    assertThat(all.managedRepos()).hasSize(5);
    assertThat(all.discussedIssues()).hasSize(5);
    assertThat(all.discussedPulls()).hasSize(5);
    assertThat(all.skippedItems()).isZero();
  }

  @Test
  void aCursorOfOneSubCollectionIsRefusedByAnother() {
    String cursor = db.owned("ada").limit(1).page().cursor();

    assertThatThrownBy(() -> db.managed("ada").startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThatThrownBy(() -> db.userAll("ada").startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThat(db.owned("ada").startAfter(cursor).page().ownedRepos())
        .extracting(OwnedRepo::repo)
        .containsExactly("own1", "own2", "own3", "own4");
  }
}
