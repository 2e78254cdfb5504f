package dev.singletable.samples.chat;

import dev.singletable.annotations.CreatedAt;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A chat room, stored at the end of its own partition (sort key {@code ROOM} sorts after members
 * and messages).
 */
@Entity(table = Chat.class)
@KeyPattern(pk = "ROOM#{roomId}", sk = "ROOM")
public record Room(String roomId, String name, String topic, @CreatedAt Instant createdAt) {}
