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

/** The processor writes the model view of each table: one self-contained page with its data. */
class ModelViewTest {

  private static final String IMPORTS =
      """
      package test;
      import dev.singletable.annotations.*;
      import java.time.*;
      """;

  private static final JavaFileObject SHOP =
      source(
          "test.Shop",
          """
          @Table(name = "Shop",
                 gsis = {@GlobalIndex(name = "GSI1"),
                         @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)})
          public interface Shop {}
          """);

  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
          @Gsi(index = "GSI1", pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}",
              query = "ordersOf")
          @Gsi(index = "GSI2", pk = "STATUS#{status}", sk = "{createdAt}#{orderId}")
          @Collection("orderDetails")
          @SuppressWarnings("singletable:hot-partition")
          public record Order(String orderId, String userId,
              @KeyFormat(fractionDigits = 0) Instant createdAt, Status status, int itemCount) {
            public enum Status { PLACED, SHIPPED }
          }
          """);

  private static final JavaFileObject LINE =
      source(
          "test.Line",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "LINE#{lineNo}")
          @Gsi(index = "GSI1", pk = "DAY#{day}", sk = "LINE#{orderId}#{lineNo}")
          @Collection("orderDetails")
          public record Line(String orderId, int lineNo, LocalDate day) {}
          """);

  @Test
  void writesTheHtmlPageNextToTheReports() throws IOException {
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    String page = page(compilation);

    assertThat(page)
        .startsWith("<!doctype html>")
        .contains("<title>Shop · single-table model</title>")
        .contains("<script type=\"application/json\" id=\"singletable-model\">{\"format\":1,")
        .containsOnlyOnce("<script type=\"application/json\" id=\"singletable-items\">")
        .contains("function drawView()")
        .doesNotContain("{{");
  }

  @Test
  void pageFetchesNothing() throws IOException {
    String page = page(compile());

    // No external script, style sheet, font, image or frame: everything is inline.
    assertThat(page)
        .doesNotContainPattern("(?i)<script[^>]*\\bsrc=")
        .doesNotContainPattern("(?i)<link[^>]*rel=\"stylesheet\"")
        .doesNotContainPattern("(?i)@import|url\\(|<img|<iframe|fetch\\(|XMLHttpRequest")
        .doesNotContainPattern("(?i)https?://");
  }

  @Test
  void embedsTheDesignIndexesEntitiesAndPatterns() throws IOException {
    String model = element(page(compile()), "singletable-model");

    assertThat(model)
        .contains(
            "\"table\":{\"name\":\"Shop\",\"interface\":\"test.Shop\",\"partitionKey\":\"PK\","
                + "\"sortKey\":\"SK\",\"entityTypeAttribute\":\"entityType\",\"delimiter\":\"#\"}")
        .contains(
            "{\"name\":\"GSI2\",\"kind\":\"global\",\"partitionKey\":\"GSI2PK\","
                + "\"sortKey\":\"GSI2SK\",\"projection\":\"KEYS_ONLY\",\"include\":[]}")
        .contains("{\"name\":\"itemCount\",\"storedName\":\"itemCount\",\"dynamoType\":\"N\"")
        // A query on GSI1 starts with the literal prefix of its sort key.
        .contains(
            "{\"kind\":\"query\",\"name\":\"ordersOf\",\"call\":\"orders().ordersOf(userId)\","
                + "\"description\":null,\"index\":\"GSI1\",\"entities\":[\"Order\"],"
                + "\"partitionAttribute\":\"GSI1PK\",\"partitionPattern\":\"USER#{userId}\","
                + "\"sortAttribute\":\"GSI1SK\",\"sortPattern\":\"ORDER#{createdAt}#{orderId}\","
                + "\"sortCondition\":\"begins_with\",\"sortValue\":\"ORDER#\",\"note\":null,"
                + "\"keyCondition\":null,\"filter\":null}")
        // A constant sort key is an equality.
        .contains(
            "\"partitionPattern\":\"ORDER#{orderId}\",\"sortAttribute\":\"SK\","
                + "\"sortPattern\":\"METADATA\",\"sortCondition\":\"=\",\"sortValue\":\"METADATA\"")
        // KEYS_ONLY does not return whole orders: shown, without a method, saying why.
        .contains(
            "\"call\":\"orders().byStatus(status)\",\"description\":null,\"index\":\"GSI2\","
                + "\"entities\":[\"Order\"]")
        .contains("so the query returns views (the key), fetched whole with BatchGetItem")
        .contains("index GSI2 does not project every attribute of Order")
        // A collection reads the whole partition, for every member type.
        .contains(
            "{\"kind\":\"collection\",\"name\":\"orderDetails\",\"call\":\"orderDetails(orderId)\","
                + "\"description\":null,\"index\":null,\"entities\":[\"Line\",\"Order\"]");
  }

  @Test
  void listsTheDeclaredPatternsFirstWithTheirSentenceAndKeyCondition() throws IOException {
    JavaFileObject shop =
        source(
            "test.Shop",
            """
            import java.util.*;
            @Table(name = "Shop",
                   gsis = {@GlobalIndex(name = "GSI1"),
                           @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)})
            public interface Shop {
              @AccessPattern("A user's orders, newest first")
              @Descending
              List<Order> ordersOfUser(String userId, @Since("createdAt") Instant since);
            }
            """);
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(shop, ORDER, LINE);
    String model = element(page(compilation), "singletable-model");

    assertThat(model)
        .contains(
            "\"accessPatterns\":[{\"kind\":\"declared\",\"name\":\"ordersOfUser\","
                + "\"call\":\"ordersOfUser(userId, since)\","
                + "\"description\":\"A user's orders, newest first\",\"index\":\"GSI1\","
                + "\"entities\":[\"Order\"],\"partitionAttribute\":\"GSI1PK\","
                + "\"partitionPattern\":\"USER#{userId}\",\"sortAttribute\":\"GSI1SK\","
                + "\"sortPattern\":\"ORDER#{createdAt}#{orderId}\","
                + "\"sortCondition\":\"begins_with\",\"sortValue\":\"ORDER#\",\"note\":null,"
                + "\"keyCondition\":\"Query: GSI1PK = \\\"USER#{userId}\\\" AND GSI1SK BETWEEN"
                + " \\\"ORDER#{since}#\\\" AND \\\"ORDER$\\\" (bounds exact in UTF-8 byte order:"
                + " \\\"ORDER#{since}#\\\" sorts before every key with createdAt = {since};"
                + " \\\"ORDER$\\\" sorts after every key that starts with \\\"ORDER#\\\"; a null"
                + " {since} reads every key that starts with \\\"ORDER#\\\")\","
                + "\"filter\":null},{\"kind\":\"query\",");
  }

  @Test
  void listsTheDesignReviewsWarningsWithTheSuppressedOnesMarked() throws IOException {
    Compilation compilation = compile();
    String model = element(page(compilation), "singletable-model");

    // Line's DAY#{day} partitions on GSI1 are reported; Order suppresses its own warning.
    assertThat(compilation)
        .hadWarningContaining("Line's partition key \"DAY#{day}\" on index GSI1");
    assertThat(model)
        .contains(
            "{\"id\":\"hot-partition\",\"subject\":\"Line\",\"message\":\"Line's partition key"
                + " \\\"DAY#{day}\\\" on index GSI1: its only placeholders have few values")
        .contains("on Line\",\"suppressed\":false}")
        .contains(
            "{\"id\":\"hot-partition\",\"subject\":\"Order\",\"message\":\"Order's partition"
                + " key \\\"STATUS#{status}\\\" on index GSI2: its only placeholders have few")
        .contains("on Order\",\"suppressed\":true}");
  }

  @Test
  void embedsExampleItemsWithTheirTableAndIndexKeys() throws IOException {
    String items = element(page(compile()), "singletable-items");

    assertThat(items)
        .startsWith("{\"source\":\"examples\",\"items\":[")
        .contains(
            "{\"PK\":{\"S\":\"ORDER#order-1\"},\"SK\":{\"S\":\"METADATA\"},"
                + "\"GSI1PK\":{\"S\":\"USER#user-1\"},"
                + "\"GSI1SK\":{\"S\":\"ORDER#2025-01-15T09:30:00Z#order-1\"},"
                + "\"GSI2PK\":{\"S\":\"STATUS#PLACED\"},"
                + "\"GSI2SK\":{\"S\":\"2025-01-15T09:30:00Z#order-1\"},"
                + "\"entityType\":{\"S\":\"Order\"},\"orderId\":{\"S\":\"order-1\"},"
                + "\"userId\":{\"S\":\"user-1\"},"
                + "\"createdAt\":{\"S\":\"2025-01-15T09:30:00.000000000Z\"},"
                + "\"status\":{\"S\":\"PLACED\"},\"itemCount\":{\"N\":\"1\"}}")
        // Lines share their order's partition, and their int component is 10 digits wide.
        .contains("{\"PK\":{\"S\":\"ORDER#order-1\"},\"SK\":{\"S\":\"LINE#0000000001\"}")
        .contains("{\"PK\":{\"S\":\"ORDER#order-1\"},\"SK\":{\"S\":\"LINE#0000000002\"}");
  }

  private static Compilation compile() {
    return javac().withProcessors(new SingletableProcessor()).compile(SHOP, ORDER, LINE);
  }

  private static String page(Compilation compilation) throws IOException {
    return compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/Shop.html")
        .orElseThrow(() -> new AssertionError("Shop.html was not written"))
        .getCharContent(true)
        .toString();
  }

  /** The content of the {@code <script type="application/json">} element with that id. */
  private static String element(String page, String id) {
    String start = "<script type=\"application/json\" id=\"" + id + "\">";
    int from = page.indexOf(start) + start.length();
    return page.substring(from, page.indexOf("</script>", from));
  }

  private static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString(name, IMPORTS + body);
  }
}
