package dev.singletable.samples.chat;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.CreatedAt;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A chat room, stored at the end of its own partition (sort key {@code ROOM} sorts after members
 * and messages). The partition is two sub-collections, each selected by its sort-key prefix: the
 * members ({@code MEMBER#}) and the messages ({@code MSG#}); {@code roomExport} spans it all.
 */
@Entity(table = Chat.class)
@KeyPattern(pk = "ROOM#{roomId}", sk = "ROOM")
@Collection("roomExport")
public record Room(String roomId, String name, String topic, @CreatedAt Instant createdAt) {}
