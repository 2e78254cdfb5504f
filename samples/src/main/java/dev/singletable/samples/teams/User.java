package dev.singletable.samples.teams;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * A user, keyed {@code USER#id} twice so that it also heads its own partition of the Inverted
 * index, where the {@code userProjects} collection reads it with its memberships.
 */
@Entity(table = Teams.class)
@KeyPattern(pk = "USER#{userId}", sk = "USER#{userId}")
// Every item is in an index keyed by the table's own keys, but a collection on it needs the
// entity to say so; the query method this declares is named apart from the table's byUserId.
@Gsi(index = "Inverted", pk = "USER#{userId}", sk = "USER#{userId}", query = "byUserIdViaInverted")
@Collection(value = "userProjects", index = "Inverted")
public record User(UserId userId, String name, String email) {}
