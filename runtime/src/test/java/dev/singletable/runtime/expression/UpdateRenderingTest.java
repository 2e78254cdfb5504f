package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.COLORS;
import static dev.singletable.runtime.expression.Fixture.NAME;
import static dev.singletable.runtime.expression.Fixture.SCORES;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.VISITS;
import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.n;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Fixture.Address;
import dev.singletable.runtime.expression.Fixture.Rendered;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class UpdateRenderingTest {

  @Test
  void setRendersAnAssignment() {
    Rendered r = Rendered.update(STATUS.set("SHIPPED"));
    assertThat(r.expression()).isEqualTo("SET #n0 = :v0");
    assertThat(r.names()).containsExactly(entry("#n0", "status"));
    assertThat(r.values()).containsExactly(entry(":v0", s("SHIPPED")));
  }

  @Test
  void setIfNotExistsReadsTheSamePath() {
    assertThat(Rendered.update(TOTAL.setIfNotExists(dec("0"))).expression())
        .isEqualTo("SET #n0 = if_not_exists(#n0, :v0)");
  }

  @Test
  void incrementAndDecrementUseSetArithmetic() {
    assertThat(Rendered.update(VISITS.increment(2L)).expression()).isEqualTo("SET #n0 = #n0 + :v0");
    assertThat(Rendered.update(VISITS.decrement(2L)).expression()).isEqualTo("SET #n0 = #n0 - :v0");
  }

  @Test
  void numberAddUsesTheAddClause() {
    Rendered r = Rendered.update(VISITS.add(1L));
    assertThat(r.expression()).isEqualTo("ADD #n0 :v0");
    assertThat(r.values()).containsExactly(entry(":v0", n("1")));
  }

  @Test
  void appendAndPrependUseListAppendInEitherOrder() {
    Rendered r = Rendered.update(TAGS.append(List.of("a", "b")));
    assertThat(r.expression()).isEqualTo("SET #n0 = list_append(#n0, :v0)");
    assertThat(r.values())
        .containsExactly(entry(":v0", AttributeValue.fromL(List.of(s("a"), s("b")))));
    assertThat(Rendered.update(TAGS.prepend(List.of("z"))).expression())
        .isEqualTo("SET #n0 = list_append(:v0, #n0)");
  }

  @Test
  void orCreateVariantsStartFromAnEmptyListWhenAbsent() {
    Rendered r = Rendered.update(TAGS.appendOrCreate(List.of("a")));
    assertThat(r.expression()).isEqualTo("SET #n0 = list_append(if_not_exists(#n0, :v0), :v1)");
    assertThat(r.values()).containsEntry(":v0", AttributeValue.fromL(List.of()));
    assertThat(Rendered.update(TAGS.prependOrCreate(List.of("a"))).expression())
        .isEqualTo("SET #n0 = list_append(:v0, if_not_exists(#n0, :v1))");
  }

  @Test
  void removeRendersThePathOnly() {
    Rendered r = Rendered.update(NAME.remove());
    assertThat(r.expression()).isEqualTo("REMOVE #n0");
    assertThat(r.values()).isNull();
  }

  @Test
  void listElementsCanBeRemovedAndSet() {
    assertThat(Rendered.update(TAGS.element(0).remove()).expression()).isEqualTo("REMOVE #n0[0]");
    assertThat(Rendered.update(TAGS.element(2).set("x")).expression())
        .isEqualTo("SET #n0[2] = :v0");
  }

  @Test
  void setAddAndDeleteUseTheirClausesWithASetValue() {
    Rendered add = Rendered.update(COLORS.add(Set.of("red")));
    assertThat(add.expression()).isEqualTo("ADD #n0 :v0");
    assertThat(add.values()).containsExactly(entry(":v0", AttributeValue.fromSs(List.of("red"))));
    assertThat(Rendered.update(COLORS.delete(Set.of("blue"))).expression())
        .isEqualTo("DELETE #n0 :v0");
  }

  @Test
  void mapValuesAndRecordFieldsAreSetThroughNestedPaths() {
    assertThat(Rendered.update(SCORES.get("alice").set(10L)).expression())
        .isEqualTo("SET #n0.#n1 = :v0");
    Rendered r = Rendered.update(ADDRESS.zip().set("0150"), ADDRESS.city().set("Oslo"));
    assertThat(r.expression()).isEqualTo("SET #n0.#n1 = :v0, #n0.#n2 = :v1");
  }

  @Test
  void wholeRecordIsSetAsItsEncodedMap() {
    Rendered r = Rendered.update(ADDRESS.set(new Address("Oslo", "0150")));
    assertThat(r.values().get(":v0").m())
        .containsEntry("city", s("Oslo"))
        .containsEntry("zip", s("0150"));
  }

  @Test
  void clausesAreGroupedInSetRemoveAddDeleteOrderWhateverTheInputOrder() {
    Rendered r =
        Rendered.update(
            COLORS.delete(Set.of("blue")),
            VISITS.add(1L),
            NAME.remove(),
            TOTAL.increment(dec("5")),
            STATUS.set("PAID"));
    assertThat(r.expression())
        .isEqualTo("SET #n0 = #n0 + :v0, #n1 = :v1 REMOVE #n2 ADD #n3 :v2 DELETE #n4 :v3");
    assertThat(r.names())
        .containsExactly(
            entry("#n0", "total"),
            entry("#n1", "status"),
            entry("#n2", "name"),
            entry("#n3", "visits"),
            entry("#n4", "colors"));
  }

  @Test
  void rawSetAndRemoveServeRuntimeMaintainedAttributes() {
    Rendered r =
        Rendered.update(
            UpdateAction.set(Path.attribute("updatedAt"), s("2024-01-01T00:00:00Z")),
            UpdateAction.remove(Path.attribute("GSI1PK")));
    assertThat(r.expression()).isEqualTo("SET #n0 = :v0 REMOVE #n1");
  }

  @Test
  void everyActionReportsItsPathAndClause() {
    assertThat(TOTAL.increment(dec("1")).path()).isEqualTo(Path.attribute("total"));
    assertThat(TOTAL.increment(dec("1")).clause()).isEqualTo(UpdateAction.Clause.SET);
    assertThat(NAME.remove().clause()).isEqualTo(UpdateAction.Clause.REMOVE);
    assertThat(VISITS.add(1L).clause()).isEqualTo(UpdateAction.Clause.ADD);
    assertThat(COLORS.delete(Set.of("x")).clause()).isEqualTo(UpdateAction.Clause.DELETE);
  }
}
