package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Range;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The key condition of a native index: rendered as DynamoDB reads it, refusals before sending. */
class NativeKeyTest {

  private static final AttributeValue T1 = AttributeValue.fromS("t1");
  private static final AttributeValue EU = AttributeValue.fromS("EU");

  private static NativeKey partition() {
    return NativeKey.of("Match").equal("tournamentId", T1).equal("region", EU);
  }

  @Test
  void equalitiesThenOneRangeRenderWithPlaceholders() {
    NativeKey key =
        partition()
            .equal("round", AttributeValue.fromN("2"))
            .range("bracket", Range.between(AttributeValue.fromS("a"), AttributeValue.fromS("m")));
    assertThat(key.render(n -> "#" + n, v -> v.s() != null ? ":" + v.s() : ":" + v.n()))
        .isEqualTo(
            "#tournamentId = :t1 AND #region = :EU AND #round = :2 AND #bracket BETWEEN :a AND :m");
    assertThat(key.names()).containsExactly("tournamentId", "region", "round");
  }

  @Test
  void eachRangeKindHasItsOperator() {
    AttributeValue two = AttributeValue.fromN("2");
    assertThat(partition().range("round", Range.from(two)).toString()).endsWith("round >= 2");
    assertThat(partition().range("round", Range.after(two)).toString()).endsWith("round > 2");
    assertThat(partition().range("round", Range.upTo(two)).toString()).endsWith("round <= 2");
    assertThat(partition().range("round", Range.before(two)).toString()).endsWith("round < 2");
    assertThat(
            partition()
                .range("bracket", Range.beginsWith("up").map(AttributeValue::fromS))
                .toString())
        .endsWith("begins_with(bracket, \"up\")");
  }

  @Test
  void emptyAndNullValuesAreRefused() {
    assertThatThrownBy(() -> partition().equal("bracket", AttributeValue.fromS("")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bracket")
        .hasMessageContaining("never empty");
    assertThatThrownBy(
            () ->
                partition()
                    .equal("code", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[0]))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> partition().equal("round", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must have a value");
    assertThatThrownBy(() -> partition().range("round", Range.from((AttributeValue) null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must not be null");
  }

  @Test
  void nothingFollowsARange() {
    NativeKey ranged = partition().range("round", Range.from(AttributeValue.fromN("1")));
    assertThatThrownBy(() -> ranged.equal("bracket", AttributeValue.fromS("x")))
        .isInstanceOf(IllegalStateException.class);
  }
}
