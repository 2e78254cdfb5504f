package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Declared defaults ({@code @Attribute(ifAbsent = "...")}): the text must be a value of the
 * attribute's type, on an attribute that no key and no role computes and that holds one scalar; an
 * error otherwise, on the {@code ifAbsent} value. Against a baseline, an attribute made required
 * with a default compiles clean; without one it is still {@code baseline-required}.
 */
class AttributeDefaultDiagnosticsTest {

  private static final String ORDER =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ORDER#{orderId}", sk = "A")
      @Gsi(index = "GSI1", pk = "CUSTOMER#{customer}", sk = "ORDER#{orderId}")
      public record Order(
          String orderId,
          String customer,
          Long points,
          Address shipTo,
          @Version long version) {
        public enum Status { PLACED, SHIPPED }
        public record Address(String street, String city) {}
      }
      """;

  private static JavaFileObject order(String body) {
    return source("test.Order", body);
  }

  /** The order with each {@code from, to} pair replaced. */
  private static String orderWith(String... fromTo) {
    String body = ORDER;
    for (int i = 0; i < fromTo.length; i += 2) {
      Assertions.assertThat(body).contains(fromTo[i]);
      body = body.replace(fromTo[i], fromTo[i + 1]);
    }
    return body;
  }

  /** The order with {@code component} added after its customer. */
  private static Compilation withComponent(String component) {
    return compile(
        SHOP, order(orderWith("    String customer,", "    String customer,\n    " + component)));
  }

  private static void refused(String component, String problem) {
    Compilation compilation = withComponent(component);
    assertThat(compilation)
        .hadErrorContaining(problem)
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining(component);
  }

  @Test
  void aLiteralThatIsNotAValueOfTheTypeIsAnErrorOnTheAnnotation() {
    refused(
        "@Attribute(ifAbsent = \"many\") int quantity,",
        "[singletable:attribute-default] attribute quantity of Order declares @Attribute(ifAbsent"
            + " = \"many\"), but it is not a value of type int: it is not a whole number in the"
            + " range of the type. A default is the value reads give the items stored without the"
            + " attribute (see docs/evolution.md)");
    refused(
        "@Attribute(ifAbsent = \"300\") byte level,",
        "attribute level of Order declares @Attribute(ifAbsent = \"300\"), but it is not a value of"
            + " type byte");
    refused(
        "@Attribute(ifAbsent = \"yes\") boolean gift,",
        "attribute gift of Order declares @Attribute(ifAbsent = \"yes\"), but it is not a value of"
            + " type boolean: a boolean is \"true\" or \"false\"");
    refused(
        "@Attribute(ifAbsent = \"SENT\") Status status,",
        "@Attribute(ifAbsent = \"SENT\"), but it is not a value of type test.Order.Status: it names"
            + " no constant (the constants are PLACED, SHIPPED)");
    refused(
        "@Attribute(ifAbsent = \"2024-13-01\") LocalDate due,",
        "it is not a value of type java.time.LocalDate: it is not an ISO-8601 date such as"
            + " 2024-01-01");
    refused(
        "@Attribute(ifAbsent = \"yesterday\") Instant seen,",
        "it is not a value of type java.time.Instant: it is not an ISO-8601 instant such as"
            + " 2024-01-01T00:00:00Z");
    refused(
        "@Attribute(ifAbsent = \"1e999\") double ratio,",
        "it is not a value of type double: it is beyond the range of a double");
  }

  @Test
  void aDefaultOnAKeyComponentOrAMaintainedAttributeIsAnError() {
    Compilation key =
        compile(
            SHOP,
            order(
                orderWith(
                    "    String customer,",
                    "    @Attribute(ifAbsent = \"nobody\") String customer,")));
    assertThat(key)
        .hadErrorContaining(
            "attribute customer of Order declares @Attribute(ifAbsent = \"nobody\"), but it is a"
                + " component of the GSI1 key (pk = \"CUSTOMER#{customer}\"), and keys hold every"
                + " stored item's value; remove ifAbsent")
        .inFile(key.sourceFiles().get(1))
        .onLineContaining("ifAbsent = \"nobody\"");

    Compilation version =
        compile(
            SHOP,
            order(
                orderWith(
                    "@Version long version",
                    "@Version @Attribute(ifAbsent = \"1\") long version")));
    assertThat(version)
        .hadErrorContaining(
            "attribute version of Order declares @Attribute(ifAbsent = \"1\"), but it is @Version,"
                + " which Singletable maintains from stored values; remove ifAbsent")
        .inFile(version.sourceFiles().get(1))
        .onLineContaining("ifAbsent = \"1\"");
  }

  @Test
  void aDefaultOnACollectionOrANestedRecordIsAnError() {
    refused(
        "@Attribute(ifAbsent = \"a\") List<String> tags,",
        "attribute tags of Order declares @Attribute(ifAbsent = \"a\"), but its type"
            + " java.util.List<java.lang.String> has no default: defaults are for numbers,"
            + " boolean, String, enums, Instant, LocalDate, LocalDateTime and UUID (a list, set,"
            + " map or Optional reads an absent attribute as empty already); remove ifAbsent");
    refused(
        "@Attribute(ifAbsent = \"x\") Optional<String> note,",
        "its type java.util.Optional<java.lang.String> has no default");
  }

  @Test
  void aNestedFieldsDefaultIsCheckedToo() {
    Compilation compilation =
        compile(
            SHOP,
            order(
                orderWith(
                    "String street, String city",
                    "String street, String city,\n"
                        + "        @Attribute(ifAbsent = \"ground\") int floor")));
    assertThat(compilation)
        .hadErrorContaining(
            "attribute floor of Order declares @Attribute(ifAbsent = \"ground\"), but it is not a"
                + " value of type int")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("int floor");
  }

  @Test
  void defaultsOfEveryKindCompileClean() {
    String components =
        String.join(
            "\n    ",
            "@Attribute(ifAbsent = \"true\") boolean gift,",
            "@Attribute(ifAbsent = \"-7\") byte level,",
            "@Attribute(ifAbsent = \"300\") short shelf,",
            "@Attribute(ifAbsent = \"-2147483648\") int quantity,",
            "@Attribute(ifAbsent = \"9223372036854775807\") long big,",
            "@Attribute(ifAbsent = \"1.5\") float rate,",
            "@Attribute(ifAbsent = \"2.5e-3\") double ratio,",
            "@Attribute(ifAbsent = \"12\") Integer boxed,",
            "@Attribute(ifAbsent = \"3\") Long boxedLong,",
            "@Attribute(ifAbsent = \"2.50\") BigDecimal price,",
            "@Attribute(ifAbsent = \"123456789012345678901234567890.5\") BigDecimal huge,",
            "@Attribute(ifAbsent = \"99999999999999999999\") BigInteger count,",
            "@Attribute(ifAbsent = \"\") String note,",
            "@Attribute(name = \"st\", ifAbsent = \"PLACED\") Status status,",
            "@Attribute(ifAbsent = \"2024-01-01T10:15:30.5Z\") Instant seen,",
            "@Attribute(ifAbsent = \"2024-02-29\") LocalDate due,",
            "@Attribute(ifAbsent = \"2024-02-29T23:59:59\") LocalDateTime local,",
            "@Attribute(ifAbsent = \"123e4567-e89b-12d3-a456-426614174000\") UUID ref,");
    Compilation compilation = withComponent(components);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.OrderSchema")
        .contentsAsUtf8String()
        .contains("GIFT_CODEC.readOr(item, true)");
  }

  // The baseline: the order as deployed, without the new attributes.
  private static final Path BASELINE = accepted(SHOP, order(ORDER));

  @Test
  void anAttributeMadeRequiredWithADefaultCompilesCleanAgainstTheBaseline() {
    Compilation compilation =
        against(
            BASELINE,
            SHOP,
            order(
                orderWith(
                    "    Long points,",
                    "    @Attribute(ifAbsent = \"0\") long points,\n"
                        + "    @Attribute(ifAbsent = \"false\") boolean gift,",
                    "String street, String city",
                    "String street, String city, @Attribute(ifAbsent = \"0\") int floor")));

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains("\"ifAbsent\": \"false\"");
  }

  @Test
  void withoutADefaultItIsStillBaselineRequired() {
    Compilation compilation =
        against(
            BASELINE,
            SHOP,
            order(orderWith("    Long points,", "    Long points,\n    boolean gift,")));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-required] attribute gift of Order is a primitive boolean")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("boolean gift");
  }
}
