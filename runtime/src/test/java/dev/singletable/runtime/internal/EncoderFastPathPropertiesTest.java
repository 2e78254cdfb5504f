package dev.singletable.runtime.internal;

import static dev.singletable.runtime.internal.Props.forAll;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The encoders' fast paths give exactly what the plain algorithms give: the same accepted values,
 * the same text, the same refusals. Each property compares with a reference written the obvious way
 * (a UTF-8 round trip for well-formedness, {@code stripTrailingZeros()} for decimals).
 */
class EncoderFastPathPropertiesTest {

  private static final String E = "Order";

  /** Atoms that reach every branch: ASCII, the delimiter, U+E000.., pairs and lone surrogates. */
  private static final String[] ATOMS = {
    "a",
    "Z",
    "0",
    "#",
    "\u00E9",
    "\u07FF",
    "\u0800",
    "\uD7FF",
    "\uE000",
    "\uFFFF",
    "\uFF03",
    "\uD83D\uDE00",
    "\uDBFF\uDFFF",
    "\uD800",
    "\uDC00",
    "\uDBFF",
    "\uDFFF"
  };

  @Test
  void stringAttributesAreRefusedExactlyWhenUtf8CannotHoldThem() {
    forAll(
        "strings",
        r -> {
          for (int i = 0; i < 20_000; i++) {
            String s = Props.randomString(r, ATOMS, 8);
            if (wellFormed(s)) {
              AttributeValue v = CodecValues.string(E, "name", s);
              assertThat(v.s()).isSameAs(s);
              assertThat(v.type()).isEqualTo(AttributeValue.Type.S);
              assertThat(Text.unpairedSurrogate(s)).isEqualTo(-1);
            } else {
              int at = Text.unpairedSurrogate(s);
              assertThat(at).as("%s", s).isEqualTo(firstUnpaired(s));
              assertThatThrownBy(() -> CodecValues.string(E, "name", s))
                  .isInstanceOf(IllegalArgumentException.class)
                  .hasMessageStartingWith("Order.name: strings must not contain an unpaired");
            }
          }
        });
  }

  @Test
  void keyStringsAreRefusedExactlyForTheDelimiterOrUnpairedSurrogates() {
    forAll(
        "key strings",
        r -> {
          for (int i = 0; i < 20_000; i++) {
            String s = Props.randomString(r, ATOMS, 8);
            char delimiter = r.nextBoolean() ? '#' : '\uFF03';
            if (s.indexOf(delimiter) < 0 && wellFormed(s)) {
              assertThat(KeyEncoding.string(E, "id", delimiter, s)).isSameAs(s);
              continue;
            }
            String expected =
                firstDelimiterBeforeUnpaired(s, delimiter)
                    ? "Order.id: key values must not contain the delimiter"
                    : "Order.id: key values must not contain an unpaired surrogate";
            assertThatThrownBy(() -> KeyEncoding.string(E, "id", delimiter, s))
                .as("%s", s)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(expected);
          }
        });
  }

  @Test
  void decimalTextIsThePlainTextWithoutTrailingZeros() {
    forAll(
        "decimals",
        r -> {
          for (int i = 0; i < 20_000; i++) {
            BigDecimal d = randomDecimal(r);
            String reference = referenceDecimal(d);
            if (reference != null) {
              assertThat(Numbers.decimal(E, "total", d)).as("%s", d).isEqualTo(reference);
            } else {
              assertThatThrownBy(() -> Numbers.decimal(E, "total", d))
                  .as("%s", d)
                  .isInstanceOf(IllegalArgumentException.class)
                  .hasMessage(referenceRefusal(d));
            }
          }
        });
  }

  @Test
  void decimalEdgesOfDigitsAndRange() {
    for (String text :
        List.of(
            "100.00",
            "-0.0500",
            "1E+3",
            "1.000000000000000000000000000000000000000000000",
            "12345678901234567890123456789012345678.0000",
            "123456789012345678901234567890123456789",
            "9.9999999999999999999999999999999999999E+125",
            "1.0E+126",
            "1E-130",
            "10E-131",
            "0.1E-129",
            "-1E-131",
            "0E+200",
            "0.000")) {
      BigDecimal d = new BigDecimal(text);
      String reference = referenceDecimal(d);
      if (reference != null) {
        assertThat(Numbers.decimal(E, "total", d)).as(text).isEqualTo(reference);
      } else {
        assertThatThrownBy(() -> Numbers.decimal(E, "total", d))
            .as(text)
            .hasMessage(referenceRefusal(d));
      }
    }
  }

  @Test
  void writersGiveTheValuesTheSdkBuildersGive() {
    assertThat(CodecValues.bool(true)).isEqualTo(AttributeValue.fromBool(true));
    assertThat(CodecValues.bool(false)).isEqualTo(AttributeValue.fromBool(false));
    assertThat(CodecValues.bool(true).type()).isEqualTo(AttributeValue.Type.BOOL);
    assertThat(CodecValues.bool(true)).isSameAs(CodecValues.bool(true));
    assertThat(Items.NULL).isEqualTo(AttributeValue.fromNul(true));
    assertThat(Items.NULL.type()).isEqualTo(AttributeValue.Type.NUL);
    assertThat(CodecValues.int32(-7)).isEqualTo(AttributeValue.fromN("-7"));
    assertThat(CodecValues.int64(Long.MIN_VALUE))
        .isEqualTo(AttributeValue.fromN(Long.toString(Long.MIN_VALUE)));
    assertThat(CodecValues.int64(3).type()).isEqualTo(AttributeValue.Type.N);
    assertThat(CodecValues.decimal(E, "d", new BigDecimal("129.990")))
        .isEqualTo(AttributeValue.fromN("129.99"));
    assertThat(CodecValues.instant(E, "t", Instant.ofEpochSecond(1_736_937_000L)))
        .isEqualTo(AttributeValue.fromS("2025-01-15T10:30:00.000000000Z"));
    assertThat(CodecValues.stringSet(E, "s", List.of("a", "b")))
        .isEqualTo(AttributeValue.fromSs(List.of("a", "b")));
    assertThat(CodecValues.stringSet(E, "s", List.of("a")).type())
        .isEqualTo(AttributeValue.Type.SS);
    assertThat(CodecValues.numberSet(E, "n", List.of(1, 2)))
        .isEqualTo(AttributeValue.fromNs(List.of("1", "2")));
    assertThat(CodecValues.bytes(new byte[] {1, 2}).type()).isEqualTo(AttributeValue.Type.B);
    assertThat(Items.ttlSeconds(E, "ttl", 4_102_444_800L))
        .isEqualTo(AttributeValue.fromN("4102444800"));
    // A shared constant must not be changed through what it returns.
    assertThatThrownBy(() -> CodecValues.stringSet(E, "s", List.of("a")).ss().add("b"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(Map.of("b", CodecValues.bool(true)))
        .isEqualTo(Map.of("b", AttributeValue.fromBool(true)));
  }

  private static boolean wellFormed(String s) {
    return new String(s.getBytes(UTF_8), UTF_8).equals(s);
  }

  private static int firstUnpaired(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return i;
      }
    }
    return -1;
  }

  /** True when the delimiter comes before the first unpaired surrogate (or there is none). */
  private static boolean firstDelimiterBeforeUnpaired(String s, char delimiter) {
    int d = s.indexOf(delimiter);
    int u = firstUnpaired(s);
    return d >= 0 && (u < 0 || d < u);
  }

  /** Digits with runs of zeros (so that stripping has work), a sign, a scale from -150 to 150. */
  private static BigDecimal randomDecimal(SplittableRandom r) {
    StringBuilder digits = new StringBuilder();
    int n = 1 + r.nextInt(r.nextInt(8) == 0 ? 60 : 12);
    for (int i = 0; i < n; i++) {
      digits.append(r.nextInt(3) == 0 ? '0' : (char) ('0' + r.nextInt(10)));
    }
    BigInteger unscaled = new BigInteger(digits.toString());
    if (r.nextBoolean()) {
      unscaled = unscaled.negate();
    }
    int scale = r.nextInt(4) == 0 ? r.nextInt(-150, 151) : r.nextInt(-6, 12);
    return new BigDecimal(unscaled, scale);
  }

  /** The encoder as it was written before its fast path: strip, check, plain text. */
  private static String referenceDecimal(BigDecimal value) {
    if (value.signum() == 0) {
      return "0";
    }
    BigDecimal stripped = value.stripTrailingZeros();
    int exponent = stripped.precision() - stripped.scale() - 1;
    if (stripped.precision() > 38 || exponent > 125 || exponent < -130) {
      return null;
    }
    return stripped.toPlainString();
  }

  private static String referenceRefusal(BigDecimal value) {
    BigDecimal stripped = value.stripTrailingZeros();
    String rule =
        stripped.precision() > 38
            ? "numbers must have at most 38 significant digits; refusing rather than rounding"
            : "numbers must be 0 or between 1E-130 and 9.9999999999999999999999999999999999999E+125"
                + " in magnitude";
    return "Order.total: " + rule + " (got " + Text.quote(value.toString()) + ")";
  }
}
