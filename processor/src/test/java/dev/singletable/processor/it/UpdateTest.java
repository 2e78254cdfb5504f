package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Everything;
import dev.singletable.processor.it.model.EverythingKey;
import dev.singletable.processor.it.model.EverythingSchema;
import dev.singletable.processor.it.model.Odd;
import dev.singletable.processor.it.model.OddKey;
import dev.singletable.processor.it.model.OddSchema;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.OrderKey;
import dev.singletable.processor.it.model.OrderSchema;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/** Typed updates: every action kind, odd attribute names, nested paths, index keys kept in step. */
class UpdateTest extends EngineTest {

  private static final Instant T0 = Instant.parse("2025-05-01T00:00:00Z");

  private static Everything thing(String id) {
    return new Everything(
        id,
        "t",
        false,
        null,
        (byte) 0,
        (short) 0,
        5,
        0L,
        null,
        null,
        0f,
        0d,
        null,
        new BigDecimal("1.5"),
        null,
        null,
        null,
        null,
        null,
        Everything.Color.RED,
        null,
        null,
        List.of("a", "b"),
        List.of(1),
        null,
        Set.of("x", "y"),
        Set.of(1, 2),
        null,
        Map.of("one", 1),
        null,
        new Everything.Address("1 Main St", "Springfield", 11111, List.of()),
        null,
        java.util.Optional.empty(),
        java.util.Optional.empty(),
        null,
        null);
  }

  @Test
  void setAddRemoveAndArithmetic() {
    db.everythings().put(thing("u1"));

    Everything updated =
        db.everythings()
            .update(new EverythingKey("u1"))
            .set(EverythingSchema.TEXT, "new text")
            .apply(EverythingSchema.COUNT.increment(10))
            .apply(EverythingSchema.AMOUNT.add(new BigDecimal("0.25")))
            .apply(EverythingSchema.BIG.decrement(3L))
            .remove(EverythingSchema.COLOR)
            .execute()
            .orElseThrow();

    assertThat(updated.text()).isEqualTo("new text");
    assertThat(updated.count()).isEqualTo(15);
    assertThat(updated.amount()).isEqualByComparingTo("1.75");
    assertThat(updated.big()).isEqualTo(-3L);
    assertThat(updated.color()).isNull();
  }

  @Test
  void listsSetsMapsAndNestedPaths() {
    db.everythings().put(thing("u2"));

    Everything updated =
        db.everythings()
            .update(new EverythingKey("u2"))
            .apply(EverythingSchema.TAGS.append(List.of("c")))
            .apply(EverythingSchema.NUMBERS.element(0).set(42))
            .apply(EverythingSchema.LABELS.add(Set.of("z")))
            .apply(EverythingSchema.SCORES.delete(Set.of(1)))
            .apply(EverythingSchema.COUNTERS.get("two").set(2))
            .apply(EverythingSchema.ADDRESS.city().set("Shelbyville"))
            .apply(EverythingSchema.NICKNAME.setIfNotExists("Lisa"))
            .execute()
            .orElseThrow();

    assertThat(updated.tags()).containsExactly("a", "b", "c");
    assertThat(updated.numbers()).containsExactly(42);
    assertThat(updated.labels()).containsExactlyInAnyOrder("x", "y", "z");
    assertThat(updated.scores()).containsExactly(2);
    assertThat(updated.counters()).containsEntry("one", 1).containsEntry("two", 2);
    assertThat(updated.address().city()).isEqualTo("Shelbyville");
    assertThat(updated.address().street()).isEqualTo("1 Main St");
    assertThat(updated.nickname()).contains("Lisa");
  }

  @Test
  void conditionsAndFiltersOnTypedReferences() {
    db.everythings().put(thing("u3"));
    EverythingKey key = new EverythingKey("u3");

    assertThatThrownBy(
            () ->
                db.everythings()
                    .update(key)
                    .set(EverythingSchema.TEXT, "x")
                    .condition(
                        EverythingSchema.COUNT.gt(100).or(EverythingSchema.TAGS.contains("nope")))
                    .execute())
        .isInstanceOfSatisfying(
            ConditionFailedException.class,
            e -> assertThat(e.currentItem(Everything.class).orElseThrow().text()).isEqualTo("t"));

    db.everythings()
        .update(key)
        .set(EverythingSchema.TEXT, "y")
        .condition(
            EverythingSchema.COUNT
                .between(1, 10)
                .and(EverythingSchema.TEXT.beginsWith("t"))
                .and(EverythingSchema.COLOR.in(Everything.Color.RED, Everything.Color.BLUE))
                .and(EverythingSchema.LABELS.size().eq(2))
                .and(EverythingSchema.NICKNAME.notExists())
                .and(EverythingSchema.ADDRESS.zip().ge(10000))
                .and(
                    EverythingSchema.TAGS.hasType(
                        software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type.L)))
        .execute();
    assertThat(db.everythings().get(key).orElseThrow().text()).isEqualTo("y");
  }

  @Test
  void reservedWordsAndOddCharactersInNames() {
    Odd odd = new Odd("o1", "label", "ACTIVE", 10, "#x", "s p", "ü", Map.of("L", 3));
    db.odds().put(odd);

    Odd updated =
        db.odds()
            .update(new OddKey("o1"))
            .set(OddSchema.LABEL, "renamed")
            .apply(OddSchema.ORDER_TOTAL.increment(5))
            .set(OddSchema.HASH_TAG, "#y")
            .set(OddSchema.SPACED, "s  p")
            .set(OddSchema.UNICODE, "ö")
            .apply(OddSchema.SIZES.get("XL").set(1))
            .condition(OddSchema.STATE.eq("ACTIVE").and(OddSchema.SIZES.get("L").exists()))
            .execute()
            .orElseThrow();

    assertThat(updated)
        .isEqualTo(
            new Odd("o1", "renamed", "ACTIVE", 15, "#y", "s  p", "ö", Map.of("L", 3, "XL", 1)));
  }

  @Test
  void updateOfAnAbsentItemFailsAndUpsertCreatesACompleteItem() {
    assertThatThrownBy(
            () -> db.odds().update(new OddKey("absent")).set(OddSchema.LABEL, "x").execute())
        .isInstanceOf(ItemNotFoundException.class)
        .hasMessageContaining("Odd PK=ODD#absent, SK=ODD does not exist");

    db.odds().upsert(new OddKey("created")).set(OddSchema.LABEL, "fresh").execute();

    Odd read = db.odds().get(new OddKey("created")).orElseThrow();
    assertThat(read.id()).isEqualTo("created");
    assertThat(read.label()).isEqualTo("fresh");
  }

  @Test
  void anUpsertThatCreatesAnItemLeavesItReadable() {
    db.everythings()
        .upsert(new EverythingKey("upserted"))
        .set(EverythingSchema.TEXT, "only text")
        .execute();

    Everything read = db.everythings().get(new EverythingKey("upserted")).orElseThrow();
    assertThat(read.text()).isEqualTo("only text");
    assertThat(read.count()).isZero();
    assertThat(read.flag()).isFalse();
  }

  @Test
  void anUpsertThroughAnIndexSetterStoresWhatTheIndexKeyHolds() {
    var key = new dev.singletable.processor.it.model.ClashKey("up", "mon", "p");
    db.clashes().upsert(key).setStored("s-up", "k-up").execute();

    var read = db.clashes().byStored("s-up").all().list();
    assertThat(read).hasSize(1);
    assertThat(read.get(0).key()).isEqualTo("k-up");
    db.clashes().update(key).setStored("s-up2", "k-up").execute();
    assertThat(db.clashes().byStored("s-up2").all().list()).hasSize(1);

    // the index key also holds "key": given a value that is not the stored one, nothing changes
    assertThatThrownBy(() -> db.clashes().update(key).setStored("s-up3", "other").execute())
        .isInstanceOf(ConditionFailedException.class);
    assertThat(db.clashes().byStored("s-up3").all().list()).isEmpty();
    assertThat(db.clashes().byStored("s-up2").all().list()).hasSize(1);
  }

  @Test
  void returningOldOrOnlyUpdatedAttributes() {
    db.odds().put(new Odd("r1", "before", "S", 1, null, null, null, null));

    Odd old =
        db.odds()
            .update(new OddKey("r1"))
            .set(OddSchema.LABEL, "after")
            .returning(ReturnValue.ALL_OLD)
            .execute()
            .orElseThrow();
    assertThat(old.label()).isEqualTo("before");

    Odd changed =
        db.odds()
            .update(new OddKey("r1"))
            .set(OddSchema.LABEL, "again")
            .returning(ReturnValue.UPDATED_NEW)
            .execute()
            .orElseThrow();
    assertThat(changed.label()).isEqualTo("again");
    assertThat(changed.state()).isNull();

    assertThat(
            db.odds()
                .update(new OddKey("r1"))
                .set(OddSchema.LABEL, "x")
                .returning(ReturnValue.NONE)
                .execute())
        .isEmpty();
  }

  @Test
  void settingAnIndexInputRewritesTheIndexKeys() {
    Order order = new Order("idx", "o1", T0, Order.Status.PLACED, new BigDecimal("10.00"));
    db.orders().put(order);
    assertThat(db.orders().byStatus(Order.Status.PLACED).all().list())
        .extracting(Order::userId)
        .contains("idx");

    db.orders()
        .update(OrderKey.of(order))
        .setStatus(Order.Status.SHIPPED)
        .setTotal(new BigDecimal("0.50"))
        .execute();

    assertThat(db.orders().byStatus(Order.Status.PLACED).all().list())
        .extracting(Order::userId)
        .doesNotContain("idx");
    assertThat(db.orders().byStatus(Order.Status.SHIPPED).all().list())
        .extracting(Order::userId)
        .contains("idx");
    assertThat(db.orders().ordersOfByTotal("idx").total(Range.upTo(new BigDecimal("1.00"))).list())
        .hasSize(1);

    db.orders().update(OrderKey.of(order)).removeStatus().execute();
    assertThat(db.orders().byStatus(Order.Status.SHIPPED).all().list())
        .extracting(Order::userId)
        .doesNotContain("idx");
    assertThat(db.orders().get(OrderKey.of(order)).orElseThrow().status()).isNull();
  }

  @Test
  void untypedActionsOnKeysAndIndexInputsAreStillRefusedAtRunTime() {
    // Typed references of these attributes build no update action (compile-time, see
    // TypeSafetyTest); an action on a raw path is checked when it is added.
    OrderKey key = new OrderKey("idx", T0, "o9");
    assertThatThrownBy(
            () ->
                db.orders()
                    .update(key)
                    .apply(UpdateAction.set(OrderSchema.STATUS.path(), AttributeValue.fromS("X"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is written only by the typed update's generated setStatus(...)");
    // A renamed attribute (stored as "status") still names its Java setter.
    assertThatThrownBy(
            () ->
                db.odds()
                    .update(new OddKey("o1"))
                    .apply(UpdateAction.set(OddSchema.STATE.path(), AttributeValue.fromS("x"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("generated setState(...)");
    assertThatThrownBy(
            () -> db.orders().update(key).apply(UpdateAction.remove(OrderSchema.USER_ID.path())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is part of the item's key and cannot be updated");
  }

  @Test
  void expressionLimitsAndOverlapsAreRefusedBeforeSending() {
    EverythingKey key = new EverythingKey("limits");
    List<Integer> many = java.util.stream.IntStream.range(0, 101).boxed().toList();
    assertThatThrownBy(() -> EverythingSchema.COUNT.in(many))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("100");
    assertThatThrownBy(
            () ->
                db.everythings()
                    .upsert(key)
                    .set(EverythingSchema.ADDRESS, new Everything.Address("a", "b", 1, List.of()))
                    .apply(EverythingSchema.ADDRESS.city().set("c"))
                    .execute())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("overlap");
    assertThat(db.everythings().get(key)).isEmpty();
  }
}
