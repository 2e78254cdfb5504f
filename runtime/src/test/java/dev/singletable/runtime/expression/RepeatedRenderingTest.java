package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.n;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Fixture.Order;
import dev.singletable.runtime.expression.Fixture.Rendered;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions built the same way again and again, with other values, in any writer, on any thread:
 * each renders exactly as the same condition on raw paths, and what one refuses the other refuses.
 * Only the text and names of a structure are remembered ({@link ConditionMemo}), never a value.
 */
class RepeatedRenderingTest {

  private static StringRef<Order> stringRef(String name) {
    return new StringRef<>(Path.attribute(name));
  }

  private static NumberRef<Order, BigDecimal> numberRef(String name) {
    return new NumberRef<>(Path.attribute(name), v -> AttributeValue.fromN(v.toPlainString()));
  }

  /** The same condition with raw paths. */
  private static Condition<Object> rawPaths(String total, String min, String status, String is) {
    return Condition.allOf(
        ConditionNodes.comparison(Path.attribute(total), ConditionNodes.GT, n(min)),
        Condition.equalTo(status, s(is)));
  }

  @Test
  void sameBuildWithOtherValuesRendersAsRawPaths() {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    StringRef<Order> status = stringRef("status");
    for (int i = 0; i < 3; i++) {
      Condition<Order> c = total.gt(dec("1" + i)).and(status.eq("S" + i));
      Rendered r = Rendered.condition(c);
      assertThat(r).isEqualTo(Rendered.condition(rawPaths("total", "1" + i, "status", "S" + i)));
      assertThat(r.expression()).isEqualTo("#n0 > :v0 AND #n1 = :v1");
      assertThat(r.names()).containsExactly(entry("#n0", "total"), entry("#n1", "status"));
      assertThat(r.values()).containsExactly(entry(":v0", n("1" + i)), entry(":v1", s("S" + i)));
    }
  }

  @Test
  void differentBuildsKeepTheirOwnText() {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    NumberRef<Order, BigDecimal> sameName = numberRef("total");
    StringRef<Order> status = stringRef("status");
    for (int i = 0; i < 2; i++) {
      assertThat(Rendered.condition(total.gt(dec("1"))).expression()).isEqualTo("#n0 > :v0");
      assertThat(Rendered.condition(total.ge(dec("1"))).expression()).isEqualTo("#n0 >= :v0");
      // Another reference to the same attribute: the same text.
      assertThat(Rendered.condition(sameName.gt(dec("2"))))
          .isEqualTo(Rendered.condition(total.gt(dec("2"))));
      assertThat(Rendered.condition(total.gt(dec("1")).or(status.eq("a"))).expression())
          .isEqualTo("#n0 > :v0 OR #n1 = :v1");
      assertThat(Rendered.condition(status.eq("a").and(total.gt(dec("1")))).expression())
          .isEqualTo("#n0 = :v0 AND #n1 > :v1");
      assertThat(Rendered.condition(total.gt(dec("1")).and(total.lt(dec("9")))).expression())
          .isEqualTo("#n0 > :v0 AND #n0 < :v1");
      assertThat(Rendered.condition(total.gt(dec("1")).and(status.eq("a")).not()).expression())
          .isEqualTo("NOT (#n0 > :v0 AND #n1 = :v1)");
      assertThat(Rendered.condition(status.beginsWith("a").and(status.exists())).expression())
          .isEqualTo("begins_with(#n0, :v0) AND attribute_exists(#n0)");
    }
  }

  @Test
  void pairsStartingWithOneConditionAreToldApartWhicheverWasBuiltLast() {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    StringRef<Order> status = stringRef("status");
    StringRef<Order> note = stringRef("note");
    // Alternating pairs that start with the same condition: each renders its own kind, second
    // part and length.
    for (int i = 0; i < 3; i++) {
      assertThat(Rendered.condition(total.gt(dec("1")).and(status.eq("a"))).expression())
          .isEqualTo("#n0 > :v0 AND #n1 = :v1");
      assertThat(Rendered.condition(total.gt(dec("1")).or(status.eq("a"))).expression())
          .isEqualTo("#n0 > :v0 OR #n1 = :v1");
      assertThat(Rendered.condition(total.gt(dec("1")).and(status.ne("a"))).expression())
          .isEqualTo("#n0 > :v0 AND #n1 <> :v1");
      assertThat(Rendered.condition(total.gt(dec("1")).and(note.eq("a"))).names())
          .containsExactly(entry("#n0", "total"), entry("#n1", "note"));
      assertThat(
              Rendered.condition(Condition.allOf(total.gt(dec("1")), status.eq("a"), note.eq("b")))
                  .expression())
          .isEqualTo("#n0 > :v0 AND #n1 = :v1 AND #n2 = :v2");
    }
  }

  @Test
  void aWriterThatAlreadyHoldsNamesGoesOnNumbering() {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    StringRef<Order> status = stringRef("status");
    Rendered.condition(total.gt(dec("1")).and(status.eq("a")));
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.name("status")).isEqualTo("#n0");
    assertThat(w.condition(total.gt(dec("3")).and(status.eq("b"))))
        .isEqualTo("#n1 > :v0 AND #n0 = :v1");
    assertThat(w.names()).containsExactly(entry("#n0", "status"), entry("#n1", "total"));
    assertThat(w.values()).containsExactly(entry(":v0", n("3")), entry(":v1", s("b")));
  }

  @Test
  void aWriterGoesOnNumberingAfterACondition() {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    Rendered.condition(total.gt(dec("1")));
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.condition(total.gt(dec("2")))).isEqualTo("#n0 > :v0");
    assertThat(w.condition(Condition.equalTo("other", s("x")))).isEqualTo("#n1 = :v1");
    assertThat(w.name("total")).isEqualTo("#n0");
    assertThat(w.names()).containsExactly(entry("#n0", "total"), entry("#n1", "other"));
    assertThat(w.values()).containsExactly(entry(":v0", n("2")), entry(":v1", s("x")));
  }

  @Test
  void aValueRefusedAfterAnAcceptedOneLeavesTheWriterAsItWas() {
    StringRef<Order> status = stringRef("status");
    Rendered.condition(status.eq("fine"));
    ExpressionWriter w = new ExpressionWriter("Order");
    assertThatThrownBy(() -> w.condition(status.eq("bad \uD800 text")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.status:")
        .hasMessageContaining("surrogate");
    assertThat(w.names()).isNull();
    assertThat(w.values()).isNull();
    // A number the quick check leaves to the full check still renders.
    NumberRef<Order, BigDecimal> scientific =
        new NumberRef<>(Path.attribute("total"), v -> AttributeValue.fromN(v.toString()));
    Rendered.condition(scientific.eq(new BigDecimal("7")));
    Rendered r = Rendered.condition(scientific.eq(new BigDecimal("1E+5")));
    assertThat(r.values()).containsExactly(entry(":v0", n("1E+5")));
  }

  @Test
  void theRequestByteLimitStillApplies() {
    StringRef<Order> status = stringRef("status");
    Rendered.condition(status.eq("small"));
    String big = "x".repeat(ExpressionLimits.MAX_SUBSTITUTION_BYTES);
    ExpressionWriter w = new ExpressionWriter();
    assertThatThrownBy(() -> w.condition(status.eq(big)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bytes (2 MB)");
    assertThat(w.values()).isNull();
  }

  @Test
  void attributeNamesAreTheSameForEveryBuild() {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    StringRef<Order> status = stringRef("status");
    Condition<Order> first = status.eq("a").and(total.gt(dec("1")));
    assertThat(first.attributeNames()).containsExactly("status", "total");
    assertThat(status.eq("b").and(total.gt(dec("2"))).attributeNames())
        .isEqualTo(first.attributeNames());
  }

  @Test
  void manyCombinationsOfOneFirstPartStillRenderCorrectly() {
    StringRef<Order> status = stringRef("status");
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < 40; i++) {
        StringRef<Order> other = stringRef("a" + i);
        Rendered r = Rendered.condition(status.eq("s").and(other.eq("v" + i)));
        assertThat(r.expression()).isEqualTo("#n0 = :v0 AND #n1 = :v1");
        assertThat(r.names()).containsExactly(entry("#n0", "status"), entry("#n1", "a" + i));
        assertThat(r.values()).containsExactly(entry(":v0", s("s")), entry(":v1", s("v" + i)));
      }
    }
  }

  @Test
  void threadsSharingReferencesEachGetTheirOwnValues() throws Exception {
    NumberRef<Order, BigDecimal> total = numberRef("total");
    StringRef<Order> status = stringRef("status");
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        results.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 2_000; i++) {
                    String min = "1" + thread + "0" + i;
                    String is = "S" + thread + "-" + i;
                    Condition<Order> c =
                        i % 2 == 0
                            ? total.gt(new BigDecimal(min)).and(status.eq(is))
                            : status.eq(is).or(total.gt(new BigDecimal(min)));
                    Rendered r = Rendered.condition(c);
                    String expected =
                        i % 2 == 0 ? "#n0 > :v0 AND #n1 = :v1" : "#n0 = :v0 OR #n1 > :v1";
                    AttributeValue first = i % 2 == 0 ? n(min) : s(is);
                    AttributeValue second = i % 2 == 0 ? s(is) : n(min);
                    if (!r.expression().equals(expected)
                        || !r.values().get(":v0").equals(first)
                        || !r.values().get(":v1").equals(second)
                        || r.names().size() != 2) {
                      return false;
                    }
                  }
                  return true;
                }));
      }
      for (Future<Boolean> result : results) {
        assertThat(result.get()).isTrue();
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
