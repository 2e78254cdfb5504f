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
 * Declared migrations ({@code formerly = ...}) against the accepted design: a former key or name
 * that matches the accepted one turns the baseline error into a migration in flight (a note); one
 * that does not is an error naming what the accepted design holds. Without a baseline, a former key
 * must still be computable from the new key.
 */
class MigrationDiagnosticsTest {

  private static final String V1 =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
      public record Order(String orderId, String customerId, long amount) {}
      """;

  private static final Path BASELINE = accepted(SHOP, order(V1));

  private static JavaFileObject order(String body) {
    return source("test.Order", body);
  }

  private static Compilation v2(String body) {
    return against(BASELINE, SHOP, order(body));
  }

  private static Compilation withoutBaseline(String body) {
    return Sources.compile(SHOP, order(body));
  }

  @Test
  void aFormerKeyMatchingTheAcceptedOneIsAMigrationInFlight() {
    Compilation compilation =
        v2(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "O#{orderId}", sk = "METADATA",
                formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
            public record Order(String orderId, String customerId, long amount) {}
            """);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The table key of Order moves from pk ="
                + " \"ORDER#{orderId}\", sk = \"METADATA\" to pk = \"O#{orderId}\", sk ="
                + " \"METADATA\" since the accepted design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.key\" of ShopDb.migrations()); then remove"
                + " formerly and copy")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
    // The record written shows the migration in flight.
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"migrations\": [",
            "\"kind\": \"key\"",
            "\"from\": \"pk = \\\"ORDER#{orderId}\\\", sk = \\\"METADATA\\\"\"",
            "\"to\": \"pk = \\\"O#{orderId}\\\", sk = \\\"METADATA\\\"\"");
  }

  @Test
  void aFormerKeyThatIsNotTheAcceptedOneNamesTheAcceptedKey() {
    Compilation compilation =
        v2(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "O#{orderId}", sk = "METADATA",
                formerly = @FormerKey(pk = "ORD#{orderId}", sk = "METADATA"))
            public record Order(String orderId, String customerId, long amount) {}
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The table key of Order declares formerly"
                + " pk = \"ORD#{orderId}\", sk = \"METADATA\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had pk = \"ORDER#{orderId}\", sk = \"METADATA\": the stored items carry the"
                + " keys of the accepted design; declare formerly = @FormerKey(pk ="
                + " \"ORDER#{orderId}\", sk = \"METADATA\")")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerKeyLeftAfterTheNewKeyWasAcceptedIsAnError() {
    Compilation compilation =
        v2(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA",
                formerly = @FormerKey(pk = "O#{orderId}", sk = "METADATA"))
            public record Order(String orderId, String customerId, long amount) {}
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "the accepted design already holds the current key, so the stored items are accepted"
                + " as moved; remove formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aRenameFromTheAcceptedNameIsAMigrationInFlight() {
    Compilation compilation =
        v2(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            public record Order(String orderId, String customerId,
                @Attribute(name = "orderTotal", formerly = "amount") long total) {}
            """);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Attribute total of Order moves from \"amount\" to"
                + " \"orderTotal\" since the accepted design")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"amount\"");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"migrations\": [{\"kind\": \"attribute\", \"from\": \"amount\", \"to\":"
                + " \"orderTotal\"}]");
  }

  @Test
  void aRenameFromANameTheAcceptedDesignDoesNotStoreNamesWhatItStores() {
    Compilation compilation =
        v2(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            public record Order(String orderId, String customerId,
                @Attribute(name = "orderTotal", formerly = "total") long amount) {}
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] Attribute amount of Order declares formerly"
                + " \"total\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had it stored as \"amount\": declare formerly = \"amount\", the name the items"
                + " are stored under")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"total\"");
  }

  @Test
  void aFormerKeyMustBeComputableFromTheNewKey() {
    Compilation compilation =
        withoutBaseline(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "O#{orderId}", sk = "METADATA",
                formerly = @FormerKey(pk = "CUSTOMER#{customerId}", sk = "ORDER#{orderId}"))
            public record Order(String orderId, String customerId, long amount) {}
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-former-key] the former key of Order, pk ="
                + " \"CUSTOMER#{customerId}\", sk = \"ORDER#{orderId}\", cannot be read:"
                + " {customerId} is not a component of the current primary key [orderId]")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerKeyThatIsTheCurrentOneOrLacksTheSortKeyIsAnError() {
    Assertions.assertThat(
            withoutBaseline(
                    """
                    @Entity(table = Shop.class)
                    @KeyPattern(pk = "O#{orderId}", sk = "METADATA",
                        formerly = @FormerKey(pk = "O#{orderId}", sk = "METADATA"))
                    public record Order(String orderId) {}
                    """)
                .errors())
        .anyMatch(e -> e.getMessage(null).contains("cannot be read: it is the current key"));
    Assertions.assertThat(
            withoutBaseline(
                    """
                    @Entity(table = Shop.class)
                    @KeyPattern(pk = "O#{orderId}", sk = "METADATA",
                        formerly = @FormerKey(pk = "ORDER#{orderId}"))
                    public record Order(String orderId) {}
                    """)
                .errors())
        .anyMatch(
            e ->
                e.getMessage(null)
                    .contains("the table has a sort key, so the former key needs an sk"));
  }

  @Test
  void aFormerNameThatIsAnotherAttributesNameIsAnError() {
    Compilation compilation =
        withoutBaseline(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            public record Order(String orderId, String customerId,
                @Attribute(formerly = "customerId") long total) {}
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-name] attribute total of Order declares formerly ="
                + " \"customerId\", the stored name of attribute customerId: the values under it"
                + " would read as both")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"customerId\"");
  }
}
