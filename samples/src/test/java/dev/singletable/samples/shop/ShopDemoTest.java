package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The main job: the e-commerce demo calls every declared read against the local engine. */
@LocalDynamoDbTest
class ShopDemoTest {

  static String output;

  @BeforeAll
  static void runDemo(DynamoDbClient client, TestTable table) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ShopDb db = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    new ShopDemo(db, new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAll();
    output = bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void printsEachDeclaredReadWithTheKeyThatServesIt() {
    assertThat(section("== Look a user up by email (GSI1)"))
        .contains("served by: Query of GSI1: GSI1PK = \"EMAIL#{email}\" AND GSI1SK = \"PROFILE\"")
        .contains("User[userId=u-bob, name=Bob Baker, email=bob@example.com");
    assertThat(section("== Get a user by id"))
        .contains("served by: GetItem of the table: PK = \"USER#{userId}\", SK = \"PROFILE\"")
        .contains("User[userId=u-ann");
  }

  @Test
  void narrowsAUsersOrdersToADateWithTheSortKey() {
    assertThat(section("== Orders placed since 2025-03-01"))
        .contains(
            "served by: Query of GSI1: GSI1PK = \"USER#{userId}\" AND GSI1SK BETWEEN"
                + " \"ORDER#{since}#\" AND \"ORDER$\"")
        .contains("orderId=o-1003")
        .doesNotContain("orderId=o-1001");
  }

  @Test
  void pagesThroughAUsersOrdersNewestFirst() {
    String section = section("== A user's orders, newest first, 2 per page (GSI1)");
    assertThat(section).contains("page 1:").contains("page 2:").contains("next cursor:");
    assertThat(section.indexOf("o-1003")).isLessThan(section.indexOf("o-1002"));
    assertThat(section.indexOf("o-1002")).isLessThan(section.indexOf("o-1001"));
  }

  @Test
  void listsAUsersReviewKeysFromTheKeysOnlyIndexAndFetchesTheReviews() {
    String section = section("== A user's review keys, then the reviews");
    assertThat(section)
        .contains("key:    ReviewKey[productId=p-kettle, userId=u-ann]")
        .contains("key:    ReviewKey[productId=p-mug, userId=u-ann]")
        .contains("review: Review[productId=p-kettle, userId=u-ann")
        .contains("review: Review[productId=p-mug, userId=u-ann, rating=4, text=Nice weight.")
        .contains("missing: []");
    assertThat(section.indexOf("review: Review[productId=p-kettle"))
        .isLessThan(section.indexOf("review: Review[productId=p-mug"));
    assertThat(section("== A user's reviews (inverted index)"))
        .contains("served by: Query of Inverted: SK = \"REVIEW#{userId}\"")
        .contains("Review[productId=p-mug, userId=u-ann, rating=4");
  }

  @Test
  void readsAnOrderWithItsItemsInOneQuery() {
    String section = section("== Order details with all its items in one query");
    assertThat(section)
        .contains("order: Order[orderId=o-1001")
        .contains("item:  OrderItem[orderId=o-1001, productId=p-kettle")
        .contains("item:  OrderItem[orderId=o-1001, productId=p-mug");
  }

  @Test
  void cancelsOnlyAPlacedOrder() {
    String section = section("== Cancel an order");
    assertThat(section)
        .contains("cancelled: Order[orderId=o-1002")
        .contains("status=CANCELLED")
        .contains("cancelling again fails:")
        .contains("placed orders now: [o-2001]");
  }

  @Test
  void optimisticLockingLetsOnlyOneWriterWin() {
    String section = section("== Sell from stock with optimistic locking");
    assertThat(section)
        .contains("sold one: stock 12 -> 11, version 1 -> 2")
        .contains(
            "a writer holding version 1 loses: Product PK=PRODUCT#p-kettle, SK=DETAILS is no longer"
                + " at version 1");
  }

  private static String section(String title) {
    int start = output.indexOf(title);
    assertThat(start).as("section %s", title).isNotNegative();
    int end = output.indexOf("\n== ", start + 1);
    return output.substring(start, end < 0 ? output.length() : end);
  }
}
