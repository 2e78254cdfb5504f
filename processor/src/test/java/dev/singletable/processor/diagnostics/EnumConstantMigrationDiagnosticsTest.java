package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.error;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A renamed enum constant against the accepted design: undeclared it is an error that suggests
 * {@code @Formerly}; declared with the name the accepted design lists ({@code @Formerly("SENT")
 * SHIPPED}) it is a migration in flight; a former name the accepted design never had is an error
 * naming what it has. Without a baseline, a former name must be no constant of its enum.
 */
class EnumConstantMigrationDiagnosticsTest {

  private static final String ORDER =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
      public record Order(String orderId,
          Status status) {
        public enum Status { PLACED, %s }
      }
      """;

  private static final Path BASELINE = accepted(SHOP, order("SENT"));

  private static JavaFileObject order(String constants) {
    return source("test.Order", ORDER.formatted(constants));
  }

  private static Compilation v2(String constants) {
    return against(BASELINE, SHOP, order(constants));
  }

  @Test
  void aDeclaredRenameIsAMigrationInFlight() {
    Compilation compilation = v2("@Formerly(\"SENT\") SHIPPED");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Constant SHIPPED of Status in attribute status of"
                + " Order moves from \"SENT\" to \"SHIPPED\" since the accepted design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.convert:status\" of ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(\"SENT\")");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"migrations\": [{\"kind\": \"enumConstant\", \"from\": \"Status.SENT\", \"to\":"
                + " \"Status.SHIPPED\"}]");
  }

  @Test
  void anUndeclaredRenameSuggestsTheFormerlyThatResolvesIt() {
    Compilation compilation = v2("SHIPPED");

    String message = error(compilation, "baseline-enum-constant");
    assertThat(compilation)
        .hadErrorContaining(
            "which no longer has constant SENT (the accepted design "
                + file(BASELINE, "Shop")
                + " had it): items already stored with SENT fail to read; keep the constants"
                + " (deprecated if need be), or declare the migration with @Formerly(\"SENT\") on"
                + " the constant that replaces it and run its job from ShopDb.migrations()")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("Status status");
    Matcher suggested =
        Pattern.compile("with (@Formerly\\(\"\\w+\"\\)) on the constant").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();

    Compilation fixed = v2(suggested.group(1) + " SHIPPED");
    assertThat(fixed).succeededWithoutWarnings();
    assertThat(fixed).hadNoteContaining("[singletable:migration-in-flight] Constant SHIPPED");
  }

  @Test
  void aFormerNameTheAcceptedDesignNeverHadNamesTheOneItHad() {
    Compilation compilation = v2("@Formerly(\"SNT\") SHIPPED");

    String message = error(compilation, "migration-formerly-mismatch");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] Constant SHIPPED of Status in attribute"
                + " status of Order declares formerly \"SNT\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had constants PLACED, SENT: declare @Formerly(\"SENT\"), the name the stored"
                + " values hold")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(\"SNT\")");
    Matcher suggested = Pattern.compile("declare (@Formerly\\(\"\\w+\"\\))").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();

    assertThat(v2(suggested.group(1) + " SHIPPED")).succeededWithoutWarnings();
  }

  @Test
  void aFormerNameLeftAfterTheRenameWasAcceptedIsAnError() {
    Compilation compilation = v2("@Formerly(\"SHIPPED\") SENT");

    assertThat(compilation)
        .hadErrorContaining(
            "declares formerly \"SHIPPED\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had constants PLACED, SENT: the accepted design already has \"SENT\", so the"
                + " stored values are accepted as renamed; remove @Formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(\"SHIPPED\")");
  }

  @Test
  void withoutABaselineTheFormerNameMustBeNoConstantOfTheEnum() {
    Compilation compilation = Sources.compile(SHOP, order("@Formerly(\"PLACED\") SHIPPED"));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-former-constant] constant SHIPPED of Status declares"
                + " @Formerly(\"PLACED\"), but PLACED is a constant of Status, so its stored values"
                + " would read as both")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(\"PLACED\")");

    Compilation keyed =
        Sources.compile(
            SHOP,
            source(
                "test.Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "STATUS#{status}")
                public record Order(String orderId, Status status) {
                  public enum Status { PLACED, @Formerly("SENT") SHIPPED }
                }
                """));
    assertThat(keyed)
        .hadErrorContaining(
            "but status of Order is a key component, and the keys already stored hold the former"
                + " name, which @Formerly does not move")
        .inFile(keyed.sourceFiles().get(1))
        .onLineContaining("@Formerly(\"SENT\")");
  }
}
