package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Patterns.shop;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.entity;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A changed local index sort key against the accepted design ({@code @Lsi(formerly = @FormerKey(sk
 * = ...))}): the undeclared change names the declaration, the accepted former key is a migration in
 * flight of the index's backfill, another one an error; without a baseline, a former local key is a
 * sort key only, and a declared read of the index is refused where its query cannot follow.
 */
class LocalIndexMigrationDiagnosticsTest {

  private static final String KEY =
      "@KeyPattern(pk = \"CUSTOMER#{customerId}\", sk = \"ORDER#{orderId}\")";

  private static final Path BASELINE = accepted(SHOP, order(lsi("TOTAL#{total}#{orderId}")));

  /** The table declaring a read of LSI1, a customer's orders from a total. */
  private static final JavaFileObject BY_TOTAL =
      shop(
          """
            @AccessPattern("A customer's orders by total")
            List<Order> byTotal(String customerId, @Since("total") long minimum);
          """);

  /** Order with {@link #KEY} and {@code lsi}. */
  private static JavaFileObject order(String lsi) {
    return order(KEY, lsi);
  }

  private static JavaFileObject order(String key, String lsi) {
    return entity("Order", "String customerId, String orderId, long total", key, lsi);
  }

  /** The {@code @Lsi} of LSI1 with sort key {@code sk}. */
  private static String lsi(String sk) {
    return "@Lsi(index = \"LSI1\", sk = \"" + sk + "\")";
  }

  /**
   * The {@code @Lsi} of LSI1 with sort key {@code "T#{total}#{orderId}"}, moved from {@code
   * former}.
   */
  private static String moved(String former) {
    return moved("T#{total}#{orderId}", former);
  }

  /**
   * The {@code @Lsi} of LSI1 with sort key {@code sk}, on its own line {@code formerly
   * = @FormerKey(former)}.
   */
  private static String moved(String sk, String former) {
    return "@Lsi(index = \"LSI1\", sk = \""
        + sk
        + "\",\n    formerly = @FormerKey("
        + former
        + "))";
  }

  private static Compilation v2(String lsi) {
    return against(BASELINE, SHOP, order(lsi));
  }

  @Test
  void anUndeclaredLocalIndexKeyChangeNamesTheDeclaration() {
    Compilation compilation = v2(lsi("T#{total}#{orderId}"));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-pattern] The LSI1 sort key of Order is"
                + " \"T#{total}#{orderId}\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"TOTAL#{total}#{orderId}\"")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("sk = \"T#{total}#{orderId}\"");
    assertThat(compilation)
        .hadErrorContaining(
            "keep the old pattern, or declare the migration with formerly = @FormerKey(sk ="
                + " \"TOTAL#{total}#{orderId}\") on the @Lsi of LSI1 and run its job from"
                + " ShopDb.migrations()");
  }

  @Test
  void theAcceptedFormerLocalIndexKeyIsAMigrationInFlightOfTheBackfill() {
    Compilation compilation = v2(moved("sk = \"TOTAL#{total}#{orderId}\""));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The LSI1 key of Order moves from sk ="
                + " \"TOTAL#{total}#{orderId}\" to sk = \"T#{total}#{orderId}\" since the accepted"
                + " design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.fill:LSI1\" of ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains("\"kind\": \"indexKey:LSI1\"");
  }

  @Test
  void aFormerLocalIndexKeyThatIsNotTheAcceptedOneIsAnError() {
    Compilation compilation = v2(moved("sk = \"TOT#{total}#{orderId}\""));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The LSI1 key of Order declares formerly sk"
                + " = \"TOT#{total}#{orderId}\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had sk = \"TOTAL#{total}#{orderId}\": the stored items carry the keys of the"
                + " accepted design; declare formerly = @FormerKey(sk ="
                + " \"TOTAL#{total}#{orderId}\")")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerLocalIndexKeyLeftAfterTheNewKeyWasAcceptedIsAnError() {
    Path accepted = accepted(SHOP, order(lsi("T#{total}#{orderId}")));
    Compilation compilation =
        against(accepted, SHOP, order(moved("sk = \"TOTAL#{total}#{orderId}\"")));

    assertThat(compilation)
        .hadErrorContaining(
            "the accepted design already holds the current key, so the stored items are accepted"
                + " as moved; remove formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerLocalIndexKeyIsASortKeyOnly() {
    Compilation withPk =
        compile(SHOP, order(moved("pk = \"C#{customerId}\", sk = \"TOTAL#{total}#{orderId}\"")));
    assertThat(withPk)
        .hadErrorContaining(
            "[singletable:migration-former-key] the former key of Order in index LSI1, pk ="
                + " \"C#{customerId}\", sk = \"TOTAL#{total}#{orderId}\", cannot be read: a local"
                + " index shares the table partition key \"CUSTOMER#{customerId}\", which does not"
                + " move with it: leave pk out")
        .inFile(withPk.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");

    Compilation withoutSk = compile(SHOP, order(moved("")));
    assertThat(withoutSk)
        .hadErrorContaining(
            "the former key of Order in index LSI1, pk = \"CUSTOMER#{customerId}\", cannot be"
                + " read: a local index key moves by its sort key: declare the former sk")
        .inFile(withoutSk.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerKey");

    assertThat(compile(SHOP, order(moved("sk = \"T#{total}#{orderId}\""))))
        .hadErrorContaining(
            "the former key of Order in index LSI1, sk = \"T#{total}#{orderId}\", cannot be read:"
                + " it is the current key");

    assertThat(compile(SHOP, order(moved("sk = \"TOTAL#{total\""))))
        .hadErrorContaining("the former key of Order in index LSI1, sk = \"TOTAL#{total\"");
  }

  /** TOTAL#{total}#{orderId} to T#{total}#{orderId}: both sort alike, the query reads both. */
  @Test
  void aDeclaredReadOfALocalIndexWhoseKeyMovesIsServedWhereItsQueryFollows() {
    JavaFileObject order = order(moved("sk = \"TOTAL#{total}#{orderId}\""));

    assertThat(compile(BY_TOTAL, order)).succeededWithoutWarnings();
  }

  @Test
  void aDeclaredReadOfALocalIndexWhoseKeyMovesOutOfOrderIsAnError() {
    JavaFileObject order = order(moved("sk = \"TOTAL#{orderId}#{total}\""));

    assertThat(compile(BY_TOTAL, order))
        .hadErrorContaining(
            "[singletable:migration-read-unserved] declared read byTotal queries index LSI1, but"
                + " the LSI1 key of Order moves from sk = \"TOTAL#{orderId}#{total}\" and an index"
                + " query reads only the keys the items hold, the former ones until the backfill"
                + " rewrote them (it cannot also read the former keys: the former sort key does not"
                + " order the items as the new one): its query cannot read the items not moved"
                + " yet, which it would miss until the job \"Order.fill:LSI1\" of"
                + " ShopDb.migrations() ran")
        .inFile(BY_TOTAL)
        .onLineContaining("List<Order> byTotal(String customerId");
  }

  /** The items whose table key has not moved yet are in another partition of the local index. */
  @Test
  void aLocalIndexMoveBesideATablePartitionMoveIsNotFollowed() {
    JavaFileObject order =
        order(
            """
            @KeyPattern(pk = "C#{customerId}", sk = "ORDER#{orderId}",
                formerly = @FormerKey(pk = "CUSTOMER#{customerId}", sk = "ORDER#{orderId}"))\
            """,
            moved("sk = \"TOTAL#{total}#{orderId}\""));

    assertThat(compile(BY_TOTAL, order))
        .hadErrorContaining(
            "(it cannot also read the former keys: the table partition key moves too, and a local"
                + " index query reads one table partition)")
        .inFile(BY_TOTAL)
        .onLineContaining("List<Order> byTotal(String customerId");
  }

  /**
   * A local index shares the table partition, so only the table sort key's components must be in
   * the index sort key: {customerId} need not be.
   */
  @Test
  void aLocalIndexSortKeyNeedsOnlyTheTableSortKeysComponents() {
    JavaFileObject lacking = order(moved("T#{total}", "sk = \"TOTAL#{total}\""));

    assertThat(compile(BY_TOTAL, lacking))
        .hadErrorContaining(
            "(it cannot also read the former keys: the index sort key lacks {orderId} of the table"
                + " key, so two items' index sort keys can tie and the merge cannot tell them"
                + " apart)")
        .inFile(BY_TOTAL)
        .onLineContaining("List<Order> byTotal(String customerId");
  }
}
