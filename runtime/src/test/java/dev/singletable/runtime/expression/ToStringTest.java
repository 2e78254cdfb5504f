package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.COLORS;
import static dev.singletable.runtime.expression.Fixture.NAME;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.VISITS;
import static dev.singletable.runtime.expression.Fixture.dec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.expression.Fixture.Order;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ToStringTest {

  @Test
  void conditionReadsWithPathsAndValues() {
    Condition<Order> c = STATUS.eq("PLACED").and(TOTAL.gt(dec("100")));
    assertThat(c).hasToString("status = \"PLACED\" AND total > 100");
  }

  @Test
  void compoundConditionShowsFunctionsAndParentheses() {
    Condition<Order> c =
        NAME.beginsWith("Jo").and(TAGS.size().ge(2).or(ADDRESS.city().notExists())).not();
    assertThat(c)
        .hasToString(
            "NOT (begins_with(name, \"Jo\") AND (size(tags) >= 2 OR"
                + " attribute_not_exists(address.city)))");
  }

  @Test
  void inBetweenAndAttributeTypeReadNaturally() {
    assertThat(STATUS.in("A", "B")).hasToString("status IN (\"A\", \"B\")");
    assertThat(TOTAL.between(dec("1"), dec("2"))).hasToString("total BETWEEN 1 AND 2");
    assertThat(TAGS.hasType(AttributeValue.Type.L)).hasToString("attribute_type(tags, \"L\")");
  }

  @Test
  void updateActionsReadAsTheirClause() {
    assertThat(STATUS.set("PAID")).hasToString("SET status = \"PAID\"");
    assertThat(VISITS.increment(2L)).hasToString("SET visits = visits + 2");
    assertThat(TOTAL.setIfNotExists(dec("0"))).hasToString("SET total = if_not_exists(total, 0)");
    assertThat(TAGS.appendOrCreate(List.of("a")))
        .hasToString("SET tags = list_append(if_not_exists(tags, []), [\"a\"])");
    assertThat(TAGS.element(0).remove()).hasToString("REMOVE tags[0]");
    assertThat(VISITS.add(1L)).hasToString("ADD visits 1");
    assertThat(COLORS.delete(Set.of("red"))).hasToString("DELETE colors <<\"red\">>");
  }

  @Test
  void valuesOfEveryTypeAreDescribed() {
    assertThat(Values.describe(AttributeValue.fromBool(true))).isEqualTo("true");
    assertThat(Values.describe(AttributeValue.fromNul(true))).isEqualTo("null");
    assertThat(Values.describe(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[3]))))
        .isEqualTo("<binary 3 bytes>");
    assertThat(Values.describe(AttributeValue.fromNs(List.of("1", "2")))).isEqualTo("<<1, 2>>");
    assertThat(Values.describe(AttributeValue.fromM(Map.of("k", AttributeValue.fromN("1")))))
        .isEqualTo("{\"k\": 1}");
  }

  @Test
  void longStringsAndLargeCollectionsAreCut() {
    assertThat(Values.describe(AttributeValue.fromS("x".repeat(100))))
        .isEqualTo("\"" + "x".repeat(64) + "…(100 chars)\"");
    String[] many = new String[12];
    Arrays.fill(many, "a");
    assertThat(
            Values.describe(
                AttributeValue.fromL(Arrays.stream(many).map(AttributeValue::fromS).toList())))
        .endsWith("\"a\", …(2 more)]");
  }

  @Test
  void referencesPrintTheirPath() {
    assertThat(ADDRESS.city()).hasToString("address.city");
    assertThat(TAGS.size()).hasToString("size(tags)");
    assertThat(COLORS.add(Set.of("x"))).hasToString("ADD colors <<\"x\">>");
  }
}
