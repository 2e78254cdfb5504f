package dev.singletable.samples.chat;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Before;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.Until;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The chat single table: each room's partition holds the room, its members and its messages; GSI1
 * (sparse, only memberships fill it) lists the rooms a user belongs to. The reads of the chat
 * application are declared here and implemented by {@code ChatDb}.
 */
@Table(name = "Chat", async = true, gsis = @GlobalIndex(name = "GSI1"))
public interface Chat {

  @AccessPattern("A room by id")
  Optional<Room> room(String roomId);

  @AccessPattern("The members of a room")
  List<Member> membersOfRoom(String roomId);

  @AccessPattern("The rooms a user belongs to")
  List<Member> roomsOfUser(String userId);

  @AccessPattern("A room's messages, newest first, a page at a time, from before a moment on")
  @Descending
  Page<Message> messagesOf(String roomId, @Before("sentAt") Instant before, PageRequest page);

  @AccessPattern("A room's messages of a period, oldest first")
  List<Message> messagesBetween(
      String roomId, @Since("sentAt") Instant from, @Until("sentAt") Instant to);

  @AccessPattern("A room's first message")
  Optional<Message> firstMessage(String roomId);

  @AccessPattern("A room's roster: its members alone, without reading its messages")
  ChatDb.RoomMembers rosterOf(String roomId);

  @AccessPattern("A room's history as a collection, newest first, a page at a time")
  @Descending
  ChatDb.RoomMessages historyOf(String roomId, PageRequest page);

  @AccessPattern("Everything in a room, for an export")
  ChatDb.RoomExport exportOf(String roomId);
}
