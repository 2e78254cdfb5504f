package dev.singletable.samples.chat;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A user's membership of a room, listed in the room's partition and, through GSI1, in the user's,
 * with both names copied in so that neither listing needs a second read.
 */
@Entity(table = Chat.class)
@KeyPattern(pk = "ROOM#{roomId}", sk = "MEMBER#{userId}", query = "membersOf")
@Gsi(index = "GSI1", pk = "USER#{userId}", sk = "ROOM#{roomId}", query = "roomsOf")
@Collection(value = "roomMembers", prefix = "MEMBER#")
@Collection("roomExport")
public record Member(
    String roomId, String userId, String displayName, String roomName, Instant joinedAt) {}
