package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Patterns.LINE;
import static dev.singletable.processor.diagnostics.Patterns.ORDER;
import static dev.singletable.processor.diagnostics.Patterns.shop;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One compile reports every independent error, as javac does: an entity's validation error does not
 * hide the error of a declared read of another, sound entity, while the read of the broken entity
 * (whose input is unsound) is not checked further.
 */
class IndependentErrorsTest {

  /** An entity with an attribute that cannot be stored: a validation error of its own. */
  private static final JavaFileObject NOTE =
      source(
          "test.Note",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "NOTE#{id}", sk = "NOTE")
          public record Note(String id, Thread owner) {}
          """);

  @Test
  void aValidationErrorAndAnIndependentDeclaredReadErrorComeInOneCompile() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders from an id on")
            List<Order> ordersOf(String userId, @Since("orderId") String first);
            @AccessPattern("A note")
            Optional<Note> note(String id);
            """);
    Compilation compilation = compile(shop, ORDER, LINE, NOTE);
    assertThat(compilation)
        .hadErrorContaining("[singletable:attribute-type] attribute owner of Note has type")
        .inFile(NOTE)
        .onLineContaining("Thread owner");
    assertThat(compilation)
        .hadErrorContaining("[singletable:pattern-sort-gap] parameter first of ordersOf()")
        .inFile(shop)
        .onLineContaining("String first");
    assertThat(compilation).hadErrorCount(2);
  }

  /**
   * A validation error (Note), a design-review error (Receipt's key collides with Invoice's) and a
   * declared-read error (ordersOf) in independent entities: the review's error does not hide the
   * read's, and nothing follows from either (Note's and Receipt's reads are left unchecked).
   */
  @Test
  void validationReviewAndDeclaredReadErrorsComeInOneCompile() {
    JavaFileObject invoice =
        source(
            "test.Invoice",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "BILL#{billId}", sk = "DOC")
            public record Invoice(String billId, int amount) {}
            """);
    JavaFileObject receipt =
        source(
            "test.Receipt",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "BILL#{billId}",
                sk = "DOC")
            public record Receipt(String billId, String payer) {}
            """);
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders from an id on")
            List<Order> ordersOf(String userId, @Since("orderId") String first);
            @AccessPattern("A note")
            Optional<Note> note(String id);
            @AccessPattern("A receipt's payer's receipts")
            List<Receipt> receiptsOf(String payer);
            @AccessPattern("A bill's invoice")
            Optional<Invoice> invoice(String billId);
            """);
    Compilation compilation = compile(shop, ORDER, LINE, NOTE, invoice, receipt);
    assertThat(compilation)
        .hadErrorContaining("[singletable:attribute-type] attribute owner of Note has type")
        .inFile(NOTE)
        .onLineContaining("Thread owner");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:key-collision] Invoice and Receipt can write the same key")
        .inFile(receipt)
        .onLineContaining("sk = \"DOC\"");
    assertThat(compilation)
        .hadErrorContaining("[singletable:pattern-sort-gap] parameter first of ordersOf()")
        .inFile(shop)
        .onLineContaining("String first");
    assertThat(compilation).hadErrorCount(3);
  }

  @Test
  void aTableErrorStillStopsTheChecksThatDependOnIt() {
    JavaFileObject shop =
        source(
            "test.Shop",
            """
            @Table(name = "")
            public interface Shop {
              @AccessPattern("A user's orders from an id on")
              List<Order> ordersOf(String userId, @Since("orderId") String first);
            }
            """);
    Compilation compilation = compile(shop, ORDER, LINE);
    assertThat(compilation).failed();
    assertThat(compilation.errors())
        .noneMatch(error -> error.getMessage(null).contains("pattern-sort-gap"));
  }
}
