package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.LIMIT;
import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.n;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Fixture.Address;
import dev.singletable.runtime.expression.Fixture.AddressRef;
import dev.singletable.runtime.expression.Fixture.Order;
import dev.singletable.runtime.expression.Fixture.Rendered;
import dev.singletable.runtime.internal.Expressions;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions, updates and projections while a migration runs: an attribute renamed from a former
 * name ({@code Path.attribute("total").formerly("amount")}) and an enum whose constant {@code
 * SHIPPED} was stored as {@code SENT} also reach the items stored in the old form.
 */
class RenamedRenderingTest {

  private static final NumberRef<Order, BigDecimal> TOTAL =
      new NumberRef<>(
          Path.attribute("total").formerly("amount"), v -> AttributeValue.fromN(v.toPlainString()));
  private static final StringRef<Order> NOTE =
      new StringRef<>(Path.attribute("note").formerly("remark"));
  private static final ListRef<Order, String> TAGS =
      new ListRef<>(Path.attribute("tags").formerly("labels"), AttributeValue::fromS);
  private static final SetRef<Order, String> COLORS =
      new SetRef<>(
          Path.attribute("colors").formerly("hues"),
          c -> AttributeValue.fromSs(List.copyOf(c)),
          AttributeValue::fromS);
  private static final AddressRef ADDRESS =
      new AddressRef(Path.attribute("address").formerly("place"));

  /** An enum codec as a renamed constant makes it: SHIPPED is also stored as SENT. */
  private static final class StatusEncoder
      implements Function<String, AttributeValue>, Expressions.FormerValues<String> {
    @Override
    public AttributeValue apply(String value) {
      return AttributeValue.fromS(value);
    }

    @Override
    public List<AttributeValue> formerValues(String value) {
      return value.equals("SHIPPED") ? List.of(AttributeValue.fromS("SENT")) : List.of();
    }
  }

  private static final ComparableRef<Order, String> STATUS =
      new ComparableRef<>(Path.attribute("status"), new StatusEncoder());

  @Test
  void aComparisonOnARenamedAttributeAlsoReadsTheFormerNameWhereTheNewOneIsAbsent() {
    Rendered r = Rendered.condition(TOTAL.gt(dec("100")));
    assertThat(r.expression()).isEqualTo("#n0 > :v0 OR (attribute_not_exists(#n0) AND #n1 > :v1)");
    assertThat(r.names()).containsExactly(entry("#n0", "total"), entry("#n1", "amount"));
    assertThat(r.values()).containsExactly(entry(":v0", n("100")), entry(":v1", n("100")));
    // Inside another condition it is one operand: parenthesized.
    assertThat(Rendered.condition(TOTAL.eq(dec("1")).and(NOTE.beginsWith("x"))).expression())
        .isEqualTo(
            "(#n0 = :v0 OR (attribute_not_exists(#n0) AND #n1 = :v1)) AND (begins_with(#n2, :v2)"
                + " OR (attribute_not_exists(#n2) AND begins_with(#n3, :v3)))");
  }

  @Test
  void everyFormOfConditionFollowsTheRename() {
    assertThat(Rendered.condition(TOTAL.between(dec("1"), dec("2"))).expression())
        .isEqualTo(
            "#n0 BETWEEN :v0 AND :v1 OR (attribute_not_exists(#n0) AND #n1 BETWEEN :v2 AND :v3)");
    assertThat(Rendered.condition(TOTAL.in(dec("1"), dec("2"))).expression())
        .isEqualTo("#n0 IN (:v0, :v1) OR (attribute_not_exists(#n0) AND #n1 IN (:v2, :v3))");
    assertThat(Rendered.condition(NOTE.contains("y")).expression())
        .isEqualTo("contains(#n0, :v0) OR (attribute_not_exists(#n0) AND contains(#n1, :v1))");
    assertThat(Rendered.condition(TAGS.contains("a")).expression())
        .isEqualTo("contains(#n0, :v0) OR (attribute_not_exists(#n0) AND contains(#n1, :v1))");
    assertThat(Rendered.condition(COLORS.contains("red")).expression())
        .isEqualTo("contains(#n0, :v0) OR (attribute_not_exists(#n0) AND contains(#n1, :v1))");
    assertThat(Rendered.condition(NOTE.hasType(AttributeValue.Type.S)).expression())
        .isEqualTo(
            "attribute_type(#n0, :v0) OR (attribute_not_exists(#n0) AND attribute_type(#n1,"
                + " :v1))");
    assertThat(Rendered.condition(TAGS.size().ge(2)).expression())
        .isEqualTo("size(#n0) >= :v0 OR (attribute_not_exists(#n0) AND size(#n1) >= :v1)");
    assertThat(Rendered.condition(TAGS.size().between(1, 3)).expression())
        .isEqualTo(
            "size(#n0) BETWEEN :v0 AND :v1 OR (attribute_not_exists(#n0) AND size(#n1) BETWEEN"
                + " :v2 AND :v3)");
  }

  @Test
  void notEqualIsTheNegationSoAnItemHoldingTheValueUnderTheFormerNameDoesNotMatch() {
    // "total <> 5" alone is true for an item that stores only amount = 5.
    assertThat(Rendered.condition(TOTAL.ne(dec("5"))).expression())
        .isEqualTo("NOT (#n0 = :v0 OR (attribute_not_exists(#n0) AND #n1 = :v1))");
    assertThat(Rendered.condition(TAGS.size().ne(0)).expression())
        .isEqualTo("NOT (size(#n0) = :v0 OR (attribute_not_exists(#n0) AND size(#n1) = :v1))");
  }

  @Test
  void existenceTestsBothNames() {
    assertThat(Rendered.condition(TOTAL.exists()).expression())
        .isEqualTo("attribute_exists(#n0) OR attribute_exists(#n1)");
    assertThat(Rendered.condition(TOTAL.notExists()).expression())
        .isEqualTo("attribute_not_exists(#n0) AND attribute_not_exists(#n1)");
    assertThat(Rendered.condition(Condition.attributeNotExists(TOTAL.path())).expression())
        .isEqualTo("attribute_not_exists(#n0) AND attribute_not_exists(#n1)");
  }

  @Test
  void aPathInsideARenamedAttributeReadsTheSamePathInsideTheFormerOne() {
    Rendered r = Rendered.condition(ADDRESS.city().eq("Oslo"));
    assertThat(r.expression())
        .isEqualTo("#n0.#n1 = :v0 OR (attribute_not_exists(#n0) AND #n2.#n1 = :v1)");
    assertThat(r.names())
        .containsExactly(entry("#n0", "address"), entry("#n1", "city"), entry("#n2", "place"));
    assertThat(Rendered.condition(ADDRESS.city().exists()).expression())
        .isEqualTo(
            "attribute_exists(#n0.#n1) OR (attribute_not_exists(#n0) AND"
                + " attribute_exists(#n2.#n1))");
  }

  @Test
  void comparingTwoAttributesFollowsTheRenameOfEither() {
    assertThat(Rendered.condition(TOTAL.gt(LIMIT)).expression())
        .isEqualTo("#n0 > #n1 OR (attribute_not_exists(#n0) AND #n2 > #n1)");
  }

  @Test
  void conditionsOfAttributesNotRenamedAreAsBefore() {
    assertThat(Rendered.condition(Fixture.TOTAL.gt(dec("1"))).expression()).isEqualTo("#n0 > :v0");
    assertThat(Rendered.condition(Fixture.TOTAL.ne(dec("1"))).expression()).isEqualTo("#n0 <> :v0");
    assertThat(Rendered.update(Fixture.TOTAL.add(dec("1"))).expression()).isEqualTo("ADD #n0 :v0");
    assertThat(Path.attribute("total").formerly("amount")).isNotEqualTo(Path.attribute("total"));
  }

  @Test
  void anEnumConstantWithAFormerNameIsEqualToEitherStoredText() {
    Rendered eq = Rendered.condition(STATUS.eq("SHIPPED"));
    assertThat(eq.expression()).isEqualTo("#n0 IN (:v0, :v1)");
    assertThat(eq.values()).containsExactly(entry(":v0", s("SHIPPED")), entry(":v1", s("SENT")));
    assertThat(Rendered.condition(STATUS.ne("SHIPPED")).expression())
        .isEqualTo("NOT (#n0 IN (:v0, :v1))");
    Rendered in = Rendered.condition(STATUS.in("PLACED", "SHIPPED"));
    assertThat(in.expression()).isEqualTo("#n0 IN (:v0, :v1, :v2)");
    assertThat(in.values()).containsValues(s("PLACED"), s("SHIPPED"), s("SENT"));
    // A constant without a former name compares as before; so do orderings.
    assertThat(Rendered.condition(STATUS.eq("PLACED")).expression()).isEqualTo("#n0 = :v0");
    assertThat(Rendered.condition(STATUS.gt("PLACED")).expression()).isEqualTo("#n0 > :v0");
  }

  @Test
  void aListOrSetOfConstantsContainsAConstantUnderEitherName() {
    ListRef<Order, String> steps = new ListRef<>(Path.attribute("steps"), new StatusEncoder());
    Rendered shipped = Rendered.condition(steps.contains("SHIPPED"));
    assertThat(shipped.expression()).isEqualTo("contains(#n0, :v0) OR contains(#n0, :v1)");
    assertThat(shipped.values())
        .containsExactly(entry(":v0", s("SHIPPED")), entry(":v1", s("SENT")));
    SetRef<Order, String> seen =
        new SetRef<>(
            Path.attribute("seen"),
            c -> AttributeValue.fromSs(List.copyOf(c)),
            new StatusEncoder());
    assertThat(Rendered.condition(seen.contains("SHIPPED").not()).expression())
        .isEqualTo("NOT (contains(#n0, :v0) OR contains(#n0, :v1))");
    assertThat(Rendered.condition(steps.contains("PLACED")).expression())
        .isEqualTo("contains(#n0, :v0)");
  }

  @Test
  void anUpdateOfARenamedAttributeReadsTheFormerNameAndRemovesIt() {
    assertThat(Rendered.update(TOTAL.set(dec("3"))).expression())
        .isEqualTo("SET #n0 = :v0 REMOVE #n1");
    assertThat(Rendered.update(TOTAL.increment(dec("3"))).expression())
        .isEqualTo("SET #n0 = if_not_exists(#n0, #n1) + :v0 REMOVE #n1");
    assertThat(Rendered.update(TOTAL.decrement(dec("3"))).expression())
        .isEqualTo("SET #n0 = if_not_exists(#n0, #n1) - :v0 REMOVE #n1");
    assertThat(Rendered.update(TOTAL.setIfNotExists(dec("3"))).expression())
        .isEqualTo("SET #n0 = if_not_exists(#n0, if_not_exists(#n1, :v0)) REMOVE #n1");
    assertThat(Rendered.update(TOTAL.remove()).expression()).isEqualTo("REMOVE #n0, #n1");
    assertThat(Rendered.update(TAGS.append(List.of("a"))).expression())
        .isEqualTo("SET #n0 = list_append(if_not_exists(#n0, #n1), :v0) REMOVE #n1");
    assertThat(Rendered.update(TAGS.prependOrCreate(List.of("a"))).expression())
        .isEqualTo(
            "SET #n0 = list_append(:v0, if_not_exists(#n0, if_not_exists(#n1, :v1))) REMOVE #n1");
    assertThat(Rendered.update(COLORS.set(Set.of("red"))).expression())
        .isEqualTo("SET #n0 = :v0 REMOVE #n1");
  }

  @Test
  void addOfANumberBecomesTheEqualSetSinceAddCannotReadTheFormerName() {
    Rendered r = Rendered.update(TOTAL.add(dec("2")));
    assertThat(r.expression())
        .isEqualTo("SET #n0 = if_not_exists(#n0, if_not_exists(#n1, :v0)) + :v1 REMOVE #n1");
    assertThat(r.values()).containsExactly(entry(":v0", n("0")), entry(":v1", n("2")));
  }

  @Test
  void addAndDeleteOfSetElementsAreRefusedBeforeSending() {
    assertThatThrownBy(() -> COLORS.add(Set.of("red")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("add(...) cannot update colors while it is renamed from hues")
        .hasMessageContaining("run the migration job of the rename first");
    assertThatThrownBy(() -> COLORS.delete(Set.of("red")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("delete(...) cannot update colors while it is renamed from hues");
  }

  @Test
  void anUpdateInsideARenamedAttributeWritesTheNewNameOnly() {
    assertThat(Rendered.update(ADDRESS.city().set("Oslo")).expression())
        .isEqualTo("SET #n0.#n1 = :v0");
    assertThat(Rendered.update(ADDRESS.set(new Address("Oslo", "0150"))).expression())
        .isEqualTo("SET #n0 = :v0 REMOVE #n1");
  }

  @Test
  void twoActionsOnRenamedAttributesRemoveEachFormerNameOnce() {
    Rendered r = Rendered.update(TOTAL.set(dec("1")), NOTE.set("n"), TAGS.remove());
    assertThat(r.expression()).isEqualTo("SET #n0 = :v0, #n1 = :v1 REMOVE #n2, #n3, #n4, #n5");
    assertThat(r.names().values())
        .containsExactly("total", "note", "tags", "amount", "remark", "labels");
  }

  @Test
  void aProjectionReadsTheFormerNameToo() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.projection(List.of(TOTAL.path(), Fixture.NAME.path()))).isEqualTo("#n0, #n1, #n2");
    assertThat(w.names())
        .containsExactly(entry("#n0", "total"), entry("#n1", "name"), entry("#n2", "amount"));
  }

  @Test
  void formerlyTakesTheFormerNameOfATopLevelAttributeOnly() {
    assertThatThrownBy(() -> Path.attribute("a").field("b").formerly("c"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nested");
    assertThatThrownBy(() -> Path.attribute("a").formerly("a"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Path.attribute("a").formerly(""))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
