package dev.singletable.samples.chat;

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

/** The chat demo calls each read the Chat interface declares against the local engine. */
@LocalDynamoDbTest
class ChatDemoTest {

  static String output;

  @BeforeAll
  static void runDemo(DynamoDbClient client, TestTable table) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ChatDb db = ChatDb.create(client, DbOptions.builder().tableName(table.name()).build());
    new ChatDemo(db, new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAll();
    output = bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void readsTheRoomsOfAUserThroughTheIndex() {
    assertThat(section("== Rooms of a user (GSI1)"))
        .contains(
            "served by: Query of GSI1: GSI1PK = \"USER#{userId}\" AND begins_with(GSI1SK,"
                + " \"ROOM#\")")
        .contains("general General")
        .contains("release Release 2.0");
  }

  @Test
  void pagesThroughTheLatestMessagesWithPageRequests() {
    assertThat(section("== Latest messages of a room, newest first, 5 per page"))
        .contains(
            "served by: Query of the table: PK = \"ROOM#{roomId}\" AND SK BETWEEN \"MSG#\" AND"
                + " \"MSG#{before}#\"")
        .contains("page 1:")
        .contains("page 2:")
        .contains("page 3:");
  }

  @Test
  void readsTheRosterAsASubCollectionOfTheRoom() {
    assertThat(section("== Roster of a room (sub-collection, MEMBER# prefix)"))
        .contains(
            "served by: Query of the table: PK = \"ROOM#{roomId}\" AND begins_with(SK,"
                + " \"MEMBER#\")")
        .contains("u-ann Ann");
  }

  @Test
  void scrollsBackBeforeAMessage() {
    String section = section("== Scrolling back: the 3 messages before");
    assertThat(section.lines().filter(line -> line.startsWith("   20")).count()).isEqualTo(3);
  }

  private static String section(String title) {
    int start = output.indexOf(title);
    assertThat(start).as("section %s", title).isNotNegative();
    int end = output.indexOf("\n== ", start + 1);
    return output.substring(start, end < 0 ? output.length() : end);
  }
}
