package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Native index diagnostics ({@code @GlobalIndex(partitionKeys = ...)}): text and position. */
class NativeIndexDiagnosticsTest {

  private static final JavaFileObject MATCH =
      source(
          "test.Match",
          """
          @Entity(table = League.class)
          @KeyPattern(pk = "MATCH#{matchId}", sk = "MATCH")
          public record Match(String matchId, String tournamentId, String region, Integer round,
              String bracket, boolean live, List<String> players, Set<String> tags,
              Map<String, String> notes, Score score) {
            public record Score(int home, int away) {}
          }
          """);

  private static JavaFileObject league(String indexes, String reads) {
    return source(
        "test.League",
        "@Table(name = \"League\", gsis = {"
            + indexes
            + "})\npublic interface League {\n"
            + reads
            + "\n}\n");
  }

  private static final String BY_ROUND =
      """
      @GlobalIndex(name = "MatchesByRound", partitionKeys = {"tournamentId", "region"},
          sortKeys = {"round", "bracket", "matchId"})
      """;

  private static Compilation compileLeague(JavaFileObject league, JavaFileObject... more) {
    JavaFileObject[] sources = new JavaFileObject[more.length + 2];
    sources[0] = league;
    sources[1] = MATCH;
    System.arraycopy(more, 0, sources, 2, more.length);
    return compile(sources);
  }

  @Test
  void aValidNativeIndexAndItsReadsCompileClean() {
    JavaFileObject league =
        league(
            BY_ROUND,
            """
            @AccessPattern("A round's matches")
            List<Match> round(String tournamentId, String region, int round);
            @AccessPattern("Matches from a round on")
            List<Match> from(String tournamentId, String region, @Since("round") int round);
            """);
    assertThat(compileLeague(league)).succeededWithoutWarnings();
  }

  @Test
  void atMostFourPartitionAttributes() {
    JavaFileObject league =
        league(
            """
            @GlobalIndex(name = "Wide",
                partitionKeys = {"tournamentId", "region", "bracket", "matchId", "round"})
            """,
            "");
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:native-key-count] index \"Wide\" lists 5 partition attributes; DynamoDB"
                + " keys a global index by 1 to 4 partition attributes and at most 4 sort"
                + " attributes; keep the 4 that queries fix first and filter on the others")
        .inFile(league)
        .onLineContaining("partitionKeys = {");
  }

  @Test
  void atMostFourSortAttributes() {
    JavaFileObject league =
        league(
            """
            @GlobalIndex(name = "Deep", partitionKeys = "tournamentId",
                sortKeys = {"region", "round", "bracket", "matchId", "entityType"})
            """,
            "");
    assertThat(compileLeague(league))
        .hadErrorContaining("[singletable:native-key-count] index \"Deep\" lists 5 sort attributes")
        .inFile(league)
        .onLineContaining("sortKeys = {");
  }

  @Test
  void sortAttributesNeedPartitionAttributes() {
    JavaFileObject league = league("@GlobalIndex(name = \"Loose\", sortKeys = {\"round\"})", "");
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:native-key-count] index \"Loose\" lists 0 partition attributes;"
                + " DynamoDB keys a global index by 1 to 4 partition attributes and at most 4 sort"
                + " attributes; list at least one in partitionKeys")
        .inFile(league)
        .onLineContaining("@GlobalIndex(name = \"Loose\"");
  }

  @Test
  void aSyntheticKeyNameBesideNativeKeysIsRefused() {
    JavaFileObject league =
        league(
            "@GlobalIndex(name = \"Both\", pk = \"GSI1PK\", partitionKeys = {\"tournamentId\"})",
            "");
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:native-key-synthetic] index \"Both\" names its own key attributes"
                + " (partitionKeys/sortKeys) and also sets pk, which names the attributes of a"
                + " synthetic key that @Gsi templates fill; remove pk")
        .inFile(league)
        .onLineContaining("pk = \"GSI1PK\"");
  }

  @Test
  void anAttributeIsListedOnce() {
    JavaFileObject league =
        league(
            """
            @GlobalIndex(name = "Twice", partitionKeys = "tournamentId",
                sortKeys = {"round", "tournamentId"})
            """,
            "");
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:native-key-repeated] index \"Twice\" lists \"tournamentId\" twice")
        .inFile(league)
        .onLineContaining("sortKeys = {\"round\", \"tournamentId\"}");
  }

  @Test
  void aNameMatchingNoAttributeIsRefusedWithTheClosestOne() {
    JavaFileObject league =
        league("@GlobalIndex(name = \"ByTour\", partitionKeys = {\"tournamentID\"})", "");
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:native-key-unknown] index \"ByTour\" lists \"tournamentID\", which is"
                + " the stored name of no attribute of any entity of League (did you mean"
                + " \"tournamentId\"?); list the stored names (as @Attribute(name = ...) gives"
                + " them) of the entities' own attributes, or the entity-type attribute"
                + " \"entityType\"")
        .inFile(league)
        .onLineContaining("partitionKeys = {\"tournamentID\"}");
  }

  @Test
  void typesThatCannotBeKeysAreRefused() {
    for (String attribute : new String[] {"live", "players", "tags", "notes", "score"}) {
      JavaFileObject league =
          league(
              "@GlobalIndex(name = \"ByX\", partitionKeys = {\"tournamentId\"}, sortKeys = {\""
                  + attribute
                  + "\"})",
              "");
      assertThat(compileLeague(league))
          .hadErrorContaining(
              "[singletable:native-key-type] index \"ByX\" lists \""
                  + attribute
                  + "\", which Match."
                  + attribute
                  + " stores as ")
          .inFile(league)
          .onLineContaining("sortKeys = {\"" + attribute + "\"}");
    }
  }

  @Test
  void anAttributesTypeMustAgreeAcrossEntities() {
    JavaFileObject bracket =
        source(
            "test.Bracket",
            """
            @Entity(table = League.class)
            @KeyPattern(pk = "BRACKET#{name}", sk = "BRACKET")
            public record Bracket(String name, String tournamentId, String round) {}
            """);
    JavaFileObject league =
        league(
            """
            @GlobalIndex(name = "ByRound", partitionKeys = {"entityType", "tournamentId"},
                sortKeys = {"round"})
            """,
            "");
    assertThat(compileLeague(league, bracket))
        .hadErrorContaining(
            "[singletable:native-key-type-mismatch] index \"ByRound\" lists \"round\", which"
                + " Bracket stores as S but Match as N, and a key attribute has one type (S, N or"
                + " B) in the index")
        .inFile(league)
        .onLineContaining("sortKeys = {\"round\"}");
  }

  @Test
  void anIndexNoEntityFillsIsRefused() {
    JavaFileObject bracket =
        source(
            "test.Bracket",
            """
            @Entity(table = League.class)
            @KeyPattern(pk = "BRACKET#{name}", sk = "BRACKET")
            public record Bracket(String name, String seed) {}
            """);
    JavaFileObject league =
        league("@GlobalIndex(name = \"Seeds\", partitionKeys = {\"seed\", \"region\"})", "");
    assertThat(compileLeague(league, bracket))
        .hadErrorContaining(
            "[singletable:native-index-empty] no entity of League stores every key attribute of"
                + " index \"Seeds\" (seed, region)")
        .inFile(league)
        .onLineContaining("@GlobalIndex(name = \"Seeds\"");
  }

  private static final JavaFileObject BRACKET =
      source(
          "test.Bracket",
          """
          @Entity(table = League.class)
          @KeyPattern(pk = "BRACKET#{name}", sk = "BRACKET")
          public record Bracket(String name, String tournamentId, String region) {}
          """);

  private static final String BY_REGION =
      "@GlobalIndex(name = \"ByRegion\", partitionKeys = {\"tournamentId\", \"region\"})";

  @Test
  void aReadOnlyAMixedIndexServesIsRefusedOnTheMethod() {
    JavaFileObject league =
        league(
            BY_REGION,
            """
            @AccessPattern("A region's matches")
            List<Match> matchesOf(String tournamentId, String region);
            """);
    assertThat(compileLeague(league, BRACKET))
        .hadErrorContaining(
            "[singletable:native-index-mixed] matchesOf() reads Match from native index"
                + " \"ByRegion\" (tournamentId, region), which also holds the items of Bracket,"
                + " since they store those attributes too: its key condition cannot tell them"
                + " apart, so the read would return them as Match; list the entity-type attribute"
                + " \"entityType\" in partitionKeys (each read then fixes it to its entity's type),"
                + " or store Bracket's \"tournamentId\" under another name with @Attribute(name ="
                + " ...), or give the read the parameters of another key")
        .inFile(league)
        .onLineContaining("List<Match> matchesOf(");
  }

  @Test
  void anIndexSeveralEntitiesStoreIsSilentWhileNoReadMixesThem() {
    // Both entities store tournamentId and region, but no read is served by ByRegion: the
    // repositories get no query of it, and the one declared read is served by the table's key.
    JavaFileObject league =
        league(
            BY_REGION,
            """
            @AccessPattern("A match by id")
            Optional<Match> match(String matchId);
            """);
    Compilation compilation = compileLeague(league, BRACKET);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.MatchRepository")
        .contentsAsUtf8String()
        .doesNotContain("byRegion(");
  }

  @Test
  void aReadAnotherKeyServesIsSilentBesideAMixedIndex() {
    JavaFileObject league =
        league(
            BY_REGION + ", " + BY_ROUND,
            """
            @AccessPattern("A region's matches, round by round")
            List<Match> draw(String tournamentId, String region);
            """);
    assertThat(compileLeague(league, BRACKET)).succeededWithoutWarnings();
  }

  @Test
  void theEntityTypeAsAPartitionAttributeKeepsAReadToItsEntity() {
    JavaFileObject league =
        league(
            "@GlobalIndex(name = \"ByRegion\","
                + " partitionKeys = {\"entityType\", \"tournamentId\", \"region\"})",
            """
            @AccessPattern("A region's matches")
            List<Match> matchesOf(String tournamentId, String region);
            @AccessPattern("A region's brackets")
            List<Bracket> bracketsOf(String tournamentId, String region);
            """);
    assertThat(compileLeague(league, BRACKET)).succeededWithoutWarnings();
  }

  @Test
  void anIndexPartitionedOnlyByAnEnumIsAHotPartition() {
    JavaFileObject game =
        source(
            "test.Game",
            """
            @Entity(table = League.class)
            @KeyPattern(pk = "GAME#{gameId}", sk = "GAME")
            public record Game(String gameId, Status status) {
              public enum Status { DRAWN, PLAYING, PLAYED }
            }
            """);
    JavaFileObject league =
        league("@GlobalIndex(name = \"ByStatus\", partitionKeys = {\"status\"})", "");
    assertThat(compileLeague(league, game))
        .hadWarningContaining(
            "[singletable:native-hot-partition] native index \"ByStatus\" is partitioned only by"
                + " attributes with few values (status: an enum of 3), so all Game items go to at"
                + " most 3 partitions. One partition serves at most about 3,000 reads and 1,000"
                + " writes per second, and a native key has no shard number: add an attribute with"
                + " many values, such as \"gameId\", to partitionKeys")
        .inFile(league)
        .onLineContaining("@GlobalIndex(name = \"ByStatus\"");
  }

  @Test
  void anIndexWithAManyValuedPartitionAttributeIsNotHot() {
    JavaFileObject game =
        source(
            "test.Game",
            """
            @Entity(table = League.class)
            @KeyPattern(pk = "GAME#{gameId}", sk = "GAME")
            public record Game(String gameId, String tournamentId, Status status) {
              public enum Status { DRAWN, PLAYING, PLAYED }
            }
            """);
    JavaFileObject league =
        league(
            "@GlobalIndex(name = \"ByStatus\", partitionKeys = {\"tournamentId\", \"status\"})",
            "");
    assertThat(compileLeague(league, game)).succeededWithoutWarnings();
  }

  @Test
  void aTemplateCannotFillANativeIndex() {
    JavaFileObject bracket =
        source(
            "test.Bracket",
            """
            @Entity(table = League.class)
            @KeyPattern(pk = "BRACKET#{name}", sk = "BRACKET")
            @Gsi(index = "MatchesByRound", pk = "B#{name}")
            public record Bracket(String name) {}
            """);
    assertThat(compileLeague(league(BY_ROUND, ""), bracket))
        .hadErrorContaining(
            "[singletable:native-index-template] @Gsi(index = \"MatchesByRound\") names index"
                + " \"MatchesByRound\", a native index of League keyed by the entities' own"
                + " attributes (tournamentId, region, round, bracket, matchId), which no template"
                + " fills; remove the annotation")
        .inFile(bracket)
        .onLineContaining("@Gsi(index = \"MatchesByRound\"");
  }

  @Test
  void aReadThatSkipsASortAttributeNamesIt() {
    JavaFileObject league =
        league(
            BY_ROUND,
            """
            @AccessPattern("A bracket's matches of every round")
            List<Match> bracket(String tournamentId, String region, String bracket);
            """);
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:pattern-sort-gap] parameter bracket of bracket() compares bracket, but"
                + " the sort key of index MatchesByRound (tournamentId, region / round, bracket,"
                + " matchId) has {round} before it, which no equality parameter binds, and a key"
                + " condition can only narrow the component after the bound ones; add a parameter"
                + " for round, mark bracket @Filter to read the partition and drop what does"
                + " not match, or ")
        .inFile(league)
        .onLineContaining("String bracket);");
  }

  @Test
  void aRangeOnANonLastSortAttributeNamesTheAttributeAfterIt() {
    JavaFileObject league =
        league(
            BY_ROUND,
            """
            @AccessPattern("A bracket's matches from a round on")
            List<Match> bracketFrom(
                String tournamentId, String region, @Since("round") int round, String bracket);
            """);
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:pattern-sort-gap] parameter bracket of bracketFrom() compares bracket,"
                + " but the sort key of index MatchesByRound (tournamentId, region / round,"
                + " bracket, matchId) has {round} before it, which no equality parameter binds")
        .inFile(league)
        .onLineContaining("String bracket);");
  }

  @Test
  void aFilterOnAKeyAttributeOfTheIndexIsRefused() {
    JavaFileObject league =
        league(
            BY_ROUND,
            """
            @AccessPattern("A round's matches in a bracket")
            List<Match> roundOfBracket(
                String tournamentId, String region, int round, @Filter String bracket);
            """);
    assertThat(compileLeague(league))
        .hadErrorContaining(
            "[singletable:pattern-filter-native-key] @Filter on parameter bracket of"
                + " roundOfBracket(): bracket is a key attribute of native index MatchesByRound"
                + " (tournamentId, region / round, bracket, matchId), and DynamoDB refuses an"
                + " index's key attributes in a query's filter; remove @Filter")
        .inFile(league)
        .onLineContaining("@Filter String bracket");
  }
}
