package dev.singletable.samples.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The chat access patterns against the local engine, on the demo's data plus a busy room of 45
 * messages.
 */
@LocalDynamoDbTest
class ChatTest {

  private static ChatDb db;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = ChatDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    ChatData.load(db);
    db.rooms().create(new Room("busy", "Busy", "Lots of traffic", null));
    for (int i = 1; i <= 45; i++) {
      db.messages().create(ChatData.message("busy", i, "u-ann", "busy " + i));
    }
  }

  private static List<String> ids(List<Message> messages) {
    return messages.stream().map(Message::messageId).toList();
  }

  private static List<String> ids(int from, int downTo) {
    return IntStream.iterate(from, n -> n >= downTo, n -> n - 1)
        .mapToObj(n -> String.format("m%02d", n))
        .toList();
  }

  @Test
  void membersOfARoomInUserOrderWithoutRoomOrMessages() {
    Page<Member> page = db.members().membersOf("general").all().page();

    assertThat(page.items()).extracting(Member::userId).containsExactly("u-ann", "u-bob", "u-cy");
    assertThat(page.items()).extracting(Member::displayName).containsExactly("Ann", "Bob", "Cy");
    assertThat(page.skippedItems()).isZero();
  }

  @Test
  void roomsOfAUserThroughTheIndex() {
    assertThat(db.members().roomsOf("u-bob").all().list())
        .extracting(Member::roomId, Member::roomName)
        .containsExactly(tuple("general", "General"), tuple("release", "Release 2.0"));
    assertThat(db.members().roomsOf("u-cy").all().list())
        .extracting(Member::roomId)
        .containsExactly("general");
    assertThat(db.members().roomsOf("u-nobody").all().list()).isEmpty();
  }

  @Test
  void newestMessagesFirstInPagesOfTwentyWithTheCursor() {
    var query = db.messages().messagesIn("busy").newestFirst().limit(20);

    Page<Message> first = query.page();
    Page<Message> second = query.startAfter(first.cursor()).page();
    Page<Message> third = query.startAfter(second.cursor()).page();

    assertThat(ids(first.items())).isEqualTo(ids(45, 26));
    assertThat(ids(second.items())).isEqualTo(ids(25, 6));
    assertThat(ids(third.items())).isEqualTo(ids(5, 1));
    assertThat(first.cursor()).isNotNull();
    assertThat(second.cursor()).isNotNull();
    assertThat(third.cursor()).isNull();
    assertThat(third.hasMore()).isFalse();
  }

  @Test
  void followingCursorsReadsEveryMessageOnceAndStreamAgrees() {
    List<String> all = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<Message> page =
          db.messages().messagesIn("busy").newestFirst().limit(7).startAfter(cursor).page();
      all.addAll(ids(page.items()));
      cursor = page.cursor();
      pages++;
    } while (cursor != null);

    assertThat(pages).isEqualTo(7);
    assertThat(all).isEqualTo(ids(45, 1));
    assertThat(ids(db.messages().messagesIn("busy").newestFirst().limit(7).list()))
        .isEqualTo(ids(45, 1));
  }

  @Test
  void aCursorOfOneRoomIsRefusedForAnother() {
    String cursor = db.messages().messagesIn("busy").newestFirst().limit(20).page().cursor();

    assertThatThrownBy(
            () ->
                db.messages()
                    .messagesIn("general")
                    .newestFirst()
                    .limit(20)
                    .startAfter(cursor)
                    .page())
        .isInstanceOf(InvalidCursorException.class);
  }

  @Test
  void scrollingBackBeforeAnInstantIsExclusive() {
    Instant m07 = ChatData.START.plusMillis(6 * 45_500L);

    assertThat(
            ids(
                db.messages()
                    .messagesIn("general")
                    .sentAt(Range.before(m07))
                    .newestFirst()
                    .limit(3)
                    .page()
                    .items()))
        .containsExactly("m06", "m05", "m04");
    assertThat(
            ids(
                db.messages()
                    .messagesIn("general")
                    .sentAt(Range.upTo(m07))
                    .newestFirst()
                    .limit(3)
                    .page()
                    .items()))
        .containsExactly("m07", "m06", "m05");
  }

  @Test
  void messagesBetweenTwoInstantsAreInclusiveAtMillisecondPrecision() {
    Instant m04 = ChatData.START.plusMillis(3 * 45_500L);
    Instant m07 = ChatData.START.plusMillis(6 * 45_500L);

    assertThat(ids(db.messages().messagesIn("general").sentAt(Range.between(m04, m07)).list()))
        .containsExactly("m04", "m05", "m06", "m07");
    assertThat(
            ids(
                db.messages()
                    .messagesIn("general")
                    .sentAt(Range.between(m04.plusMillis(1), m07.minusMillis(1)))
                    .list()))
        .containsExactly("m05", "m06");
    assertThat(
            ids(
                db.messages()
                    .messagesIn("general")
                    .sentAt(Range.after(m07.plusSeconds(3600)))
                    .list()))
        .isEmpty();
  }

  @Test
  void oneExactMessageByItsInstantAndId() {
    Instant m02 = ChatData.START.plusMillis(45_500L);

    assertThat(db.messages().messagesIn("general").sentAt(m02).messageId("m02").first())
        .map(Message::text)
        .contains("general message 2");
    assertThat(db.messages().get(new MessageKey("general", m02, "m02")))
        .map(Message::authorId)
        .contains("u-bob");
  }

  @Test
  void describeShowsTheKeyConditionSent() {
    assertThat(db.messages().messagesIn("general").newestFirst().limit(20).describe())
        .isEqualTo("PK = \"ROOM#general\" AND begins_with(SK, \"MSG#\"), descending");
    assertThat(db.messages().messagesIn("general").sentAt(Range.before(ChatData.START)).describe())
        .isEqualTo(
            "PK = \"ROOM#general\" AND SK BETWEEN \"MSG#\" AND \"MSG#2025-04-01T09:00:00.000Z#\"");
    assertThat(db.members().roomsOf("u-ann").describe())
        .isEqualTo("GSI1PK = \"USER#u-ann\" AND begins_with(GSI1SK, \"ROOM#\") on index GSI1");
  }

  @Test
  void onlyTheAuthorCanEditAMessage() {
    Message release = db.messages().messagesIn("release").all().first().orElseThrow();
    Instant at = ChatData.START.plusSeconds(7200);

    assertThatThrownBy(() -> ChatRooms.edit(db, MessageKey.of(release), "u-ann", "mine now", at))
        .isInstanceOfSatisfying(
            ConditionFailedException.class,
            e ->
                assertThat(e.currentItem(Message.class))
                    .map(Message::text)
                    .contains("Release branch is cut"));

    Message edited =
        ChatRooms.edit(db, MessageKey.of(release), "u-bob", "Release branch is cut: 2.0.x", at);
    assertThat(edited.text()).isEqualTo("Release branch is cut: 2.0.x");
    assertThat(edited.editedAt()).isEqualTo(at);
    assertThat(edited.sentAt()).isEqualTo(release.sentAt());
  }

  @Test
  void instantsFinerThanTheKeyFormatAreRefusedBeforeSending() {
    Message tooPrecise =
        new Message("general", ChatData.START.plusNanos(1), "m99", "u-ann", "x", null);

    assertThatThrownBy(() -> db.messages().put(tooPrecise))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sentAt");
  }

  @Test
  void theRosterIsTheMembersSubCollectionAndReadsNoMessage() {
    ChatDb.RoomMembers roster = db.rosterOf("general");

    assertThat(roster.members())
        .extracting(Member::userId)
        .containsExactly("u-ann", "u-bob", "u-cy");
    assertThat(roster.skippedItems()).isZero();
    assertThat(db.roomMembers("general").describe())
        .isEqualTo(
            "PK = \"ROOM#general\" AND begins_with(SK, \"MEMBER#\") (collection roomMembers)");
  }

  @Test
  void theHistoryPagesTheMessagesSubCollectionNewestFirst() {
    List<String> read = new ArrayList<>();
    PageRequest request = PageRequest.first(20);
    int pages = 0;
    while (request != null) {
      ChatDb.RoomMessages page = db.historyOf("busy", request);
      assertThat(page.skippedItems()).isZero();
      read.addAll(ids(page.messages()));
      request = page.cursor() == null ? null : PageRequest.after(page.cursor(), 20);
      pages++;
    }

    assertThat(read).isEqualTo(ids(45, 1));
    assertThat(pages).isGreaterThanOrEqualTo(3);
  }

  @Test
  void theExportSpansTheWholeRoom() {
    ChatDb.RoomExport export = db.exportOf("general");

    assertThat(export.room()).map(Room::name).contains("General");
    assertThat(export.members()).hasSize(3);
    assertThat(export.messages()).isNotEmpty();
    assertThat(export.skippedItems()).isZero();
  }
}
