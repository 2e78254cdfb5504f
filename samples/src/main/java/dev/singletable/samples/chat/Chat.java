package dev.singletable.samples.chat;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The chat single table: each room's partition holds the room, its members and its messages; GSI1
 * (sparse, only memberships fill it) lists the rooms a user belongs to.
 */
@Table(name = "Chat", gsis = @GlobalIndex(name = "GSI1"))
public interface Chat {}
