package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A whole stored shape changed against the accepted design: the shape grows with a former shape
 * that stores what the accepted design stores, a migration in flight (a note, and the record holds
 * the shape and the former shape's attributes); a former shape that stores something else, a shape
 * that grows without one, or a shape below the accepted one are errors. Without the shape, the same
 * change is the usual baseline error of each attribute.
 */
class FormerShapeBaselineTest {

  private static final JavaFileObject V1 =
      source(
          "test.Customer",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "A")
          public record Customer(String customerId, String name, long points) {}
          """);

  private static final Path BASELINE = accepted(SHOP, V1);

  private static Compilation v2(String shape, String former) {
    return against(
        BASELINE,
        SHOP,
        source(
            "test.Customer",
            """
            @Entity(table = Shop.class, shape = %s)
            @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "A")
            public record Customer(String customerId, String first, String last, String points) {
              %s
            }
            """
                .formatted(shape, former)));
  }

  private static String former(String components) {
    return """
    @FormerShape(1)
      record V1(%s) {
        Customer upgrade() { return new Customer(customerId, name, "", "" + points); }
      }
    """
        .formatted(components);
  }

  private static String recordFile() {
    return Baselines.file(BASELINE, "Shop");
  }

  @Test
  void aShapeThatGrowsWithTheAcceptedFormerShapeIsAMigrationInFlight() {
    Compilation compilation = v2("2", former("String customerId, String name, long points"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The stored shape of Customer moves from shape 1 to"
                + " shape 2 since the accepted design ("
                + recordFile()
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Customer.upgrade\" of ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("shape = 2");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains("\"shape\": 2", "\"formerShapes\"", "\"class\": \"test.Customer.V1\"");
  }

  /** Both migrations of one deploy, each with its job: the shape grows and the key moves. */
  @Test
  void aShapeThatGrowsWhileTheKeyMovesIsTwoMigrationsInFlight() {
    Compilation compilation =
        against(
            BASELINE,
            SHOP,
            source(
                "test.Customer",
                """
                @Entity(table = Shop.class, shape = 2)
                @KeyPattern(pk = "C#{customerId}", sk = "A",
                    formerly = @FormerKey(pk = "CUSTOMER#{customerId}", sk = "A"))
                public record Customer(String customerId, String first, String last, String points) {
                  %s
                }
                """
                    .formatted(former("String customerId, String name, long points"))));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The stored shape of Customer moves from shape 1 to"
                + " shape 2 since the accepted design")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("shape = 2");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The table key of Customer moves from pk ="
                + " \"CUSTOMER#{customerId}\", sk = \"A\" to pk = \"C#{customerId}\", sk = \"A\""
                + " since the accepted design")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerShapeThatStoresSomethingElseNamesTheDifference() {
    Compilation compilation = v2("2", former("String customerId, String name, String points"));
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] @FormerShape(1) V1 of Customer declares"
                + " formerly shape 1, but the accepted design ("
                + recordFile()
                + ") had attribute \"points\" stored as N (int64), which the record declares as S"
                + " (string): declare the record's components as the accepted design stores them")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@FormerShape(1)");
  }

  @Test
  void theSameChangeWithoutAShapeIsTheAttributesBaselineError() {
    Compilation compilation = v2("1", "");
    assertThat(compilation)
        .hadErrorContaining("[singletable:baseline-stored-type] Attribute points of Customer")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("String points");
  }

  @Test
  void aShapeBelowTheAcceptedOneIsRefused() {
    Path shaped =
        accepted(
            SHOP,
            source(
                "test.Customer",
                """
                @Entity(table = Shop.class, shape = 3)
                @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "A")
                public record Customer(String customerId, String name, long points) {}
                """));
    Compilation compilation =
        against(
            shaped,
            SHOP,
            source(
                "test.Customer",
                """
                @Entity(table = Shop.class, shape = 2)
                @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "A")
                public record Customer(String customerId, String name, long points) {}
                """));
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] Customer declares @Entity(shape = 2), but the accepted"
                + " design ("
                + Baselines.file(shaped, "Shop")
                + ") is of shape 3, which this code cannot read")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("shape = 2");
  }
}
