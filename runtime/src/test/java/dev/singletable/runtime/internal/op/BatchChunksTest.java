package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class BatchChunksTest {

  @Test
  void splitsByCount() {
    Deque<Integer> pending = new ArrayDeque<>(IntStream.range(0, 60).boxed().toList());
    List<Integer> sizes = new ArrayList<>();
    while (!pending.isEmpty()) {
      sizes.add(
          BatchRounds.take(pending, Limits.BATCH_WRITES, Limits.BATCH_BYTES, i -> 100).size());
    }
    assertThat(sizes).containsExactly(25, 25, 10);
  }

  @Test
  void splitsByBytesKeepingOrder() {
    Deque<Long> pending = new ArrayDeque<>(List.of(6L, 6L, 6L, 3L, 20L, 1L));
    assertThat(BatchRounds.take(pending, 25, 16, Long::longValue)).containsExactly(6L, 6L);
    assertThat(BatchRounds.take(pending, 25, 16, Long::longValue)).containsExactly(6L, 3L);
    // an element over the byte bound alone still goes, alone
    assertThat(BatchRounds.take(pending, 25, 16, Long::longValue)).containsExactly(20L);
    assertThat(BatchRounds.take(pending, 25, 16, Long::longValue)).containsExactly(1L);
    assertThat(pending).isEmpty();
  }

  @Test
  void takesNothingFromAnEmptyQueue() {
    assertThat(BatchRounds.take(new ArrayDeque<Integer>(), 25, 16, i -> 1)).isEmpty();
  }
}
