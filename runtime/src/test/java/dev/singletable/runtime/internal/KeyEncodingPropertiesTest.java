package dev.singletable.runtime.internal;

import static dev.singletable.runtime.internal.Props.assertOrderAndRoundTrip;
import static dev.singletable.runtime.internal.Props.forAll;
import static dev.singletable.runtime.internal.Props.utf8Compare;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Property tests: encodings sort like the values, decode back, and stay distinct. */
class KeyEncodingPropertiesTest {

  private static final int CASES = 5_000;
  private static final String E = "Order";

  @Test
  void bytesAndShortsExhaustively() {
    List<Byte> bytes = new ArrayList<>();
    for (int v = Byte.MIN_VALUE; v <= Byte.MAX_VALUE; v++) {
      bytes.add((byte) v);
    }
    assertOrderAndRoundTrip(
        bytes,
        Comparator.naturalOrder(),
        v -> KeyEncoding.int8(E, "b", v),
        KeyDecoding::decodeInt8,
        Objects::equals);
    List<Short> shorts = new ArrayList<>();
    for (int v = Short.MIN_VALUE; v <= Short.MAX_VALUE; v++) {
      shorts.add((short) v);
    }
    assertOrderAndRoundTrip(
        shorts,
        Comparator.naturalOrder(),
        v -> KeyEncoding.int16(E, "s", v),
        KeyDecoding::decodeInt16,
        Objects::equals);
    assertThat(KeyEncoding.int8(E, "b", (byte) -128)).isEqualTo("-000");
    assertThat(KeyEncoding.int8(E, "b", (byte) -1)).isEqualTo("-127");
    assertThat(KeyEncoding.int16(E, "s", (short) 42)).isEqualTo("00042");
  }

  @Test
  void intsSortNumerically() {
    forAll(
        "int32 order",
        r -> {
          List<Integer> values =
              new ArrayList<>(
                  List.of(
                      Integer.MIN_VALUE,
                      Integer.MIN_VALUE + 1,
                      -1_000_000_000,
                      -10,
                      -1,
                      0,
                      1,
                      9,
                      10,
                      Integer.MAX_VALUE - 1,
                      Integer.MAX_VALUE));
          for (int i = 0; i < CASES; i++) {
            values.add(i % 2 == 0 ? r.nextInt() : r.nextInt(-2000, 2000));
          }
          assertOrderAndRoundTrip(
              values,
              Comparator.naturalOrder(),
              v -> KeyEncoding.int32(E, "i", v),
              KeyDecoding::decodeInt32,
              Objects::equals);
        });
    assertThat(KeyEncoding.int32(E, "i", Integer.MIN_VALUE)).isEqualTo("-0000000000");
    assertThat(KeyEncoding.int32(E, "i", -1)).isEqualTo("-2147483647");
    assertThat(KeyEncoding.int32(E, "i", 7)).isEqualTo("0000000007");
  }

  @Test
  void longsSortNumerically() {
    forAll(
        "int64 order",
        r -> {
          List<Long> values =
              new ArrayList<>(
                  List.of(
                      Long.MIN_VALUE,
                      Long.MIN_VALUE + 1,
                      -1L,
                      0L,
                      1L,
                      Long.MAX_VALUE - 1,
                      Long.MAX_VALUE,
                      (long) Integer.MIN_VALUE,
                      (long) Integer.MAX_VALUE + 1));
          for (int i = 0; i < CASES; i++) {
            // Mix magnitudes: a random long is almost always 19 digits long.
            values.add(i % 3 == 0 ? r.nextLong() : r.nextLong() >> r.nextInt(64));
          }
          assertOrderAndRoundTrip(
              values,
              Comparator.naturalOrder(),
              v -> KeyEncoding.int64(E, "l", v),
              KeyDecoding::decodeInt64,
              Objects::equals);
        });
    assertThat(KeyEncoding.int64(E, "l", Long.MAX_VALUE)).isEqualTo("9223372036854775807");
    assertThat(KeyEncoding.int64(E, "l", Long.MIN_VALUE)).isEqualTo("-0000000000000000000");
  }

  @Test
  void decimalsSortNumericallyForRandomFormats() {
    forAll(
        "decimal order",
        r -> {
          for (int format = 0; format < 40; format++) {
            int integerDigits = 1 + r.nextInt(20);
            int fractionDigits = r.nextInt(8);
            int digits = integerDigits + fractionDigits;
            BigInteger limit = BigInteger.TEN.pow(digits);
            List<BigDecimal> values = new ArrayList<>();
            for (BigInteger u :
                List.of(
                    BigInteger.ZERO,
                    BigInteger.ONE,
                    BigInteger.ONE.negate(),
                    limit.subtract(BigInteger.ONE),
                    limit.subtract(BigInteger.ONE).negate())) {
              values.add(new BigDecimal(u, fractionDigits));
            }
            for (int i = 0; i < 300; i++) {
              BigInteger u =
                  new BigInteger(1 + r.nextInt(4 * digits), new java.util.Random(r.nextLong()))
                      .mod(limit);
              BigDecimal v = new BigDecimal(r.nextBoolean() ? u.negate() : u, fractionDigits);
              // The same number at another scale (1.5 vs 1.50) must encode the same way.
              values.add(r.nextBoolean() ? v : v.stripTrailingZeros());
            }
            assertOrderAndRoundTrip(
                values,
                Comparator.naturalOrder(),
                v -> KeyEncoding.decimal(E, "d", v, integerDigits, fractionDigits),
                t -> KeyDecoding.decodeDecimal(t, integerDigits, fractionDigits),
                (a, b) -> a.compareTo(b) == 0 && b.scale() == fractionDigits);
          }
        });
    assertThat(KeyEncoding.decimal(E, "d", new BigDecimal("-0.01"), 3, 2)).isEqualTo("-999.99");
    assertThat(KeyEncoding.decimal(E, "d", new BigDecimal("1.5"), 3, 2)).isEqualTo("001.50");
    assertThat(KeyEncoding.decimal(E, "d", new BigDecimal("1.50"), 3, 2)).isEqualTo("001.50");
    assertThat(KeyEncoding.decimal(E, "d", new BigDecimal("-0.00"), 3, 2)).isEqualTo("000.00");
    assertThat(KeyEncoding.decimal(E, "d", new BigDecimal("1E+2"), 3, 0)).isEqualTo("100");
  }

  @Test
  void bigIntegersSortNumerically() {
    forAll(
        "bigInteger order",
        r -> {
          int integerDigits = 25;
          BigInteger limit = BigInteger.TEN.pow(integerDigits);
          List<BigInteger> values =
              new ArrayList<>(
                  List.of(
                      BigInteger.ZERO,
                      BigInteger.ONE,
                      BigInteger.ONE.negate(),
                      limit.subtract(BigInteger.ONE),
                      BigInteger.ONE.subtract(limit)));
          java.util.Random random = new java.util.Random(r.nextLong());
          for (int i = 0; i < CASES; i++) {
            BigInteger u = new BigInteger(1 + random.nextInt(83), random).mod(limit);
            values.add(random.nextBoolean() ? u : u.negate());
          }
          assertOrderAndRoundTrip(
              values,
              Comparator.naturalOrder(),
              v -> KeyEncoding.bigInteger(E, "n", v, integerDigits),
              t -> KeyDecoding.decodeBigInteger(t, integerDigits),
              Objects::equals);
        });
  }

  @Test
  void instantsSortChronologicallyAndMatchIsoFormat() {
    forAll(
        "instant order",
        r -> {
          for (int fd = 0; fd <= 9; fd++) {
            int fractionDigits = fd;
            long step = (long) Math.pow(10, 9 - fd);
            List<Instant> values =
                new ArrayList<>(
                    List.of(
                        Instant.ofEpochSecond(Timestamps.MIN_EPOCH_SECOND),
                        Instant.ofEpochSecond(Timestamps.MAX_EPOCH_SECOND, 1_000_000_000 - step),
                        Instant.EPOCH,
                        Instant.ofEpochSecond(-1, 1_000_000_000 - step),
                        Instant.parse("2000-02-29T23:59:59Z"),
                        Instant.parse("1900-03-01T00:00:00Z")));
            for (int i = 0; i < 1000; i++) {
              long second =
                  r.nextLong(Timestamps.MIN_EPOCH_SECOND, Timestamps.MAX_EPOCH_SECOND + 1);
              if (i % 2 == 0) { // cluster around a second to exercise the fraction digits
                second = 1_700_000_000L + r.nextInt(3);
              }
              values.add(Instant.ofEpochSecond(second, r.nextLong(1_000_000_000L) / step * step));
            }
            DateTimeFormatter iso =
                DateTimeFormatter.ofPattern(
                        "uuuu-MM-dd'T'HH:mm:ss" + (fd == 0 ? "" : "." + "S".repeat(fd)) + "'Z'")
                    .withZone(ZoneOffset.UTC);
            for (Instant v : values) { // an independent oracle for the calendar arithmetic
              assertThat(KeyEncoding.instant(E, "t", v, fractionDigits)).isEqualTo(iso.format(v));
            }
            assertOrderAndRoundTrip(
                values,
                Comparator.naturalOrder(),
                v -> KeyEncoding.instant(E, "t", v, fractionDigits),
                t -> KeyDecoding.decodeInstant(t, fractionDigits),
                Objects::equals);
          }
        });
    assertThat(KeyEncoding.instant(E, "t", Instant.ofEpochSecond(0, 1), 9))
        .isEqualTo("1970-01-01T00:00:00.000000001Z");
    assertThat(KeyEncoding.instant(E, "t", Instant.parse("0000-01-01T00:00:00Z"), 0))
        .isEqualTo("0000-01-01T00:00:00Z");
  }

  @Test
  void localDatesAndDateTimesSortChronologically() {
    forAll(
        "local date order",
        r -> {
          List<LocalDate> dates =
              new ArrayList<>(
                  List.of(
                      LocalDate.of(0, 1, 1),
                      LocalDate.of(9999, 12, 31),
                      LocalDate.of(2024, 2, 29)));
          List<LocalDateTime> times =
              new ArrayList<>(
                  List.of(
                      LocalDateTime.of(0, 1, 1, 0, 0),
                      LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999)));
          for (int i = 0; i < CASES; i++) {
            LocalDate d =
                LocalDate.ofEpochDay(
                    r.nextLong(
                        LocalDate.of(0, 1, 1).toEpochDay(),
                        LocalDate.of(9999, 12, 31).toEpochDay() + 1));
            dates.add(d);
            times.add(
                d.atTime(r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(1_000_000_000)));
          }
          for (LocalDate d : dates) {
            assertThat(KeyEncoding.localDate(E, "d", d))
                .isEqualTo(d.format(DateTimeFormatter.ISO_LOCAL_DATE));
          }
          assertOrderAndRoundTrip(
              dates,
              Comparator.naturalOrder(),
              v -> KeyEncoding.localDate(E, "d", v),
              KeyDecoding::decodeLocalDate,
              Objects::equals);
          assertOrderAndRoundTrip(
              times,
              Comparator.naturalOrder(),
              v -> KeyEncoding.localDateTime(E, "t", v, 9),
              t -> KeyDecoding.decodeLocalDateTime(t, 9),
              Objects::equals);
        });
    assertThat(KeyEncoding.localDateTime(E, "t", LocalDateTime.of(2025, 1, 15, 10, 30), 3))
        .isEqualTo("2025-01-15T10:30:00.000");
  }

  @Test
  void uuidsSortAsUnsigned128BitValues() {
    Comparator<UUID> unsigned =
        (a, b) -> {
          int c = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
          return c != 0
              ? c
              : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
        };
    forAll(
        "uuid order",
        r -> {
          List<UUID> values =
              new ArrayList<>(
                  List.of(
                      new UUID(0, 0),
                      new UUID(-1, -1),
                      new UUID(Long.MIN_VALUE, 0),
                      new UUID(Long.MAX_VALUE, Long.MIN_VALUE)));
          for (int i = 0; i < CASES; i++) {
            values.add(new UUID(r.nextLong(), r.nextLong()));
          }
          assertOrderAndRoundTrip(
              values,
              unsigned,
              v -> KeyEncoding.uuid(E, "u", v),
              KeyDecoding::decodeUuid,
              Objects::equals);
        });
    // UUID.compareTo compares signed longs, so it disagrees with key order on the top bit.
    UUID high = new UUID(0x8000_0000_0000_0000L, 0);
    UUID low = new UUID(1, 0);
    assertThat(high.compareTo(low)).isNegative();
    assertThat(utf8Compare(KeyEncoding.uuid(E, "u", high), KeyEncoding.uuid(E, "u", low)))
        .isPositive();
  }

  @Test
  void stringsSortByCodePointWhichIsUtf8ByteOrder() {
    String[] atoms = {
      "a",
      "B",
      " ",
      "!",
      "~",
      "\u0000",
      "\u007F",
      "\u0080",
      "é",
      "\u07FF",
      "\u0800",
      "\uD7FF",
      "\uE000",
      "\uFF5E",
      "\uFFFF",
      "\uD800\uDC00",
      "\uD83D\uDE00",
      "\uDBFF\uDFFF"
    };
    forAll(
        "string order",
        r -> {
          for (int i = 0; i < CASES; i++) {
            String a = Props.randomString(r, atoms, 4);
            String b = Props.randomString(r, atoms, 4);
            int bytes = Integer.signum(utf8Compare(a, b));
            int codePoints =
                Integer.signum(Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray()));
            assertThat(codePoints).as("%s vs %s", a, b).isEqualTo(bytes);
            assertThat(Integer.signum(Text.compareUtf8(a, b)))
                .as("%s vs %s", a, b)
                .isEqualTo(bytes);
            // A shared prefix, as two bounds of one range have, is skipped, not compared again.
            String prefix = Props.randomString(r, atoms, 3);
            assertThat(Integer.signum(Text.compareUtf8(prefix + a, prefix + b, prefix.length())))
                .as("%s + %s vs %s", prefix, a, b)
                .isEqualTo(bytes);
            assertThat(KeyEncoding.string(E, "s", '#', a)).isSameAs(a);
          }
        });
    // Java's String.compareTo orders UTF-16 units and gets these two backwards.
    String fullwidthTilde = "\uFF5E";
    String grinningFace = "\uD83D\uDE00";
    assertThat(fullwidthTilde.compareTo(grinningFace)).isPositive();
    assertThat(utf8Compare(fullwidthTilde, grinningFace)).isNegative();
    assertThat(Text.compareUtf8(fullwidthTilde, grinningFace)).isNegative();
  }

  enum Status {
    CANCELLED,
    DELIVERED,
    NEW,
    SHIPPED
  }

  @Test
  void enumsSortByNameAndBooleansFalseFirst() {
    List<Status> byName = new ArrayList<>(List.of(Status.values()));
    byName.sort(Comparator.comparing(Enum::name));
    assertOrderAndRoundTrip(
        byName,
        Comparator.comparing(Enum::name),
        v -> KeyEncoding.enumName(E, "status", '#', v),
        Status::valueOf,
        Objects::equals);
    assertOrderAndRoundTrip(
        List.of(true, false),
        Comparator.naturalOrder(),
        v -> KeyEncoding.bool(E, "flag", v),
        KeyDecoding::decodeBool,
        Objects::equals);
  }

  @Test
  void utf8LengthMatchesTheJdkEncoder() {
    forAll(
        "utf8 length",
        r -> {
          String[] atoms = {"a", "é", "\u0800", "\uFFFF", "\uD83D\uDE00", "\u07FF"};
          for (int i = 0; i < CASES; i++) {
            String s = Props.randomString(r, atoms, 10);
            assertThat(Text.utf8Length(s))
                .isEqualTo(s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length);
          }
        });
  }
}
