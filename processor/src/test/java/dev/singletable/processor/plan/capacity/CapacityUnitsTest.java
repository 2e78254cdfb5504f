package dev.singletable.processor.plan.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** DynamoDB's published capacity rules, at and around their boundaries. */
class CapacityUnitsTest {

  @Test
  void aReadUnitCoversFourKilobytesAndEventualConsistencyHalvesIt() {
    assertThat(CapacityUnits.getItem(1, true)).isEqualTo(1.0);
    assertThat(CapacityUnits.getItem(4096, true)).isEqualTo(1.0);
    assertThat(CapacityUnits.getItem(4097, true)).isEqualTo(2.0);
    assertThat(CapacityUnits.getItem(4096, false)).isEqualTo(0.5);
    assertThat(CapacityUnits.getItem(4097, false)).isEqualTo(1.0);
    assertThat(CapacityUnits.getItem(10_000, false)).isEqualTo(1.5);
  }

  @Test
  void aGetItemOfNothingStillCostsOneRead() {
    assertThat(CapacityUnits.getItem(0, true)).isEqualTo(1.0);
    assertThat(CapacityUnits.getItem(0, false)).isEqualTo(0.5);
  }

  @Test
  void aQueryRoundsTheTotalItReadsOnceNotItemByItem() {
    // 10 items of 500 bytes: 5,000 bytes, two units; item by item it would be ten
    assertThat(CapacityUnits.query(500, 10, true)).isEqualTo(2.0);
    assertThat(CapacityUnits.query(500, 10, false)).isEqualTo(1.0);
    assertThat(CapacityUnits.query(4096, 3, true)).isEqualTo(3.0);
    assertThat(CapacityUnits.query(100, 0, false)).isEqualTo(0.5);
  }

  @Test
  void aWriteUnitCoversOneKilobyte() {
    assertThat(CapacityUnits.write(0)).isEqualTo(1);
    assertThat(CapacityUnits.write(1024)).isEqualTo(1);
    assertThat(CapacityUnits.write(1025)).isEqualTo(2);
    assertThat(CapacityUnits.write(400 * 1024)).isEqualTo(400);
  }

  @Test
  void aTransactionDoublesTheUnits() {
    assertThat(CapacityUnits.transactional(CapacityUnits.write(1500))).isEqualTo(4.0);
    assertThat(CapacityUnits.transactional(CapacityUnits.getItem(100, true))).isEqualTo(2.0);
  }
}
