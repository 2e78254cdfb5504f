package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.SCORES;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.expression.Fixture.Order;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class RefEncodingTest {

  private static final AttributeValue NULL = AttributeValue.fromNul(true);

  @Test
  void wholeListEncodesElementsAndNullsAsNull() {
    assertThat(TAGS.encode(Arrays.asList("a", null)))
        .isEqualTo(AttributeValue.fromL(List.of(s("a"), NULL)));
  }

  @Test
  void wholeMapEncodesValuesAndNullsAsNull() {
    Map<String, Long> scores = new LinkedHashMap<>();
    scores.put("alice", 3L);
    scores.put("bob", null);
    assertThat(SCORES.encode(scores).m())
        .containsEntry("alice", AttributeValue.fromN("3"))
        .containsEntry("bob", NULL);
  }

  @Test
  void elementAndGetPointInsideTheirContainer() {
    assertThat(TAGS.element(4).path()).isEqualTo(Path.attribute("tags").index(4));
    assertThat(SCORES.get("a.b").path()).isEqualTo(Path.attribute("scores").field("a.b"));
  }

  @Test
  void objectRefSubclassOffersTypedFieldReferences() {
    assertThat(ADDRESS.city().path()).isEqualTo(Path.attribute("address").field("city"));
    assertThat(ADDRESS.city().eq("Oslo")).hasToString("address.city = \"Oslo\"");
  }

  @Test
  void stringRefWithCustomEncoderEncodesWholeValuesOnly() {
    StringRef<Order> upper = new StringRef<>(Path.attribute("code"), v -> s(v.toUpperCase()));
    assertThat(upper.eq("ab")).hasToString("code = \"AB\"");
    assertThat(upper.beginsWith("ab")).hasToString("begins_with(code, \"ab\")");
  }

  @Test
  void identityEncodedReferenceBuildsRawConditions() {
    ComparableRef<Order, AttributeValue> sk = new ComparableRef<>(Path.attribute("SK"), v -> v);
    assertThat(sk.between(s("A"), s("B"))).hasToString("SK BETWEEN \"A\" AND \"B\"");
  }
}
