package dev.singletable.processor.it.declared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.InvalidCursorException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each return shape of a declared read, run through the generated implementation. */
class DeclaredShapesTest extends StoreData {

  @Test
  void theWholeKeyReadsOneItemOrNone() {
    assertThat(store.sale("s1", T0, "a1")).map(Sale::product).contains("tea");
    assertThat(store.sale("s1", T0, "a9")).isEmpty();
    assertThat(store.saleAsWritten("s1", T1, "a2")).map(Sale::amount).contains(12L);
  }

  @Test
  void oneItemOfAQueryIsTheFirstInKeyOrder() {
    assertThat(store.firstSale("s1")).map(Sale::saleId).contains("a1");
    assertThat(store.firstSale("s9")).isEmpty();
  }

  @Test
  void aForeignFirstItemDoesNotHideTheMatch() {
    // Descending, an item of an unknown type comes first in the customer's GSI1 partition.
    assertThat(store.latestSaleOfCustomer("c1")).map(Sale::saleId).contains("a4");
  }

  @Test
  void aPageRequestReadsOnePageAndItsNextResumesAfterIt() {
    List<List<String>> pages = new ArrayList<>();
    PageRequest request = PageRequest.first(2);
    while (true) {
      Page<Sale> page = store.sales("s1", request);
      pages.add(ids(page.items()));
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
    assertThat(pages).containsExactly(List.of("a1", "a2"), List.of("a3", "b1"), List.of("a4"));
  }

  @Test
  void aCursorFromAnotherCallResumesThere() {
    Page<Sale> first = store.sales("s1", PageRequest.first(3));
    Page<Sale> second = store.sales("s1", PageRequest.after(first.cursor(), 3));
    assertThat(ids(second.items())).containsExactly("b1", "a4");
  }

  @Test
  void aLimitCapsThePageRequestsSize() {
    Page<Sale> page = store.salesInPagesOfTwo("s1", PageRequest.first(10));
    assertThat(ids(page.items())).containsExactly("a1", "a2");
    assertThat(page.hasMore()).isTrue();
  }

  @Test
  void aFilledPageRequestHoldsItsSizeOfMatchesAndResumesAfterThem() {
    // Limit counts the sales read before the filter: two of them hold one coffee sale.
    assertThat(ids(store.salesOfProduct("s1", "coffee", PageRequest.first(2)).items()))
        .containsExactly("a2");

    PageRequest request = PageRequest.first(2).filled();
    Page<Sale> teas = store.salesOfProduct("s1", "tea", request);
    assertThat(ids(teas.items())).containsExactly("a1", "a3");
    assertThat(teas.boundReached()).isFalse();
    assertThat(ids(store.salesOfProduct("s1", "tea", request.next(teas)).items()))
        .containsExactly("b1");
    // A limit caps the size of a filled page too.
    assertThat(ids(store.salesInPagesOfTwo("s1", PageRequest.first(10).filled()).items()))
        .containsExactly("a1", "a2");
  }

  @Test
  void aPageWithoutARequestIsTheFirstPage() {
    Page<Sale> page = store.firstPageOfSales("s1");
    assertThat(ids(page.items())).containsExactly("a1", "a2", "a3", "b1", "a4");
    assertThat(page.hasMore()).isFalse();
  }

  @Test
  void aListHoldsEveryItemAndAStreamReadsThemLazily() {
    assertThat(ids(store.allSales("s1"))).containsExactly("a1", "a2", "a3", "b1", "a4");
    assertThat(store.streamOfSales("s1").map(Sale::saleId))
        .containsExactly("a1", "a2", "a3", "b1", "a4");
  }

  @Test
  void aCollectionReadsTheWholePartitionTyped() {
    StoreDb.ShopFront front = store.frontOfShop("s1");
    assertThat(front.shopProfile()).map(ShopProfile::name).contains("Corner shop");
    assertThat(ids(front.sales())).containsExactly("a1", "a2", "a3", "b1", "a4");
    assertThat(front.cursor()).isNull();
  }

  @Test
  void aCollectionPageStopsAtTheRequestedSize() {
    StoreDb.ShopFront first = store.frontOfShopPage("s1", PageRequest.first(3));
    assertThat(first.shopProfile()).isPresent();
    assertThat(ids(first.sales())).containsExactly("a1", "a2");
    StoreDb.ShopFront second = store.frontOfShopPage("s1", PageRequest.after(first.cursor(), 3));
    assertThat(second.shopProfile()).isEmpty();
    assertThat(ids(second.sales())).containsExactly("a3", "b1", "a4");
  }

  @Test
  void aDescendingCollectionReadPagesThroughThePartitionBackwards() {
    List<String> ascending = new ArrayList<>();
    List<String> descending = new ArrayList<>();
    List<Integer> profileAfter = new ArrayList<>();
    PageRequest request = PageRequest.first(2);
    for (int pages = 0; request != null; pages++) {
      StoreDb.ShopFront page = store.latestFrontOfShop("s1", request);
      descending.addAll(ids(page.sales()));
      // PROFILE sorts before SALE#...: read backwards, the profile comes after every sale.
      page.shopProfile().ifPresent(profile -> profileAfter.add(descending.size()));
      request = page.cursor() == null ? null : PageRequest.after(page.cursor(), 2);
      assertThat(pages).isLessThan(10);
    }
    ascending.addAll(ids(store.frontOfShop("s1").sales()));
    Collections.reverse(ascending);

    assertThat(descending).isEqualTo(ascending).containsExactly("a4", "b1", "a3", "a2", "a1");
    assertThat(profileAfter).containsExactly(5);
    String ascendingCursor = store.frontOfShopPage("s1", PageRequest.first(2)).cursor();
    assertThatThrownBy(() -> store.latestFrontOfShop("s1", PageRequest.after(ascendingCursor, 2)))
        .isInstanceOf(InvalidCursorException.class);
  }

  @Test
  void aNullKeyArgumentIsRefusedNamingTheParameter() {
    assertThatThrownBy(() -> store.allSales(null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("allSales: shopId must not be null; it selects the items to read");
    assertThatThrownBy(() -> store.sales("s1", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("sales: page must not be null; it selects the items to read");
  }
}
