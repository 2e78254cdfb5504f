package dev.singletable.samples.tournament;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A tournament: it has no region or round, so it is not in MatchesByRound. */
@Entity(table = Tournaments.class)
@KeyPattern(pk = "TOURNAMENT#{tournamentId}", sk = "TOURNAMENT")
public record Tournament(String tournamentId, String name) {}
