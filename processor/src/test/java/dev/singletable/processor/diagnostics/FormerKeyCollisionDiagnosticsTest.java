package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The design review's {@code former-key-collision}: a former key ({@code @KeyPattern(formerly
 * = @FormerKey(...))}) that can equal another entity's current table key is an error on the {@code
 * formerly}, since writing the other entity would overwrite items not migrated yet; so is one that
 * can equal another moving entity's former key; a former key no other entity's key can equal
 * compiles clean.
 */
class FormerKeyCollisionDiagnosticsTest {

  /** Orders move from METADATA to HEADER in their own partitions. */
  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "HEADER",
              formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
          public record Order(String orderId, long total) {}
          """);

  @Test
  void aFormerKeyAnotherEntityWritesIsAnErrorNamingBoth() {
    JavaFileObject meta =
        source(
            "test.OrderMeta",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            public record OrderMeta(String orderId, String channel) {}
            """);
    Compilation compilation = compile(SHOP, ORDER, meta);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-key-collision] Order moves from pk = \"ORDER#{orderId}\", sk ="
                + " \"METADATA\", and that former key can equal the key of OrderMeta on the table:"
                + " Order {orderId=\"a\"}, not migrated yet, and OrderMeta {orderId=\"a\"} are"
                + " both at PK=\"ORDER#a\", SK=\"METADATA\", so a write of OrderMeta would"
                + " overwrite the stored Order before the job \"Order.key\" of"
                + " ShopDb.migrations() moved it: that item would be lost. Make the keys distinct:"
                + " start OrderMeta's sort key with a literal the former key cannot have there,"
                + " such as \"ORDERMETA#\"")
        .inFile(ORDER)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aFormerKeyWhoseValuesCanMeetAnotherPatternIsCaughtToo() {
    // Notes live in their author's partition; the old orders' partitions were USER#{orderId}: an
    // order id equal to a user id puts both at one key.
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "A",
                formerly = @FormerKey(pk = "USER#{orderId}", sk = "NOTE#{orderId}"))
            public record Order(String orderId) {}
            """);
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "NOTE#{noteId}")
            public record Note(String userId, String noteId) {}
            """);

    assertThat(compile(SHOP, order, note))
        .hadErrorContaining(
            "Order {orderId=\"a\"}, not migrated yet, and Note {userId=\"a\", noteId=\"a\"} are"
                + " both at PK=\"USER#a\", SK=\"NOTE#a\"")
        .inFile(order)
        .onLineContaining("formerly = @FormerKey");
  }

  @Test
  void aFormerKeyNoOtherKeyCanEqualCompilesClean() {
    JavaFileObject item =
        source(
            "test.OrderItem",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "ITEM#{itemId}")
            public record OrderItem(String orderId, String itemId) {}
            """);

    assertThat(compile(SHOP, ORDER, item)).succeededWithoutWarnings();
  }

  /**
   * Items were keyed by their legacy id and now by their sku: an item whose sku is another item's
   * legacy id is written where that item still waits to move.
   */
  @Test
  void aFormerKeyTheEntitysOwnNewKeyCanEqualIsAnError() {
    JavaFileObject item =
        source(
            "test.Item",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ITEM#{sku}", sk = "L#{legacyId}",
                formerly = @FormerKey(pk = "ITEM#{legacyId}", sk = "L#{legacyId}"))
            public record Item(String sku, String legacyId) {}
            """);
    Compilation compilation = compile(SHOP, item);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-key-collision] Item moves from pk = \"ITEM#{legacyId}\", sk ="
                + " \"L#{legacyId}\", and that former key can equal the key of Item on the table:"
                + " Item {legacyId=\"a\"}, not migrated yet, and Item {sku=\"a\", legacyId=\"a\"}"
                + " are both at PK=\"ITEM#a\", SK=\"L#a\", so a write of Item would overwrite the"
                + " stored Item before the job \"Item.key\" of ShopDb.migrations() moved it: that"
                + " item would be lost. Make the keys distinct: start Item's sort key with a"
                + " literal the former key cannot have there, such as \"ITEM#\"")
        .inFile(item)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation).hadErrorCount(1);
  }

  /**
   * Sku and legacy id swapped places: item (sku x, legacy a) waits where item (sku a, legacy x)
   * goes.
   */
  @Test
  void swappedComponentsCollideAcrossTwoInstances() {
    JavaFileObject item =
        source(
            "test.Item",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ITEM#{sku}", sk = "ITEM#{legacyId}",
                formerly = @FormerKey(pk = "ITEM#{legacyId}", sk = "ITEM#{sku}"))
            public record Item(String sku, String legacyId) {}
            """);
    Compilation compilation = compile(SHOP, item);

    assertThat(compilation)
        .hadErrorContaining(
            "Item {legacyId=\"a\", sku=\"x\"}, not migrated yet, and Item {sku=\"a\","
                + " legacyId=\"x\"} are both at PK=\"ITEM#a\", SK=\"ITEM#x\"")
        .inFile(item)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadErrorContaining(
            "start Item's sort key with a literal the former key cannot have there,"
                + " such as \"ITEMV2#\"");
    assertThat(compilation).hadErrorCount(1);
  }

  /** A key whose every instance keeps its text (only the sort key's literal changes) is clean. */
  @Test
  void aMoveNoOtherInstanceCanMeetCompilesClean() {
    JavaFileObject item =
        source(
            "test.Item",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ITEM#{sku}", sk = "{legacyId}#A",
                formerly = @FormerKey(pk = "ITEM#{sku}", sk = "{legacyId}"))
            public record Item(String sku, String legacyId) {}
            """);

    assertThat(compile(SHOP, item)).succeeded();
    assertThat(compile(SHOP, item)).hadErrorCount(0);
  }

  /** Each entity the former key can meet is reported, not only the first. */
  @Test
  void everyCollidingEntityIsReported() {
    JavaFileObject meta =
        source(
            "test.OrderMeta",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            public record OrderMeta(String orderId, String channel) {}
            """);
    JavaFileObject audit =
        source(
            "test.OrderAudit",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "{entry}")
            public record OrderAudit(String orderId, String entry) {}
            """);
    Compilation compilation = compile(SHOP, ORDER, meta, audit);

    assertThat(compilation)
        .hadErrorContaining("the key of OrderMeta on the table")
        .inFile(ORDER)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadErrorContaining("the key of OrderAudit on the table")
        .inFile(ORDER)
        .onLineContaining("formerly = @FormerKey");
  }

  /**
   * Invoices moved out of the orders' partitions, but their declared former key is the orders'
   * former key too: two entities' stored items cannot have shared a key, so a formerly is wrong.
   * Reported once, on the formerly of the first of the two in the design (Invoice).
   */
  @Test
  void twoFormerKeysThatCanBeEqualAreAnErrorNamingBoth() {
    JavaFileObject invoice =
        source(
            "test.Invoice",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "INVOICE#{invoiceId}", sk = "A",
                formerly = @FormerKey(pk = "ORDER#{invoiceId}", sk = "METADATA"))
            public record Invoice(String invoiceId, long cents) {}
            """);
    Compilation compilation = compile(SHOP, ORDER, invoice);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-key-collision] Invoice moves from pk = \"ORDER#{invoiceId}\", sk ="
                + " \"METADATA\", and that former key can equal the former key of Order on the"
                + " table: Invoice {invoiceId=\"a\"}, not migrated yet, and Order {orderId=\"a\"}"
                + " are both at PK=\"ORDER#a\", SK=\"METADATA\", so a write of Order by code still"
                + " running the accepted design would overwrite the stored Invoice before the job"
                + " \"Invoice.key\" of ShopDb.migrations() moved it: that item would be lost. Two"
                + " entities' stored items cannot share a key (the accepted design would have been"
                + " a key-collision), so a formerly is not the key its items carry: declare on"
                + " Invoice and Order the keys of the accepted design")
        .inFile(invoice)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation).hadErrorCount(1);
  }

  /** Two entities both moving, from former keys no value can make equal, compile clean. */
  @Test
  void twoFormerKeysThatCannotBeEqualCompileClean() {
    JavaFileObject invoice =
        source(
            "test.Invoice",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "INVOICE#{invoiceId}", sk = "A",
                formerly = @FormerKey(pk = "INVOICE#{invoiceId}", sk = "METADATA"))
            public record Invoice(String invoiceId, long cents) {}
            """);

    assertThat(compile(SHOP, ORDER, invoice)).succeededWithoutWarnings();
  }
}
