package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Table, index and attribute-role diagnostics: text and position. */
class TableDiagnosticsTest {

  private static final JavaFileObject USER =
      source(
          "test.User",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
          public record User(String id) {}
          """);

  @Test
  void tableNameMustBeValidForDynamoDb() {
    JavaFileObject table =
        source(
            "test.Bad",
            """
            @Table(name = "my table!")
            public interface Bad {}
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:table-name] table name \"my table!\" is not a valid DynamoDB table name")
        .inFile(table)
        .onLineContaining("name = \"my table!\"");
  }

  @Test
  void delimiterMustBeOneSafeCharacter() {
    JavaFileObject table =
        source(
            "test.Bad",
            """
            @Table(name = "Bad", delimiter = "::")
            public interface Bad {}
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:delimiter] delimiter \"::\" must be exactly one character")
        .inFile(table)
        .onLineContaining("delimiter = \"::\"");
  }

  @Test
  void atMostFiveLocalIndexes() {
    JavaFileObject table =
        source(
            "test.Bad",
            """
            @Table(name = "Bad", lsis = {@LocalIndex(name = "LSI1"), @LocalIndex(name = "LSI2"),
                @LocalIndex(name = "LSI3"), @LocalIndex(name = "LSI4"), @LocalIndex(name = "LSI5"),
                @LocalIndex(name = "LSI6")})
            public interface Bad {}
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:lsi-limit] table Bad declares 6 local secondary indexes; DynamoDB"
                + " allows at most 5 per table")
        .inFile(table)
        .onLineContaining("lsis = {");
  }

  @Test
  void localIndexNeedsATableSortKey() {
    JavaFileObject table =
        source(
            "test.Bad",
            """
            @Table(name = "Bad", sk = "",
                lsis = @LocalIndex(name = "LSI1"))
            public interface Bad {}
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:lsi-no-sort-key] local secondary index \"LSI1\" needs a table with a"
                + " sort key, but table Bad has none")
        .inFile(table)
        .onLineContaining("@LocalIndex(name = \"LSI1\")");
  }

  @Test
  void unknownIndexSuggestsTheClosestDeclaredOne() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
            @Gsi(index = "GSl1", pk = "STATUS#{status}", sk = "{orderId}")
            public record Order(String userId, String orderId, String status) {}
            """);
    assertThat(compile(SHOP, order))
        .hadErrorContaining(
            "[singletable:index-unknown] @Gsi(index = \"GSl1\") names index \"GSl1\", which table"
                + " Shop does not declare (did you mean \"GSI1\"?); declared global indexes: GSI1,"
                + " GSI2")
        .inFile(order)
        .onLineContaining("@Gsi(index = \"GSl1\"");
  }

  @Test
  void gsiAnnotationCannotFillALocalIndex() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
            @Gsi(index = "LSI1", pk = "X#{userId}", sk = "{orderId}")
            public record Order(String userId, String orderId) {}
            """);
    assertThat(compile(SHOP, order))
        .hadErrorContaining(
            "[singletable:index-kind] @Gsi(index = \"LSI1\") names \"LSI1\", which is a local index"
                + " of Shop; use @Lsi for it")
        .inFile(order)
        .onLineContaining("@Gsi(index = \"LSI1\"");
  }

  @Test
  void sortKeyPatternIsRequiredWhenTheTableHasASortKey() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}")
            public record User(String id) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:sort-key-missing] @KeyPattern of User has no sort-key pattern but table"
                + " Shop has sort key \"SK\"; add sk = \"...\"")
        .inFile(user)
        .onLineContaining("@KeyPattern(pk = \"USER#{id}\")");
  }

  @Test
  void sortKeyPatternIsRefusedWhenTheTableHasNone() {
    JavaFileObject table =
        source(
            "test.Counters",
            """
            @Table(name = "Counters", sk = "")
            public interface Counters {}
            """);
    JavaFileObject counter =
        source(
            "test.Counter",
            """
            @Entity(table = Counters.class)
            @KeyPattern(pk = "COUNTER#{name}", sk = "VALUE")
            public record Counter(String name, long value) {}
            """);
    assertThat(compile(table, counter))
        .hadErrorContaining(
            "[singletable:sort-key-unexpected] @KeyPattern of Counter has sort-key pattern"
                + " \"VALUE\" but table Counters has no sort key")
        .inFile(counter)
        .onLineContaining("sk = \"VALUE\"");
  }

  @Test
  void twoQueryMethodsWithOneNameAreRefused() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
            @Gsi(index = "GSI1", pk = "BUYER#{userId}", sk = "{orderId}")
            public record Order(String userId, String orderId) {}
            """);
    assertThat(compile(SHOP, order))
        .hadErrorContaining(
            "[singletable:query-name-duplicate] Order gets two query methods named byUserId (from"
                + " @KeyPattern and index GSI1); name one with query = \"...\"")
        .inFile(order)
        .onLineContaining("@Gsi(index = \"GSI1\"");
  }

  @Test
  void versionMustBeANumber() {
    JavaFileObject product =
        source(
            "test.Product",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PRODUCT#{sku}", sk = "PRODUCT")
            public record Product(String sku,
                @Version String version) {}
            """);
    assertThat(compile(SHOP, product))
        .hadErrorContaining(
            "[singletable:role-type] @Version on version of Product needs type long or int, but it"
                + " is java.lang.String")
        .inFile(product)
        .onLineContaining("@Version String version");
  }

  @Test
  void onlyOneTtlAttribute() {
    JavaFileObject session =
        source(
            "test.Session",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "SESSION#{id}")
            public record Session(String userId, String id,
                @Ttl Instant expiresAt,
                @Ttl long deleteAfter) {}
            """);
    assertThat(compile(SHOP, session))
        .hadErrorContaining(
            "[singletable:role-duplicate] Session has two @Ttl attributes (expiresAt and"
                + " deleteAfter); keep one")
        .inFile(session)
        .onLineContaining("@Ttl long deleteAfter");
  }

  @Test
  void versionCannotBePartOfAKey() {
    JavaFileObject product =
        source(
            "test.Product",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PRODUCT#{sku}", sk = "V#{version}")
            public record Product(String sku, @Version long version) {}
            """);
    assertThat(compile(SHOP, product))
        .hadErrorContaining(
            "[singletable:key-component-role] @KeyPattern sk pattern \"V#{version}\" uses"
                + " {version}, which is the @Version attribute")
        .inFile(product)
        .onLineContaining("sk = \"V#{version}\"");
  }

  @Test
  void collectionMembersMustShareAPartition() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @dev.singletable.annotations.Collection("orderDetails")
            public record Order(String orderId) {}
            """);
    JavaFileObject item =
        source(
            "test.OrderItem",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDERITEM#{orderId}", sk = "ITEM#{productId}")
            @dev.singletable.annotations.Collection("orderDetails")
            public record OrderItem(String orderId, String productId) {}
            """);
    assertThat(compile(SHOP, order, item))
        .hadErrorContaining(
            "[singletable:collection-partition] collection \"orderDetails\" puts Order (partition"
                + " \"ORDER#{orderId}\") and OrderItem (partition \"ORDERITEM#{orderId}\")"
                + " together")
        .inFile(item)
        .onLineContaining("@dev.singletable.annotations.Collection(\"orderDetails\")");
  }

  @Test
  void keyFormatOnAnUnsuitableTypeIsRefused() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id,
                @KeyFormat(integerDigits = 3) String name) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:key-format] @KeyFormat on name of User is invalid: @KeyFormat applies to"
                + " BigDecimal, BigInteger, Instant and LocalDateTime only")
        .inFile(user)
        .onLineContaining("String name");
  }

  @Test
  void suppressedWarningsAreNotReported() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
            @Gsi(index = "GSI1", pk = "ORDERS", sk = "{orderId}", query = "allOrders")
            @SuppressWarnings("singletable:hot-partition")
            public record Order(String userId, String orderId) {}
            """);
    assertThat(compile(SHOP, order)).succeededWithoutWarnings();
  }

  @Test
  void tableOnAClassIsRefused() {
    JavaFileObject table =
        source(
            "test.Bad",
            """
            @Table(name = "Bad")
            public class Bad {}
            """);
    assertThat(compile(table))
        .hadErrorContaining("[singletable:table-kind] @Table belongs on an interface")
        .inFile(table)
        .onLineContaining("public class Bad");
  }

  @Test
  void aValidTableWithEntitiesStillGeneratesWhenAnotherTableHasErrors() {
    JavaFileObject bad =
        source(
            "test.Bad",
            """
            @Table(name = "x")
            public interface Bad {}
            """);
    // compile-testing hides generated files of a failed compilation; a source that uses ShopDb
    // proves it was generated (otherwise a second error, "cannot find symbol", would appear).
    JavaFileObject usesDb =
        source("test.UsesDb", "class UsesDb { ShopDb db; UserRepository users; }\n");
    com.google.testing.compile.Compilation compilation = compile(SHOP, USER, bad, usesDb);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[singletable:table-name] table name \"x\"");
  }
}
