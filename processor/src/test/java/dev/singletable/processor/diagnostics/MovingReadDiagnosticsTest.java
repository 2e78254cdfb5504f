package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Patterns.shop;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Reads while a key moves: a move whose former key table queries cannot follow (another partition
 * that the new one does not determine, or another order) is a note on the declaration, and a
 * declared read served by such a query is an error on its method; a read served by a get, and
 * queries of a move they can follow, compile clean.
 */
class MovingReadDiagnosticsTest {

  /** Orders moved out of their own partitions into their user's: no query can follow. */
  private static final JavaFileObject MOVED_APART =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}",
              formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "META#{userId}#{createdAt}"))
          public record Order(String userId, String orderId, Instant createdAt, long total) {}
          """);

  /** Orders whose partition and sort key literals changed over the same components. */
  private static final JavaFileObject RENAMED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}",
              formerly = @FormerKey(pk = "U#{userId}", sk = "O#{createdAt}#{orderId}"))
          public record Order(String userId, String orderId, Instant createdAt, long total) {}
          """);

  private static final String READS =
      """
      @AccessPattern("A user's orders, oldest first")
      List<Order> ordersOf(String userId);

      @AccessPattern("One order")
      Optional<Order> order(String userId, Instant createdAt, String orderId);
      """;

  @Test
  void aDeclaredQueryOfAKeyMovingApartIsAnError() {
    JavaFileObject shop = shop(READS);
    Compilation compilation = compile(shop, MOVED_APART);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read ordersOf queries the table key of"
                + " Order, but the table key of Order moves from pk = \"ORDER#{orderId}\", sk ="
                + " \"META#{userId}#{createdAt}\" and the former partition key needs {orderId},"
                + " which the new partition key lacks: its query cannot read the items not moved"
                + " yet, which it would miss until the job \"Order.key\" of ShopDb.migrations()"
                + " ran. Declare the read once the items moved and the new design is accepted,"
                + " serve it by an index, or declare a former key the query can follow")
        .inFile(shop)
        .onLineContaining("List<Order> ordersOf(String userId)");
    // The read served by a get reads both keys: no error on it.
    Assertions.assertThat(compilation.errors()).hasSize(1);
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-query-partial] the table key of Order moves from pk ="
                + " \"ORDER#{orderId}\", sk = \"META#{userId}#{createdAt}\", and the former"
                + " partition key needs {orderId}, which the new partition key lacks: until the job"
                + " \"Order.key\" of ShopDb.migrations() ran, its queries of the table key"
                + " (collections of its partition included) read only the items already moved; a"
                + " get reads both keys")
        .inFile(MOVED_APART)
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerSortKeyInAnotherOrderIsAnError() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}",
                formerly = @FormerKey(pk = "USER#{userId}", sk = "ORDER#{orderId}#{createdAt}"))
            public record Order(String userId, String orderId, Instant createdAt, long total) {}
            """);
    JavaFileObject shop = shop(READS);

    assertThat(compile(shop, order))
        .hadErrorContaining(
            "and the former sort key orders by [orderId, createdAt] and the new one by"
                + " [createdAt, orderId], so the two forms do not read in one order")
        .inFile(shop)
        .onLineContaining("List<Order> ordersOf(String userId)");
  }

  @Test
  void queriesThatFollowTheMoveCompileClean() {
    Compilation compilation = compile(shop(READS), RENAMED);

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(compilation.notes())
        .noneMatch(note -> note.getMessage(null).contains("migration-query-partial"));
  }
}
