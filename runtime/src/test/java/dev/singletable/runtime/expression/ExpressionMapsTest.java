package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.n;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The name and value maps a writer hands out behave as ordinary read-only maps in placeholder
 * order, answer lookups by placeholder, stay as they were when the writer goes on, and reach the
 * SDK request whole.
 */
class ExpressionMapsTest {

  @Test
  void valuesReadAsAnOrdinaryMapInPlaceholderOrder() {
    ExpressionWriter writer = new ExpressionWriter();
    for (int i = 0; i < 70; i++) { // past the 64 cached placeholders
      writer.value(n(Integer.toString(i)));
    }
    Map<String, AttributeValue> values = writer.values();

    Map<String, AttributeValue> expected = new LinkedHashMap<>();
    for (int i = 0; i < 70; i++) {
      expected.put(":v" + i, n(Integer.toString(i)));
    }
    assertThat(values).hasSize(70).isEqualTo(expected);
    assertThat(expected).isEqualTo(values);
    assertThat(values.hashCode()).isEqualTo(expected.hashCode());
    assertThat(new ArrayList<>(values.keySet())).isEqualTo(new ArrayList<>(expected.keySet()));
    List<String> visited = new ArrayList<>();
    values.forEach((placeholder, value) -> visited.add(placeholder + "=" + value.n()));
    assertThat(visited).first().isEqualTo(":v0=0");
    assertThat(visited).last().isEqualTo(":v69=69");
    assertThat(values.get(":v65")).isEqualTo(n("65"));
    assertThat(values.containsKey(":v69")).isTrue();
  }

  @Test
  void onlyThePlaceholdersHandedOutAreKeys() {
    ExpressionWriter writer = new ExpressionWriter();
    writer.value(s("a"));
    writer.value(s("b"));
    Map<String, AttributeValue> values = writer.values();

    assertThat(values.get(":v1")).isEqualTo(s("b"));
    for (Object other :
        new Object[] {":v2", ":v", ":v01", ":v-1", "#n0", "v0", ":v0 ", ":v99999999999", 0, null}) {
      assertThat(values.containsKey(other)).as("%s", other).isFalse();
      assertThat(values.get(other)).as("%s", other).isNull();
    }
  }

  @Test
  void aMapHandedOutStaysAsItWasWhileTheWriterGoesOn() {
    ExpressionWriter writer = new ExpressionWriter();
    String first = writer.name("status");
    writer.value(s("PLACED"));
    Map<String, String> names = writer.names();
    Map<String, AttributeValue> values = writer.values();

    for (int i = 0; i < 10; i++) { // grows both arrays
      writer.name("a" + i);
      writer.value(n(Integer.toString(i)));
    }
    assertThat(first).isEqualTo("#n0");
    assertThat(names).containsExactly(entry("#n0", "status"));
    assertThat(values).containsExactly(entry(":v0", s("PLACED")));
    assertThat(writer.values()).hasSize(11);
  }

  @Test
  void aNamesMapStaysAsItWasWhenANameFollowsARenderedCondition() {
    StringRef<Fixture.Order> status = new StringRef<>(Path.attribute("status"));
    new ExpressionWriter().condition(status.eq("first"));

    ExpressionWriter writer = new ExpressionWriter();
    writer.condition(status.eq("PLACED"));
    Map<String, String> names = writer.names();
    writer.name("total");

    assertThat(names).containsExactly(entry("#n0", "status"));
    assertThat(writer.names()).containsExactly(entry("#n0", "status"), entry("#n1", "total"));
    ExpressionWriter next = new ExpressionWriter();
    next.condition(status.eq("SHIPPED"));
    assertThat(next.names()).containsExactly(entry("#n0", "status"));
  }

  @Test
  void mapsAreReadOnly() {
    ExpressionWriter writer = new ExpressionWriter();
    writer.name("status");
    writer.value(s("x"));

    assertThatThrownBy(() -> writer.values().put(":v1", s("y")))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> writer.names().remove("#n0"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> writer.values().entrySet().clear())
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void theSdkRequestGetsEveryEntry() {
    ExpressionWriter writer = new ExpressionWriter();
    String expression = writer.condition(Condition.equalTo("status", s("PLACED")));

    QueryRequest request =
        QueryRequest.builder()
            .filterExpression(expression)
            .expressionAttributeNames(writer.names())
            .expressionAttributeValues(writer.values())
            .build();

    assertThat(request.expressionAttributeNames()).containsExactly(entry("#n0", "status"));
    assertThat(request.expressionAttributeValues()).containsExactly(entry(":v0", s("PLACED")));
  }
}
