package dev.singletable.runtime.internal;

import static dev.singletable.runtime.internal.CodecValues.*;
import static dev.singletable.runtime.internal.Props.forAll;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.failure.MappingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Round trips of every form's writer/reader pair (through {@link CodecValues}), and every refusal.
 */
class CodecValuesTest {

  private static final String E = "Order";

  enum Status {
    NEW,
    SHIPPED
  }

  @Test
  void scalarsRoundTrip() {
    assertThat(readString(E, "s", string(E, "s", "h\u00e9llo \uD83D\uDE00"))).isEqualTo("héllo 😀");
    assertThat(readString(E, "s", string(E, "s", ""))).isEmpty();
    assertThat(readBool(E, "b", bool(true))).isTrue();
    assertThat(readBool(E, "b", bool(false))).isFalse();
    assertThat(readInt8(E, "n", int8(Byte.MIN_VALUE))).isEqualTo(Byte.MIN_VALUE);
    assertThat(readInt16(E, "n", int16(Short.MAX_VALUE))).isEqualTo(Short.MAX_VALUE);
    assertThat(readInt32(E, "n", int32(Integer.MIN_VALUE))).isEqualTo(Integer.MIN_VALUE);
    assertThat(readInt64(E, "n", int64(Long.MIN_VALUE))).isEqualTo(Long.MIN_VALUE);
    assertThat(readInt64(E, "n", int64(Long.MAX_VALUE))).isEqualTo(Long.MAX_VALUE);
    assertThat(int64(Long.MIN_VALUE).n()).isEqualTo("-9223372036854775808");
    UUID id = UUID.randomUUID();
    assertThat(readUuid(E, "u", uuid(id))).isEqualTo(id);
    Status status = readEnum(E, "e", enumName(Status.SHIPPED), Status.class);
    assertThat(status).isEqualTo(Status.SHIPPED);
    byte[] raw = {0, 1, -1};
    AttributeValue b = bytes(raw);
    raw[0] = 9; // the item keeps its own copy
    assertThat(readBytes(E, "b", b)).containsExactly(0, 1, -1);
    assertThat(readSdkBytes(E, "b", sdkBytes(SdkBytes.fromUtf8String("x"))).asUtf8String())
        .isEqualTo("x");
    assertThat(isAbsent(null)).isTrue();
    assertThat(isAbsent(AttributeValue.fromNul(true))).isTrue();
    assertThat(isAbsent(int32(0))).isFalse();
  }

  @Test
  void integersWrittenByOtherToolsStillRead() {
    assertThat(readInt32(E, "n", AttributeValue.fromN("1E+3"))).isEqualTo(1000);
    assertThat(readInt64(E, "n", AttributeValue.fromN("7.0"))).isEqualTo(7L);
  }

  @Test
  void doublesRoundTripWithShortestText() {
    assertThat(float64(E, "d", 0.1).n()).isEqualTo("0.1");
    assertThat(float64(E, "d", 100.0).n()).isEqualTo("100");
    assertThat(float64(E, "d", 1e10).n()).isEqualTo("1E10");
    assertThat(float64(E, "d", -2.5e-7).n()).isEqualTo("-2.5E-7");
    assertThat(float64(E, "d", -0.0).n()).isEqualTo("0");
    assertThat(float32(E, "f", 0.1f).n()).isEqualTo("0.1");
    assertThat(float32(E, "f", 3.0f).n()).isEqualTo("3");
    forAll(
        "double round trip",
        r -> {
          for (int i = 0; i < 20_000; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            if (!Double.isFinite(d) || Math.abs(d) >= 1e126 || Math.abs(d) < 1e-130) {
              d = r.nextDouble(-1e6, 1e6);
            }
            String text = float64(E, "d", d).n();
            assertThat(readFloat64(E, "d", AttributeValue.fromN(text))).isEqualTo(d == 0 ? 0.0 : d);
            // DynamoDB may give the number back in another notation (it keeps the value).
            String canonical = new BigDecimal(text).toPlainString();
            assertThat(readFloat64(E, "d", AttributeValue.fromN(canonical)))
                .isEqualTo(d == 0 ? 0.0 : d);
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isFinite(f)) {
              assertThat(readFloat32(E, "f", float32(E, "f", f))).isEqualTo(f == 0 ? 0f : f);
            }
          }
        });
  }

  @Test
  void numberRangeEdges() {
    assertThat(float64(E, "d", 1e-130).n()).isEqualTo("1E-130");
    assertThat(float64(E, "d", Math.nextDown(1e126)).n()).startsWith("9.99999999999999");
    assertThatThrownBy(() -> float64(E, "weight", 1e126))
        .hasMessage(
            "Order.weight: numbers must be 0 or between 1E-130 and"
                + " 9.9999999999999999999999999999999999999E+125 in magnitude (got \"1.0E126\")");
    assertThatThrownBy(() -> float64(E, "weight", -Math.nextDown(1e-130)))
        .hasMessageContaining("1E-130");
    assertThatThrownBy(() -> float64(E, "weight", Double.NaN))
        .hasMessage(
            "Order.weight: numbers must be finite; DynamoDB has no NaN or infinities (got"
                + " \"NaN\")");
    assertThatThrownBy(() -> float64(E, "weight", Double.NEGATIVE_INFINITY))
        .hasMessageContaining("finite");
    assertThatThrownBy(() -> float32(E, "weight", Float.POSITIVE_INFINITY))
        .hasMessageContaining("finite");
  }

  @Test
  void decimalsRoundTripExactly() {
    BigDecimal max = new BigDecimal("9.9999999999999999999999999999999999999E+125");
    BigDecimal digits38 = new BigDecimal("-1234567890.1234567890123456789012345678");
    for (BigDecimal d :
        List.of(
            max,
            max.negate(),
            new BigDecimal("1E-130"),
            digits38,
            new BigDecimal("0.1"),
            BigDecimal.ZERO,
            new BigDecimal("1.50"),
            new BigDecimal("1E+3"))) {
      BigDecimal back = readDecimal(E, "d", decimal(E, "d", d));
      assertThat(back).as("%s", d).isEqualByComparingTo(d);
    }
    assertThat(decimal(E, "d", new BigDecimal("1.50")).n()).isEqualTo("1.5");
    assertThat(decimal(E, "d", new BigDecimal("1E+3")).n()).isEqualTo("1000");
    assertThatThrownBy(
            () -> decimal(E, "price", new BigDecimal("1.23456789012345678901234567890123456789")))
        .hasMessage(
            "Order.price: numbers must have at most 38 significant digits; refusing rather"
                + " than rounding (got \"1.23456789012345678901234567890123456789\")");
    assertThat(decimal(E, "price", new BigDecimal("1.234567890123456789012345678901234567800")).n())
        .isEqualTo("1.2345678901234567890123456789012345678");
    assertThatThrownBy(() -> decimal(E, "price", new BigDecimal("1E+126")))
        .hasMessageContaining("1E-130");
    assertThatThrownBy(() -> decimal(E, "price", new BigDecimal("-1E-131")))
        .hasMessageContaining("1E-130");
    BigInteger big = new BigInteger("-99999999999999999999999999999999999999");
    assertThat(readBigInteger(E, "n", bigInteger(E, "n", big))).isEqualTo(big);
    BigInteger e125 = BigInteger.TEN.pow(125);
    assertThat(readBigInteger(E, "n", bigInteger(E, "n", e125))).isEqualTo(e125);
    assertThatThrownBy(() -> bigInteger(E, "n", BigInteger.TEN.pow(126)))
        .hasMessageContaining("1E-130");
    assertThatThrownBy(() -> bigInteger(E, "n", BigInteger.TEN.pow(38).add(BigInteger.ONE)))
        .hasMessageContaining("Order.n: numbers must have at most 38 significant digits");
  }

  @Test
  void timestampsRoundTripAndCompareAsStrings() {
    Instant nanos = Instant.parse("2025-01-15T10:30:00.000000001Z");
    assertThat(instant(E, "t", nanos).s()).isEqualTo("2025-01-15T10:30:00.000000001Z");
    assertThat(readInstant(E, "t", instant(E, "t", nanos))).isEqualTo(nanos);
    assertThat(instant(E, "t", Instant.parse("2025-01-15T10:30:00Z")).s())
        .isLessThan(instant(E, "t", nanos).s());
    LocalDateTime ldt = LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999);
    assertThat(readLocalDateTime(E, "t", localDateTime(E, "t", ldt))).isEqualTo(ldt);
    LocalDate day = LocalDate.of(0, 1, 1);
    assertThat(readLocalDate(E, "t", localDate(E, "t", day))).isEqualTo(day);
    // Written by other tools (Instant.toString, upper-case UUIDs): still readable.
    assertThat(readInstant(E, "t", AttributeValue.fromS("2025-01-15T10:30:00Z")))
        .isEqualTo(Instant.parse("2025-01-15T10:30:00Z"));
    assertThat(readLocalDateTime(E, "t", AttributeValue.fromS("2025-01-15T10:30")))
        .isEqualTo(LocalDateTime.of(2025, 1, 15, 10, 30));
    assertThat(readUuid(E, "u", AttributeValue.fromS("123E4567-E89B-12D3-A456-426614174000")))
        .isEqualTo(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
    assertThatThrownBy(() -> instant(E, "t", Instant.MAX))
        .hasMessageStartingWith("Order.t: timestamps must be in the years 0000..9999 (got");
    assertThatThrownBy(() -> localDate(E, "t", LocalDate.of(-1, 1, 1)))
        .hasMessageContaining("0000..9999");
    assertThatThrownBy(() -> localDateTime(E, "t", LocalDateTime.MAX))
        .hasMessageContaining("0000..9999");
  }

  @Test
  void setsRoundTrip() {
    assertThat(readStringSet(E, "tags", stringSet(E, "tags", List.of("b", "a", "é"))))
        .containsExactly("b", "a", "é");
    List<Number> numbers =
        List.of(
            1, 2L, (short) 3, (byte) 4, 0.5f, 0.25, new BigDecimal("6.5"), BigInteger.TEN.pow(20));
    AttributeValue ns = numberSet(E, "n", numbers);
    assertThat(ns.ns())
        .containsExactly("1", "2", "3", "4", "0.5", "0.25", "6.5", "100000000000000000000");
    assertThat(readNumberSet(E, "n", ns, BigDecimal::new)).hasSize(8);
    assertThat(readInt32Set(E, "n", numberSet(E, "n", List.of(Integer.MIN_VALUE, 7))))
        .containsExactly(Integer.MIN_VALUE, 7);
    assertThat(readInt64Set(E, "n", numberSet(E, "n", List.of(Long.MAX_VALUE))))
        .containsExactly(Long.MAX_VALUE);
    assertThat(readDecimalSet(E, "n", numberSet(E, "n", List.of(new BigDecimal("1.10")))))
        .containsExactly(new BigDecimal("1.1"));
    List<byte[]> blobs = new ArrayList<>(List.of(new byte[] {1}, new byte[] {2, 3}));
    AttributeValue bs = binarySet(E, "b", blobs);
    blobs.get(0)[0] = 9;
    assertThat(readBinarySet(E, "b", bs)).containsExactly(new byte[] {1}, new byte[] {2, 3});
    Set<SdkBytes> sdk =
        new LinkedHashSet<>(List.of(SdkBytes.fromUtf8String("x"), SdkBytes.fromUtf8String("y")));
    assertThat(readSdkBytesSet(E, "b", sdkBytesSet(E, "b", sdk))).isEqualTo(sdk);
  }

  @Test
  void setRefusals() {
    assertThatThrownBy(() -> numberSet(E, "n", List.of(1, new BigDecimal("1.0"))))
        .hasMessage(
            "Order.n: sets must not contain the same value twice (DynamoDB refuses"
                + " duplicates) (got \"1\")");
    assertThatThrownBy(() -> numberSet(E, "n", List.of(1e10, 10_000_000_000L)))
        .hasMessageContaining("same value twice");
    assertThatThrownBy(() -> numberSet(E, "n", List.of(0.1, new BigDecimal("0.10"))))
        .hasMessageContaining("same value twice");
    assertThatThrownBy(() -> numberSet(E, "n", List.of(Double.NaN))).hasMessageContaining("finite");
    assertThatThrownBy(
            () -> numberSet(E, "n", List.of(new java.util.concurrent.atomic.AtomicInteger(1))))
        .hasMessageContaining(
            "numbers in sets must be Integer, Long, Short, Byte, Float, Double,"
                + " BigDecimal or BigInteger, not java.util.concurrent.atomic.AtomicInteger");
    assertThatThrownBy(() -> stringSet(E, "tags", List.of("a", "a")))
        .hasMessageContaining("Order.tags: sets must not contain the same value twice");
    assertThatThrownBy(() -> stringSet(E, "tags", List.of("ok", "\uDC00")))
        .hasMessage(
            "Order.tags: strings must not contain an unpaired surrogate (U+DC00 at index 0),"
                + " which UTF-8 cannot represent (got \"\\uDC00\")");
    assertThatThrownBy(() -> stringSet(E, "tags", List.of()))
        .hasMessage(
            "Order.tags: DynamoDB refuses empty sets; omit the attribute instead (got \"[]\")");
    assertThatThrownBy(() -> binarySet(E, "b", List.of(new byte[] {1, 2}, new byte[] {1, 2})))
        .hasMessage(
            "Order.b: sets must not contain the same value twice (DynamoDB refuses"
                + " duplicates) (got \"0x0102\")");
    assertThatThrownBy(() -> sdkBytesSet(E, "b", List.of())).hasMessageContaining("empty sets");
    assertThatThrownBy(() -> string(E, "note", "x\uD800"))
        .hasMessageContaining(
            "Order.note: strings must not contain an unpaired surrogate (U+D800 at index 1)");
  }

  @Test
  void readersNameTheExpectedAndActualTypes() {
    assertThatThrownBy(() -> readInt32(E, "qty", AttributeValue.fromS("3")))
        .isInstanceOf(MappingException.class)
        .hasMessage(
            "Order.qty: expected N (a whole number that fits in int32) but the stored"
                + " attribute is S");
    assertThatThrownBy(() -> readString(E, "name", null))
        .hasMessage("Order.name: expected S (a string) but the stored attribute is missing");
    assertThatThrownBy(() -> readBool(E, "flag", AttributeValue.fromNul(true)))
        .hasMessage("Order.flag: expected BOOL but the stored attribute is NULL");
    assertThatThrownBy(() -> readStringSet(E, "tags", AttributeValue.fromL(List.of())))
        .hasMessage("Order.tags: expected SS but the stored attribute is L");
    assertThatThrownBy(() -> readBinarySet(E, "b", AttributeValue.fromSs(List.of("a"))))
        .hasMessage("Order.b: expected BS but the stored attribute is SS");
    assertThatThrownBy(() -> readSdkBytes(E, "b", AttributeValue.fromS("a")))
        .hasMessageContaining("expected B ");
    assertThatThrownBy(() -> readNumberSet(E, "n", AttributeValue.fromS("1"), Integer::valueOf))
        .hasMessageContaining("expected NS");
    assertThatThrownBy(() -> readFloat64(E, "d", AttributeValue.fromBool(true)))
        .hasMessageContaining("Order.d: expected N (a double) but the stored attribute is BOOL");
    assertThatThrownBy(() -> readInstant(E, "t", AttributeValue.fromN("1")))
        .hasMessageContaining("expected S (an ISO-8601 instant)");
  }

  @Test
  void readersRefuseValuesTheFieldCannotHold() {
    assertThatThrownBy(() -> readInt8(E, "qty", AttributeValue.fromN("128")))
        .isInstanceOf(MappingException.class)
        .hasMessage("Order.qty: expected a whole number that fits in int8 (got \"128\")");
    assertThatThrownBy(() -> readInt64(E, "qty", AttributeValue.fromN("1.5")))
        .hasMessageContaining("int64");
    assertThatThrownBy(() -> readBigInteger(E, "n", AttributeValue.fromN("1.5")))
        .hasMessage("Order.n: expected a whole number (got \"1.5\")");
    assertThatThrownBy(() -> readEnum(E, "status", AttributeValue.fromS("LOST"), Status.class))
        .isInstanceOf(MappingException.class)
        .hasMessage("Order.status: expected the name of a constant of the enum (got \"LOST\")");
    assertThatThrownBy(() -> readInstant(E, "t", AttributeValue.fromS("yesterday")))
        .hasMessage("Order.t: expected an ISO-8601 instant (got \"yesterday\")");
    assertThatThrownBy(() -> readLocalDate(E, "t", AttributeValue.fromS("2023-02-29")))
        .hasMessage("Order.t: expected an ISO-8601 date (got \"2023-02-29\")");
    assertThatThrownBy(() -> readUuid(E, "u", AttributeValue.fromS("1-2-3-4-5")))
        .hasMessage("Order.u: expected a UUID (got \"1-2-3-4-5\")");
    assertThatThrownBy(
            () -> readInt32Set(E, "n", AttributeValue.fromNs(List.of("1", "3000000000"))))
        .hasMessage("Order.n: expected a number of the set's element type (got \"3000000000\")");
  }
}
