package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A changed key format declared as a migration ({@code @KeyFormat(formerly = @FormerFormat(...))})
 * against the accepted design: the accepted format turns the baseline error into a migration in
 * flight; another is an error naming the accepted one; the undeclared change stays an error that
 * now says how to declare it. Without a baseline, a former format must be a valid other format of a
 * primary key component.
 */
class FormerFormatDiagnosticsTest {

  private static final String V1 =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ACCOUNT#{accountId}", sk = "PAID#{paidAt}")
      public record Payment(String accountId, Instant paidAt, Instant due, long cents) {}
      """;

  private static final Path BASELINE = accepted(SHOP, payment(V1));

  private static JavaFileObject payment(String body) {
    return source("test.Payment", body);
  }

  private static String body(String paidAt, String due) {
    return """
    @Entity(table = Shop.class)
    @KeyPattern(pk = "ACCOUNT#{accountId}", sk = "PAID#{paidAt}")
    public record Payment(String accountId,
        %s Instant paidAt,
        %s Instant due, long cents) {}
    """
        .formatted(paidAt, due);
  }

  private static Compilation v2(String paidAt) {
    return against(BASELINE, SHOP, payment(body(paidAt, "")));
  }

  private static Compilation withoutBaseline(String paidAt, String due) {
    return Sources.compile(SHOP, payment(body(paidAt, due)));
  }

  @Test
  void theAcceptedFormerFormatIsAMigrationInFlight() {
    Compilation compilation = v2("@KeyFormat(fractionDigits = 3, formerly = @FormerFormat)");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The key format of paidAt of Payment moves from"
                + " instant with 9 fraction digits to instant with 3 fraction digits since the"
                + " accepted design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Payment.key\" of ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"kind\": \"keyFormat\"",
            "\"from\": \"paidAt: instant fractionDigits = 9\"",
            "\"to\": \"paidAt: instant fractionDigits = 3\"");
  }

  @Test
  void aFormerFormatThatIsNotTheAcceptedOneNamesTheAcceptedFormat() {
    Compilation compilation =
        v2("@KeyFormat(fractionDigits = 3, formerly = @FormerFormat(fractionDigits = 6))");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The key format of paidAt of Payment"
                + " declares formerly instant with 6 fraction digits, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had instant with 9 fraction digits: the stored items' keys carry the accepted"
                + " format; declare formerly = @FormerFormat(fractionDigits = 9)")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
  }

  @Test
  void theUndeclaredChangeIsStillAnErrorThatSaysHowToDeclareIt() {
    Compilation compilation = v2("@KeyFormat(fractionDigits = 3)");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-format] Payment writes paidAt into its table sort key as"
                + " instant with 3 fraction digits, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") wrote it as instant with 9 fraction digits")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@KeyFormat(fractionDigits = 3)");
    assertThat(compilation)
        .hadErrorContaining(
            "keep the old format, or declare the migration with formerly ="
                + " @FormerFormat(fractionDigits = 9) on the @KeyFormat and run its job from"
                + " ShopDb.migrations()");
  }

  @Test
  void aFormerFormatLeftAfterTheNewFormatWasAcceptedIsAnError() {
    Path accepted = accepted(SHOP, payment(body("@KeyFormat(fractionDigits = 3)", "")));
    Compilation compilation =
        against(
            accepted,
            SHOP,
            payment(body("@KeyFormat(fractionDigits = 3, formerly = @FormerFormat)", "")));

    assertThat(compilation)
        .hadErrorContaining(
            "the accepted design already holds the current format, so the stored items are"
                + " accepted as moved; remove formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
  }

  @Test
  void aFormerFormatBesideAFormerKeyIsComparedWithTheAcceptedKeysComponent() {
    String moved =
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "ACCOUNT#{accountId}", sk = "P#{paidAt}",
            formerly = @FormerKey(pk = "ACCOUNT#{accountId}", sk = "PAID#{paidAt}"))
        public record Payment(String accountId,
            @KeyFormat(fractionDigits = 3, formerly = @FormerFormat%s) Instant paidAt,
            Instant due, long cents) {}
        """;
    Compilation both = against(BASELINE, SHOP, payment(moved.formatted("")));
    assertThat(both).succeededWithoutWarnings();
    assertThat(both)
        .hadNoteContaining("[singletable:migration-in-flight] The table key of Payment moves");

    Compilation wrong = against(BASELINE, SHOP, payment(moved.formatted("(fractionDigits = 6)")));
    assertThat(wrong)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The key format of paidAt of Payment"
                + " declares formerly instant with 6 fraction digits, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had instant with 9 fraction digits")
        .inFile(wrong.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
  }

  @Test
  void aFormerFormatMustBeAnotherValidFormatOfAPrimaryKeyComponent() {
    Compilation notKey =
        withoutBaseline("", "@KeyFormat(fractionDigits = 3, formerly = @FormerFormat)");
    assertThat(notKey)
        .hadErrorContaining(
            "[singletable:migration-former-format] the former key format of due of Payment"
                + " cannot be read: it is not a component of the primary key")
        .inFile(notKey.sourceFiles().get(1))
        .onLineContaining("Instant due");
    assertThat(withoutBaseline("@KeyFormat(formerly = @FormerFormat)", ""))
        .hadErrorContaining(
            "the former key format of paidAt of Payment cannot be read: it is the current format");
    assertThat(
            withoutBaseline(
                "@KeyFormat(fractionDigits = 3, formerly = @FormerFormat(fractionDigits = 12))",
                ""))
        .hadErrorContaining(
            "the former key format of paidAt of Payment cannot be read: Instant and"
                + " LocalDateTime take only fractionDigits, between 0 and 9");
  }
}
