package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.SCORES;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.VISITS;
import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Fixture.Order;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class PlaceholderTest {

  @Test
  void theSameNameGetsTheSamePlaceholderAcrossExpressions() {
    ExpressionWriter w = new ExpressionWriter();
    String condition = w.condition(STATUS.eq("PLACED"));
    String update = w.update(List.of(STATUS.set("PAID")));
    assertThat(condition).isEqualTo("#n0 = :v0");
    assertThat(update).isEqualTo("SET #n0 = :v1");
    assertThat(w.names()).containsExactly(entry("#n0", "status"));
  }

  @Test
  void differentNamesNeverShareAPlaceholder() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.name("a")).isEqualTo("#n0");
    assertThat(w.name("A")).isEqualTo("#n1");
    assertThat(w.name("a ")).isEqualTo("#n2");
    assertThat(w.name("a")).isEqualTo("#n0");
  }

  @Test
  void dottedNameIsOnePlaceholderWhileNestedPathIsTwo() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.path(Path.attribute("a.b"))).isEqualTo("#n0");
    assertThat(w.path(Path.attribute("a").field("b"))).isEqualTo("#n1.#n2");
    assertThat(w.names())
        .containsExactly(entry("#n0", "a.b"), entry("#n1", "a"), entry("#n2", "b"));
  }

  @Test
  void reservedWordsAndOddCharactersAreAlwaysPlaceholders() {
    ExpressionWriter w = new ExpressionWriter();
    String expr =
        w.condition(
            Condition.allOf(
                new StringRef<Order>(Path.attribute("size")).eq("x"),
                new StringRef<Order>(Path.attribute("ttl")).exists(),
                new StringRef<Order>(Path.attribute("order-id")).exists(),
                new StringRef<Order>(Path.attribute("#hash key")).exists(),
                new StringRef<Order>(Path.attribute("città")).exists()));
    assertThat(expr).doesNotContain("size", "ttl", "order", "hash", "città");
    assertThat(w.names()).containsValues("size", "ttl", "order-id", "#hash key", "città");
  }

  @Test
  void mapKeysWithAnyCharactersBecomeNamePlaceholders() {
    ExpressionWriter w = new ExpressionWriter();
    String expr = w.update(List.of(SCORES.get("user name#1.x[0]").set(3L)));
    assertThat(expr).isEqualTo("SET #n0.#n1 = :v0");
    assertThat(w.names()).containsEntry("#n1", "user name#1.x[0]");
  }

  @Test
  void eachValueUseGetsItsOwnPlaceholder() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.condition(STATUS.eq("A").or(STATUS.eq("A")))).isEqualTo("#n0 = :v0 OR #n0 = :v1");
    assertThat(w.values()).containsExactly(entry(":v0", s("A")), entry(":v1", s("A")));
  }

  @Test
  void namesAndValuesAreNullWhenNothingWasWritten() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.names()).isNull();
    assertThat(w.values()).isNull();
    w.condition(STATUS.exists());
    assertThat(w.names()).isNotNull();
    assertThat(w.values()).isNull();
  }

  @Test
  void everyCollectedNameAndValueIsUsedByTheExpressions() {
    ExpressionWriter w = new ExpressionWriter();
    String all =
        w.condition(TOTAL.between(dec("1"), dec("9")).and(ADDRESS.city().exists()))
            + " "
            + w.update(List.of(VISITS.increment(1L), ADDRESS.zip().remove()))
            + " "
            + w.projection(List.of(STATUS.path(), ADDRESS.path()));
    assertThat(w.names().keySet()).allMatch(all::contains);
    assertThat(w.values().keySet()).allMatch(all::contains);
  }

  @Test
  void aRefusedExpressionLeavesNoNamesOrValuesBehind() {
    ExpressionWriter w = new ExpressionWriter();
    w.condition(STATUS.eq("A"));
    assertThatThrownBy(() -> w.update(List.of(TOTAL.set(dec("1")), TOTAL.increment(dec("2")))))
        .isInstanceOf(IllegalArgumentException.class);
    Condition<Order> tooMany =
        Condition.anyOf(
            java.util.stream.IntStream.range(0, 151).mapToObj(i -> TOTAL.eq(dec("" + i))).toList());
    assertThatThrownBy(() -> w.condition(tooMany)).isInstanceOf(IllegalArgumentException.class);
    assertThat(w.names()).containsExactly(entry("#n0", "status"));
    assertThat(w.values()).containsExactly(entry(":v0", s("A")));
    assertThat(w.condition(VISITS.exists())).isEqualTo("attribute_exists(#n1)");
  }

  @Test
  void manyNamesAndValuesKeepDenseReusedPlaceholdersAndRollBackWhole() {
    // Past 8 names the writer finds reused names through an index, past 64 it makes the text.
    ExpressionWriter w = new ExpressionWriter();
    for (int i = 0; i < 70; i++) {
      assertThat(w.name("a" + i)).isEqualTo("#n" + i);
      assertThat(w.value(AttributeValue.fromN(Integer.toString(i)))).isEqualTo(":v" + i);
    }
    assertThat(w.name("a3")).isEqualTo("#n3");
    assertThat(w.name("a68")).isEqualTo("#n68");
    assertThat(w.names()).hasSize(70).containsEntry("#n69", "a69");
    assertThat(w.values()).hasSize(70).containsEntry(":v69", AttributeValue.fromN("69"));

    Condition<Object> refused =
        Condition.equalTo("fresh", AttributeValue.fromS("x"))
            .and(Condition.equalTo("a1", AttributeValue.fromN("1.2.3")));
    assertThatThrownBy(() -> w.condition(refused)).isInstanceOf(IllegalArgumentException.class);
    assertThat(w.names()).hasSize(70).doesNotContainValue("fresh");
    assertThat(w.values()).hasSize(70);
    assertThat(w.name("fresh")).isEqualTo("#n70");
    assertThat(w.name("a69")).isEqualTo("#n69");
  }

  @Test
  void projectionListsPathsWithPlaceholders() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(
            w.projection(
                List.of(STATUS.path(), ADDRESS.city().path(), Path.attribute("tags").index(0))))
        .isEqualTo("#n0, #n1.#n2, #n3[0]");
  }

  @Test
  void projectionDropsDuplicatesAndPathsInsideAnotherListedPath() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(
            w.projection(
                List.of(ADDRESS.city().path(), STATUS.path(), ADDRESS.path(), STATUS.path())))
        .isEqualTo("#n0, #n1");
    assertThat(w.names()).containsExactly(entry("#n0", "status"), entry("#n1", "address"));
  }
}
