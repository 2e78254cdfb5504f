package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The design review's unservable access patterns: {@code collection-leak} and {@code
 * query-unservable}.
 */
class AccessPatternDiagnosticsTest {

  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
          @dev.singletable.annotations.Collection("orderDetails")
          public record Order(String orderId) {}
          """);

  private static final JavaFileObject ITEM =
      source(
          "test.OrderItem",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "ITEM#{productId}")
          @dev.singletable.annotations.Collection("orderDetails")
          public record OrderItem(String orderId, String productId) {}
          """);

  @Test
  void aNonMemberInTheCollectionsPartitionIsAnError() {
    JavaFileObject shipment =
        source(
            "test.Shipment",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "SHIPMENT#{shipmentId}")
            public record Shipment(String orderId, String shipmentId) {}
            """);
    assertThat(compile(SHOP, ORDER, ITEM, shipment))
        .hadErrorContaining(
            "[singletable:collection-leak] collection \"orderDetails\" reads whole partitions of"
                + " the table (PK = \"ORDER#{orderId}\"), but Shipment, which is not a member, is"
                + " stored there too: Shipment {orderId=\"a\", shipmentId=\"x\"} at PK=\"ORDER#a\","
                + " SK=\"SHIPMENT#x\". Every read of the collection would also read its items only"
                + " to drop them; add @Collection(\"orderDetails\") to Shipment or move it to a"
                + " partition of its own (a partition-key literal of its own, such as"
                + " \"SHIPMENT#{orderId}\")")
        .inFile(ORDER)
        .onLineContaining("@dev.singletable.annotations.Collection(\"orderDetails\")");
  }

  @Test
  void membersTellTheirItemsApartByEntityType() {
    assertThat(compile(SHOP, ORDER, ITEM)).succeededWithoutWarnings();
  }

  @Test
  void aQueryNameOnAKeysOnlyIndexGetsAQueryOfViews() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI2", pk = "BUYER#{buyerId}", sk = "ORDER#{orderId}",
                query = "ordersOfBuyer")
            public record Order(String orderId, String buyerId) {}
            """);
    Compilation compilation = compile(SHOP, order);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.OrderGsi2View");
    assertThat(compilation)
        .generatedSourceFile("test.OrderRepository")
        .contentsAsUtf8String()
        .contains(
            "public OrderGsi2ViewOrderIdStage<ViewQuery<OrderGsi2View, Order, OrderKey>>"
                + " ordersOfBuyer(");
  }

  @Test
  void aQueryNameOnAKeysOnlyIndexOfAnEntityWithoutLiteralKeyTextCannotBeServed() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "{orderId}", sk = "{buyerId}")
            @Gsi(index = "GSI2", pk = "BUYER#{buyerId}", sk = "ORDER#{orderId}",
                query = "ordersOfBuyer")
            public record Order(String orderId, String buyerId) {}
            """);
    assertThat(compile(SHOP, order))
        .hadErrorContaining(
            "[singletable:query-unservable] @Gsi(index = \"GSI2\") asks for a query method"
                + " ordersOfBuyer(), but index \"GSI2\" has projection KEYS_ONLY without the"
                + " entityType attribute, and Order's key pattern has no literal text, so its items"
                + " cannot be told apart there and no query can return Order views (none is"
                + " generated); declare \"GSI2\" with projection = Projection.INCLUDE, include ="
                + " {\"entityType\"}, give the key pattern a literal prefix, or use"
                + " Projection.ALL")
        .inFile(order)
        .onLineContaining("query = \"ordersOfBuyer\"");
  }

  @Test
  void indexKeysWithoutAQueryNameAreFineOnAKeysOnlyIndex() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI2", pk = "BUYER#{buyerId}", sk = "ORDER#{orderId}")
            public record Order(String orderId, String buyerId) {}
            """);
    assertThat(compile(SHOP, order)).succeededWithoutWarnings();
  }
}
