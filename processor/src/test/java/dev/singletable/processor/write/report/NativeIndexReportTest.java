package dev.singletable.processor.write.report;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report (Markdown and JSON) and the model view of native indexes: their typed partition and
 * sort attributes, the entities in them, whether a query of one would mix them, the generated query
 * and the key condition a declared read sends; the model view's script draws a native index's
 * partitions in typed tuple order and finds what a read of it reads (run in Node.js).
 */
class NativeIndexReportTest {

  private static final String IMPORTS =
      """
      package test;
      import dev.singletable.annotations.*;
      import java.util.*;
      """;

  private static final JavaFileObject LEAGUE =
      source(
          "test.League",
          """
          @Table(name = "League", gsis = {
              @GlobalIndex(name = "MatchesByRound", partitionKeys = {"tournamentId", "region"},
                  sortKeys = {"round", "bracket", "matchId"}),
              @GlobalIndex(name = "ByRegion", partitionKeys = {"tournamentId", "region"})})
          public interface League {
            @AccessPattern("A region's matches from a round on")
            List<Match> fromRound(String tournamentId, String region, @Since("round") int round);
            @AccessPattern("A round's matches of the brackets starting with a prefix")
            List<Match> brackets(String tournamentId, String region, int round,
                @BeginsWith("bracket") String prefix);
          }
          """);

  private static final JavaFileObject MATCH =
      source(
          "test.Match",
          """
          @Entity(table = League.class)
          @KeyPattern(pk = "MATCH#{matchId}", sk = "MATCH")
          public record Match(String matchId, String tournamentId, String region, Integer round,
              String bracket) {}
          """);

  // Stores tournamentId and region too: it is in ByRegion with Match, so no query reads ByRegion.
  private static final JavaFileObject BRACKET =
      source(
          "test.Bracket",
          """
          @Entity(table = League.class)
          @KeyPattern(pk = "BRACKET#{name}", sk = "BRACKET")
          public record Bracket(String name, String tournamentId, String region) {}
          """);

  private static Compilation compilation;

  @BeforeAll
  static void compile() {
    compilation =
        javac().withProcessors(new SingletableProcessor()).compile(LEAGUE, MATCH, BRACKET);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void theJsonReportListsNativeIndexesWithTypedKeysAndMembers() throws IOException {
    String json = resource("League.json");
    assertThat(json)
        .contains(
            "{\"name\": \"MatchesByRound\", \"kind\": \"global\", \"partitionKey\": null,"
                + " \"sortKey\": null, \"partitionKeys\": [{\"name\": \"tournamentId\", \"type\":"
                + " \"S\"}, {\"name\": \"region\", \"type\": \"S\"}], \"sortKeys\": [{\"name\":"
                + " \"round\", \"type\": \"N\"}, {\"name\": \"bracket\", \"type\": \"S\"},"
                + " {\"name\": \"matchId\", \"type\": \"S\"}], \"projection\": \"ALL\","
                + " \"include\": [], \"members\": [\"Match\"], \"mixed\": false}")
        .contains("\"name\": \"ByRegion\"")
        .contains("\"members\": [\"Bracket\", \"Match\"], \"mixed\": true}")
        // The key condition each declared read sends, attribute by attribute.
        .contains(
            "\"keyCondition\": \"tournamentId = {tournamentId} AND region = {region} AND round"
                + " >= {round}\"")
        .contains(
            "\"keyCondition\": \"tournamentId = {tournamentId} AND region = {region} AND round ="
                + " {round} AND begins_with(bracket, {prefix})\"")
        // The generated query of the index that keeps to Match; none of the mixed one.
        .contains(
            "{\"pk\": \"tournamentId, region\", \"sk\": \"round, bracket, matchId\", \"entity\":"
                + " \"Match\", \"index\": \"MatchesByRound\", \"method\":"
                + " \"matches().matchesByRound(tournamentId, region)\"}")
        .contains(
            "{\"pk\": \"tournamentId, region\", \"sk\": \"\", \"entity\": \"Bracket\", \"index\":"
                + " \"ByRegion\", \"method\": null}")
        // A write of a match also writes its copy in both indexes.
        .containsPattern(
            "\\{\"entity\": \"Match\", [^\\n"
                + "]*\"indexes\": \\[[^\\n"
                + "]*MatchesByRound[^\\n"
                + "]*ByRegion");
  }

  @Test
  void theMarkdownReportShowsNativeIndexesAndWhatTheyHold() throws IOException {
    String md = resource("League.md");
    assertThat(md)
        .contains(
            "| MatchesByRound | global, native | `tournamentId (S), region (S) / round (N), bracket"
                + " (S), matchId (S)` | ALL |")
        .contains("| ByRegion | global, native | `tournamentId (S), region (S)` | ALL |")
        .contains(
            "MatchesByRound is keyed by the items' own attributes, each of its own type: it holds"
                + " Match (the items that store every key attribute)")
        .contains(
            "ByRegion is keyed by the items' own attributes, each of its own type: it holds"
                + " Bracket, Match")
        .contains("Its key condition cannot tell these entities apart, so no query reads it.")
        .contains(
            "| `tournamentId, region` | `round, bracket, matchId` | Match | MatchesByRound |"
                + " `matches().matchesByRound(tournamentId, region)` |");
  }

  @Test
  void theModelViewEmbedsNativeIndexesAndTheKeyConditionOfEachRead() throws IOException {
    String model = element(page(), "singletable-model");
    assertThat(model)
        .contains(
            "\"name\":\"MatchesByRound\",\"kind\":\"global\",\"partitionKey\":\"tournamentId,"
                + " region\",\"sortKey\":\"round, bracket, matchId\",\"projection\":\"ALL\","
                + "\"include\":[],\"partitionKeys\":[{\"name\":\"tournamentId\",\"type\":\"S\"},"
                + "{\"name\":\"region\",\"type\":\"S\"}],\"sortKeys\":[{\"name\":\"round\","
                + "\"type\":\"N\"},{\"name\":\"bracket\",\"type\":\"S\"},{\"name\":\"matchId\","
                + "\"type\":\"S\"}],\"members\":[\"Match\"],\"mixed\":false")
        .contains("\"members\":[\"Bracket\",\"Match\"],\"mixed\":true")
        .contains(
            "\"nativeKey\":[{\"attribute\":\"tournamentId\",\"operator\":\"=\"},"
                + "{\"attribute\":\"region\",\"operator\":\"=\"},"
                + "{\"attribute\":\"round\",\"operator\":\">=\"}]")
        .contains("\"call\":\"matches().matchesByRound(tournamentId, region)\"")
        // Each entity's keys list the native indexes it is in.
        .contains("{\"index\":\"ByRegion\",\"pk\":\"tournamentId, region\",\"sk\":null}");
  }

  @Test
  void theModelViewScriptSortsANativeIndexByTypedTuplesAndFindsWhatAReadReads(@TempDir Path dir)
      throws Exception {
    assumeTrue(node(), "no node on the PATH");
    Files.writeString(dir.resolve("singletable-model.json"), element(page(), "singletable-model"));
    Files.writeString(
        dir.resolve("singletable-items.json"),
        """
        {"source": "test", "items": [
          %s, %s, %s, %s, %s,
          {"PK": {"S": "BRACKET#north"}, "SK": {"S": "BRACKET"}, "entityType": {"S": "Bracket"},
           "name": {"S": "north"}, "tournamentId": {"S": "t1"}, "region": {"S": "EU"}}
        ]}
        """
            .formatted(
                match("m1", 10, "north-1"),
                match("m2", 2, "north-1"),
                match("m3", 1, "north-1"),
                match("m4", 1, "south-1"),
                // Not drawn yet: no round, so not in MatchesByRound (sparse), but in ByRegion.
                match("m5", null, "north-1")));
    try (InputStream in =
        NativeIndexReportTest.class.getResourceAsStream(
            "/dev/singletable/processor/write/report/model-view-model.js")) {
      Files.write(dir.resolve("model-view-model.js"), in.readAllBytes());
    }
    Files.writeString(
        dir.resolve("run.js"),
        """
        const fs = require('fs');
        const path = require('path');
        global.document = { getElementById: id => ({
          textContent: fs.readFileSync(path.join(__dirname, id + '.json'), 'utf8') }) };
        eval(fs.readFileSync(path.join(__dirname, 'model-view-model.js'), 'utf8')
          + '; global.m = singletableModel;');
        const view = name => m.views.find(v => v.name === name);
        const rows = name => m.partitionsOf(view(name)).map(p =>
          p.pk + ' | ' + p.rows.map(r => r.item.entity.type + ' ' + r.sk).join(' ; '));
        const read = method => {
          const pattern = m.model.accessPatterns.find(p => p.name === method);
          const result = m.evaluate(pattern);
          return m.condition(pattern, result.values, result.sortValue) + ' -> '
            + result.read.map(r => r.item.attributes.matchId.S).join(',');
        };
        console.log(JSON.stringify({ byRound: rows('MatchesByRound'), byRegion: rows('ByRegion'),
          fromRound: read('fromRound'), brackets: read('brackets'),
          tab: m.isNative(view('MatchesByRound')) && !m.isNative(m.views[0]),
          derived: m.condition(m.model.accessPatterns.find(p => p.name === 'matchesByRound'),
            null, null) }));
        """);
    String out = run(dir.resolve("run.js"));
    assertThat(out)
        // Rounds in numeric order (1, 2, 10: not 1, 10, 2 as text), m5 left out.
        .contains(
            "\"byRound\":[\"t1, EU | Match 1, north-1, m3 ; Match 1, south-1, m4 ; Match 2,"
                + " north-1, m2 ; Match 10, north-1, m1\"]")
        // Every item with a tournament and region, m5 and the bracket too: no sort attribute.
        .contains(
            "\"byRegion\":[\"t1, EU | Match  ; Match  ; Match  ; Match  ; Match  ; Bracket \"]")
        .contains(
            "\"fromRound\":\"tournamentId = \\\"t1\\\" AND region = \\\"EU\\\" AND round >= 1 ->"
                + " m3,m4,m2,m1\"")
        .contains(
            "\"brackets\":\"tournamentId = \\\"t1\\\" AND region = \\\"EU\\\" AND round = 1 AND"
                + " begins_with(bracket, \\\"north-1\\\") -> m3\"")
        .contains("\"tab\":true")
        // The generated query as the page lists it, before any example is picked.
        .contains("\"derived\":\"tournamentId = {tournamentId} AND region = {region}\"");
  }

  private static String match(String id, Integer round, String bracket) {
    return "{\"PK\": {\"S\": \"MATCH#"
        + id
        + "\"}, \"SK\": {\"S\": \"MATCH\"}, \"entityType\": {\"S\": \"Match\"}, \"matchId\":"
        + " {\"S\": \""
        + id
        + "\"}, \"tournamentId\": {\"S\": \"t1\"}, \"region\": {\"S\": \"EU\"}, "
        + (round == null ? "" : "\"round\": {\"N\": \"" + round + "\"}, ")
        + "\"bracket\": {\"S\": \""
        + bracket
        + "\"}}";
  }

  private static boolean node() {
    try {
      Process process = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      process.getInputStream().readAllBytes();
      return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private static String run(Path script) throws Exception {
    Process process =
        new ProcessBuilder("node", script.toString()).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(out).isZero();
    return out;
  }

  private static String resource(String name) throws IOException {
    return compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/" + name)
        .orElseThrow(() -> new AssertionError(name + " was not written"))
        .getCharContent(true)
        .toString();
  }

  private static String page() throws IOException {
    return resource("League.html");
  }

  /** The content of the {@code <script type="application/json">} element with that id. */
  private static String element(String page, String id) {
    String start = "<script type=\"application/json\" id=\"" + id + "\">";
    int from = page.indexOf(start) + start.length();
    return page.substring(from, page.indexOf("</script>", from));
  }

  private static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString(name, IMPORTS + body);
  }
}
