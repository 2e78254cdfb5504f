package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.COLORS;
import static dev.singletable.runtime.expression.Fixture.LIMIT;
import static dev.singletable.runtime.expression.Fixture.NAME;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.n;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Fixture.Order;
import dev.singletable.runtime.expression.Fixture.Rendered;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ConditionRenderingTest {

  @Test
  void equalityRendersNameAndValuePlaceholders() {
    Rendered r = Rendered.condition(STATUS.eq("PLACED"));
    assertThat(r.expression()).isEqualTo("#n0 = :v0");
    assertThat(r.names()).containsExactly(entry("#n0", "status"));
    assertThat(r.values()).containsExactly(entry(":v0", s("PLACED")));
  }

  @Test
  void everyComparisonOperatorRendersItsSymbol() {
    assertThat(Rendered.condition(TOTAL.ne(dec("1"))).expression()).isEqualTo("#n0 <> :v0");
    assertThat(Rendered.condition(TOTAL.lt(dec("1"))).expression()).isEqualTo("#n0 < :v0");
    assertThat(Rendered.condition(TOTAL.le(dec("1"))).expression()).isEqualTo("#n0 <= :v0");
    assertThat(Rendered.condition(TOTAL.gt(dec("1"))).expression()).isEqualTo("#n0 > :v0");
    assertThat(Rendered.condition(TOTAL.ge(dec("1"))).expression()).isEqualTo("#n0 >= :v0");
  }

  @Test
  void comparingTwoAttributesUsesTwoNamesAndNoValue() {
    Rendered r = Rendered.condition(TOTAL.gt(LIMIT));
    assertThat(r.expression()).isEqualTo("#n0 > #n1");
    assertThat(r.names()).containsExactly(entry("#n0", "total"), entry("#n1", "limit"));
    assertThat(r.values()).isNull();
    assertThat(Rendered.condition(TOTAL.eq(LIMIT)).expression()).isEqualTo("#n0 = #n1");
  }

  @Test
  void betweenRendersBothBounds() {
    Rendered r = Rendered.condition(TOTAL.between(dec("10"), dec("20")));
    assertThat(r.expression()).isEqualTo("#n0 BETWEEN :v0 AND :v1");
    assertThat(r.values()).containsExactly(entry(":v0", n("10")), entry(":v1", n("20")));
  }

  @Test
  void inRendersAParenthesizedList() {
    Rendered r = Rendered.condition(STATUS.in("A", "B", "C"));
    assertThat(r.expression()).isEqualTo("#n0 IN (:v0, :v1, :v2)");
    assertThat(r.values()).containsValues(s("A"), s("B"), s("C"));
    assertThat(Rendered.condition(STATUS.in(List.of("X"))).expression()).isEqualTo("#n0 IN (:v0)");
  }

  @Test
  void existenceFunctionsTakeOnlyThePath() {
    assertThat(Rendered.condition(STATUS.exists()).expression()).isEqualTo("attribute_exists(#n0)");
    assertThat(Rendered.condition(STATUS.notExists()).expression())
        .isEqualTo("attribute_not_exists(#n0)");
  }

  @Test
  void attributeTypeSendsTheTypeDescriptorAsAValue() {
    Rendered r = Rendered.condition(TAGS.hasType(AttributeValue.Type.L));
    assertThat(r.expression()).isEqualTo("attribute_type(#n0, :v0)");
    assertThat(r.values()).containsExactly(entry(":v0", s("L")));
    assertThat(Rendered.condition(NAME.hasType(AttributeValue.Type.NUL)).values())
        .containsExactly(entry(":v0", s("NULL")));
  }

  @Test
  void attributeTypeRefusesTheSdksUnknownType() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> NAME.hasType(AttributeValue.Type.UNKNOWN_TO_SDK_VERSION))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not UNKNOWN_TO_SDK_VERSION");
  }

  @Test
  void beginsWithAndStringContainsRenderAsFunctions() {
    assertThat(Rendered.condition(NAME.beginsWith("Jo")).expression())
        .isEqualTo("begins_with(#n0, :v0)");
    Rendered r = Rendered.condition(NAME.contains("oh"));
    assertThat(r.expression()).isEqualTo("contains(#n0, :v0)");
    assertThat(r.values()).containsExactly(entry(":v0", s("oh")));
  }

  @Test
  void listAndSetContainsSendOneEncodedElement() {
    assertThat(Rendered.condition(TAGS.contains("new")).values())
        .containsExactly(entry(":v0", s("new")));
    Rendered r = Rendered.condition(COLORS.contains("red"));
    assertThat(r.expression()).isEqualTo("contains(#n0, :v0)");
    assertThat(r.values()).containsExactly(entry(":v0", s("red")));
  }

  @Test
  void sizeComparesWithWholeNumbers() {
    Rendered r = Rendered.condition(TAGS.size().gt(3));
    assertThat(r.expression()).isEqualTo("size(#n0) > :v0");
    assertThat(r.values()).containsExactly(entry(":v0", n("3")));
    assertThat(Rendered.condition(TAGS.size().eq(0)).expression()).isEqualTo("size(#n0) = :v0");
    assertThat(Rendered.condition(TAGS.size().ne(0)).expression()).isEqualTo("size(#n0) <> :v0");
    assertThat(Rendered.condition(TAGS.size().lt(1)).expression()).isEqualTo("size(#n0) < :v0");
    assertThat(Rendered.condition(TAGS.size().le(1)).expression()).isEqualTo("size(#n0) <= :v0");
    assertThat(Rendered.condition(TAGS.size().ge(1)).expression()).isEqualTo("size(#n0) >= :v0");
  }

  @Test
  void sizeBetweenRendersBothBounds() {
    assertThat(Rendered.condition(NAME.size().between(1, 5)).expression())
        .isEqualTo("size(#n0) BETWEEN :v0 AND :v1");
  }

  @Test
  void andChainsFlattenWithoutParentheses() {
    Condition<Order> c = STATUS.eq("A").and(TOTAL.gt(dec("1"))).and(NAME.exists());
    assertThat(Rendered.condition(c).expression())
        .isEqualTo("#n0 = :v0 AND #n1 > :v1 AND attribute_exists(#n2)");
  }

  @Test
  void orInsideAndIsParenthesized() {
    Condition<Order> c = STATUS.eq("A").and(TOTAL.gt(dec("1")).or(NAME.exists()));
    assertThat(Rendered.condition(c).expression())
        .isEqualTo("#n0 = :v0 AND (#n1 > :v1 OR attribute_exists(#n2))");
  }

  @Test
  void andInsideOrIsParenthesizedForReadability() {
    Condition<Order> c = Condition.anyOf(STATUS.eq("A").and(TOTAL.gt(dec("1"))), NAME.exists());
    assertThat(Rendered.condition(c).expression())
        .isEqualTo("(#n0 = :v0 AND #n1 > :v1) OR attribute_exists(#n2)");
  }

  @Test
  void notParenthesizesEverythingButAFunction() {
    assertThat(Rendered.condition(STATUS.exists().not()).expression())
        .isEqualTo("NOT attribute_exists(#n0)");
    assertThat(Rendered.condition(Condition.not(STATUS.eq("A"))).expression())
        .isEqualTo("NOT (#n0 = :v0)");
    assertThat(Rendered.condition(STATUS.eq("A").or(STATUS.eq("B")).not()).expression())
        .isEqualTo("NOT (#n0 = :v0 OR #n0 = :v1)");
  }

  @Test
  void doubleNegationGivesBackTheOriginal() {
    Condition<Order> c = STATUS.eq("A");
    assertThat(c.not().not()).isSameAs(c);
  }

  @Test
  void allOfAndAnyOfOfOneConditionIsThatCondition() {
    Condition<Order> c = STATUS.eq("A");
    assertThat(Condition.allOf(c)).isSameAs(c);
    assertThat(Condition.anyOf(List.of(c))).isSameAs(c);
  }

  @Test
  void nestedRecordFieldsRenderAsDottedPlaceholders() {
    Rendered r = Rendered.condition(ADDRESS.city().eq("Oslo"));
    assertThat(r.expression()).isEqualTo("#n0.#n1 = :v0");
    assertThat(r.names()).containsExactly(entry("#n0", "address"), entry("#n1", "city"));
  }

  @Test
  void listElementsRenderWithTheirIndex() {
    assertThat(Rendered.condition(TAGS.element(3).eq("x")).expression()).isEqualTo("#n0[3] = :v0");
  }

  @Test
  void rawHelpersCoverKeyExistenceAndVersionChecks() {
    assertThat(Rendered.condition(Condition.attributeNotExists("PK")).expression())
        .isEqualTo("attribute_not_exists(#n0)");
    assertThat(Rendered.condition(Condition.attributeExists("PK")).names())
        .containsExactly(entry("#n0", "PK"));
    Rendered r = Rendered.condition(Condition.equalTo("version", n("7")));
    assertThat(r.expression()).isEqualTo("#n0 = :v0");
    assertThat(r.values()).containsExactly(entry(":v0", n("7")));
  }
}
