package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Clash;
import dev.singletable.processor.it.model.ClashKey;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.OrderKey;
import dev.singletable.processor.it.model.OrderRepository;
import dev.singletable.processor.it.model.OrderSchema;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.TransactionCancelledException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Updates inside a transaction get the same index-aware setters as single updates. */
class TransactionIndexUpdateTest extends EngineTest {

  private static final Instant T0 = Instant.parse("2025-07-01T00:00:00Z");

  @Test
  void settingAnIndexInputInATransactionRewritesTheIndexKeys() {
    Order first = new Order("tx-idx", "o1", T0, Order.Status.PLACED, new BigDecimal("5.00"));
    Order second =
        new Order("tx-idx", "o2", T0.plusSeconds(1), Order.Status.PLACED, new BigDecimal("7.00"));
    db.orders().put(first);
    db.orders().put(second);

    db.transaction()
        .update(
            OrderKey.of(first),
            u ->
                u.setStatus(Order.Status.SHIPPED)
                    .condition(OrderSchema.STATUS.eq(Order.Status.PLACED)))
        .update(OrderKey.of(second), u -> u.removeStatus())
        .execute();

    assertThat(db.orders().byStatus(Order.Status.SHIPPED).all().list())
        .extracting(Order::orderId)
        .contains("o1");
    assertThat(db.orders().byStatus(Order.Status.PLACED).all().list())
        .extracting(Order::userId)
        .doesNotContain("tx-idx");
    assertThat(db.orders().get(OrderKey.of(second)).orElseThrow().status()).isNull();
  }

  @Test
  void aFailedConditionLeavesTheIndexAsItWas() {
    Order order = new Order("tx-idx2", "o1", T0, Order.Status.SHIPPED, new BigDecimal("5.00"));
    db.orders().put(order);

    assertThatThrownBy(
            () ->
                db.transaction()
                    .update(
                        OrderKey.of(order),
                        u ->
                            u.setStatus(Order.Status.CANCELLED)
                                .condition(OrderSchema.STATUS.eq(Order.Status.PLACED)))
                    .execute())
        .isInstanceOf(TransactionCancelledException.class);
    assertThat(db.orders().byStatus(Order.Status.CANCELLED).all().list())
        .extracting(Order::userId)
        .doesNotContain("tx-idx2");
  }

  @Test
  void aSetterChecksTheOtherComponentsTheIndexKeyHoldsInATransactionToo() {
    Clash clash = new Clash("tx-c1", "mon", "p", "s1", "k1", "self");
    db.clashes().put(clash);

    // the GSI1 key holds stored and key: a stale "key" would make a stale index key
    assertThatThrownBy(
            () ->
                db.transaction()
                    .update(ClashKey.of(clash), u -> u.setStored("s2", "not-k1"))
                    .execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e ->
                assertThat(e.reason(ClashKey.of(clash)).flatMap(CancellationReason::currentItem))
                    .contains(clash));
    assertThat(db.clashes().byStored("s2").all().list()).isEmpty();

    db.transaction().update(ClashKey.of(clash), u -> u.setStored("s2", "k1")).execute();
    assertThat(db.clashes().byStored("s2").all().list())
        .extracting(Clash::id)
        .containsExactly("tx-c1");
    assertThat(db.clashes().byStored("s1").all().list()).isEmpty();
  }

  @Test
  void theTransactionHandsOutTheRepositorysUpdateClass() {
    Order order = new Order("tx-idx3", "o1", T0, Order.Status.PLACED, new BigDecimal("5.00"));
    db.orders().put(order);
    List<OrderRepository.OrderUpdate> seen = new ArrayList<>();
    db.transaction().update(OrderKey.of(order), seen::add).execute();
    assertThat(seen).singleElement().isInstanceOf(OrderRepository.OrderUpdate.class);
    assertThat(db.orders().update(OrderKey.of(order)))
        .isInstanceOf(OrderRepository.OrderUpdate.class);
  }
}
