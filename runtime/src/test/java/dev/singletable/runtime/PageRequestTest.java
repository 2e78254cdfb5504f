package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
}
