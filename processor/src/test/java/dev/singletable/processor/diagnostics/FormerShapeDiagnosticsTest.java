package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The stored shapes entities declare ({@code @Entity(shape = N)} and {@code @FormerShape(k)}
 * records): a valid one compiles clean; every error names the entity and the record, and points at
 * the shape number, the record or its {@code upgrade()}.
 */
class FormerShapeDiagnosticsTest {

  private static final String CUSTOMER =
      """
      @Entity(table = Shop.class, shape = %s)
      @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "A")
      public record Customer(String customerId, String first, String last) {
        %s
      }
      """;

  private static final String V1 =
      """
      @FormerShape(1)
        record V1(String customerId, String name) {
          Customer upgrade() { return new Customer(customerId, name, ""); }
        }
      """;

  private static Compilation customer(String shape, String formers) {
    return compile(SHOP, source("test.Customer", CUSTOMER.formatted(shape, formers)));
  }

  private static JavaFileObject file(Compilation compilation) {
    return compilation.sourceFiles().get(1);
  }

  private static final String TAIL =
      ". A former shape is a record annotated @FormerShape(k), nested in its entity or not, with k"
          + " from 1 to below the entity's @Entity(shape = N)";

  @Test
  void aValidFormerShapeCompilesClean() {
    assertThat(customer("2", V1)).succeededWithoutWarnings();
  }

  @Test
  void aTopLevelFormerShapeBelongsToTheEntityItsUpgradeReturns() {
    Compilation compilation =
        compile(
            SHOP,
            source("test.Customer", CUSTOMER.formatted("2", "")),
            source(
                "test.CustomerV1",
                """
                @FormerShape(1)
                record CustomerV1(String customerId, String name) {
                  Customer upgrade() { return new Customer(customerId, name, ""); }
                }
                """));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.ShopDb")
        .contentsAsUtf8String()
        .contains("MigrationJob.upgrade(\"Customer.upgrade\", CustomerSchema.INSTANCE)");
  }

  @Test
  void aShapeNumberBelowOneIsRefusedOnTheShape() {
    Compilation compilation = customer("0", "");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] Customer declares @Entity(shape = 0), but a shape number"
                + " is 1 or more (1, the default, is the first shape)"
                + TAIL)
        .inFile(file(compilation))
        .onLineContaining("shape = 0");
  }

  @Test
  void aFormerShapeNotBelowTheCurrentOneIsRefusedOnItsNumber() {
    Compilation compilation = customer("1", V1);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape(1) V1 of Customer, but Customer is of shape 1:"
                + " a former shape is numbered from 1 to 0 (none: raise @Entity(shape = ...)"
                + " first)")
        .inFile(file(compilation))
        .onLineContaining("@FormerShape(1)");
  }

  @Test
  void twoFormerShapesOfOneNumberAreRefusedOnTheSecond() {
    Compilation compilation =
        customer(
            "3",
            V1
                + """
                @FormerShape(1) record Old(String customerId, String name) {
                    Customer upgrade() { return new Customer(customerId, name, ""); }
                  }
                """);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape(1) Old of Customer, but another record is"
                + " former shape 1 of Customer already: give each former shape its own number")
        .inFile(file(compilation))
        .onLineContaining("record Old");
  }

  @Test
  void aFormerShapeWithoutUpgradeIsRefusedOnTheRecord() {
    Compilation compilation =
        customer("2", "@FormerShape(1) record V1(String customerId, String name) {}");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape(1) V1 of Customer, but it has no method"
                + " upgrade() that returns Customer: declare Customer upgrade() { ... }")
        .inFile(file(compilation))
        .onLineContaining("record V1");
  }

  @Test
  void anUpgradeOfAnotherTypeIsRefusedOnTheMethod() {
    Compilation compilation =
        customer(
            "2",
            """
            @FormerShape(1)
              record V1(String customerId, String name) {
                String upgrade() { return name; }
              }
            """);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape(1) V1 of Customer, but its upgrade() returns"
                + " String or is static, private or throws checked exceptions: declare Customer"
                + " upgrade() { ... }, an instance method that returns the entity")
        .inFile(file(compilation))
        .onLineContaining("String upgrade()");
  }

  @Test
  void aFormerShapeWithoutAKeyComponentIsRefusedOnTheRecord() {
    Compilation compilation =
        customer(
            "2",
            """
            @FormerShape(1)
              record V1(long customerId, String name) {
                Customer upgrade() { return new Customer("" + customerId, name, ""); }
              }
            """);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape(1) V1 of Customer, but it lacks the key"
                + " component customerId (stored as \"customerId\", java.lang.String) of the table"
                + " key: the key its items are stored under must be computed from what they hold;"
                + " declare it with the same stored name and type")
        .inFile(file(compilation))
        .onLineContaining("record V1");
  }

  @Test
  void aPrivateFormerShapeIsRefusedOnTheRecord() {
    Compilation compilation =
        customer(
            "2",
            """
            @FormerShape(1)
              private record V1(String customerId, String name) {
                Customer upgrade() { return new Customer(customerId, name, ""); }
              }
            """);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape(1) V1 of Customer, but it is private, and the"
                + " generated schema reads it: make it package-private or public")
        .inFile(file(compilation))
        .onLineContaining("private record V1");
  }

  @Test
  void aFormerShapeOfNoEntityIsRefusedOnTheRecord() {
    Compilation compilation =
        compile(
            SHOP,
            source("test.Customer", CUSTOMER.formatted("1", "")),
            JavaFileObjects.forSourceString(
                "test.Stray",
                Sources.IMPORTS
                    + """
                    @FormerShape(1)
                    record Stray(String customerId) {
                      String upgrade() { return customerId; }
                    }
                    """));
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-shape] @FormerShape Stray, but it is neither nested in an"
                + " @Entity nor has a method upgrade() that returns one, so no entity reads it")
        .inFile(compilation.sourceFiles().get(2))
        .onLineContaining("record Stray");
  }
}
