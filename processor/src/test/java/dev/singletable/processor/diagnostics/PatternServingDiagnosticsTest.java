package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Patterns.LINE;
import static dev.singletable.processor.diagnostics.Patterns.ORDER;
import static dev.singletable.processor.diagnostics.Patterns.shop;
import static dev.singletable.processor.diagnostics.Sources.compile;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Which key serves a declared access pattern: each reason none does, reported with the change that
 * would serve it, on the method or the parameter at fault.
 */
class PatternServingDiagnosticsTest {

  private static Compilation compileShop(JavaFileObject shop) {
    return compile(shop, ORDER, LINE);
  }

  @Test
  void aReadNoKeyServesNamesTheIndexThatWould() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("Orders in a status, oldest first")
            List<Order> ordersInStatus(Order.Status status);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-unserved] no key of Order has partition key {status}, so no"
                + " Query serves ordersInStatus(); add @Gsi(index = \"GSI2\", pk ="
                + " \"STATUS#{status}\", sk = \"{userId}#{createdAt}#{orderId}\") to Order (GSI2 is"
                + " declared on Shop and unused by Order), or declare the method @Scan")
        .inFile(shop)
        .onLineContaining("ordersInStatus(Order.Status status)");
  }

  @Test
  void theSuggestedSortKeyStartsWithTheRange() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("Recent orders in a status")
            List<Order> ordersInStatus(Order.Status status, @Since("createdAt") Instant from);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "add @Gsi(index = \"GSI2\", pk = \"STATUS#{status}\", sk ="
                + " \"{createdAt}#{userId}#{orderId}\") to Order");
  }

  @Test
  void aScanServesWhatNoKeyDoesWhenDeclared() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("Orders in a status, for the nightly audit")
            @Scan
            Stream<Order> ordersInStatus(Order.Status status);
            """);
    assertThat(compileShop(shop)).succeededWithoutWarnings();
  }

  @Test
  void aReadWithoutEqualityHasNoPartition() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("Recent orders")
            List<Order> recentOrders(@Since("createdAt") Instant from);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-no-partition] recentOrders() has no equality parameter to"
                + " choose a partition of Order, and a Query reads one partition; add the"
                + " parameters a partition key of Order holds (USER#{userId} (table),"
                + " ORDER#{orderId} (GSI1), NOTE#{note} (GSI3), USER#{userId} (LSI1)), or declare"
                + " the method @Scan to read the whole table")
        .inFile(shop)
        .onLineContaining("recentOrders(");
  }

  @Test
  void aParameterOutsideTheChosenPartitionsKeyIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders in a status")
            List<Order> ordersOf(String userId, Order.Status status);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-parameter-not-in-key] parameter status of ordersOf() compares"
                + " status, which is not in the sort key of the table (USER#{userId} /"
                + " ORDER#{createdAt}#{orderId}), the key its other parameters choose; mark it"
                + " @Filter to drop what does not match after reading the partition, or add"
                + " @Gsi(index = \"GSI2\", pk = \"USER_ID#{userId}\", sk ="
                + " \"{status}#{createdAt}#{orderId}\", query = \"byUserIdInGsi2\") to Order (GSI2"
                + " is declared on Shop and unused by Order)")
        .inFile(shop)
        .onLineContaining("Order.Status status");
  }

  @Test
  void aRangeAfterAnUnboundComponentNamesTheMissingEquality() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders from an id on")
            List<Order> ordersOf(String userId, @Since("orderId") String first);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-sort-gap] parameter first of ordersOf() compares orderId, but"
                + " the sort key of the table (USER#{userId} / ORDER#{createdAt}#{orderId}) has"
                + " {createdAt} before it, which no equality parameter binds, and a key condition"
                + " can only narrow the component after the bound ones; add a parameter for"
                + " createdAt, mark first @Filter to read the partition and drop what does not"
                + " match, or add @Gsi(index = \"GSI2\", pk = \"USER_ID#{userId}\", sk ="
                + " \"{orderId}#{createdAt}\", query = \"byUserIdInGsi2\") to Order")
        .inFile(shop)
        .onLineContaining("String first");
  }

  @Test
  void anIndexWithoutTheEntitysAttributesCannotServeAPage() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("Orders with a note")
            Stream<Order> ordersWithNote(String note);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-projection] only index GSI3 (NOTE#{note} / {orderId}) has the"
                + " keys ordersWithNote() asks for, but its projection KEYS_ONLY lacks Order's"
                + " attributes and entity type, so it cannot return Order objects in that shape:"
                + " such an index serves a read returning List<Order> without @Limit (its keys are"
                + " fetched whole with BatchGetItem) whose filters read only attributes it"
                + " projects, or the query method's views; change the return type, or use"
                + " Projection.ALL for GSI3")
        .inFile(shop)
        .onLineContaining("ordersWithNote(String note)");
  }

  @Test
  void anIndexWithoutTheEntitysAttributesServesAListByFetchingTheItems() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("Orders with a note")
            List<Order> ordersWithNote(String note);
            """);
    Compilation compilation = compileShop(shop);
    assertThat(compilation).succeeded();
    assertThat(compilation)
        .generatedSourceFile("test.ShopDb")
        .contentsAsUtf8String()
        .contains("return orders().byNote(note).all().fetchItems().items();");
  }

  @Test
  void aConsistentReadOfAGlobalIndexIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("An order by id, just written")
            @ConsistentRead
            Optional<Order> order(String orderId);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-consistent-gsi] order() is @ConsistentRead, but only global"
                + " index GSI1 serves it, and DynamoDB reads global indexes eventually"
                + " consistently; remove @ConsistentRead, or serve the read from the table's key or"
                + " a local index (@Lsi)")
        .inFile(shop)
        .onLineContaining("@ConsistentRead");
  }

  @Test
  void aFilterOnASortKeyComponentNoKeyConditionCanUseIsAccepted() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders with an id, whenever placed")
            @SuppressWarnings("singletable:pattern-filter-heavy")
            List<Order> ordersWithId(String userId, @Filter String orderId);

            @AccessPattern("A user's orders with an id, placed since a moment")
            @SuppressWarnings("singletable:pattern-filter-heavy")
            List<Order> ordersWithIdSince(
                String userId, @Since("createdAt") Instant from, @Filter String orderId);
            """);
    Compilation compilation = compileShop(shop);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.ShopDb")
        .contentsAsUtf8String()
        .contains("query.filter(ORDERS_WITH_ID_FILTER.bind(OrderSchema.ORDER_ID.encode(orderId)))");
  }

  @Test
  void optionalEqualitiesGenerateEveryForm() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders, of a moment and with an id when given")
            List<Order> ordersOf(
                String userId, @Nullable Instant createdAt, @Nullable String orderId);
            """);
    Compilation compilation = compileShop(shop);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.ShopDb")
        .contentsAsUtf8String()
        .contains(
            """
                  if (createdAt == null) {
                    query = orders().byUserId(userId).all();
                  } else if (orderId == null) {
                    query = orders().byUserId(userId).createdAt(createdAt).all();
                  } else {
                    query = orders().byUserId(userId).createdAt(createdAt).orderId(orderId);
                  }
            """);
  }

  @Test
  void anOptionalParameterBeforeARequiredKeyComponentIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders of a moment and an id")
            List<Order> ordersOf(String userId, @Nullable Instant createdAt, String orderId);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-optional] @Nullable on parameter createdAt of ordersOf():"
                + " createdAt binds {createdAt} of the sort key of the table (USER#{userId} /"
                + " ORDER#{createdAt}#{orderId}), before {orderId}, which parameter orderId binds"
                + " and which is required, and a key condition narrows the sort key left to right:"
                + " when createdAt is null, no key condition can hold orderId. Mark orderId"
                + " @Nullable too, so that it is dropped with it, or make createdAt required")
        .inFile(shop)
        .onLineContaining("@Nullable Instant createdAt");
  }

  @Test
  void anOptionalParameterBeforeARangeIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders of a moment from an id")
            List<Order> ordersOf(
                String userId, @Nullable Instant createdAt, @Since("orderId") String first);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "when createdAt is null, no key condition can hold first. Mark first @Filter, or"
                + " make createdAt required")
        .inFile(shop)
        .onLineContaining("@Nullable Instant createdAt");
  }

  @Test
  void anOptionalPartitionKeyComponentOrPrimitiveIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders")
            List<Order> ordersOf(@Nullable String userId);

            @AccessPattern("A user's gifts")
            @SuppressWarnings("singletable:pattern-filter-heavy")
            List<Order> giftsOf(String userId, @Filter @Nullable boolean gift);
            """);
    Compilation compilation = compileShop(shop);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:pattern-optional] @Nullable on parameter userId of ordersOf(): userId is"
                + " in the partition key of the table (USER#{userId} /"
                + " ORDER#{createdAt}#{orderId}), and a Query reads one whole partition, so its key"
                + " condition cannot do without it; remove @Nullable")
        .inFile(shop)
        .onLineContaining("@Nullable String userId");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:pattern-optional] @Nullable on parameter gift of giftsOf(): its type"
                + " boolean is primitive, so it is never null; declare it as Boolean, or remove"
                + " @Nullable")
        .inFile(shop)
        .onLineContaining("@Nullable boolean gift");
  }

  @Test
  void aFilterOnTheServingKeyIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders of a moment")
            List<Order> ordersOf(String userId, @Filter Instant createdAt);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-filter-key] @Filter on parameter createdAt of ordersOf():"
                + " createdAt is in the key that serves it (the table: USER#{userId} /"
                + " ORDER#{createdAt}#{orderId}), where a key condition reads only the matching"
                + " items while a filter reads every item and drops the others; remove @Filter")
        .inFile(shop)
        .onLineContaining("@Filter Instant createdAt");
  }

  @Test
  void anIndexNoDeclaredReadUsesIsReported() {
    JavaFileObject shop =
        Sources.source(
            "test.Shop",
            """
            @Table(name = "Shop",
                   gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2"),
                           @GlobalIndex(name = "GSI3", projection = Projection.KEYS_ONLY)},
                   lsis = @LocalIndex(name = "LSI1"))
            public interface Shop {
              @AccessPattern("A user's orders")
              List<Order> ordersOf(String userId);
            }
            """);
    assertThat(compileShop(shop))
        .hadWarningContaining(
            "[singletable:index-unused] index GSI1 serves none of the reads Shop declares, yet"
                + " Line and Order fill it, so their writes also write it; declare the read it is"
                + " for with @AccessPattern, remove it, or suppress this with"
                + " @SuppressWarnings(\"singletable:index-unused\") on Shop")
        .inFile(shop)
        .onLineContaining("@GlobalIndex(name = \"GSI1\")");
  }

  @Test
  void anIndexADeclaredReadUsesIsNotReported() {
    JavaFileObject shop =
        Sources.source(
            "test.Shop",
            """
            @Table(name = "Shop",
                   gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2")},
                   lsis = @LocalIndex(name = "LSI1"))
            public interface Shop {
              @AccessPattern("A user's orders by total")
              List<Order> ordersOf(String userId, @Since("total") BigDecimal minimum);

              @AccessPattern("An order with its lines")
              ShopDb.OrderLines orderWithLines(String orderId);
            }
            """);
    JavaFileObject order =
        Sources.source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
            @Gsi(index = "GSI1", pk = "ORDER#{orderId}", sk = "ORDER")
            @Lsi(index = "LSI1", sk = "TOTAL#{total}#{orderId}")
            @dev.singletable.annotations.Collection(value = "orderLines", index = "GSI1")
            public record Order(String userId, String orderId,
                @KeyFormat(integerDigits = 8, fractionDigits = 2) BigDecimal total) {}
            """);
    assertThat(compile(shop, order, LINE)).succeededWithoutWarnings();
  }

  @Test
  void aFilterOnAManyValuedAttributeOfAGrowingPartitionIsReported() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders with a note")
            List<Order> ordersWithNote(String userId, @Filter String note);
            """);
    assertThat(compileShop(shop))
        .hadWarningContaining(
            "[singletable:pattern-filter-heavy] ordersWithNote() reads every Order of a partition"
                + " of the table (USER#{userId}) and filters on note, which can have any number of"
                + " values, so DynamoDB reads and drops most of them, paying read capacity for"
                + " all; put note in the key (for example add @Gsi(index = \"GSI2\", pk ="
                + " \"USER_ID#{userId}\", sk = \"{note}#{createdAt}#{orderId}\", query ="
                + " \"byUserIdInGsi2\") to Order (GSI2 is"
                + " declared on Shop and unused by Order)), or suppress this with"
                + " @SuppressWarnings(\"singletable:pattern-filter-heavy\") on the method when"
                + " partitions stay small")
        .inFile(shop)
        .onLineContaining("@Filter String note");
  }

  @Test
  void anEnumOfThreeValuesIsManyEnough() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders in a status")
            List<Order> ordersInStatus(String userId, @Filter Order.Status status);
            """);
    assertThat(compileShop(shop))
        .hadWarningContaining(
            "[singletable:pattern-filter-heavy] ordersInStatus() reads every Order of a partition"
                + " of the table (USER#{userId}) and filters on status, which has 3 values");
  }

  @Test
  void aBooleanFilterOrASuppressionIsNotReported() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's gift orders")
            List<Order> giftOrders(String userId, @Filter Boolean gift);

            @AccessPattern("A user's orders with a note, a handful per user")
            @SuppressWarnings("singletable:pattern-filter-heavy")
            List<Order> ordersWithNote(String userId, @Filter String note);

            @AccessPattern("A user's orders of a day, with a note")
            List<Order> ordersOfDay(String userId, @Since("createdAt") Instant from,
                @Until("createdAt") Instant to, @Filter String note);
            """);
    assertThat(compileShop(shop)).succeededWithoutWarnings();
  }
}
