package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How large each further request of a filled page is. */
class PageFillTest {

  private static BoundedReads.Gathered<String> gathered(int kept, int scanned) {
    BoundedReads.Gathered<String> gathered = new BoundedReads.Gathered<>();
    for (int i = 0; i < kept; i++) {
      gathered.items.add("item" + i);
    }
    gathered.scanned = scanned;
    return gathered;
  }

  @Test
  void theNextRequestScalesTheItemsStillNeededByTheItemsReadPerMatch() {
    // 2 of 20 matched: 10 read per match, 8 still needed, a quarter more: 100.
    assertThat(PageFill.nextLimit(8, gathered(2, 20), 50)).isEqualTo(100);
  }

  @Test
  void itGrowsAtMostFourfoldAndNeverBelowWhatIsStillNeeded() {
    assertThat(PageFill.nextLimit(8, gathered(1, 20), 20)).isEqualTo(80);
    assertThat(PageFill.nextLimit(8, gathered(0, 20), 20)).isEqualTo(80);
    assertThat(PageFill.nextLimit(30, gathered(0, 5), 5)).isEqualTo(30);
    assertThat(PageFill.nextLimit(3, gathered(9, 9), 12)).isEqualTo(4);
    assertThat(PageFill.nextLimit(5, gathered(0, 9000), 9000)).isEqualTo(10_000);
  }

  @Test
  void eachShardsLimitGrowsByWhatTheRoundTookLikeASinglePartitions() {
    // 2 taken at 5 per shard, 8 still needed, a quarter more: 25, at most fourfold: 20.
    assertThat(PageFill.nextShardLimit(8, 2, 5)).isEqualTo(20);
    assertThat(PageFill.nextShardLimit(8, 4, 20)).isEqualTo(50);
    // Nothing taken: fourfold, never below what is still needed, never above the largest Limit.
    assertThat(PageFill.nextShardLimit(5, 0, 5)).isEqualTo(20);
    assertThat(PageFill.nextShardLimit(30, 0, 5)).isEqualTo(30);
    assertThat(PageFill.nextShardLimit(5, 0, 9000)).isEqualTo(10_000);
    assertThat(PageFill.nextShardLimit(1, 9, 12)).isEqualTo(2);
  }
}
