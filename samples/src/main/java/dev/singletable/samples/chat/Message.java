package dev.singletable.samples.chat;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A message posted in a room, sorted by the millisecond it was sent (the message id breaks ties),
 * so that a room's history reads newest first, a page at a time.
 */
@Entity(table = Chat.class)
@KeyPattern(pk = "ROOM#{roomId}", sk = "MSG#{sentAt}#{messageId}", query = "messagesIn")
@Collection(value = "roomMessages", prefix = "MSG#")
@Collection("roomExport")
public record Message(
    String roomId,
    @KeyFormat(fractionDigits = 3) Instant sentAt,
    String messageId,
    String authorId,
    String text,
    Instant editedAt) {}
