package dev.singletable.samples.chat;

import java.time.Instant;

/** The chat demo's data: two rooms, three users and a dozen messages in {@code general}. */
final class ChatData {

  /** When {@code general}'s first message was sent; the others follow 45.5 seconds apart. */
  static final Instant START = Instant.parse("2025-04-01T09:00:00.000Z");

  private static final String[] AUTHORS = {"u-ann", "u-bob", "u-cy"};

  private ChatData() {}

  static void load(ChatDb db) {
    db.rooms().create(new Room("general", "General", "Anything goes", null));
    db.rooms().create(new Room("release", "Release 2.0", "Shipping the next version", null));

    join(db, "general", "General", "u-ann", "Ann");
    join(db, "general", "General", "u-bob", "Bob");
    join(db, "general", "General", "u-cy", "Cy");
    join(db, "release", "Release 2.0", "u-ann", "Ann");
    join(db, "release", "Release 2.0", "u-bob", "Bob");

    for (int i = 1; i <= 12; i++) {
      db.messages().create(message("general", i, AUTHORS[(i - 1) % 3], "general message " + i));
    }
    db.messages()
        .create(
            new Message(
                "release", START.plusSeconds(30), "r01", "u-bob", "Release branch is cut", null));
  }

  /**
   * Message {@code n} of a room: id {@code m01}..., sent {@code (n - 1) * 45.5} seconds after
   * {@link #START}.
   */
  static Message message(String roomId, int n, String authorId, String text) {
    Instant sentAt = START.plusMillis((n - 1) * 45_500L);
    return new Message(roomId, sentAt, String.format("m%02d", n), authorId, text, null);
  }

  private static void join(
      ChatDb db, String roomId, String roomName, String userId, String displayName) {
    db.members()
        .create(new Member(roomId, userId, displayName, roomName, START.minusSeconds(3600)));
  }
}
