package dev.singletable.processor.it.unique;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Unique;

/** A player of a team, without a version: its handle is unique across every team. */
@Entity(table = Club.class)
@KeyPattern(pk = "TEAM#{team}", sk = "PLAYER#{playerId}")
public record Player(String team, String playerId, @Unique String handle, int goals) {}
