package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reading key components back out of key attributes ({@link Keys#match}, over {@link KeyShape}),
 * and refusing keys of another shape.
 */
class KeyShapeTest {

  /** The key attributes of one entity, matched as generated {@code fromKeyAttributes} does. */
  private record Shape(Keys.Attribute partitionKey, Keys.Attribute sortKey) {

    static Shape of(char d, String pk, String pkPattern, String sk, String skPattern) {
      return new Shape(
          Keys.partitionKey("E", pk, d, pkPattern), Keys.sortKey("E", sk, d, skPattern));
    }

    static Shape of(char d, String pk, String pkPattern) {
      return new Shape(Keys.partitionKey("E", pk, d, pkPattern), null);
    }

    Map<String, String> match(Map<String, AttributeValue> keys) {
      return sortKey == null
          ? Keys.match(keys, partitionKey)
          : Keys.match(keys, partitionKey, sortKey);
    }
  }

  private static final Shape ORDER =
      Shape.of('#', "PK", "USER#{userId}", "SK", "ORDER#{createdAt}#{orderId}");

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
            KeyDecoding.decodeInstant(
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
    Shape member = Shape.of('|', "PK", "USER|{id}", "SK", "USER|{id}");

    assertThat(member.match(keys("USER|a", "USER|a"))).isEqualTo(Map.of("id", "a"));
    assertThat(member.match(keys("USER|a", "USER|b"))).isNull();
  }

  @Test
  void aTableWithoutSortKeyMatchesThePartitionKeyAlone() {
    Shape letter = Shape.of('#', "PK", "LETTER#{id}");

    assertThat(letter.match(keys("LETTER#l-1", null))).isEqualTo(Map.of("id", "l-1"));
    assertThat(letter.match(keys("LETTER#l-1#x", null))).isNull();
  }

  @Test
  void aPatternNoKeyCouldBeReadBackFromIsRefusedWhenAKeyIsReadBack() {
    // Parsed on first use, not when the attribute is made: mapping items never reads keys back.
    Shape unreadable = Shape.of('#', "PK", "A{x}{y}");

    assertThatThrownBy(() -> unreadable.match(keys("Ax#y", null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("in key pattern A{x}{y}, {x} is not followed by #");
  }
}
