package dev.singletable.samples.chat;

import dev.singletable.runtime.failure.ConditionFailedException;
import java.time.Instant;

/** Chat operations that need more than one generated call or a condition. */
final class ChatRooms {

  private ChatRooms() {}

  /**
   * Replaces a message's text, only if {@code editorId} wrote it.
   *
   * @throws ConditionFailedException when someone else wrote it (carrying the message as stored)
   */
  static Message edit(ChatDb db, MessageKey key, String editorId, String text, Instant at) {
    return db.messages()
        .update(key)
        .set(MessageSchema.TEXT, text)
        .set(MessageSchema.EDITED_AT, at)
        .condition(MessageSchema.AUTHOR_ID.eq(editorId))
        .execute()
        .orElseThrow();
  }
}
