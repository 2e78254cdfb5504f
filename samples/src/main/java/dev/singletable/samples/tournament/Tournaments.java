package dev.singletable.samples.tournament;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.BeginsWith;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.util.List;
import java.util.Optional;

/**
 * The tournament single table: each tournament's partition holds the tournament and its matches by
 * id; the native index MatchesByRound keys the same matches by their own attributes, tournament and
 * region, then round (a number), bracket and match id, so a region's draw reads round by round with
 * no synthetic key attribute to keep in step. A match without a round yet is not in the index.
 */
@Table(
    name = "Tournaments",
    gsis =
        @GlobalIndex(
            name = "MatchesByRound",
            partitionKeys = {"tournamentId", "region"},
            sortKeys = {"round", "bracket", "matchId"}))
public interface Tournaments {

  @AccessPattern("A tournament by id")
  Optional<Tournament> tournament(String tournamentId);

  @AccessPattern("A tournament's matches by id, scheduled or not")
  List<Match> matchesOf(String tournamentId);

  @AccessPattern("A region's draw, round by round, bracket by bracket")
  List<Match> draw(String tournamentId, String region);

  @AccessPattern("A region's matches of one round, bracket by bracket")
  List<Match> round(String tournamentId, String region, int round);

  @AccessPattern("A region's matches from a round on, latest round first, a page at a time")
  @Descending
  Page<Match> fromRound(
      String tournamentId, String region, @Since("round") int round, PageRequest page);

  @AccessPattern("A round's matches of the brackets whose name starts with a prefix")
  List<Match> brackets(
      String tournamentId, String region, int round, @BeginsWith("bracket") String prefix);
}
