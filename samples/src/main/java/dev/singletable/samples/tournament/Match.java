package dev.singletable.samples.tournament;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A match of a tournament, in its tournament's partition by id, and in the native index
 * MatchesByRound by tournament, region, round, bracket and id once it has a round: a match not
 * drawn yet ({@code round} null) stays out until an update sets its round.
 */
@Entity(table = Tournaments.class)
@KeyPattern(pk = "TOURNAMENT#{tournamentId}", sk = "MATCH#{matchId}")
public record Match(
    String tournamentId,
    String matchId,
    String region,
    Integer round,
    String bracket,
    String home,
    String away) {}
