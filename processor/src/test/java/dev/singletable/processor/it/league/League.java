package dev.singletable.processor.it.league;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.After;
import dev.singletable.annotations.Before;
import dev.singletable.annotations.BeginsWith;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.Until;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.util.List;
import java.util.Optional;

/**
 * A table with two native indexes: matches by tournament and region, sorted by round (a number),
 * bracket and match id; and every entity by type and tournament, sorted by score, where the
 * entity-type attribute keeps matches and players apart.
 */
@Table(
    name = "League",
    async = true,
    gsis = {
      @GlobalIndex(
          name = "MatchesByRound",
          partitionKeys = {"tournamentId", "region"},
          sortKeys = {"round", "bracket", "matchId"}),
      @GlobalIndex(
          name = "ByTournament",
          partitionKeys = {"entityType", "tournamentId"},
          sortKeys = {"score"}),
      // Matches and players both store tournamentId and score, and the entity type is not a key
      // attribute: a query of one would return the other's items, so no repository has one and
      // no read below uses it (a read that did would be native-index-mixed).
      @GlobalIndex(
          name = "ScoresByTournament",
          partitionKeys = {"tournamentId"},
          sortKeys = {"score"})
    })
public interface League {

  @AccessPattern("A tournament region's matches, round by round")
  List<Match> matches(String tournamentId, String region);

  @AccessPattern("A tournament region's matches, last round first, a page at a time")
  @Descending
  Page<Match> latestMatches(String tournamentId, String region, PageRequest page);

  @AccessPattern("The matches of a round from a bracket on")
  List<Match> bracketsFrom(
      String tournamentId, String region, int round, @Since("bracket") String bracket);

  @AccessPattern("The matches of the rounds in a span")
  List<Match> rounds(
      String tournamentId,
      String region,
      @Since("round") Integer first,
      @Until("round") Integer last);

  @AccessPattern("The matches after a round")
  List<Match> roundsAfter(String tournamentId, String region, @After("round") int round);

  @AccessPattern("The matches before a round")
  List<Match> roundsBefore(String tournamentId, String region, @Before("round") int round);

  @AccessPattern("A round's matches of brackets with a prefix")
  List<Match> bracketsStartingWith(
      String tournamentId, String region, int round, @BeginsWith("bracket") String prefix);

  @AccessPattern("One match by its place in the draw")
  Optional<Match> match(
      String tournamentId, String region, int round, String bracket, String matchId);

  @AccessPattern("A tournament's players from a score up")
  List<Player> playersFrom(String tournamentId, @Since("score") long score);

  @AccessPattern("A tournament's matches by score")
  List<Match> matchesByScore(String tournamentId);
}
