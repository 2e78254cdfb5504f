package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Designs where several keys serve a declared read: the cheapest is chosen (GetItem, then the
 * table's key, a local index, a global index, the first declared among equals), the generated
 * method reads through it, and the report says which key and what else could serve it.
 */
class PatternChoiceTest {

  private static final JavaFileObject SHOP =
      source(
          "test.Shop",
          """
          @Table(name = "Shop",
                 gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2"),
                         @GlobalIndex(name = "GSI3")},
                 lsis = @LocalIndex(name = "LSI1"))
          public interface Shop {
            @AccessPattern("An order")
            Optional<Order> order(String userId, Instant createdAt, String orderId);

            @AccessPattern("A user's orders")
            List<Order> ordersOf(String userId);

            @AccessPattern("A user's orders from a total up")
            List<Order> largeOrders(String userId, @Since("total") BigDecimal minimum);

            @AccessPattern("The orders of a day")
            List<Order> ordersOfDay(LocalDate day);
          }
          """);

  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}")
          @Lsi(index = "LSI1", sk = "TOTAL#{total}#{orderId}", query = "byTotal")
          @Gsi(index = "GSI1", pk = "DAY#{day}", sk = "{orderId}", query = "onDay")
          @Gsi(index = "GSI2", pk = "USER#{userId}", sk = "TOTAL#{total}#{orderId}",
              query = "byTotalGlobally")
          @Gsi(index = "GSI3", pk = "DAY#{day}", sk = "{createdAt}", query = "onDayByTime")
          @SuppressWarnings("singletable:hot-partition") // a day's orders: a few a second
          public record Order(
              String userId,
              String orderId,
              Instant createdAt,
              LocalDate day,
              @KeyFormat(integerDigits = 8, fractionDigits = 2) BigDecimal total) {}
          """);

  private static Compilation compilation;
  private static String report;
  private static String db;

  @BeforeAll
  static void compileDesign() throws IOException {
    compilation = compile(SHOP, ORDER);
    report =
        compilation
            .generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/singletable/Shop.md")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    db =
        compilation
            .generatedSourceFile("test.ShopDb")
            .orElseThrow()
            .getCharContent(true)
            .toString();
  }

  @Test
  void theWholePrimaryKeyIsOneGetItem() {
    assertThat(db).contains("return orders().get(new OrderKey(userId, createdAt, orderId));");
    assertThat(report)
        .contains(
            "| An order | `order(userId, createdAt, orderId)` | GetItem of the table |"
                + " `PK = \"USER#{userId}\", SK = \"ORDER#{createdAt}#{orderId}\"` |  | 0 or 1 |")
        .contains(
            "- `order`: GetItem of the table, the parameters give the whole primary key: one"
                + " GetItem.");
  }

  @Test
  void theTablesKeyIsPreferredOverIndexes() {
    assertThat(db).contains("return orders().byUserId(userId).all().list();");
    assertThat(report)
        .contains(
            "- `ordersOf`: Query of the table, the table's own key: no index to read or keep up to"
                + " date; also served by LSI1 (Query), GSI2 (Query).");
  }

  @Test
  void aLocalIndexIsPreferredOverAGlobalOne() {
    assertThat(db).contains("query = partition.total(Range.from(minimum));");
    assertThat(db)
        .contains(
            "OrderRepository.TotalOrderIdStage<EntityQuery<Order>> partition ="
                + " orders().byTotal(userId);");
    assertThat(report)
        .contains(
            "| A user's orders from a total up | `largeOrders(userId, minimum)` | Query of LSI1 |"
                + " `PK = \"USER#{userId}\" AND LSI1SK BETWEEN \"TOTAL#{minimum}#\" AND \"TOTAL$\"`"
                + " |  | every match in the partition |")
        .contains(
            "- `largeOrders`: Query of LSI1, a local index, preferred over global ones: it shares"
                + " the table's partitions and can be read consistently; also served by GSI2"
                + " (Query).");
  }

  @Test
  void amongEqualsTheFirstDeclaredIsChosen() {
    assertThat(db).contains("return orders().onDay(day).all().list();");
    assertThat(report)
        .contains(
            "- `ordersOfDay`: Query of GSI1, declared first of the keys that serve it at the same"
                + " cost; also served by GSI3 (Query).");
  }

  @Test
  void anIndexThatIsNeverTheCheapestIsReported() {
    assertThat(compilation)
        .hadWarningContaining(
            "[singletable:index-unused] index GSI2 serves none of the reads Shop declares (other"
                + " keys serve ordersOf(), largeOrders(), which it could serve, at a lower cost),"
                + " yet Order fills it, so its writes also write it");
    assertThat(compilation)
        .hadWarningContaining(
            "[singletable:index-unused] index GSI3 serves none of the reads Shop declares (other"
                + " keys serve ordersOfDay(), which it could serve, at a lower cost)");
    assertThat(compilation.warnings()).hasSize(2);
  }

  @Test
  void theJsonReportListsTheDeclaredReadsWithTheirChoice() throws IOException {
    String json =
        compilation
            .generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/singletable/Shop.json")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(json.indexOf("\"declaredPatterns\"")).isLessThan(json.indexOf("\"accessPatterns\""));
    assertThat(json)
        .contains(
            "{\"description\": \"The orders of a day\", \"method\": \"ordersOfDay(day)\","
                + " \"operation\": \"Query\", \"index\": \"GSI1\", \"entities\": \"Order\","
                + " \"keyCondition\": \"GSI1PK = \\\"DAY#{day}\\\"\", \"keyBounds\": null,"
                + " \"filter\": null, \"itemsPerCall\": \"every match in the partition\","
                + " \"choice\": \"declared first of the keys that serve it at the same cost\","
                + " \"runnersUp\": [\"GSI3 (Query)\"]}");
  }
}
