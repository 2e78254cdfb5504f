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
 * How a declared access pattern is written: its annotation, return type, name, parameters and
 * options, each mistake reported on the method or parameter at fault.
 */
class DeclaredPatternDiagnosticsTest {

  private static Compilation compileShop(JavaFileObject shop) {
    return compile(shop, ORDER, LINE);
  }

  @Test
  void anAbstractMethodWithoutAccessPatternIsAnError() {
    JavaFileObject shop = shop("List<Order> recentOrders(String userId);");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-undeclared] abstract method recentOrders() of Shop has no"
                + " @AccessPattern; declare the read it stands for with @AccessPattern(\"...\"),"
                + " since the generated ShopDb implements every abstract method of the interface,"
                + " or make it a default method")
        .inFile(shop)
        .onLineContaining("recentOrders(String userId)");
  }

  @Test
  void defaultAndStaticMethodsAreTheApplicationsOwn() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders")
            List<Order> ordersOf(String userId);

            default int countOrders(String userId) {
              return ordersOf(userId).size();
            }

            static String describe() {
              return "the shop";
            }
            """);
    assertThat(compileShop(shop)).succeededWithoutWarnings();
  }

  @Test
  void anEmptySentenceIsAnError() {
    JavaFileObject shop = shop("@AccessPattern(\" \") List<Order> ordersOf(String userId);");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-sentence] @AccessPattern of ordersOf() is empty; say the read"
                + " in a sentence, such as \"A user's orders, newest first\"")
        .inFile(shop)
        .onLineContaining("@AccessPattern(\" \")");
  }

  @Test
  void aReturnTypeThatIsNoReadOfTheTableIsAnError() {
    JavaFileObject shop =
        shop("@AccessPattern(\"A user's orders\") Set<Order> ordersOf(String userId);");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-return] ordersOf() returns Set<Order>, which is not a read of"
                + " table Shop: return Optional<E> (one item), Page<E> (one page), List<E> (every"
                + " item) or Stream<E> (lazily) of one of its entities (Line, Order), or a"
                + " collection's record (ShopDb.OrderLines)")
        .inFile(shop)
        .onLineContaining("Set<Order> ordersOf");
  }

  @Test
  void aBareEntityIsReturnedInAnOptional() {
    JavaFileObject shop =
        shop("@AccessPattern(\"An order\") Order order(String userId, Instant createdAt);");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-return] order() returns Order, which is not a read of table"
                + " Shop (one item is returned as Optional<Order>): return Optional<E>");
  }

  @Test
  void aMethodTheDbAlreadyHasIsAnError() {
    JavaFileObject shop = shop("@AccessPattern(\"Every line\") List<Line> lines();");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-name-clash] lines() clashes with lines(), the repository"
                + " accessor of the generated ShopDb, which implements Shop; rename it, for"
                + " example to findLines")
        .inFile(shop)
        .onLineContaining("List<Line> lines()");
  }

  /**
   * {@code table()}, the handle a stream poller takes, is the Db's too (on a table with a stream).
   */
  @Test
  void theTableAccessorIsAMethodTheDbHas() {
    JavaFileObject shop = shop("@AccessPattern(\"Every line\") List<Line> table();");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-name-clash] table() clashes with table() of the generated"
                + " ShopDb, which implements Shop; rename it")
        .inFile(shop)
        .onLineContaining("List<Line> table()");
  }

  @Test
  void aParameterThatBindsNoAttributeIsAnErrorWithASuggestion() {
    JavaFileObject shop =
        shop("@AccessPattern(\"A user's orders\") List<Order> ordersOf(String userID);");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-parameter-unknown] parameter userID of ordersOf() binds"
                + " attribute userID, which Order does not have (did you mean userId?);"
                + " attributes: userId, orderId, createdAt, status, total, note, gift, tags."
                + " Rename the parameter, or name the attribute with @Bind(\"...\")")
        .inFile(shop)
        .onLineContaining("String userID");
  }

  @Test
  void bindRenamesTheAttribute() {
    JavaFileObject shop =
        shop(
            "@AccessPattern(\"A user's orders\") List<Order> ordersOf(@Bind(\"userId\") String"
                + " user);");
    assertThat(compileShop(shop)).succeededWithoutWarnings();
  }

  @Test
  void aParameterOfAnotherTypeThanItsAttributeIsAnError() {
    JavaFileObject shop =
        shop("@AccessPattern(\"A user's orders\") List<Order> ordersOf(long userId);");
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-parameter-type] parameter userId of ordersOf() has type long,"
                + " but attribute userId of Order is String; declare the parameter as String")
        .inFile(shop)
        .onLineContaining("long userId");
  }

  @Test
  void oneParameterIsOneBound() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders of a day")
            List<Order> ordersOf(String userId, @Since @Until Instant createdAt);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-parameter-annotations] parameter createdAt of ordersOf(): has"
                + " both @Since and @Until; a parameter is one bound, so a between takes two"
                + " parameters, one with each")
        .inFile(shop)
        .onLineContaining("@Since @Until Instant createdAt");
  }

  @Test
  void aLimitParameterIsAnInt() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's first orders")
            List<Order> ordersOf(String userId, @Limit long count);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-parameter-annotations] parameter count of ordersOf(): @Limit on"
                + " a parameter needs type int, not long")
        .inFile(shop)
        .onLineContaining("@Limit long count");
  }

  @Test
  void aPrefixOfAnythingButAStringIsAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders")
            List<Order> ordersOf(String userId, @BeginsWith Instant createdAt);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-condition-type] @BeginsWith on parameter createdAt of"
                + " ordersOf() cannot compare createdAt of Order, a Instant: @BeginsWith compares"
                + " the start of String values")
        .inFile(shop)
        .onLineContaining("@BeginsWith Instant createdAt");
  }

  @Test
  void aFilterComparesSingleValues() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's tagged orders")
            List<Order> ordersOf(String userId, @Filter List<String> tags);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-condition-type] @Filter on parameter tags of ordersOf() cannot"
                + " compare tags of Order, a List<String>: a declared filter compares single"
                + " values; filter lists, sets, maps and nested values with the repository's"
                + " query(...).filter(...)")
        .inFile(shop)
        .onLineContaining("@Filter List<String> tags");
  }

  @Test
  void twoConditionsOnOneKeyAttributeAreAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders")
            List<Order> ordersOf(String userId,
                @Bind("userId") String owner);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-conditions] parameters userId and owner of ordersOf() both"
                + " compare userId (equality and equality); a key condition compares an attribute"
                + " once: by equality, or between a lower and an upper bound")
        .inFile(shop)
        .onLineContaining("String owner");
  }

  @Test
  void anExclusiveBoundCannotMakeAKeyBetween() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders of a period")
            List<Order> ordersOf(String userId, @After("createdAt") Instant from,
                @Until("createdAt") Instant to);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-conditions] parameters from and to of ordersOf() bound"
                + " createdAt with @After and @Until; a key condition's two-sided range is"
                + " DynamoDB's BETWEEN, which includes both bounds: use @Since and @Until")
        .inFile(shop)
        .onLineContaining("@Until(\"createdAt\") Instant to");
  }

  @Test
  void rangesOnTwoAttributesAreAnError() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's large recent orders")
            List<Order> ordersOf(String userId, @Since("createdAt") Instant from,
                @Since("total") BigDecimal minimum);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-conditions] parameters from and minimum of ordersOf() put"
                + " ranges on two attributes, createdAt and total; a key condition holds one range,"
                + " on the sort-key component after the ones bound by equality; make one a"
                + " @Filter")
        .inFile(shop)
        .onLineContaining("BigDecimal minimum");
  }

  @Test
  void aPageRequestNeedsAPage() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders")
            List<Order> ordersOf(String userId, PageRequest page);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-page-request] ordersOf() takes a PageRequest, which selects one"
                + " page, but returns List<Order>; return Page<Order> to read one page, or drop the"
                + " PageRequest")
        .inFile(shop)
        .onLineContaining("List<Order> ordersOf(String userId, PageRequest page)");
  }

  @Test
  void aLimitIsAtLeastOne() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("A user's orders")
            @Limit(0)
            List<Order> ordersOf(String userId);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-limit] ordersOf() has @Limit(0); the cap must be at least 1")
        .inFile(shop)
        .onLineContaining("@Limit(0)");
  }

  @Test
  void aCollectionReadTakesItsPartitionKeyOnly() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("An order with its lines")
            ShopDb.OrderLines orderWithLines(String orderId, @Filter String sku);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-collection] orderWithLines() reads collection \"orderLines\","
                + " the whole partition ORDER#{orderId} (in key order, or backwards with"
                + " @Descending), so parameter sku cannot be a @Filter: a collection read takes its"
                + " partition's key (orderId), a PageRequest, @Limit and @Descending only")
        .inFile(shop)
        .onLineContaining("@Filter String sku");
  }

  @Test
  void aCollectionReadMayBeDescending() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("An order with its lines, the last line first")
            @Descending
            ShopDb.OrderLines orderWithLastLinesFirst(String orderId, PageRequest page);
            """);
    assertThat(compileShop(shop)).succeededWithoutWarnings();
  }

  @Test
  void aCollectionOnAGlobalIndexCannotBeReadConsistently() {
    JavaFileObject shop =
        shop(
            """
            @AccessPattern("An order with its lines")
            @ConsistentRead
            ShopDb.OrderLines orderWithLines(String orderId);
            """);
    assertThat(compileShop(shop))
        .hadErrorContaining(
            "[singletable:pattern-consistent-gsi] orderWithLines() is @ConsistentRead, but only"
                + " global index GSI1 serves it")
        .inFile(shop)
        .onLineContaining("@ConsistentRead");
  }
}
