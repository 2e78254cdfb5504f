package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The shop sample as it is (v1) is the accepted design; each test changes it as a team would (v2)
 * and compiles the change against v1's record, as a build with {@code -Asingletable.baseline} does:
 * compatible changes compile clean, a change that would orphan or misread the stored items fails on
 * the element that changed.
 */
class ShopEvolutionTest {

  private static final Path SHOP =
      Path.of("..", "samples", "src", "main", "java", "dev", "singletable", "samples", "shop");

  private static final List<String> TYPES =
      List.of("Shop", "Order", "OrderItem", "OrderStatus", "Product", "Review", "User");

  private static final Path BASELINE = accepted(v1().values().toArray(JavaFileObject[]::new));

  /** The sample's sources by simple name, as they are on disk. */
  private static Map<String, JavaFileObject> v1() {
    Map<String, JavaFileObject> sources = new LinkedHashMap<>();
    for (String type : TYPES) {
      sources.put(
          type, Sources.file("dev.singletable.samples.shop." + type, SHOP.resolve(type + ".java")));
    }
    return sources;
  }

  /** The sample with {@code type}'s source edited: each {@code from, to} pair replaced. */
  private static Map<String, JavaFileObject> edit(
      Map<String, JavaFileObject> sources, String type, String... fromTo) {
    String text = read(sources.get(type));
    for (int i = 0; i < fromTo.length; i += 2) {
      Assertions.assertThat(text)
          .as("the %s sample changed; adapt this test", type)
          .contains(fromTo[i]);
      text = text.replace(fromTo[i], fromTo[i + 1]);
    }
    Map<String, JavaFileObject> edited = new LinkedHashMap<>(sources);
    edited.put(type, JavaFileObjects.forSourceString("dev.singletable.samples.shop." + type, text));
    return edited;
  }

  private static String read(JavaFileObject source) {
    try {
      return source.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Compilation compile(Map<String, JavaFileObject> v2) {
    return against(BASELINE, new ArrayList<>(v2.values()).toArray(JavaFileObject[]::new));
  }

  private static List<String> notes(Compilation compilation) {
    return compilation.notes().stream()
        .map(note -> note.getMessage(null))
        .filter(note -> note.startsWith("[singletable:"))
        .toList();
  }

  /**
   * Compiles without errors, with no warning but those of the sample as it is (the design review's,
   * which have nothing to do with the baseline), and without notes of the baseline.
   */
  private static void clean(Compilation compilation) {
    assertThat(compilation).succeeded();
    Assertions.assertThat(warnings(compilation)).isEqualTo(warnings(compile(v1())));
    Assertions.assertThat(notes(compilation)).isEmpty();
  }

  private static List<String> warnings(Compilation compilation) {
    return compilation.warnings().stream().map(warning -> warning.getMessage(null)).toList();
  }

  @Test
  void theAcceptedDesignCompilesCleanAgainstItsOwnRecord() {
    Compilation compilation = compile(v1());

    assertThat(compilation).succeeded();
    Assertions.assertThat(warnings(compilation))
        .allMatch(warning -> warning.startsWith("[singletable:hot-partition]"));
    Assertions.assertThat(notes(compilation)).isEmpty();
  }

  @Test
  void aNewOptionalAttributeANewEntityAndANewStatusCompileClean() {
    Map<String, JavaFileObject> v2 =
        edit(v1(), "Order", "    int itemCount)", "    long itemCount,\n    String couponCode)");
    v2 = edit(v2, "OrderStatus", "  CANCELLED", "  CANCELLED,\n  RETURNED");
    v2.put(
        "Wish",
        JavaFileObjects.forSourceString(
            "dev.singletable.samples.shop.Wish",
            """
            package dev.singletable.samples.shop;
            import dev.singletable.annotations.*;
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "WISH#{productId}")
            public record Wish(String userId, String productId) {}
            """));

    clean(compile(v2));
  }

  @Test
  void aNewIndexFilledByOrdersCompilesWithNotesOfWhatTheDeployedTableNeeds() {
    Map<String, JavaFileObject> v2 =
        edit(
            v1(),
            "Shop",
            "@GlobalIndex(name = \"GSI2\"),",
            "@GlobalIndex(name = \"GSI2\"),\n      @GlobalIndex(name = \"ByTotal\"),",
            "  @AccessPattern(\"Get a product by id\")",
            "  @AccessPattern(\"A user's orders of at least a total\")\n"
                + "  List<Order> largeOrders(String userId, @Since(\"total\") BigDecimal"
                + " least);\n\n"
                + "  @AccessPattern(\"Get a product by id\")",
            "import java.time.Instant;",
            "import java.math.BigDecimal;\nimport java.time.Instant;");
    v2 =
        edit(
            v2,
            "Order",
            "@Collection(\"orderDetails\")",
            "@Gsi(index = \"ByTotal\", pk = \"USER#{userId}\", sk = \"TOTAL#{total}\", query ="
                + " \"byTotal\")\n@Collection(\"orderDetails\")",
            "    BigDecimal total,",
            "    @KeyFormat(integerDigits = 9, fractionDigits = 2) BigDecimal total,");

    Compilation compilation = compile(v2);

    assertThat(compilation).succeeded();
    Assertions.assertThat(warnings(compilation)).isEqualTo(warnings(compile(v1())));
    assertThat(compilation)
        .hadNoteContaining("[singletable:baseline-deploy] Index ByTotal of table Shop is new")
        .inFile(v2.get("Shop"))
        .onLineContaining("@GlobalIndex(name = \"ByTotal\")");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-backfill] Order fills index ByTotal since the accepted design")
        .inFile(v2.get("Order"));
  }

  @Test
  void aNewOrderKeyPatternFailsOnBothEntitiesOfThePartition() {
    Map<String, JavaFileObject> v2 =
        edit(
            v1(),
            "Order",
            "pk = \"ORDER#{orderId}\", sk = \"METADATA\"",
            "pk = \"O#{orderId}\", sk = \"METADATA\"");
    v2 = edit(v2, "OrderItem", "pk = \"ORDER#{orderId}\"", "pk = \"O#{orderId}\"");

    Compilation compilation = compile(v2);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-pattern] The table partition key of Order is"
                + " \"O#{orderId}\", but the accepted design ("
                + Baselines.file(BASELINE, "Shop")
                + ") had \"ORDER#{orderId}\": the items already stored keep the keys the old"
                + " pattern made")
        .inFile(v2.get("Order"))
        .onLineContaining("@KeyPattern(pk = \"O#{orderId}\"");
    assertThat(compilation)
        .hadErrorContaining("The table partition key of OrderItem is \"O#{orderId}\"")
        .inFile(v2.get("OrderItem"))
        .onLineContaining("@KeyPattern(pk = \"O#{orderId}\"");
  }

  @Test
  void aRemovedStatusAndAnInexactTotalFailOnTheirComponents() {
    Map<String, JavaFileObject> v2 = edit(v1(), "OrderStatus", "  DELIVERED,\n", "");
    v2 = edit(v2, "Order", "    BigDecimal total,", "    double total,");

    Compilation compilation = compile(v2);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-enum-constant] Attribute status of Order is of type"
                + " dev.singletable.samples.shop.OrderStatus, which no longer has constant"
                + " DELIVERED")
        .inFile(v2.get("Order"))
        .onLineContaining("OrderStatus status");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-stored-type] Attribute total of Order is stored as N (float64),"
                + " but the accepted design ("
                + Baselines.file(BASELINE, "Shop")
                + ") stored it as N (decimal)")
        .inFile(v2.get("Order"))
        .onLineContaining("double total");
  }

  @Test
  void theOrdersMoveDeclaredWithFormerlyIsAMigrationInFlight() {
    // The shop's v2 of samples/src/test/.../shop/v2, which ShopMigrationTest runs on the engine.
    Map<String, JavaFileObject> v2 =
        edit(
            v1(),
            "Order",
            "@KeyPattern(pk = \"ORDER#{orderId}\", sk = \"METADATA\")",
            "@KeyPattern(pk = \"ORDER#{orderId}\", sk = \"HEADER\",\n"
                + "    formerly = @FormerKey(pk = \"ORDER#{orderId}\", sk = \"METADATA\"))",
            "import dev.singletable.annotations.Entity;",
            "import dev.singletable.annotations.Entity;\n"
                + "import dev.singletable.annotations.FormerKey;");

    Compilation compilation = compile(v2);

    assertThat(compilation).succeeded();
    Assertions.assertThat(warnings(compilation)).isEqualTo(warnings(compile(v1())));
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The table key of Order moves from pk ="
                + " \"ORDER#{orderId}\", sk = \"METADATA\" to pk = \"ORDER#{orderId}\", sk ="
                + " \"HEADER\"")
        .inFile(v2.get("Order"))
        .onLineContaining("formerly = @FormerKey");
  }
}
