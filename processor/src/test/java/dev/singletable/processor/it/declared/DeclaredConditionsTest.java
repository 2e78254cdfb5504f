package dev.singletable.processor.it.declared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Each sort-key condition, order, limit, consistency and filter a declared read can say, and a
 * declared Scan, run through the generated implementation.
 */
class DeclaredConditionsTest extends StoreData {

  @Test
  void equalityOnALeadingComponentReadsItsPrefix() {
    assertThat(ids(store.salesAt("s1", T2))).containsExactly("a3", "b1");
  }

  @Test
  void sinceAndUntilAreInclusive() {
    assertThat(ids(store.salesSince("s1", T2))).containsExactly("a3", "b1", "a4");
    assertThat(ids(store.salesUntil("s1", T1))).containsExactly("a1", "a2");
  }

  @Test
  void aNullBoundLeavesThatSideOpen() {
    assertThat(ids(store.salesSince("s1", null))).containsExactly("a1", "a2", "a3", "b1", "a4");
    assertThat(ids(store.salesBetween("s1", null, T1))).containsExactly("a1", "a2");
    assertThat(ids(store.salesBetween("s1", T2, null))).containsExactly("a3", "b1", "a4");
    assertThat(ids(store.salesBetween("s1", null, null))).hasSize(5);
  }

  @Test
  void aLowerAndAnUpperBoundMakeABetween() {
    assertThat(ids(store.salesBetween("s1", T1, T2))).containsExactly("a2", "a3", "b1");
  }

  @Test
  void afterAndBeforeAreExclusive() {
    assertThat(ids(store.salesAfter("s1", T2))).containsExactly("a4");
    assertThat(ids(store.salesBefore("s1", T2))).containsExactly("a1", "a2");
  }

  @Test
  void beginsWithNarrowsTheComponentAfterTheEqualities() {
    assertThat(ids(store.salesWithIdPrefix("s1", T2, "a"))).containsExactly("a3");
    assertThat(ids(store.salesWithIdPrefix("s1", T2, null))).containsExactly("a3", "b1");
  }

  @Test
  void descendingReadsNewestFirst() {
    assertThat(ids(store.latestSales("s1"))).containsExactly("a4", "b1", "a3", "a2", "a1");
  }

  @Test
  void aLimitCapsTheItemsReturned() {
    assertThat(ids(store.twoFirstSales("s1"))).containsExactly("a1", "a2");
    assertThat(store.latestSales("s1", 3).map(Sale::saleId)).containsExactly("a4", "b1", "a3");
    assertThatThrownBy(() -> store.latestSales("s1", 0).toList())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("limit must be at least 1");
  }

  @Test
  void aConsistentReadOfTheTableReadsEverything() {
    assertThat(ids(store.salesAsWritten("s1"))).hasSize(5);
  }

  @Test
  void aLocalIndexRangeReadsInItsOrder() {
    assertThat(ids(store.salesFromAmount("s1", 7))).containsExactly("a3", "a2", "b1");
  }

  @Test
  void aFilterKeepsTheMatchesAndNullMeansNoFilter() {
    assertThat(ids(store.salesOfProduct("s1", "tea"))).containsExactly("a1", "a3", "b1");
    assertThat(ids(store.salesOfProduct("s1", null))).hasSize(5);
  }

  @Test
  void aFilterOnASortKeyComponentAfterAnUnboundOrRangedOneReadsThePartitionAndDrops() {
    assertThat(ids(store.salesWithId("s1", "b1"))).containsExactly("b1");
    assertThat(ids(store.salesWithId("s1", null))).containsExactly("a1", "a2", "a3", "b1", "a4");
    assertThat(ids(store.salesWithIdSince("s1", T2, "a4"))).containsExactly("a4");
    assertThat(ids(store.salesWithIdSince("s1", T2, "a1"))).isEmpty();
  }

  @Test
  void aNullOptionalArgumentDropsItsComponentAndTheOnesAfterIt() {
    assertThat(ids(store.salesMaybeAt("s1", null))).containsExactly("a1", "a2", "a3", "b1", "a4");
    assertThat(ids(store.salesMaybeAt("s1", T2))).containsExactly("a3", "b1");
    assertThat(store.firstSaleMaybe("s1", null, null).map(Sale::saleId)).contains("a1");
    assertThat(store.firstSaleMaybe("s1", T2, null).map(Sale::saleId)).contains("a3");
    assertThat(store.firstSaleMaybe("s1", T2, "b1").map(Sale::saleId)).contains("b1");
    assertThat(store.firstSaleMaybe("s1", T2, "zz")).isEmpty();
    // A null earlier argument drops the later ones: the id alone selects nothing.
    assertThat(store.firstSaleMaybe("s1", null, "b1").map(Sale::saleId)).contains("a1");
    assertThat(ids(store.salesOfProductMaybeAt("s1", null, "coffee"))).containsExactly("a2", "a4");
    assertThat(ids(store.salesOfProductMaybeAt("s1", T2, "tea"))).containsExactly("a3", "b1");
    assertThatThrownBy(() -> store.salesMaybeAt(null, T2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("salesMaybeAt: shopId must not be null; it selects the items to read");
  }

  @Test
  void aDeclaredScanReadsTheWholeTableThroughItsFilters() {
    assertThat(ids(store.salesOfProductEverywhere("tea", null)))
        .containsExactlyInAnyOrder("a1", "a3", "b1", "z1");
    assertThat(ids(store.salesOfProductEverywhere("tea", 10L)))
        .containsExactlyInAnyOrder("b1", "z1");
  }
}
