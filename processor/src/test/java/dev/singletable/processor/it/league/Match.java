package dev.singletable.processor.it.league;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A match, in index MatchesByRound once it has a round (a null round leaves it out) and in
 * ByTournament once it has a score.
 */
@Entity(table = League.class)
@KeyPattern(pk = "MATCH#{matchId}", sk = "MATCH")
public record Match(
    String matchId,
    String tournamentId,
    String region,
    Integer round,
    String bracket,
    Long score) {}
