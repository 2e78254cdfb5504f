package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every refusal names entity, attribute, rule and value. */
class KeyEncodingRefusalTest {

  enum Phase {
    IN_PROGRESS
  }

  @Test
  void nullValuesOfEveryType() {
    String expected = "Order.x: key attributes must have a value (got null)";
    assertThatThrownBy(() -> KeyEncoding.string("Order", "x", '#', null)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.bigInteger("Order", "x", null, 3)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.decimal("Order", "x", null, 3, 2)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.instant("Order", "x", null, 3)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.localDate("Order", "x", null)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.localDateTime("Order", "x", null, 3)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.uuid("Order", "x", null)).hasMessage(expected);
    assertThatThrownBy(() -> KeyEncoding.enumName("Order", "x", '#', null)).hasMessage(expected);
  }

  @Test
  void strings() {
    assertThatThrownBy(() -> KeyEncoding.string("Order", "userId", '#', "a#b"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Order.userId: key values must not contain the delimiter '#' (got \"a#b\")");
    assertThatThrownBy(() -> KeyEncoding.string("Order", "userId", '#', ""))
        .hasMessage("Order.userId: key values must not be empty (got \"\")");
    assertThatThrownBy(() -> KeyEncoding.string("Order", "userId", '#', "a\uD800b"))
        .hasMessage(
            "Order.userId: key values must not contain an unpaired surrogate (U+D800 at"
                + " index 1), which UTF-8 cannot represent (got \"a\\uD800b\")");
    assertThatThrownBy(() -> KeyEncoding.string("Order", "userId", '#', "\uDE00"))
        .hasMessageContaining("unpaired surrogate (U+DE00 at index 0)");
    assertThatThrownBy(() -> KeyEncoding.string("Order", "userId", '#', "ab\uD83D"))
        .hasMessageContaining("unpaired surrogate (U+D83D at index 2)");
    assertThat(KeyEncoding.string("Order", "userId", '#', "\uD83D\uDE00"))
        .isEqualTo("\uD83D\uDE00");
  }

  @Test
  void longValuesAreTruncatedInMessages() {
    String value = "x".repeat(100) + "#";
    assertThatThrownBy(() -> KeyEncoding.string("Order", "userId", '#', value))
        .hasMessage(
            "Order.userId: key values must not contain the delimiter '#' (got \""
                + "x".repeat(61)
                + "\u2026\" (101 chars))");
  }

  @Test
  void decimals() {
    assertThatThrownBy(() -> KeyEncoding.decimal("Score", "points", new BigDecimal("1.505"), 3, 2))
        .hasMessage(
            "Score.points: key values must not have more than 2 fraction digits (declared"
                + " fractionDigits); refusing rather than rounding (got \"1.505\")");
    assertThat(KeyEncoding.decimal("Score", "points", new BigDecimal("1.500"), 3, 2))
        .isEqualTo("001.50");
    assertThatThrownBy(() -> KeyEncoding.decimal("Score", "points", new BigDecimal("1000"), 3, 2))
        .hasMessage(
            "Score.points: key values must be below 10^3 in magnitude (declared"
                + " integerDigits) (got \"1000\")");
    assertThatThrownBy(
            () -> KeyEncoding.decimal("Score", "points", new BigDecimal("-1000.00"), 3, 2))
        .hasMessageContaining("below 10^3");
    assertThat(KeyEncoding.decimal("Score", "points", new BigDecimal("-999.99"), 3, 2))
        .isEqualTo("-000.01");
    assertThatThrownBy(() -> KeyEncoding.decimal("Score", "points", BigDecimal.ONE, 0, 2))
        .hasMessage(
            "Score.points: the key format needs integerDigits >= 1 and fractionDigits >= 0"
                + " (got \"0/2\")");
    assertThatThrownBy(() -> KeyEncoding.bigInteger("Score", "rank", BigInteger.valueOf(-100), 2))
        .hasMessage(
            "Score.rank: key values must be below 10^2 in magnitude (declared"
                + " integerDigits) (got \"-100\")");
  }

  @Test
  void timestamps() {
    assertThatThrownBy(
            () ->
                KeyEncoding.instant(
                    "Order", "createdAt", Instant.parse("2025-01-15T10:30:00.1234Z"), 3))
        .hasMessage(
            "Order.createdAt: timestamps must not be finer than the declared 3 fraction"
                + " digits; refusing rather than truncating (got \"2025-01-15T10:30:00.123400Z\")");
    assertThatThrownBy(
            () ->
                KeyEncoding.instant(
                    "Order", "createdAt", Instant.parse("+10000-01-01T00:00:00Z"), 3))
        .hasMessage(
            "Order.createdAt: timestamps must be in the years 0000..9999"
                + " (got \"+10000-01-01T00:00:00Z\")");
    assertThatThrownBy(
            () ->
                KeyEncoding.instant(
                    "Order", "createdAt", Instant.parse("-0001-12-31T23:59:59Z"), 0))
        .hasMessageContaining("years 0000..9999");
    assertThatThrownBy(() -> KeyEncoding.instant("Order", "createdAt", Instant.EPOCH, 10))
        .hasMessage("Order.createdAt: fractionDigits must be between 0 and 9 (got \"10\")");
    assertThatThrownBy(() -> KeyEncoding.localDate("Order", "day", LocalDate.of(10_000, 1, 1)))
        .hasMessage("Order.day: timestamps must be in the years 0000..9999 (got \"+10000-01-01\")");
    assertThatThrownBy(
            () -> KeyEncoding.localDateTime("Order", "at", LocalDateTime.of(-1, 1, 1, 0, 0), 0))
        .hasMessageContaining("Order.at: timestamps must be in the years 0000..9999");
    assertThatThrownBy(
            () ->
                KeyEncoding.localDateTime(
                    "Order", "at", LocalDateTime.of(2025, 1, 1, 0, 0, 0, 5), 6))
        .hasMessageContaining("Order.at: timestamps must not be finer than the declared 6");
  }

  @Test
  void enumNameWithTheDelimiter() {
    assertThatThrownBy(() -> KeyEncoding.enumName("Task", "phase", '_', Phase.IN_PROGRESS))
        .hasMessage(
            "Task.phase: key values must not contain the delimiter '_' (got \"IN_PROGRESS\")");
    assertThat(KeyEncoding.enumName("Task", "phase", '#', Phase.IN_PROGRESS))
        .isEqualTo("IN_PROGRESS");
  }

  @Test
  void keyLengthsCountUtf8Bytes() {
    assertThat(KeyEncoding.partitionKey("Order", "PK", "a".repeat(2048))).hasSize(2048);
    assertThatThrownBy(() -> KeyEncoding.partitionKey("Order", "PK", "a".repeat(2049)))
        .hasMessage(
            "Order.PK: partition keys must be at most 2048 UTF-8 bytes; this one is 2049"
                + " (got \""
                + "a".repeat(61)
                + "\u2026\" (2049 chars))");
    // 'é' is 2 bytes: 1024 of them fill a partition key exactly; U+1F600 is 4 bytes in 2 chars.
    assertThat(KeyEncoding.partitionKey("Order", "PK", "é".repeat(1024))).hasSize(1024);
    assertThatThrownBy(() -> KeyEncoding.partitionKey("Order", "GSI1PK", "é".repeat(1025)))
        .hasMessageContaining(
            "Order.GSI1PK: partition keys must be at most 2048 UTF-8 bytes; this one is 2050");
    assertThat(KeyEncoding.sortKey("Order", "SK", "\uD83D\uDE00".repeat(256))).hasSize(512);
    assertThatThrownBy(() -> KeyEncoding.sortKey("Order", "SK", "\uD83D\uDE00".repeat(256) + "a"))
        .hasMessageContaining(
            "Order.SK: sort keys must be at most 1024 UTF-8 bytes; this one is 1025");
    assertThatThrownBy(() -> KeyEncoding.sortKey("Order", "SK", "\uFFFF".repeat(342)))
        .hasMessageContaining("this one is 1026");
    assertThatThrownBy(() -> KeyEncoding.sortKey("Order", "SK", ""))
        .hasMessage("Order.SK: sort keys must not be empty (got \"\")");
    assertThatThrownBy(() -> KeyEncoding.partitionKey("Order", "PK", ""))
        .hasMessage("Order.PK: partition keys must not be empty (got \"\")");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "-128", "128", "12", "1234", "+12", "-12a", "-1280"})
  void int8DecoderRefusesTextNoEncoderWrites(String text) {
    assertThatThrownBy(() -> KeyDecoding.decodeInt8(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not an encoded int8 key value: \"" + text + "\"");
  }

  @Test
  void decodersRefuseTextNoEncoderWrites() {
    assertThatThrownBy(() -> KeyDecoding.decodeInt64("9223372036854775808"))
        .hasMessage("not an encoded int64 key value: \"9223372036854775808\"");
    assertThatThrownBy(() -> KeyDecoding.decodeInt64("-9223372036854775808"))
        .hasMessageContaining("int64");
    assertThatThrownBy(() -> KeyDecoding.decodeInt32("2147483648")).hasMessageContaining("int32");
    assertThatThrownBy(() -> KeyDecoding.decodeInt16("-32768")).hasMessageContaining("int16");
    assertThatThrownBy(() -> KeyDecoding.decodeDecimal("-000.00", 3, 2))
        .hasMessage("not an encoded decimal(3,2) key value: \"-000.00\"");
    assertThatThrownBy(() -> KeyDecoding.decodeDecimal("001,50", 3, 2))
        .hasMessageContaining("decimal(3,2)");
    assertThatThrownBy(() -> KeyDecoding.decodeBigInteger("1", 2))
        .hasMessageContaining("decimal(2,0)");
    assertThatThrownBy(() -> KeyDecoding.decodeInstant("2023-02-29T00:00:00Z", 0))
        .hasMessage(
            "not an encoded instant with 0 fraction digits key value: \"2023-02-29T00:00:00Z\"");
    assertThatThrownBy(() -> KeyDecoding.decodeInstant("2023-01-01T24:00:00Z", 0))
        .hasMessageContaining("instant");
    assertThatThrownBy(() -> KeyDecoding.decodeInstant("2023-01-01T00:00:00.1Z", 0))
        .hasMessageContaining("instant");
    assertThatThrownBy(() -> KeyDecoding.decodeInstant("2023-01-01T00:00:00", 0))
        .hasMessageContaining("instant");
    assertThatThrownBy(() -> KeyDecoding.decodeLocalDateTime("2023-01-01 00:00:00", 0))
        .hasMessageContaining("date-time");
    assertThatThrownBy(() -> KeyDecoding.decodeLocalDate("2023-13-01"))
        .hasMessageContaining("local date");
    assertThatThrownBy(() -> KeyDecoding.decodeUuid("123E4567-E89B-12D3-A456-426614174000"))
        .hasMessage("not an encoded uuid key value: \"123E4567-E89B-12D3-A456-426614174000\"");
    assertThatThrownBy(() -> KeyDecoding.decodeBool("TRUE"))
        .hasMessage("not an encoded boolean key value: \"TRUE\"");
    assertThat(KeyDecoding.decodeInstant("2024-02-29T23:59:59.5Z", 1))
        .isEqualTo(Instant.parse("2024-02-29T23:59:59.500Z"));
  }
}
