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
 * A stored type that changes between a number and String ({@code long orderNumber} becomes {@code
 * String orderNumber}): undeclared against the accepted design it is {@code baseline-stored-type};
 * declared with the type the accepted design stores ({@code @Formerly(type = long.class)}) it is a
 * migration in flight; a former type the accepted design does not store is an error naming what it
 * stores. Without a baseline, the declaration must be a pair reads bridge, on an entity's own
 * attribute that is no key component.
 */
class StoredTypeMigrationDiagnosticsTest {

  private static final String ORDER =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
      public record Order(String orderId,
          %s orderNumber) {}
      """;

  private static final Path BASELINE = accepted(SHOP, order("long"));

  private static JavaFileObject order(String component) {
    return source("test.Order", ORDER.formatted(component));
  }

  private static Compilation v2(String component) {
    return against(BASELINE, SHOP, order(component));
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
  void anUndeclaredNumberToStringIsAnError() {
    Compilation compilation = v2("String");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-stored-type] Attribute orderNumber of Order is stored as S"
                + " (string), but the accepted design ("
                + recordFile()
                + ") stored it as N (int64): the values already stored are not all readable as the"
                + " new type, so reading those items fails; keep the old type, or declare the"
                + " migration with @Formerly(type = long.class) on the attribute and run its job"
                + " from ShopDb.migrations() (see docs/evolution.md)")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("String orderNumber");
    Matcher suggested =
        Pattern.compile("with (@Formerly\\(type = \\w+\\.class\\)) on the attribute")
            .matcher(error(compilation, "baseline-stored-type"));
    Assertions.assertThat(suggested.find()).isTrue();
    assertThat(v2(suggested.group(1) + " String")).succeededWithoutWarnings();

    // A key component's type cannot be declared: the error does not suggest it.
    Path keyed = accepted(SHOP, keyedOrder("long"));
    Compilation key = against(keyed, SHOP, keyedOrder("String"));
    Assertions.assertThat(error(key, "baseline-stored-type")).doesNotContain("@Formerly");
    Compilation declared = against(keyed, SHOP, keyedOrder("@Formerly(type = long.class) String"));
    assertThat(declared)
        .hadErrorContaining("[singletable:migration-stored-type-key] attribute orderNumber");
    Assertions.assertThat(declared.notes())
        .noneMatch(note -> note.getMessage(null).contains("migration-in-flight"));
  }

  private static JavaFileObject keyedOrder(String type) {
    return source(
        "test.Order",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "ORDER#{orderId}", sk = "N#{orderNumber}")
        public record Order(String orderId, %s orderNumber) {}
        """
            .formatted(type));
  }

  @Test
  void aDeclarationOfTheAcceptedTypeIsAMigrationInFlight() {
    Compilation compilation = v2("@Formerly(type = long.class) String");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Attribute orderNumber of Order moves from N (int64)"
                + " to S (string) since the accepted design ("
                + recordFile()
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.convert:orderNumber\" of"
                + " ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "{\"kind\": \"storedType\", \"from\": \"orderNumber: int64\", \"to\":"
                + " \"orderNumber: string\"}");
  }

  @Test
  void aStringBecomingANumberIsDeclaredAlike() {
    Path strings = accepted(SHOP, order("String"));
    Compilation compilation = against(strings, SHOP, order("@Formerly(type = String.class) Long"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] Attribute orderNumber of Order moves from S (string)"
                + " to N (int64) since the accepted design")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = String.class)");
    assertThat(against(strings, SHOP, order("Long")))
        .hadErrorContaining("[singletable:baseline-stored-type] Attribute orderNumber of Order");
  }

  @Test
  void aFormerTypeTheAcceptedDesignDoesNotStoreNamesTheOneItStores() {
    Compilation compilation = v2("@Formerly(type = int.class) String");

    String message = error(compilation, "migration-formerly-mismatch");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] Attribute orderNumber of Order declares"
                + " formerly type = int.class, but the accepted design ("
                + recordFile()
                + ") had N (int64): declare @Formerly(type = long.class), the type the stored"
                + " values have")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = int.class)");
    Assertions.assertThat(message).doesNotContain("baseline-stored-type");
    Matcher suggested =
        Pattern.compile("declare (@Formerly\\(type = \\w+\\.class\\))").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();
    assertThat(v2(suggested.group(1) + " String")).succeededWithoutWarnings();

    // The baseline stored a double: a declared long is not what the stored values are.
    Path doubles = accepted(SHOP, order("Double"));
    Compilation other = against(doubles, SHOP, order("@Formerly(type = long.class) String"));
    assertThat(other)
        .hadErrorContaining(
            "Attribute orderNumber of Order declares formerly type = long.class, but the accepted"
                + " design ("
                + Baselines.file(doubles, "Shop")
                + ") had N (float64): declare @Formerly(type = double.class), the type the stored"
                + " values have")
        .inFile(other.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");
    assertThat(against(doubles, SHOP, order("@Formerly(type = double.class) String")))
        .succeededWithoutWarnings();
  }

  @Test
  void aDeclarationLeftAfterTheNewTypeWasAcceptedIsAnError() {
    Path strings = accepted(SHOP, order("String"));
    Compilation compilation = against(strings, SHOP, order("@Formerly(type = long.class) String"));

    assertThat(compilation)
        .hadErrorContaining(
            "had S (string): the accepted design already stores it as S (string), so the stored"
                + " values are accepted as converted; remove @Formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");
  }

  @Test
  void withoutABaselineTheDeclarationIsCheckedForASupportedPair() {
    assertThat(Sources.compile(SHOP, order("@Formerly(type = long.class) String")))
        .succeededWithoutWarnings();
    assertThat(Sources.compile(SHOP, order("@Formerly(type = String.class) BigDecimal")))
        .succeededWithoutWarnings();

    Compilation instant = Sources.compile(SHOP, order("@Formerly(type = Instant.class) String"));
    assertThat(instant)
        .hadErrorContaining(
            "[singletable:migration-stored-type] attribute orderNumber of Order declares"
                + " @Formerly(type = Instant.class), but java.time.Instant is neither String nor a"
                + " number. A declared stored type moves an entity's own attribute between String"
                + " and a number")
        .inFile(instant.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = Instant.class)");

    Compilation numbers = Sources.compile(SHOP, order("@Formerly(type = long.class) int"));
    assertThat(numbers)
        .hadErrorContaining(
            "declares @Formerly(type = long.class), but both are numbers: a wider number reads"
                + " the stored values without a declaration, and a narrower one cannot read them"
                + " all")
        .inFile(numbers.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");

    Compilation optional =
        Sources.compile(SHOP, order("@Formerly(type = long.class) Optional<String>"));
    assertThat(optional)
        .hadErrorContaining("is neither String nor a number (a plain or boxed one")
        .inFile(optional.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");

    Compilation constant =
        Sources.compile(
            SHOP,
            source(
                "test.Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
                public record Order(String orderId, Status status) {
                  public enum Status { PLACED, @Formerly(type = long.class) SHIPPED }
                }
                """));
    assertThat(constant)
        .hadErrorContaining(
            "[singletable:migration-former-constant] constant SHIPPED of Status declares"
                + " @Formerly(\"\"), but type declares the former stored type of an entity's"
                + " attribute, not of a constant")
        .inFile(constant.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");

    Compilation named = Sources.compile(SHOP, order("@Formerly(\"number\") String"));
    assertThat(named)
        .hadErrorContaining(
            "declares @Formerly(\"number\"), but on an attribute @Formerly declares the type the"
                + " values were stored as (type = ...); a former stored name is declared with"
                + " @Attribute(formerly = \"number\")")
        .inFile(named.sourceFiles().get(1))
        .onLineContaining("@Formerly(\"number\")");
  }

  @Test
  void aKeyComponentOrANestedFieldCannotMoveItsStoredType() {
    Compilation keyed =
        Sources.compile(
            SHOP,
            source(
                "test.Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "N#{orderNumber}")
                public record Order(String orderId,
                    @Formerly(type = long.class) String orderNumber) {}
                """));
    assertThat(keyed)
        .hadErrorContaining(
            "[singletable:migration-stored-type-key] attribute orderNumber of Order declares"
                + " @Formerly(type = long.class), but it is a component of the table key, and the"
                + " keys already stored hold its former text, which rewriting the attribute does"
                + " not move: keep its type")
        .inFile(keyed.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");

    Compilation indexed =
        Sources.compile(
            SHOP,
            source(
                "test.Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
                @Gsi(index = "GSI1", pk = "NUMBER#{orderNumber}", sk = "ORDER#{orderId}")
                public record Order(String orderId,
                    @Formerly(type = long.class) String orderNumber) {}
                """));
    assertThat(indexed)
        .hadErrorContaining("but it is a component of the key of index GSI1")
        .inFile(indexed.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = long.class)");

    Compilation nested =
        Sources.compile(
            SHOP,
            source(
                "test.Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
                public record Order(String orderId, List<Line> lines) {
                  public record Line(String sku,
                      @Formerly(type = int.class) String quantity) {}
                }
                """));
    assertThat(nested)
        .hadErrorContaining(
            "[singletable:migration-stored-type] attribute quantity of Line declares"
                + " @Formerly(type = int.class), but it is a field of the nested record Line:"
                + " only an entity's own attributes move their stored type")
        .inFile(nested.sourceFiles().get(1))
        .onLineContaining("@Formerly(type = int.class)");
  }
}
