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

  private static final String OWNED_READ =
      """
      @AccessPattern("A user's repositories")
      ShopDb.Owned ownedBy(String username);
      """;

  /** Repositories moving into the sub-collection "owned" from a sort key outside its prefix. */
  private static JavaFileObject ownedRepo(String collection) {
    return source(
        "test.OwnedRepo",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "USER#{username}", sk = "OWNS#{repo}",
            formerly = @FormerKey(pk = "USER#{username}", sk = "REPO#{repo}"))
        %s
        public record OwnedRepo(String username, String repo) {}
        """
            .formatted(collection));
  }

  @Test
  void aFormerSortKeyOutsideASubCollectionsPrefixIsAnErrorOnTheMoveAndItsReads() {
    JavaFileObject shop = shop(OWNED_READ);
    JavaFileObject repo =
        ownedRepo("@dev.singletable.annotations.Collection(value = \"owned\", prefix = \"OWNS#\")");
    Compilation compilation = compile(shop, repo);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:collection-prefix-former] OwnedRepo moves from sk = \"REPO#{repo}\","
                + " which does not start with the prefix \"OWNS#\" of collection \"owned\": until"
                + " the job \"OwnedRepo.key\" of ShopDb.migrations() ran, the items not moved yet"
                + " keep their former sort key, which begins_with(SK, \"OWNS#\") does not match,"
                + " so owned() and every read of it miss them (a get still reads both keys). Run"
                + " the migration and accept the new design before adding the prefix, or keep the"
                + " collection whole-partition until then: remove prefix = \"OWNS#\" from every"
                + " @Collection(\"owned\")")
        .inFile(repo)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read ownedBy reads collection"
                + " \"owned\" of OwnedRepo, but the table key of OwnedRepo moves from pk ="
                + " \"USER#{username}\", sk = \"REPO#{repo}\" and its former sort key does not"
                + " start with the prefix \"OWNS#\" that selects collection \"owned\": its query"
                + " cannot read the items not moved yet")
        .inFile(shop)
        .onLineContaining("ShopDb.Owned ownedBy(String username)");
    // Besides javac's own: ShopDb is not generated once the design has errors.
    Assertions.assertThat(compilation.errors())
        .filteredOn(e -> e.getMessage(null).startsWith("[singletable:"))
        .hasSize(2);
  }

  @Test
  void theWholePartitionCollectionReadsBothSortKeysAndCompilesClean() {
    Compilation compilation =
        compile(shop(OWNED_READ), ownedRepo("@dev.singletable.annotations.Collection(\"owned\")"));

    assertThat(compilation).succeededWithoutWarnings();
  }

  /** A collection query reads the former partition of a moving member as its queries do. */
  @Test
  void aDeclaredReadOfACollectionWhoseMemberMovesPartitionIsServed() {
    JavaFileObject repo =
        source(
            "test.OwnedRepo",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{username}", sk = "REPO#{repo}",
                formerly = @FormerKey(pk = "U#{username}", sk = "REPO#{repo}"))
            @dev.singletable.annotations.Collection("owned")
            public record OwnedRepo(String username, String repo) {}
            """);

    assertThat(compile(shop(OWNED_READ), repo)).succeededWithoutWarnings();
  }
}
