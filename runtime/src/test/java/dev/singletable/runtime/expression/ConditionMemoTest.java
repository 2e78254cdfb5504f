package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.LIMIT;
import static dev.singletable.runtime.expression.Fixture.NAME;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.VISITS;
import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.expression.Fixture.Address;
import dev.singletable.runtime.expression.Fixture.Order;
import dev.singletable.runtime.expression.Fixture.Rendered;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition whose structure was rendered before into an empty writer takes the remembered text
 * and names, with its own values checked as a rendering checks them: every form of condition reads
 * as it did the first time, values the quick check leaves to the full check and the limits of a
 * request are still decided by the rendering, and past the memo's size nothing is mixed up.
 */
class ConditionMemoTest {

  private static final ValueRef<Order, Boolean> GIFT =
      new ValueRef<>(Path.attribute("gift"), AttributeValue::fromBool);

  /**
   * The values of {@code c} as a full rendering collects them (the writer already holds a name).
   */
  private static Map<String, AttributeValue> renderedValues(Condition<?> c) {
    ExpressionWriter w = new ExpressionWriter();
    w.name("other");
    w.condition(c);
    return w.values();
  }

  private static void rendersAlike(IntFunction<Condition<Order>> build, String expected) {
    Map<String, String> names = null;
    for (int seed = 1; seed <= 3; seed++) {
      Condition<Order> c = build.apply(seed);
      Rendered r = Rendered.condition(c);
      assertThat(r.expression()).as("seed %s", seed).isEqualTo(expected);
      assertThat(r.values()).as("seed %s", seed).isEqualTo(renderedValues(c));
      if (names != null) {
        assertThat(r.names()).isEqualTo(names);
      }
      names = r.names();
    }
  }

  @Test
  void aStructureRenderedBeforeTakesItsTextAndNames() {
    Rendered first = Rendered.condition(NAME.eq("a").and(TOTAL.ge(dec("1"))));
    Rendered second = Rendered.condition(NAME.eq("c").and(TOTAL.ge(dec("3"))));
    Rendered again = Rendered.condition(NAME.eq("b").and(TOTAL.ge(dec("2"))));
    assertThat(again.expression()).isSameAs(first.expression());
    assertThat(again.names()).isSameAs(second.names()).isEqualTo(first.names());
    assertThat(again.values())
        .containsExactly(Map.entry(":v0", s("b")), Map.entry(":v1", Fixture.n("2")));
  }

  @Test
  void everyFormReadsAsTheFirstTimeWithItsOwnValues() {
    rendersAlike(i -> TOTAL.gt(dec("1" + i)).and(STATUS.eq("S" + i)), "#n0 > :v0 AND #n1 = :v1");
    rendersAlike(
        i -> ADDRESS.city().eq("c" + i).or(TAGS.element(1).exists()),
        "#n0.#n1 = :v0 OR attribute_exists(#n2[1])");
    rendersAlike(
        i -> TOTAL.between(dec("1"), dec("1" + i)).and(NAME.size().gt(i)).not(),
        "NOT (#n0 BETWEEN :v0 AND :v1 AND size(#n1) > :v2)");
    rendersAlike(
        i -> STATUS.in("a" + i, "b").and(NAME.beginsWith("n" + i).or(NAME.contains("x"))),
        "#n0 IN (:v0, :v1) AND (begins_with(#n1, :v2) OR contains(#n1, :v3))");
    rendersAlike(i -> TOTAL.gt(dec("1")).and(TOTAL.lt(dec("9" + i))), "#n0 > :v0 AND #n0 < :v1");
    rendersAlike(
        i -> Condition.allOf(Condition.equalTo("status", s("x" + i)), STATUS.exists()),
        "#n0 = :v0 AND attribute_exists(#n0)");
  }

  @Test
  void aListIndexIsPartOfTheStructure() {
    assertThat(Rendered.condition(TAGS.element(0).exists()).expression())
        .isEqualTo("attribute_exists(#n0[0])");
    assertThat(Rendered.condition(TAGS.element(1).exists()).expression())
        .isEqualTo("attribute_exists(#n0[1])");
    assertThat(Rendered.condition(TAGS.element(0).exists()).expression())
        .isEqualTo("attribute_exists(#n0[0])");
  }

  @Test
  void valuesOnlyTheFullCheckAcceptsAreRenderedInFull() {
    for (boolean gift : new boolean[] {true, false, true}) {
      Rendered r = Rendered.condition(GIFT.eq(gift).and(ADDRESS.eq(new Address("c", "z"))));
      assertThat(r.expression()).isEqualTo("#n0 = :v0 AND #n1 = :v1");
      assertThat(r.values().get(":v0")).isEqualTo(AttributeValue.fromBool(gift));
      assertThat(r.values().get(":v1").m()).containsEntry("city", s("c"));
    }
  }

  @Test
  void aConditionOverALimitIsRefusedEveryTime() {
    Condition<Order> c =
        Condition.anyOf(IntStream.range(0, 151).mapToObj(i -> VISITS.eq((long) i)).toList());
    for (int i = 0; i < 2; i++) {
      ExpressionWriter w = new ExpressionWriter();
      assertThatThrownBy(() -> w.condition(c)).hasMessageContaining("this condition has 301");
      assertThat(w.names()).isNull();
    }
  }

  @Test
  void conditionsOfNineNamesAndMoreKeepTheirNumbering() {
    IntFunction<Condition<Order>> nine =
        v ->
            Condition.allOf(
                IntStream.range(0, 9)
                    .mapToObj(i -> new StringRef<Order>(Path.attribute("a" + i)).eq("v" + v))
                    .toList());
    for (int v = 0; v < 2; v++) {
      ExpressionWriter w = new ExpressionWriter();
      assertThat(w.condition(nine.apply(v))).endsWith("#n8 = :v8");
      assertThat(w.name("a3")).isEqualTo("#n3");
      assertThat(w.name("b")).isEqualTo("#n9");
    }
  }

  @Test
  void moreStructuresThanTheMemoHoldsEachKeepTheirText() {
    List<StringRef<Order>> refs =
        IntStream.range(0, 600)
            .mapToObj(i -> new StringRef<Order>(Path.attribute("a" + i)))
            .toList();
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < refs.size(); i++) {
        Rendered r = Rendered.condition(refs.get(i).eq("v" + round).and(STATUS.exists()));
        assertThat(r.expression()).isEqualTo("#n0 = :v0 AND attribute_exists(#n1)");
        assertThat(r.names())
            .containsExactly(Map.entry("#n0", "a" + i), Map.entry("#n1", "status"));
        assertThat(r.values()).containsExactly(Map.entry(":v0", s("v" + round)));
      }
    }
  }

  @Test
  void oneStructureHasOneShapeHashWhateverItsValuesAndNodes() {
    int hash = TOTAL.gt(dec("1")).and(STATUS.eq("a")).shapeHash();
    assertThat(TOTAL.gt(dec("2")).and(STATUS.eq("b")).shapeHash()).isEqualTo(hash);
    assertThat(Condition.allOf(TOTAL.gt(dec("3")), Condition.equalTo("status", s("c"))).shapeHash())
        .isEqualTo(hash);
    assertThat(TOTAL.lt(dec("1")).and(STATUS.eq("a")).shapeHash()).isNotEqualTo(hash);
    assertThat(TOTAL.gt(dec("1")).or(STATUS.eq("a")).shapeHash()).isNotEqualTo(hash);
  }

  @Test
  void structuresOfOneShapeHashEachKeepTheirText() {
    // The hash reads a path's top-level name and depth only: address.city and address.zip share
    // it, so the two structures take turns in one memo slot.
    assertThat(ADDRESS.city().eq("c").shapeHash()).isEqualTo(ADDRESS.zip().eq("z").shapeHash());
    assertThat(TOTAL.gt(LIMIT).shapeHash()).isNotEqualTo(TOTAL.lt(LIMIT).shapeHash());
    for (int round = 0; round < 3; round++) {
      Rendered city = Rendered.condition(ADDRESS.city().eq("c" + round));
      Rendered zip = Rendered.condition(ADDRESS.zip().eq("z" + round));
      assertThat(city.expression()).isEqualTo("#n0.#n1 = :v0");
      assertThat(city.names())
          .containsExactly(Map.entry("#n0", "address"), Map.entry("#n1", "city"));
      assertThat(city.values()).containsExactly(Map.entry(":v0", s("c" + round)));
      assertThat(zip.expression()).isEqualTo("#n0.#n1 = :v0");
      assertThat(zip.names()).containsExactly(Map.entry("#n0", "address"), Map.entry("#n1", "zip"));
      assertThat(zip.values()).containsExactly(Map.entry(":v0", s("z" + round)));
      Rendered gt = Rendered.condition(TOTAL.gt(LIMIT));
      assertThat(gt.expression()).isEqualTo("#n0 > #n1");
      assertThat(Rendered.condition(TOTAL.lt(LIMIT)).expression()).isEqualTo("#n0 < #n1");
      assertThat(Rendered.condition(STATUS.in("a", "b" + round)).expression())
          .isEqualTo("#n0 IN (:v0, :v1)");
      assertThat(Rendered.condition(STATUS.in("a", "b", "c" + round)).values()).hasSize(3);
    }
  }
}
