package dev.singletable.samples.chat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.ModelReport;
import java.io.PrintStream;
import java.time.Instant;
import java.util.stream.Stream;

/**
 * The chat demo: creates the Chat table on the embedded local engine, loads two rooms with their
 * members and messages, then calls each read the {@link Chat} interface declares and prints the
 * pattern, how the processor serves it and the typed results.
 */
public final class ChatDemo {

  private final ChatDb db;
  private final PrintStream out;
  private final DemoConsole console;

  ChatDemo(ChatDb db, PrintStream out) {
    this.db = db;
    this.out = out;
    this.console = new DemoConsole(out);
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "Chat-demo",
        (client, table) ->
            new ChatDemo(
                    ChatDb.create(client, DbOptions.builder().tableName(table).build()), System.out)
                .runAll());
  }

  void runAll() {
    out.println("== Table " + db.tableName());
    db.createTable();
    ChatData.load(db);
    out.println("loaded: 2 rooms, 5 memberships, 13 messages\n");

    // The application reads through its own interface; ChatDb implements it.
    Chat chat = db;
    show(
        "Members of a room (table, MEMBER# prefix)",
        "membersOfRoom",
        chat.membersOfRoom("general").stream().map(m -> m.userId() + " " + m.displayName()));
    show(
        "Rooms of a user (GSI1)",
        "roomsOfUser",
        chat.roomsOfUser("u-bob").stream().map(m -> m.roomId() + " " + m.roomName()));
    showLatestPages(chat);
    Instant seen = ChatData.START.plusSeconds(5 * 60);
    show(
        "Scrolling back: the 3 messages before " + seen + ", newest first",
        "messagesOf",
        chat.messagesOf("general", seen, PageRequest.first(3)).items().stream()
            .map(ChatDemo::line));
    Instant from = ChatData.START.plusSeconds(2 * 60);
    show(
        "Messages between " + from + " and " + seen + ", oldest first",
        "messagesBetween",
        chat.messagesBetween("general", from, seen).stream().map(ChatDemo::line));
    // Sub-collections: each reads only its sort-key prefix of the room's partition.
    show(
        "Roster of a room (sub-collection, MEMBER# prefix)",
        "rosterOf",
        chat.rosterOf("general").members().stream().map(m -> m.userId() + " " + m.displayName()));
    show(
        "History of a room (sub-collection, MSG# prefix), newest first, first page of 3",
        "historyOf",
        chat.historyOf("general", PageRequest.first(3)).messages().stream().map(ChatDemo::line));
    ChatDb.RoomExport export = chat.exportOf("general");
    show(
        "Export of a room (the whole partition)",
        "exportOf",
        Stream.of(export.members().size() + " members, " + export.messages().size() + " messages"));
    editMessage();
  }

  private void editMessage() {
    out.println("== Edit a message, only by its author (condition on authorId)");
    Message first = db.firstMessage("general").orElseThrow();
    Message edited =
        ChatRooms.edit(
            db,
            MessageKey.of(first),
            first.authorId(),
            "hello everyone (edited)",
            ChatData.START.plusSeconds(3600));
    out.println("   by " + first.authorId() + ": " + line(edited));
    try {
      ChatRooms.edit(
          db, MessageKey.of(first), "u-bob", "hijacked", ChatData.START.plusSeconds(3700));
    } catch (ConditionFailedException refused) {
      out.println("   by u-bob: refused, " + refused.getMessage());
    }
    out.println();
  }

  private void show(String pattern, String method, Stream<String> lines) {
    console.showRead(pattern, ModelReport.servedBy(Chat.class, method), lines.toList());
  }

  /** The latest messages of a room, 5 per page: each page request follows the last page. */
  private void showLatestPages(Chat chat) {
    out.println("== Latest messages of a room, newest first, 5 per page");
    out.println("   served by: " + ModelReport.servedBy(Chat.class, "messagesOf"));
    PageRequest request = PageRequest.first(5);
    for (int number = 1; ; number++) {
      Page<Message> page = chat.messagesOf("general", null, request);
      out.println("   page " + number + ":");
      page.items().forEach(message -> out.println("     " + line(message)));
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
    out.println();
  }

  private static String line(Message message) {
    return message.sentAt()
        + " "
        + message.messageId()
        + " "
        + message.authorId()
        + ": "
        + message.text()
        + (message.editedAt() == null ? "" : " (edited " + message.editedAt() + ")");
  }
}
