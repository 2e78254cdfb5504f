package dev.singletable.processor.validate.design;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import dev.singletable.runtime.internal.KeyEncoding;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The review's alphabets against the runtime's encoder: every text {@code KeyEncoding} produces is
 * accepted (random values, fixed seed), and texts just outside the encoding are refused.
 */
class KeyAlphabetTest {

  private static final KeyAlphabet ALPHABET = new KeyAlphabet('#', null);
  private static final Random RANDOM = new Random(20250101L);

  private static AttributeModel attribute(ScalarKind kind, int integerDigits, int fractionDigits) {
    return new AttributeModel(
        "v",
        "v",
        new ValueType.Scalar(kind, TypeName.get(Object.class)),
        "v",
        null,
        false,
        false,
        Set.of(),
        integerDigits,
        fractionDigits,
        Origin.of(null));
  }

  private static boolean accepts(AttributeModel attribute, String text) {
    return ALPHABET.of(attribute).accepts(text);
  }

  @Test
  void integersAreFixedWidthUpToTheTypesRange() {
    AttributeModel int32 = attribute(ScalarKind.INT, -1, -1);
    AttributeModel int64 = attribute(ScalarKind.LONG, -1, -1);
    for (int i = 0; i < 2000; i++) {
      int v = RANDOM.nextInt();
      long w = RANDOM.nextLong();
      assertThat(accepts(int32, KeyEncoding.int32("E", "v", v))).as("int %d", v).isTrue();
      assertThat(accepts(int64, KeyEncoding.int64("E", "v", w))).as("long %d", w).isTrue();
    }
    for (int edge : new int[] {Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE}) {
      assertThat(accepts(int32, KeyEncoding.int32("E", "v", edge))).isTrue();
    }
    assertThat(accepts(int32, "2147483648")).isFalse();
    assertThat(accepts(int32, "-2147483648")).isFalse();
    assertThat(accepts(int32, "000000001")).isFalse();
    assertThat(accepts(int64, KeyEncoding.int32("E", "v", 5))).isFalse();
  }

  @Test
  void decimalsHaveTheirDeclaredWidthAndNoNegativeZero() {
    AttributeModel decimal = attribute(ScalarKind.BIG_DECIMAL, 4, 2);
    AttributeModel integer = attribute(ScalarKind.BIG_INTEGER, 5, -1);
    for (int i = 0; i < 2000; i++) {
      BigDecimal d = BigDecimal.valueOf(RANDOM.nextInt(1_999_999) - 999_999, 2);
      BigInteger n = BigInteger.valueOf(RANDOM.nextInt(199_999) - 99_999);
      assertThat(accepts(decimal, KeyEncoding.decimal("E", "v", d, 4, 2))).as("%s", d).isTrue();
      assertThat(accepts(integer, KeyEncoding.bigInteger("E", "v", n, 5))).as("%s", n).isTrue();
    }
    assertThat(accepts(decimal, "-0000.00")).isFalse();
    assertThat(accepts(decimal, "00000.00")).isFalse();
    assertThat(accepts(decimal, "0000.0")).isFalse();
  }

  @Test
  void timestampsHaveTheirLayoutAndFractionDigits() {
    AttributeModel instant = attribute(ScalarKind.INSTANT, -1, -1);
    AttributeModel seconds = attribute(ScalarKind.INSTANT, -1, 0);
    AttributeModel local = attribute(ScalarKind.LOCAL_DATE_TIME, -1, 3);
    AttributeModel date = attribute(ScalarKind.LOCAL_DATE, -1, -1);
    for (int i = 0; i < 2000; i++) {
      long second = RANDOM.nextLong(253_402_300_799L + 62_167_219_200L) - 62_167_219_200L;
      Instant at = Instant.ofEpochSecond(second, RANDOM.nextInt(1_000_000_000));
      Instant whole = Instant.ofEpochSecond(second);
      assertThat(accepts(instant, KeyEncoding.instant("E", "v", at, 9))).as("%s", at).isTrue();
      assertThat(accepts(seconds, KeyEncoding.instant("E", "v", whole, 0)))
          .as("%s", whole)
          .isTrue();
      LocalDateTime t =
          LocalDateTime.ofEpochSecond(
              second, RANDOM.nextInt(1000) * 1_000_000, java.time.ZoneOffset.UTC);
      assertThat(accepts(local, KeyEncoding.localDateTime("E", "v", t, 3))).as("%s", t).isTrue();
      assertThat(accepts(date, KeyEncoding.localDate("E", "v", t.toLocalDate()))).isTrue();
    }
    assertThat(accepts(seconds, "2025-13-01T00:00:00Z")).isFalse();
    assertThat(accepts(seconds, "2025-01-01T24:00:00Z")).isFalse();
    assertThat(accepts(seconds, "2025-01-01T00:00:00.0Z")).isFalse();
    assertThat(accepts(date, KeyEncoding.localDate("E", "v", LocalDate.of(2025, 1, 1)) + "T"))
        .isFalse();
  }

  @Test
  void stringsUuidsAndBooleans() {
    AttributeModel string = attribute(ScalarKind.STRING, -1, -1);
    AttributeModel uuid = attribute(ScalarKind.UUID, -1, -1);
    AttributeModel bool = attribute(ScalarKind.BOOLEAN, -1, -1);
    assertThat(accepts(string, "a b:c-é")).isTrue();
    assertThat(accepts(string, "")).isFalse();
    assertThat(accepts(string, "a#b")).isFalse();
    for (int i = 0; i < 200; i++) {
      UUID u = new UUID(RANDOM.nextLong(), RANDOM.nextLong());
      assertThat(accepts(uuid, KeyEncoding.uuid("E", "v", u))).isTrue();
    }
    assertThat(accepts(uuid, "A" + KeyEncoding.uuid("E", "v", UUID.randomUUID()).substring(1)))
        .isFalse();
    assertThat(accepts(bool, KeyEncoding.bool("E", "v", true))).isTrue();
    assertThat(accepts(bool, KeyEncoding.bool("E", "v", false))).isTrue();
    assertThat(accepts(bool, "TRUE")).isFalse();
  }

  @Test
  void decodedExamplesReadAsJavaValues() {
    assertThat(
            KeyAlphabet.display(
                attribute(ScalarKind.INT, -1, -1), KeyEncoding.int32("E", "v", -42)))
        .isEqualTo("-42");
    assertThat(
            KeyAlphabet.display(
                attribute(ScalarKind.BIG_DECIMAL, 4, 2),
                KeyEncoding.decimal("E", "v", new BigDecimal("-12.50"), 4, 2)))
        .isEqualTo("-12.50");
    assertThat(KeyAlphabet.display(attribute(ScalarKind.STRING, -1, -1), "a")).isEqualTo("\"a\"");
  }
}
