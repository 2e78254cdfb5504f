package dev.singletable.processor.it.league;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A player of a tournament, in index ByTournament beside the matches, kept apart by type. */
@Entity(table = League.class)
@KeyPattern(pk = "PLAYER#{playerId}", sk = "PLAYER")
public record Player(String playerId, String tournamentId, long score, String name) {}
