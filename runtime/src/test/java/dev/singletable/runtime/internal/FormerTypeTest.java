package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.failure.MappingException;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A scalar whose stored values may still be of its former type ({@code @Formerly(type = ...)}): a
 * String reads an N as its text, a number reads an S as the number it spells, both write the new
 * type, and text that spells no number is refused naming entity and attribute.
 */
class FormerTypeTest {

  private static final Codec<String> ORDER_NUMBER =
      Codec.formerType(Codec.string("Receipt", "orderNumber"));
  private static final Codec.Primitive<Long> POINTS =
      Codec.formerType(Codec.int64("Receipt", "points"));
  private static final Codec<BigDecimal> AMOUNT =
      Codec.formerType(Codec.decimal("Receipt", "amount"));

  private static Map<String, AttributeValue> item(String name, AttributeValue value) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put(name, value);
    return item;
  }

  @Test
  void aStringReadsAStoredNumberAsItsTextAndWritesAString() {
    assertThat(ORDER_NUMBER.read(item("orderNumber", AttributeValue.fromN("4207"))))
        .isEqualTo("4207");
    assertThat(ORDER_NUMBER.read(item("orderNumber", AttributeValue.fromS("A-1"))))
        .isEqualTo("A-1");
    assertThat(ORDER_NUMBER.read(new HashMap<>())).isNull();
    assertThat(ORDER_NUMBER.apply("4207")).isEqualTo(AttributeValue.fromS("4207"));
    assertThat(ORDER_NUMBER.storedAs("no").read(item("no", AttributeValue.fromN("1.5"))))
        .isEqualTo("1.5");
  }

  @Test
  void aNumberReadsAStoredStringAsTheNumberItSpellsAndWritesANumber() {
    assertThat(POINTS.readLong(item("points", AttributeValue.fromS("70")))).isEqualTo(70L);
    assertThat(POINTS.readLong(item("points", AttributeValue.fromN("71")))).isEqualTo(71L);
    assertThat(POINTS.readLong(new HashMap<>())).isZero();
    assertThat(POINTS.read(item("points", AttributeValue.fromS("-3")))).isEqualTo(-3L);
    Map<String, AttributeValue> written = new HashMap<>();
    POINTS.put(written, 70L);
    assertThat(written).containsEntry("points", AttributeValue.fromN("70"));
    assertThat(AMOUNT.read(item("amount", AttributeValue.fromS("12.25"))))
        .isEqualTo(new BigDecimal("12.25"));
    assertThat(AMOUNT.apply(new BigDecimal("12.25"))).isEqualTo(AttributeValue.fromN("12.25"));
  }

  @Test
  void textThatSpellsNoNumberIsRefusedNamingEntityAndAttribute() {
    assertThatThrownBy(() -> POINTS.readLong(item("points", AttributeValue.fromS("seventy"))))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("Receipt")
        .hasMessageContaining("points")
        .hasMessageContaining("\"seventy\"");
    assertThatThrownBy(() -> AMOUNT.read(item("amount", AttributeValue.fromS("NaN"))))
        .isInstanceOf(MappingException.class);
    assertThatThrownBy(() -> POINTS.readLong(item("points", AttributeValue.fromS("1.5"))))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("points");
  }
}
