package dev.singletable.processor.write.report;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The model view's example items and the design review's example values follow each attribute's
 * type: enum constants (never a made-up string such as {@code "x"}), numbers, instants, dates,
 * booleans and UUIDs, in the attribute and inside the keys built from it.
 */
class ExampleValueTypesTest {

  private static final JavaFileObject REPO =
      JavaFileObjects.forSourceString(
          "test.Repo",
          """
          package test;
          import dev.singletable.annotations.*;
          @Table(name = "Repo", gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2")})
          public interface Repo {}
          """);

  private static final JavaFileObject ISSUE =
      JavaFileObjects.forSourceString(
          "test.Issue",
          """
          package test;
          import dev.singletable.annotations.*;
          import java.time.*;
          @Entity(table = Repo.class)
          @KeyPattern(pk = "REPO#{owner}", sk = "ISSUE#{status}#{number}")
          @Gsi(index = "GSI1", pk = "KIND#{kind}#{number}", sk = "{opened}#{due}")
          @Gsi(index = "GSI2", pk = "ID#{id}", sk = "{flag}#{big}")
          @Collection("repo")
          public record Issue(String owner, Status status, int number, Kind kind, Instant opened,
              LocalDate due, java.util.UUID id, boolean flag, long big,
              java.util.List<Status> history) {
            public enum Status { OPEN, CLOSED }
            public enum Kind { BUG, FEATURE }
          }
          """);

  /** Not a member of the collection, yet stored in its partitions: the review shows an example. */
  private static final JavaFileObject LABEL =
      JavaFileObjects.forSourceString(
          "test.Label",
          """
          package test;
          import dev.singletable.annotations.*;
          @Entity(table = Repo.class)
          @KeyPattern(pk = "REPO#{owner}", sk = "LABEL#{kind}#{name}")
          public record Label(String owner, Issue.Kind kind, String name) {}
          """);

  @Test
  void exampleItemsHoldValuesOfEachAttributesType() throws IOException {
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(REPO, ISSUE);
    assertThat(compilation).succeeded();
    String page =
        compilation
            .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/Repo.html")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    String start = "<script type=\"application/json\" id=\"singletable-items\">";
    int from = page.indexOf(start) + start.length();
    String items = page.substring(from, page.indexOf("</script>", from));
    assertThat(items)
        .contains("\"SK\":{\"S\":\"ISSUE#OPEN#0000000001\"}")
        .contains("\"GSI1PK\":{\"S\":\"KIND#BUG#0000000001\"}")
        .contains("\"GSI1SK\":{\"S\":\"2025-01-15T09:30:00.000000000Z#2025-01-15\"}")
        .containsPattern("\"GSI2PK\":\\{\"S\":\"ID#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-")
        .contains("\"GSI2SK\":{\"S\":\"true#0000000000000000001\"}")
        .contains("\"status\":{\"S\":\"OPEN\"}")
        .contains("\"status\":{\"S\":\"CLOSED\"}")
        .contains("\"kind\":{\"S\":\"BUG\"}")
        .contains("\"kind\":{\"S\":\"FEATURE\"}")
        .contains("\"number\":{\"N\":\"1\"}")
        .contains("\"opened\":{\"S\":\"2025-01-15T09:30:00.000000000Z\"}")
        .contains("\"due\":{\"S\":\"2025-01-15\"}")
        .contains("\"flag\":{\"BOOL\":true}")
        .contains("\"big\":{\"N\":\"1\"}")
        .contains("\"history\":{\"L\":[{\"S\":\"OPEN\"},{\"S\":\"CLOSED\"}]}")
        .doesNotContain("\"x\"");
  }

  @Test
  void theDesignReviewsExampleShowsAnEnumAsOneOfItsConstants() {
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(REPO, ISSUE, LABEL);
    assertThat(compilation)
        .hadErrorContaining(
            "Label {owner=\"a\", kind=BUG, name=\"x\"} at PK=\"REPO#a\", SK=\"LABEL#BUG#x\"");
  }
}
