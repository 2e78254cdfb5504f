package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A nested record's field renamed against the accepted design: declared with the stored name the
 * accepted design has ({@code @Attribute(formerly = "street") String line1} in {@code Address}) it
 * is a migration in flight whose job rewrites the top-level attribute holding the record; a former
 * name the accepted design never stored there is an error naming what it stored, on the {@code
 * formerly}; an undeclared stored name change suggests the declaration. Without a baseline, a
 * former name must not be another field's stored name.
 */
class NestedRenameDiagnosticsTest {

  private static final String ORDER =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
      public record Order(String orderId,
          Address shipTo,
          List<Line> lines) {
        public record Address(%s, String city) {}
        public record Line(%s, int quantity) {}
      }
      """;

  private static final Path BASELINE = accepted(SHOP, order("String street", "String sku"));

  private static JavaFileObject order(String street, String sku) {
    return source("test.Order", ORDER.formatted(street, sku));
  }

  private static Compilation v2(String street, String sku) {
    return against(BASELINE, SHOP, order(street, sku));
  }

  private static String recordFile() {
    return Baselines.file(BASELINE, "Shop");
  }

  private static String error(Compilation compilation, String id) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .map(d -> d.getMessage(null))
        .filter(text -> text.startsWith("[singletable:" + id + "]"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + id + " in " + compilation.diagnostics()));
  }

  @Test
  void aDeclaredRenameOfANestedFieldIsAMigrationInFlight() {
    Compilation compilation =
        v2(
            "@Attribute(formerly = \"street\") String line1",
            "@Attribute(name = \"productSku\", formerly = \"sku\") String sku");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Attribute shipTo.line1 of Order moves from"
                + " \"street\" to \"line1\" since the accepted design ("
                + recordFile()
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.convert:shipTo\" of ShopDb.migrations());"
                + " then remove formerly and copy")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"street\"");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Attribute lines.sku of Order moves from \"sku\" to"
                + " \"productSku\" since the accepted design ("
                + recordFile()
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.convert:lines\" of ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"sku\"");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "{\"kind\": \"nestedAttribute\", \"from\": \"Address.street\", \"to\":"
                + " \"Address.line1\"}",
            "{\"kind\": \"nestedAttribute\", \"from\": \"Line.sku\", \"to\":"
                + " \"Line.productSku\"}");
  }

  @Test
  void aFormerNameTheAcceptedRecordDidNotStoreNamesTheOneItStored() {
    Compilation compilation =
        v2("@Attribute(name = \"line1\", formerly = \"road\") String street", "String sku");

    String message = error(compilation, "migration-formerly-mismatch");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] Attribute shipTo.street of Order declares"
                + " formerly \"road\", but the accepted design ("
                + recordFile()
                + ") had it stored as \"street\": declare formerly = \"street\", the name the"
                + " items are stored under")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"road\"");
    Matcher suggested = Pattern.compile("declare (formerly = \"\\w+\")").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();

    Compilation fixed =
        v2("@Attribute(name = \"line1\", " + suggested.group(1) + ") String street", "String sku");
    assertThat(fixed).succeededWithoutWarnings();
    assertThat(fixed)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Attribute shipTo.street of Order moves from"
                + " \"street\" to \"line1\"");
  }

  @Test
  void aFormerNameTheAcceptedRecordNeverHadListsWhatItStores() {
    Compilation compilation = v2("@Attribute(formerly = \"road\") String line1", "String sku");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] Attribute shipTo.line1 of Order declares"
                + " formerly \"road\", but the accepted design ("
                + recordFile()
                + ") had no attribute \"road\": it stores no attribute \"road\" (it stores city,"
                + " street)")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"road\"");
  }

  @Test
  void aFormerNameLeftAfterTheRenameWasAcceptedIsAnError() {
    Compilation compilation = v2("@Attribute(formerly = \"line1\") String street", "String sku");

    assertThat(compilation)
        .hadErrorContaining(
            "Attribute shipTo.street of Order declares formerly \"line1\", but the accepted"
                + " design ("
                + recordFile()
                + ") had it stored as \"street\": the accepted design already stores it as"
                + " \"street\", so the stored items are accepted as renamed; remove formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"line1\"");
  }

  @Test
  void anUndeclaredNestedStoredNameChangeSuggestsTheDeclaration() {
    Compilation compilation = v2("String street", "@Attribute(name = \"productSku\") String sku");

    String message = error(compilation, "baseline-attribute-name");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-attribute-name] attribute lines.sku of Order is stored as"
                + " \"productSku\", but the accepted design ("
                + recordFile()
                + ") stored it as \"sku\": the items already stored hold its value under \"sku\","
                + " so it reads as absent from them; keep the old name with @Attribute(name ="
                + " \"sku\"), or declare the migration with @Attribute(name = \"productSku\","
                + " formerly = \"sku\") and run its job from ShopDb.migrations()")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Attribute(name = \"productSku\")");
    Matcher suggested =
        Pattern.compile("declare the migration with (@Attribute\\(.*?\\)) and").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();

    Compilation fixed = v2("String street", suggested.group(1) + " String sku");
    assertThat(fixed).succeededWithoutWarnings();
    assertThat(fixed)
        .hadNoteContaining(
            "Attribute lines.sku of Order moves from \"sku\" to \"productSku\" since the accepted"
                + " design");
  }

  @Test
  void withoutABaselineAFormerNameMustNotBeAnotherFieldsStoredName() {
    Compilation compilation =
        Sources.compile(SHOP, order("@Attribute(formerly = \"city\") String line1", "String sku"));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-name] attribute line1 of nested Address declares"
                + " formerly = \"city\", the stored name of field city: the values under it would"
                + " read as both")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"city\"");

    Compilation twice =
        Sources.compile(
            SHOP,
            source(
                "test.Order",
                ORDER
                    .formatted("String street", "@Attribute(formerly = \"sku\") String code")
                    .replace("int quantity", "@Attribute(formerly = \"sku\") Integer quantity")));
    assertThat(twice)
        .hadErrorContaining(
            "attribute quantity of nested Line declares formerly = \"sku\", which field code"
                + " declares too")
        .inFile(twice.sourceFiles().get(1))
        .onLineContaining("Integer quantity");

    Assertions.assertThat(
            Sources.compile(
                    SHOP, order("@Attribute(formerly = \"street\") String line1", "String sku"))
                .status())
        .isEqualTo(Compilation.Status.SUCCESS);
  }
}
