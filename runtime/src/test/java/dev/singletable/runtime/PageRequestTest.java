package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.op.BoundedReads;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** The page a declared read returns: first, after a cursor, after a page. */
class PageRequestTest {

  @Test
  void theFirstPageHasNoCursor() {
    PageRequest first = PageRequest.first(20);

    assertThat(first.cursor()).isNull();
    assertThat(first.size()).isEqualTo(20);
  }

  @Test
  void theNextPageResumesAtThePagesCursorWithTheSameSize() {
    Page<String> page = new Page<>(List.of("a", "b"), "cursor-1", 0, 2);

    PageRequest next = PageRequest.first(2).next(page);

    assertThat(next).isEqualTo(PageRequest.after("cursor-1", 2));
    assertThat(next.cursor()).isEqualTo("cursor-1");
  }

  @Test
  void thereIsNoPageAfterTheLast() {
    Page<String> last = new Page<>(List.of("a"), null, 0, 1);

    assertThatThrownBy(() -> PageRequest.first(2).next(last))
        .isInstanceOf(NoSuchElementException.class)
        .hasMessageContaining("the page was the last one");
  }

  @Test
  void aPageHoldsAtLeastOneItem() {
    assertThatThrownBy(() -> PageRequest.first(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("page size must be at least 1, got 0");
    assertThatThrownBy(() -> PageRequest.after("c", -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aFilledRequestWithoutABoundOfItsOwnFillsEveryPageUnderTheDefaultOne() {
    PageRequest filled = PageRequest.first(20).filled();

    assertThat(filled.isFilled()).isTrue();
    assertThat(filled.bound(false))
        .isEqualTo(
            new BoundedReads.Bound(
                PageRequest.DEFAULT_MAX_READ_UNITS, PageRequest.DEFAULT_MAX_REQUESTS));
    assertThat(filled.bound(true))
        .isEqualTo(
            new BoundedReads.Bound(
                PageRequest.DEFAULT_MAX_READ_UNITS, PageRequest.DEFAULT_MAX_REQUESTS, true));
    assertThat(PageRequest.first(20).bound(true))
        .isEqualTo(new BoundedReads.Bound(Double.POSITIVE_INFINITY, Integer.MAX_VALUE));
    assertThat(PageRequest.first(20).bound(false))
        .isEqualTo(new BoundedReads.Bound(Double.POSITIVE_INFINITY, Integer.MAX_VALUE));
  }

  @Test
  void aStatedBoundReplacesTheDefaultsAndTheNextPageKeepsIt() {
    PageRequest request = PageRequest.first(5).filled().maxRequests(3);
    Page<String> page = new Page<>(List.of("a"), "cursor-1", 0, 9);

    assertThat(request.bound(false)).isEqualTo(new BoundedReads.Bound(Double.POSITIVE_INFINITY, 3));
    assertThat(request.next(page))
        .isEqualTo(PageRequest.after("cursor-1", 5).filled().maxRequests(3));
    assertThat(PageRequest.first(5).maxReadUnits(2.5).bound(true))
        .isEqualTo(new BoundedReads.Bound(2.5, Integer.MAX_VALUE));
    assertThat(request.toString()).isEqualTo("PageRequest[size=5, first, filled, maxRequests=3]");
  }

  @Test
  void boundsArePositiveAndALimitOnlyShrinksTheSize() {
    assertThatThrownBy(() -> PageRequest.first(5).maxReadUnits(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxReadUnits must be a positive number, got 0.0");
    assertThatThrownBy(() -> PageRequest.first(5).maxReadUnits(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.first(5).maxRequests(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxRequests must be at least 1, got 0");
    assertThat(PageRequest.first(10).filled().atMost(2)).isEqualTo(PageRequest.first(2).filled());
    assertThat(PageRequest.first(1).atMost(2)).isEqualTo(PageRequest.first(1));
  }
}
