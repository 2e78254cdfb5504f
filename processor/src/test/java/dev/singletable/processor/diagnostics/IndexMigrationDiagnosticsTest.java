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
 * A changed global index key pattern against the accepted design: refused with the declaration that
 * makes it safe named, a migration in flight when declared ({@code @Gsi(formerly
 * = @FormerKey(...))}) with the index's backfill as its job, an error when the declaration is not
 * the accepted key; a declared read of the index is refused while the keys move.
 */
class IndexMigrationDiagnosticsTest {

  private static final String V1 =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
      @Gsi(index = "GSI1", pk = "STATUS#{status}", sk = "{orderId}")
      public record Order(String orderId, String status, long amount) {}
      """;

  private static final Path BASELINE = accepted(SHOP, order(V1));

  private static JavaFileObject order(String body) {
    return source("test.Order", body);
  }

  private static Compilation v2(String gsi) {
    return against(
        BASELINE,
        SHOP,
        order(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            """
                + gsi
                + "\npublic record Order(String orderId, String status, long amount) {}\n"));
  }

  @Test
  void anUndeclaredIndexKeyChangeNamesTheDeclaration() {
    Compilation compilation = v2("@Gsi(index = \"GSI1\", pk = \"S#{status}\", sk = \"{orderId}\")");

    assertThat(compilation)
        .hadErrorContaining(
            "declare the migration with formerly = @FormerKey(pk = \"STATUS#{status}\", sk ="
                + " \"{orderId}\") on the @Gsi of GSI1 and run its job from ShopDb.migrations()")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("pk = \"S#{status}\"");
  }

  @Test
  void aDeclaredFormerIndexKeyIsAMigrationInFlightOfTheBackfill() {
    Compilation compilation =
        v2(
            """
            @Gsi(index = "GSI1", pk = "S#{status}", sk = "{orderId}",
                formerly = @FormerKey(pk = "STATUS#{status}", sk = "{orderId}"))
            """);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The GSI1 key of Order moves from pk ="
                + " \"STATUS#{status}\", sk = \"{orderId}\" to pk = \"S#{status}\", sk ="
                + " \"{orderId}\" since the accepted design")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadNoteContaining("(the job \"Order.fill:GSI1\" of ShopDb.migrations())");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"kind\": \"indexKey:GSI1\"",
            "\"from\": \"pk = \\\"STATUS#{status}\\\", sk = \\\"{orderId}\\\"\"");
  }

  @Test
  void aFormerIndexKeyThatIsNotTheAcceptedOneIsAnError() {
    Compilation compilation =
        v2(
            """
            @Gsi(index = "GSI1", pk = "S#{status}", sk = "{orderId}",
                formerly = @FormerKey(pk = "ST#{status}", sk = "{orderId}"))
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The GSI1 key of Order declares formerly pk"
                + " = \"ST#{status}\", sk = \"{orderId}\", but the accepted design")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  /** The index query reads the former keys too: STATUS#{status} is computed from S#{status}. */
  @Test
  void aDeclaredReadOfAnIndexWhoseKeysMoveIsServedWhereItsQueryFollows() {
    JavaFileObject shop =
        source(
            "test.Shop",
            """
            @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
            public interface Shop {
              @AccessPattern("Orders in a status")
              List<Order> ordersIn(String status);
            }
            """);
    JavaFileObject order =
        order(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "S#{status}", sk = "{orderId}",
                formerly = @FormerKey(pk = "STATUS#{status}", sk = "{orderId}"))
            public record Order(String orderId, String status, long amount) {}
            """);

    assertThat(compile(shop, order)).succeededWithoutWarnings();
  }

  @Test
  void aDeclaredReadOfAnIndexWhoseKeysMoveWhereItsQueryCannotFollowIsAnError() {
    JavaFileObject shop =
        source(
            "test.Shop",
            """
            @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
            public interface Shop {
              @AccessPattern("Orders in a status")
              List<Order> ordersIn(String status);
            }
            """);
    JavaFileObject order =
        order(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "S#{status}", sk = "{orderId}",
                formerly = @FormerKey(pk = "STATUS#{status}#{amount}", sk = "{orderId}"))
            public record Order(String orderId, String status, long amount) {}
            """);

    assertThat(compile(shop, order))
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read ordersIn queries index GSI1, but"
                + " the GSI1 key of Order moves from pk = \"STATUS#{status}#{amount}\", sk ="
                + " \"{orderId}\" and an index query reads only the keys the items hold, the former"
                + " ones until the backfill rewrote them (it cannot also read the former keys: the"
                + " former partition key needs {amount}, which the new partition key lacks): its"
                + " query cannot read the items not moved yet, which it would miss until the job"
                + " \"Order.fill:GSI1\" of ShopDb.migrations() ran")
        .inFile(shop)
        .onLineContaining("List<Order> ordersIn(String status)");
  }

  /**
   * Index sort keys need not be unique: where the index sort key does not hold the whole table key,
   * two orders of one status and amount tie, and the merge could return one twice or lose one.
   */
  @Test
  void anIndexMoveWhoseSortKeyLacksATableKeyComponentIsNotFollowed() {
    JavaFileObject shop =
        source(
            "test.Shop",
            """
            @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
            public interface Shop {
              @AccessPattern("Orders in a status")
              List<Order> ordersIn(String status);
            }
            """);
    JavaFileObject order =
        order(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "S#{status}", sk = "{amount}",
                formerly = @FormerKey(pk = "STATUS#{status}", sk = "{amount}"))
            public record Order(String orderId, String status, long amount) {}
            """);

    Compilation compilation = compile(shop, order);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read ordersIn queries index GSI1, but"
                + " the GSI1 key of Order moves from pk = \"STATUS#{status}\", sk = \"{amount}\""
                + " and an index query reads only the keys the items hold, the former ones until"
                + " the backfill rewrote them (it cannot also read the former keys: the index sort"
                + " key lacks {orderId} of the table key, so two items' index sort keys can tie and"
                + " the merge cannot tell them apart)")
        .inFile(shop)
        .onLineContaining("List<Order> ordersIn(String status)");
    assertThat(compilation).hadErrorCount(1);
  }

  /** Without an index sort key every order of a status ties: the move is not followed either. */
  @Test
  void anIndexMoveWithoutAnIndexSortKeyIsNotFollowed() {
    JavaFileObject shop =
        source(
            "test.Shop",
            """
            @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1", hasSortKey = false))
            public interface Shop {
              @AccessPattern("Orders in a status")
              List<Order> ordersIn(String status);
            }
            """);
    JavaFileObject order =
        order(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "S#{status}",
                formerly = @FormerKey(pk = "STATUS#{status}"))
            public record Order(String orderId, String status, long amount) {}
            """);

    assertThat(compile(shop, order))
        .hadErrorContaining(
            "(it cannot also read the former keys: the index has no sort key, so the items of a"
                + " partition tie and the merge cannot tell them apart)")
        .inFile(shop)
        .onLineContaining("List<Order> ordersIn(String status)");
  }

  /** Customers' orders and notes in one GSI1 partition; the notes' GSI1 keys move. */
  private static final JavaFileObject CUSTOMER_ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "ORDER")
          @Gsi(index = "GSI1", pk = "C#{customerId}", sk = "ORDER#{orderId}")
          @dev.singletable.annotations.Collection(value = "customerItems", index = "GSI1")
          public record Order(String orderId, String customerId) {}
          """);

  private static final JavaFileObject CUSTOMER_NOTE =
      source(
          "test.Note",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "NOTE#{noteId}", sk = "NOTE")
          @Gsi(index = "GSI1", pk = "C#{customerId}", sk = "NOTE#{noteId}",
              formerly = @FormerKey(pk = "CUSTOMER#{customerId}", sk = "NOTE#{noteId}"))
          @dev.singletable.annotations.Collection(value = "customerItems", index = "GSI1")
          public record Note(String noteId, String customerId) {}
          """);

  private static JavaFileObject customerShop(String read) {
    return source(
        "test.Shop",
        """
        @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
        public interface Shop {
        """
            + read
            + "\n}\n");
  }

  private static final String ITEMS_OF =
      """
        @AccessPattern("A customer's orders and notes")
        ShopDb.CustomerItems itemsOf(String customerId);
      """;

  /**
   * The move qualifies, so the notes' own index query follows it, and so does the query of the
   * collection on the index: it reads the notes' former index keys as well, merged.
   */
  @Test
  void aDeclaredCollectionReadOfAnIndexWhoseKeysMoveCompilesWhereTheMoveQualifies() {
    assertThat(compile(customerShop(ITEMS_OF), CUSTOMER_ORDER, CUSTOMER_NOTE))
        .succeededWithoutWarnings();
  }

  /**
   * Where the move does not qualify (the notes' index sort key is one text for every note of a
   * customer, so they tie), a declared read of the collection is refused, saying why.
   */
  @Test
  void aDeclaredCollectionReadOfAnIndexWhoseMoveDoesNotQualifyIsAnError() {
    JavaFileObject shop = customerShop(ITEMS_OF);
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "NOTE#{noteId}", sk = "NOTE")
            @Gsi(index = "GSI1", pk = "C#{customerId}", sk = "NOTE",
                formerly = @FormerKey(pk = "CUSTOMER#{customerId}", sk = "NOTE"))
            @dev.singletable.annotations.Collection(value = "customerItems", index = "GSI1")
            public record Note(String noteId, String customerId) {}
            """);

    Compilation compilation = compile(shop, CUSTOMER_ORDER, note);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read itemsOf reads a collection"
                + " by index GSI1, but the GSI1 key of Note moves from pk ="
                + " \"CUSTOMER#{customerId}\", sk = \"NOTE\" and a collection query reads only"
                + " the keys the items hold, the former ones until the backfill rewrote them (it"
                + " cannot also read the former keys: the index sort key lacks {noteId} of the"
                + " table key, so two items' index sort keys can tie and the merge cannot tell"
                + " them apart): its query cannot read the items not moved yet, which it would"
                + " miss until the job \"Note.fill:GSI1\" of ShopDb.migrations() ran")
        .inFile(shop)
        .onLineContaining("itemsOf(String customerId)");
    Assertions.assertThat(compilation.errors())
        .extracting(error -> error.getMessage(null))
        .filteredOn(message -> message.contains("[singletable:"))
        .hasSize(1);
  }

  /**
   * A sub-collection on the index follows a move only where the former sort key starts with its
   * prefix, as on the table: otherwise its declared read is refused.
   */
  @Test
  void aDeclaredSubCollectionReadOfAnIndexWhoseFormerSortKeyLeavesThePrefixIsAnError() {
    JavaFileObject shop =
        customerShop(
            """
              @AccessPattern("A customer's notes")
              ShopDb.CustomerNotes notesOf(String customerId);
            """);
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "NOTE#{noteId}", sk = "NOTE")
            @Gsi(index = "GSI1", pk = "C#{customerId}", sk = "NOTE#{noteId}",
                formerly = @FormerKey(pk = "C#{customerId}", sk = "N#{noteId}"))
            @dev.singletable.annotations.Collection(
                value = "customerNotes", index = "GSI1", prefix = "NOTE#")
            public record Note(String noteId, String customerId) {}
            """);

    Compilation compilation = compile(shop, note);
    assertThat(compilation)
        .hadErrorContaining(
            "declared read notesOf reads a collection by index GSI1, but the GSI1 key of Note"
                + " moves from pk = \"C#{customerId}\", sk = \"N#{noteId}\" and its former sort"
                + " key does not start with the prefix \"NOTE#\" that selects collection"
                + " \"customerNotes\" (a sub-collection follows a move only under its prefix, as"
                + " on the table)")
        .inFile(shop)
        .onLineContaining("notesOf(String customerId)");
    Assertions.assertThat(compilation.errors())
        .extracting(error -> error.getMessage(null))
        .filteredOn(message -> message.contains("[singletable:"))
        .hasSize(1);
  }

  @Test
  void theEntityQueryOfThatIndexCompilesClean() {
    JavaFileObject shop =
        customerShop(
            """
              @AccessPattern("A customer's notes")
              List<Note> notesOf(String customerId);
            """);

    assertThat(compile(shop, CUSTOMER_ORDER, CUSTOMER_NOTE)).succeededWithoutWarnings();
  }
}
