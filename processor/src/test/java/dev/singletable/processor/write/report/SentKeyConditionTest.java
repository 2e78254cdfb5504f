package dev.singletable.processor.write.report;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import dev.singletable.runtime.internal.SortKeyCondition;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The report (Markdown and JSON), the model view and the declared method's Javadoc print the key
 * condition the generated code sends, with its exact byte-order bounds and the rule that makes them
 * exact, not the naive condition of the annotations ({@code SK > LIKE#{postId}}). Each text is also
 * checked against the runtime's own {@link SortKeyCondition} for sample values, so the report and
 * the code cannot drift apart.
 */
class SentKeyConditionTest {

  private static final JavaFileObject FORUM =
      JavaFileObjects.forSourceString(
          "test.Forum",
          """
          package test;
          import dev.singletable.annotations.*;
          import java.time.Instant;
          import java.util.List;
          @Table(name = "Forum")
          public interface Forum {
            @AccessPattern("A user's likes after a post")
            List<Like> likesAfter(String userId, @After("postId") String postIdPrefix);
            @AccessPattern("A post's comments in a period")
            List<Comment> commentsBetween(String postId, @Since("at") Instant a,
                @Until("at") Instant b);
            @AccessPattern("A post's comments by authors starting with a prefix")
            List<Reply> repliesBy(String postId, @BeginsWith("author") String prefix);
          }
          """);

  private static final JavaFileObject LIKE =
      JavaFileObjects.forSourceString(
          "test.Like",
          """
          package test;
          import dev.singletable.annotations.*;
          @Entity(table = Forum.class)
          @KeyPattern(pk = "USER#{userId}", sk = "LIKE#{postId}")
          public record Like(String userId, String postId) {}
          """);

  private static final JavaFileObject COMMENT =
      JavaFileObjects.forSourceString(
          "test.Comment",
          """
          package test;
          import dev.singletable.annotations.*;
          import java.time.Instant;
          @Entity(table = Forum.class)
          @KeyPattern(pk = "POST#{postId}", sk = "COMMENT#{at}#{commentId}")
          public record Comment(String postId, Instant at, String commentId) {}
          """);

  private static final JavaFileObject REPLY =
      JavaFileObjects.forSourceString(
          "test.Reply",
          """
          package test;
          import dev.singletable.annotations.*;
          @Entity(table = Forum.class)
          @KeyPattern(pk = "POST#{postId}", sk = "REPLY#{author}")
          public record Reply(String postId, String author) {}
          """);

  private static final String AFTER =
      "PK = \"USER#{userId}\" AND SK BETWEEN \"LIKE#{postIdPrefix}\\u0000\" AND \"LIKE$\"";
  private static final String AFTER_BOUNDS =
      "bounds exact in UTF-8 byte order: \"LIKE#{postIdPrefix}\\u0000\" is the first string after"
          + " \"LIKE#{postIdPrefix}\"; \"LIKE$\" sorts after every key that starts with \"LIKE#\";"
          + " a null {postIdPrefix} reads every key that starts with \"LIKE#\"";
  private static final String BETWEEN =
      "PK = \"POST#{postId}\" AND SK BETWEEN \"COMMENT#{a}#\" AND \"COMMENT#{b}$\"";
  private static final String BETWEEN_BOUNDS =
      "bounds exact in UTF-8 byte order: \"COMMENT#{a}#\" sorts before every key with at = {a};"
          + " \"COMMENT#{b}$\" sorts after every key with at = {b} ('$' follows '#'); a null {a}"
          + " or {b} bounds that side by the prefix \"COMMENT#\" (both null: every key that starts"
          + " with \"COMMENT#\")";
  private static final String BEGINS =
      "PK = \"POST#{postId}\" AND begins_with(SK, \"REPLY#{prefix}\")";

  private static Compilation compilation;

  @BeforeAll
  static void compile() {
    compilation =
        javac().withProcessors(new SingletableProcessor()).compile(FORUM, LIKE, COMMENT, REPLY);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void theMarkdownReportPrintsTheSentConditionAndWhyItsBoundsAreExact() throws IOException {
    String md = resource("Forum.md");
    assertThat(md)
        .contains("| `" + AFTER + "` |")
        .contains("| `" + BETWEEN + "` |")
        .contains("| `" + BEGINS + "` |")
        .contains("the only key that serves it. B" + AFTER_BOUNDS.substring(1) + ".\n")
        .contains("the only key that serves it. B" + BETWEEN_BOUNDS.substring(1) + ".\n")
        .contains(
            "the only key that serves it. Begins_with reads exactly the keys that start with"
                + " \"REPLY#{prefix}\"")
        .doesNotContain("SK > ")
        .doesNotContain("BETWEEN COMMENT#{a} AND COMMENT#{b}");
  }

  @Test
  void theJsonReportCarriesTheConditionAndItsBounds() throws IOException {
    String json = resource("Forum.json");
    assertThat(json)
        .contains("\"keyCondition\": " + JsonReport.quote(AFTER))
        .contains("\"keyBounds\": " + JsonReport.quote(AFTER_BOUNDS))
        .contains("\"keyCondition\": " + JsonReport.quote(BETWEEN))
        .contains("\"keyBounds\": " + JsonReport.quote(BETWEEN_BOUNDS))
        .contains("\"keyCondition\": " + JsonReport.quote(BEGINS));
  }

  @Test
  void theModelViewShowsTheSameCondition() throws IOException {
    String page = resource("Forum.html");
    String start = "<script type=\"application/json\" id=\"singletable-model\">";
    int from = page.indexOf(start) + start.length();
    String model = page.substring(from, page.indexOf("</script>", from));
    assertThat(model)
        .contains(JsonReport.quote("Query: " + AFTER + " (" + AFTER_BOUNDS + ")"))
        .contains(JsonReport.quote("Query: " + BETWEEN + " (" + BETWEEN_BOUNDS + ")"));
  }

  @Test
  void theMethodJavadocSaysTheSentConditionWithoutAUnicodeEscape() throws IOException {
    String db =
        compilation
            .generatedSourceFile("test.ForumDb")
            .orElseThrow()
            .getCharContent(true)
            .toString()
            .replaceAll("\n\\s*\\* ?", " ");
    assertThat(db)
        .contains(
            "<code>PK = \"USER#{userId}\" AND SK BETWEEN \"LIKE#{postIdPrefix}&#92;u0000\" AND"
                + " \"LIKE$\"</code>")
        .contains("{@code " + BETWEEN + "}")
        .contains("{@code " + BEGINS + "}")
        .doesNotContain("\\u0000");
  }

  /** The texts are the runtime's conditions for sample values, placeholders filled in. */
  @Test
  void theTextsAreWhatTheRuntimeComputes() {
    assertThat(sent(SortKeyCondition.after("LIKE#", "p1", true, '#')))
        .isEqualTo(sortPart(AFTER).replace("{postIdPrefix}", "p1"));
    String a = "2025-01-01T00:00:00.000000000Z";
    String b = "2025-02-01T00:00:00.000000000Z";
    assertThat(sent(SortKeyCondition.between("COMMENT#", a, b, false, '#')))
        .isEqualTo(sortPart(BETWEEN).replace("{a}", a).replace("{b}", b));
    assertThat(sent(SortKeyCondition.prefix("REPLY#" + "ann")))
        .isEqualTo(sortPart(BEGINS).replace("{prefix}", "ann"));
  }

  private static String sortPart(String condition) {
    return condition.substring(condition.indexOf(" AND ") + 5);
  }

  private static String sent(SortKeyCondition condition) {
    return condition.clause("SK", value -> '"' + value + '"').replace("\u0000", "\\u0000");
  }

  private static String resource(String name) throws IOException {
    return compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/" + name)
        .orElseThrow(() -> new AssertionError(name + " was not written"))
        .getCharContent(true)
        .toString();
  }
}
