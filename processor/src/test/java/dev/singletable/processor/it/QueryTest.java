package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.Order.Status;
import dev.singletable.processor.it.model.OrderSchema;
import dev.singletable.processor.it.model.Reading;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every query shape: table, overloaded and sparse GSI, inverted GSI and LSI, with neighbours in the
 * partition.
 */
class QueryTest extends EngineTest {

  private static final Instant T0 = Instant.parse("2025-01-15T10:00:00Z");

  private static Order order(String user, String id, int minutes, Status status, String total) {
    return new Order(user, id, T0.plusSeconds(60L * minutes), status, new BigDecimal(total));
  }

  @BeforeAll
  static void load() {
    db.orders().put(order("ann", "o1", 0, Status.PLACED, "10.00"));
    db.orders().put(order("ann", "o2", 10, Status.SHIPPED, "-5.50"));
    db.orders().put(order("ann", "o3", 20, null, "99999999.99"));
    db.orders().put(order("ann", "o10", 20, Status.PLACED, "0.01"));
    db.orders().put(order("bob", "o4", 5, Status.PLACED, "20.00"));
    db.notes().put(new Note("ann", "n1", "a note in ann's partition"));
    db.notes().put(new Note("bob", "n1", "bob also has note n1"));
  }

  private static List<String> ids(List<Order> orders) {
    return orders.stream().map(Order::orderId).toList();
  }

  @Test
  void partitionQueryReturnsOnlyTheEntityInKeyOrder() {
    Page<Order> page = db.orders().ordersOf("ann").all().page();

    assertThat(ids(page.items())).containsExactly("o1", "o2", "o10", "o3");
    assertThat(page.skippedItems()).isZero();
    assertThat(page.hasMore()).isFalse();
  }

  @Test
  void aCountCountsOnlyTheEntityOfItsPartition() {
    assertThat(db.orders().ordersOf("ann").all().count()).isEqualTo(4);
    assertThat(db.notes().byUserId("ann").all().count()).isEqualTo(1);
  }

  @Test
  void newestFirstReversesTheOrder() {
    assertThat(ids(db.orders().ordersOf("ann").newestFirst().list()))
        .containsExactly("o3", "o10", "o2", "o1");
  }

  @Test
  void equalityOnAComponentThenAnExactItem() {
    Instant at20 = T0.plusSeconds(1200);
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).all().list()))
        .containsExactly("o10", "o3");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).orderId("o3").list()))
        .containsExactly("o3");
  }

  @Test
  void equalityOnAPrefixNeverMatchesALongerValue() {
    // "o1" must not match "o10", which shares the prefix.
    Instant at20 = T0.plusSeconds(1200);
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).orderId("o1").list())).isEmpty();
    assertThat(ids(db.orders().ordersOf("ann").createdAt(T0).orderId("o1").list()))
        .containsExactly("o1");
  }

  @Test
  void rangesOnTheFirstComponentAreInclusiveOrExclusiveAsNamed() {
    Instant at10 = T0.plusSeconds(600);
    Instant at20 = T0.plusSeconds(1200);
    assertThat(ids(db.orders().ordersOf("ann").createdAt(Range.between(T0, at10)).list()))
        .containsExactly("o1", "o2");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(Range.from(at10)).list()))
        .containsExactly("o2", "o10", "o3");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(Range.after(at10)).list()))
        .containsExactly("o10", "o3");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(Range.upTo(at10)).list()))
        .containsExactly("o1", "o2");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(Range.before(at10)).list()))
        .containsExactly("o1");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(Range.before(at20)).newestFirst().list()))
        .containsExactly("o2", "o1");
  }

  @Test
  void rangesOnTheLastComponent() {
    Instant at20 = T0.plusSeconds(1200);
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).orderId(Range.after("o10")).list()))
        .containsExactly("o3");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).orderId(Range.before("o3")).list()))
        .containsExactly("o10");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).orderId(Range.upTo("o3")).list()))
        .containsExactly("o10", "o3");
    assertThat(ids(db.orders().ordersOf("ann").createdAt(at20).orderId(Range.from("o2")).list()))
        .containsExactly("o3");
  }

  @Test
  void aStageSharedByTwoKeysChecksTheSortKeyOfItsQuery() {
    // byStatus reuses the stage classes of ordersOf (GSI1SK = {createdAt}#{orderId} ends in the
    // components of SK = ORDER#{createdAt}#{orderId}): the key it makes is GSI1SK's, checked as
    // such.
    String id = "o".repeat(1_100);
    assertThatThrownBy(() -> db.orders().byStatus(Status.PLACED).createdAt(T0).orderId(id))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.GSI1SK: ")
        .hasMessageContaining("1024 UTF-8 bytes");
    assertThatThrownBy(() -> db.orders().ordersOf("ann").createdAt(T0).orderId(id))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.SK: ")
        .hasMessageContaining("1024 UTF-8 bytes");
  }

  @Test
  void sparseOverloadedGsiAcrossUsersSortedByDate() {
    assertThat(ids(db.orders().byStatus(Status.PLACED).all().list()))
        .containsExactly("o1", "o4", "o10");
    assertThat(ids(db.orders().byStatus(Status.PLACED).createdAt(Range.after(T0)).list()))
        .containsExactly("o4", "o10");
    // o3 has no status: it is absent from the index.
    assertThat(db.orders().byStatus(Status.CANCELLED).all().list()).isEmpty();
  }

  @Test
  void localIndexOrdersByDecimalTotalsIncludingNegatives() {
    assertThat(ids(db.orders().ordersOfByTotal("ann").all().list()))
        .containsExactly("o2", "o10", "o1", "o3");
    assertThat(
            ids(
                db.orders()
                    .ordersOfByTotal("ann")
                    .total(Range.between(new BigDecimal("0"), new BigDecimal("10")))
                    .list()))
        .containsExactly("o10", "o1");
    assertThat(ids(db.orders().ordersOfByTotal("ann").consistentRead().descending().list()))
        .containsExactly("o3", "o1", "o10", "o2");
  }

  @Test
  void invertedIndexListsTheUsersOfANote() {
    assertThat(db.notes().byNote("n1").all().list())
        .extracting(Note::userId)
        .containsExactly("ann", "bob");
  }

  @Test
  void consistentReadOnAGlobalIndexIsRefusedBeforeSending() {
    assertThatThrownBy(() -> db.orders().byStatus(Status.PLACED).consistentRead())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("global secondary index GSI1");
  }

  @Test
  void filterIsTypedAndAppliedByTheEngine() {
    assertThat(
            ids(
                db.orders()
                    .ordersOf("ann")
                    .filter(OrderSchema.TOTAL.gt(new BigDecimal("1")))
                    .list()))
        .containsExactly("o1", "o3");
  }

  @Test
  void signedNumbersSortNumericallyAndForeignItemsAreCounted() {
    for (long value : new long[] {-1000, -5, -1, 0, 3, 42, Long.MIN_VALUE, Long.MAX_VALUE}) {
      db.readings().put(new Reading("s1", value, 1, "v" + value));
    }
    // An item of a type this code does not map, written into the partition by another program:
    // an entity declaring it would be a compile error (singletable:prefix-leak), since Reading's
    // sort key has no literal prefix to keep it out of the key condition.
    client.putItem(
        r ->
            r.tableName(db.tableName())
                .item(
                    Map.of(
                        "PK", AttributeValue.fromS("SENSOR#s1"),
                        "SK", AttributeValue.fromS("CALIBRATION"),
                        "entityType", AttributeValue.fromS("Calibration"))));

    Page<Reading> page = db.readings().bySensorId("s1").all().page();

    assertThat(page.items())
        .extracting(Reading::value)
        .containsExactly(Long.MIN_VALUE, -1000L, -5L, -1L, 0L, 3L, 42L, Long.MAX_VALUE);
    assertThat(page.skippedItems()).isEqualTo(1);
    assertThat(db.readings().bySensorId("s1").value(Range.between(-5L, 3L)).list())
        .extracting(Reading::value)
        .containsExactly(-5L, -1L, 0L, 3L);
  }

  @Test
  void projectionReadsOnlyTheAttributesAskedFor() {
    List<Order> orders =
        db.orders().ordersOf("ann").all().project(OrderSchema.ORDER_ID, OrderSchema.TOTAL).list();
    assertThat(orders).extracting(Order::orderId).containsExactly("o1", "o2", "o10", "o3");
    assertThat(orders).extracting(Order::total).doesNotContainNull();
    assertThat(orders).extracting(Order::createdAt).containsOnlyNulls();
    assertThat(orders).extracting(Order::status).containsOnlyNulls();
  }

  @Test
  void describeShowsTheKeyConditionSent() {
    assertThat(db.orders().ordersOf("ann").newestFirst().describe())
        .isEqualTo("PK = \"USER#ann\" AND begins_with(SK, \"ORDER#\"), descending");
  }
}
