package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Patterns.shop;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.entity;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A key format moved on a component only index keys hold ({@code @KeyFormat(formerly
 * = @FormerFormat(...))} on {@code paidAt}, in GSI1's sort key only): accepted without a baseline,
 * a migration in flight of the index's backfill against the accepted design, an error when it is
 * not the accepted format; a declared read of the index is refused while it moves, since keys in
 * two formats do not merge in one order.
 */
class IndexFormatMigrationDiagnosticsTest {

  private static final String KEY = "@KeyPattern(pk = \"PAYMENT#{paymentId}\", sk = \"A\")";

  /** Payment, {@code paidAt} (its annotations) held by the GSI1 sort key only. */
  private static JavaFileObject payment(String paidAt) {
    return entity(
        "Payment",
        "String paymentId, String accountId,\n    " + paidAt + " Instant paidAt, long cents",
        KEY,
        "@Gsi(index = \"GSI1\", pk = \"ACCOUNT#{accountId}\", sk = \"PAID#{paidAt}#{paymentId}\")");
  }

  private static final Path BASELINE = accepted(SHOP, payment(""));

  private static final String MOVED = "@KeyFormat(fractionDigits = 3, formerly = @FormerFormat)";

  @Test
  void aFormerFormatOfAnIndexOnlyComponentIsAccepted() {
    Compilation compilation = compile(SHOP, payment(MOVED));

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"kind\": \"keyFormat\"",
            "\"from\": \"paidAt: instant fractionDigits = 9\"",
            "\"to\": \"paidAt: instant fractionDigits = 3\"");
  }

  @Test
  void aFormerFormatOfAComponentOfNoKeyIsStillRefused() {
    Compilation compilation =
        compile(
            SHOP, entity("Payment", "String paymentId,\n    " + MOVED + " Instant paidAt", KEY));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-former-format] the former key format of paidAt of Payment"
                + " cannot be read: it is not a component of the primary key [paymentId] nor of an"
                + " index key")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("Instant paidAt");
  }

  @Test
  void theAcceptedFormerFormatIsAMigrationInFlightOfTheIndexBackfill() {
    Compilation compilation = against(BASELINE, SHOP, payment(MOVED));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The key format of paidAt of Payment moves from"
                + " instant with 9 fraction digits to instant with 3 fraction digits since the"
                + " accepted design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Payment.fill:GSI1\" of ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
  }

  @Test
  void theUndeclaredChangeSaysHowToDeclareIt() {
    Compilation compilation = against(BASELINE, SHOP, payment("@KeyFormat(fractionDigits = 3)"));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-format] Payment writes paidAt into its GSI1 sort key as"
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
  void aFormerFormatThatIsNotTheAcceptedOneIsAnError() {
    Compilation compilation =
        against(
            BASELINE,
            SHOP,
            payment(
                "@KeyFormat(fractionDigits = 3, formerly = @FormerFormat(fractionDigits = 6))"));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The key format of paidAt of Payment"
                + " declares formerly instant with 6 fraction digits, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had instant with 9 fraction digits")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
  }

  @Test
  void aDeclaredReadOfTheIndexIsAnErrorWhileTheFormatMoves() {
    JavaFileObject shop =
        shop(
            """
              @AccessPattern("An account's payments by time")
              List<Payment> paymentsOf(String accountId);
            """);

    Compilation compilation = compile(shop, payment(MOVED));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read paymentsOf queries index GSI1,"
                + " but the GSI1 key of Payment moves from the former format of paidAt and an"
                + " index query reads only the keys the items hold, the former ones until the"
                + " backfill rewrote them (it cannot also read the former keys: the key format of"
                + " paidAt changes, and keys in two formats do not sort in one order): its query"
                + " cannot read the items not moved yet, which it would miss until the job"
                + " \"Payment.fill:GSI1\" of ShopDb.migrations() ran")
        .inFile(shop)
        .onLineContaining("List<Payment> paymentsOf(String accountId)");
    assertThat(compilation).hadErrorCount(1);
    // Without the move, the read is served.
    assertThat(compile(shop, payment("@KeyFormat(fractionDigits = 3)"))).succeededWithoutWarnings();
  }
}
