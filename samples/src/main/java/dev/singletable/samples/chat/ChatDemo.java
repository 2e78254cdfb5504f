package dev.singletable.samples.chat;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import java.io.PrintStream;
import java.time.Instant;

/**
 * The chat demo: creates the Chat table on the embedded local engine, loads two rooms with their
 * members and messages, then runs each access pattern and prints the pattern, the key condition
 * sent and the typed results.
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

    console.show(
        "Members of a room (table, MEMBER# prefix)",
        db.members().membersOf("general"),
        m -> m.userId() + " " + m.displayName());
    console.show(
        "Rooms of a user (GSI1)",
        db.members().roomsOf("u-bob"),
        m -> m.roomId() + " " + m.roomName());
    console.showPages(
        "Latest messages of a room, newest first, 5 per page",
        db.messages().messagesIn("general").newestFirst().limit(5),
        ChatDemo::line);
    Instant seen = ChatData.START.plusSeconds(5 * 60);
    console.show(
        "Scrolling back: the 3 messages before " + seen + ", newest first",
        db.messages().messagesIn("general").sentAtBefore(seen).newestFirst().limit(3),
        ChatDemo::line);
    Instant from = ChatData.START.plusSeconds(2 * 60);
    console.show(
        "Messages between " + from + " and " + seen + ", oldest first",
        db.messages().messagesIn("general").sentAtBetween(from, seen),
        ChatDemo::line);
    editMessage();
  }

  private void editMessage() {
    out.println("== Edit a message, only by its author (condition on authorId)");
    Message first = db.messages().messagesIn("general").first().orElseThrow();
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
