package dev.singletable.processor.it.declared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.testkit.TestTable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * On a table with one face, each declared read ends in its repository's or query's own terminal
 * between {@code DeclaredReads.enter} and {@code leave}: every request it sends, whichever terminal
 * ends it, reaches the request listener under its name, and nothing after it does.
 */
class DeclaredReadListenerTest extends StoreData {

  final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
  StoreDb observed;

  @BeforeEach
  void observedDb(DynamoDbClient client, TestTable table) {
    observed =
        StoreDb.create(
            client,
            DbOptions.builder().tableName(table.name()).requestListener(requests::add).build());
  }

  @Test
  void everyTerminalReportsTheReadsName() {
    Map<String, Supplier<Object>> reads =
        Map.ofEntries(
            Map.entry("sale", () -> observed.sale("s1", T0, "a1").orElseThrow()),
            Map.entry("saleAsWritten", () -> observed.saleAsWritten("s1", T0, "a1").orElseThrow()),
            Map.entry("firstSale", () -> observed.firstSale("s1").orElseThrow()),
            Map.entry("sales", () -> observed.sales("s1", PageRequest.first(2))),
            Map.entry("firstPageOfSales", () -> observed.firstPageOfSales("s1")),
            Map.entry("allSales", () -> observed.allSales("s1")),
            Map.entry("twoFirstSales", () -> observed.twoFirstSales("s1")),
            Map.entry("streamOfSales", () -> observed.streamOfSales("s1").toList()),
            Map.entry("latestSales", () -> observed.latestSales("s1", 2).toList()),
            Map.entry("shopsNamed", () -> observed.shopsNamed("Corner shop")),
            Map.entry("frontOfShop", () -> observed.frontOfShop("s1")),
            Map.entry(
                "frontOfShopPage", () -> observed.frontOfShopPage("s1", PageRequest.first(2))),
            Map.entry("firstPageOfFront", () -> observed.firstPageOfFront("s1")));

    for (Map.Entry<String, Supplier<Object>> read : reads.entrySet()) {
      requests.clear();
      Object result = read.getValue().get();

      assertThat(result).as(read.getKey()).isNotNull();
      assertThat(requests).as(read.getKey()).isNotEmpty();
      assertThat(requests)
          .as(read.getKey())
          .allSatisfy(r -> assertThat(r.accessPattern()).isEqualTo(read.getKey()));
    }
    // The view read sends its index query, then the BatchGetItem of the items, both under its name.
    requests.clear();
    assertThat(observed.shopsNamed("Corner shop"))
        .extracting(ShopProfile::shopId)
        .containsExactly("s1");
    assertThat(requests).extracting(RequestEvent::api).containsExactly("Query", "BatchGetItem");
  }

  @Test
  void aStreamReadsItsPagesUnderTheReadsNameAsItIsConsumed() {
    Stream<Sale> sales = observed.latestSales("s1", 3);
    assertThat(requests).isEmpty(); // nothing is read before the stream is consumed

    observed.sales().get(new SaleKey("s1", T0, "a1"));
    assertThat(ids(sales.toList())).containsExactly("a4", "b1", "a3");

    assertThat(requests).hasSizeGreaterThan(1);
    assertThat(requests.get(0).accessPattern()).isNull(); // the repository's get, called directly
    assertThat(requests.subList(1, requests.size()))
        .allSatisfy(r -> assertThat(r.accessPattern()).isEqualTo("latestSales"));
  }

  @Test
  void aReadThatFailsLeavesItsNameBehind() {
    assertThatThrownBy(() -> observed.sales("s1", PageRequest.after("not a cursor", 2)))
        .isInstanceOf(InvalidCursorException.class);
    assertThatThrownBy(() -> observed.sale(null, T0, "a1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("sale: shopId must not be null; it selects the items to read");
    requests.clear();

    observed.sales().get(new SaleKey("s1", T0, "a1"));
    observed.sales().byShopId("s1").all().list();

    assertThat(requests).hasSize(2).allSatisfy(r -> assertThat(r.accessPattern()).isNull());
  }
}
