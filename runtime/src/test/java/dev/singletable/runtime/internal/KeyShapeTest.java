package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reading key components back out of key attributes, and refusing keys of another shape. */
class KeyShapeTest {

  private static final KeyShape ORDER =
      KeyShape.of('#', "PK", "USER#{userId}", "SK", "ORDER#{createdAt}#{orderId}");

  private static Map<String, AttributeValue> keys(String pk, String sk) {
    return sk == null
        ? Map.of("PK", AttributeValue.fromS(pk))
        : Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  @Test
  void componentsComeBackAsTheEncoderWroteThem() {
    String createdAt = KeyEncoding.instant("Order", "createdAt", Instant.EPOCH, 3);

    assertThat(ORDER.match(keys("USER#u-1", "ORDER#" + createdAt + "#o-7")))
        .isEqualTo(Map.of("userId", "u-1", "createdAt", createdAt, "orderId", "o-7"));
    assertThat(
            KeyEncoding.decodeInstant(
                ORDER.match(keys("USER#u-1", "ORDER#" + createdAt + "#o-7")).get("createdAt"), 3))
        .isEqualTo(Instant.EPOCH);
  }

  @Test
  void keysOfAnotherShapeDoNotMatch() {
    assertThat(ORDER.match(keys("USER#u-1", "PROFILE"))).isNull();
    assertThat(ORDER.match(keys("TEAM#u-1", "ORDER#t#o"))).isNull();
    assertThat(ORDER.match(keys("USER#u-1", "ORDER#t#o#extra"))).isNull();
    assertThat(ORDER.match(keys("USER#", "ORDER#t#o"))).as("empty component").isNull();
    assertThat(ORDER.match(keys("USER#u-1", "ORDER##o"))).as("empty component").isNull();
    assertThat(ORDER.match(keys("USER#u-1", null))).as("missing sort key").isNull();
    assertThat(
            ORDER.match(
                Map.of("PK", AttributeValue.fromN("1"), "SK", AttributeValue.fromS("ORDER#t#o"))))
        .as("not a string")
        .isNull();
  }

  @Test
  void aPlaceholderUsedTwiceMustHoldOneValue() {
    KeyShape member = KeyShape.of('|', "PK", "USER|{id}", "SK", "USER|{id}");

    assertThat(member.match(keys("USER|a", "USER|a"))).isEqualTo(Map.of("id", "a"));
    assertThat(member.match(keys("USER|a", "USER|b"))).isNull();
  }

  @Test
  void aTableWithoutSortKeyMatchesThePartitionKeyAlone() {
    KeyShape letter = KeyShape.of('#', "PK", "LETTER#{id}");

    assertThat(letter.match(keys("LETTER#l-1", null))).isEqualTo(Map.of("id", "l-1"));
    assertThat(letter.match(keys("LETTER#l-1#x", null))).isNull();
  }

  @Test
  void aPatternNoKeyCouldBeReadBackFromIsRefused() {
    assertThatThrownBy(() -> KeyShape.of('#', "PK", "A{x}{y}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("in key pattern A{x}{y}, {x} is not followed by #");
  }
}
