package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.values.Ranked;
import dev.singletable.processor.it.model.values.RankedKey;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The property that a value type sorts in a key as its component does: for each component kind,
 * random values give sort keys whose UTF-8 byte order (DynamoDB's) is the components' natural
 * order; and a query of the engine returns them in that order.
 */
class ValueTypeOrderTest extends EngineTest {

  private static final int VALUES = 300;
  private static final Comparator<String> UTF8 =
      (a, b) ->
          Arrays.compareUnsigned(
              a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));

  private final Random random = new Random(20251201L);

  /** A key with every component fixed but the one {@code vary} sets. */
  private record Base(
      Ranked.Score score,
      Ranked.Count count,
      Ranked.Small small,
      Ranked.Name name,
      Ranked.At at,
      Ranked.Day day,
      Ranked.Time time,
      Ranked.Token token,
      Ranked.Tier tier,
      Ranked.Big big,
      Ranked.Amount amount,
      Ranked.Flag flag) {

    Ranked ranked(String board) {
      return new Ranked(
          board, score, count, small, name, at, day, time, token, tier, big, amount, flag);
    }
  }

  private static final Base BASE =
      new Base(
          new Ranked.Score(0),
          new Ranked.Count(0),
          new Ranked.Small((short) 0),
          new Ranked.Name("n"),
          new Ranked.At(Instant.EPOCH),
          new Ranked.Day(LocalDate.EPOCH),
          new Ranked.Time(LocalDateTime.of(2000, 1, 1, 0, 0)),
          new Ranked.Token(new UUID(0, 0)),
          new Ranked.Tier(Ranked.Level.BRONZE),
          new Ranked.Big(BigInteger.ZERO),
          new Ranked.Amount(BigDecimal.ZERO),
          new Ranked.Flag(false));

  @Test
  void longs() {
    check(random::nextLong, Long::compare, v -> with(BASE, new Ranked.Score(v)));
  }

  @Test
  void boxedInts() {
    check(random::nextInt, Integer::compare, v -> with(BASE, new Ranked.Count(v)));
  }

  @Test
  void shorts() {
    check(() -> (short) random.nextInt(), Short::compare, v -> with(BASE, new Ranked.Small(v)));
  }

  @Test
  void stringsInUtf8Order() {
    // Code point order is UTF-8 byte order; Java's compareTo is not, for supplementary characters.
    check(
        this::text,
        (a, b) -> Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray()),
        v -> with(BASE, new Ranked.Name(v)));
  }

  @Test
  void instants() {
    check(
        () -> Instant.ofEpochSecond(random.nextInt(2_000_000_000), random.nextInt(1_000_000_000)),
        Comparator.naturalOrder(),
        v -> with(BASE, new Ranked.At(v)));
  }

  @Test
  void dates() {
    check(
        () -> LocalDate.ofEpochDay(random.nextInt(2_900_000)),
        Comparator.naturalOrder(),
        v -> with(BASE, new Ranked.Day(v)));
  }

  @Test
  void dateTimes() {
    check(
        () ->
            LocalDateTime.of(1970, 1, 1, 0, 0)
                .plusSeconds(random.nextInt(2_000_000_000))
                .plusNanos(random.nextInt(1_000_000_000)),
        Comparator.naturalOrder(),
        v -> with(BASE, new Ranked.Time(v)));
  }

  @Test
  void uuidsInTheirTextOrder() {
    check(
        () -> new UUID(random.nextLong(), random.nextLong()),
        Comparator.comparing(UUID::toString),
        v -> with(BASE, new Ranked.Token(v)));
  }

  @Test
  void enumsInDeclarationOrderOfTheirNames() {
    Ranked.Level[] levels = Ranked.Level.values();
    // BRONZE < GOLD < SILVER: enums sort by name, as documented for enums in keys.
    check(
        () -> levels[random.nextInt(levels.length)],
        Comparator.comparing(Ranked.Level::name),
        v -> with(BASE, new Ranked.Tier(v)));
  }

  @Test
  void bigIntegers() {
    check(
        () -> new BigInteger(90, random).subtract(BigInteger.ONE.shiftLeft(89)),
        Comparator.naturalOrder(),
        v -> with(BASE, new Ranked.Big(v)));
  }

  @Test
  void decimals() {
    check(
        () -> BigDecimal.valueOf(random.nextInt(200_000_000) - 100_000_000, 2),
        Comparator.naturalOrder(),
        v -> with(BASE, new Ranked.Amount(v)));
  }

  @Test
  void booleans() {
    check(random::nextBoolean, Boolean::compare, v -> with(BASE, new Ranked.Flag(v)));
  }

  @Test
  void theEngineReturnsAPartitionInTheComponentsOrder() {
    List<Long> scores = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      long score = random.nextLong();
      scores.add(score);
      db.rankeds().put(with(BASE, new Ranked.Score(score)).ranked("engine"));
    }
    scores.sort(Long::compare);

    assertThat(db.rankeds().byBoard("engine").all().list())
        .extracting(ranked -> ranked.score().value())
        .containsExactlyElementsOf(scores);
  }

  @Test
  void anItemOfEveryComponentKindReadsBackEqualDecimalScaleIncluded() {
    Ranked ranked =
        new Base(
                new Ranked.Score(-42),
                new Ranked.Count(7),
                new Ranked.Small((short) -3),
                new Ranked.Name("zoë"),
                new Ranked.At(Instant.parse("2025-02-03T04:05:06.123456789Z")),
                new Ranked.Day(LocalDate.of(2025, 2, 3)),
                new Ranked.Time(LocalDateTime.of(2025, 2, 3, 4, 5, 6, 7)),
                new Ranked.Token(UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e")),
                new Ranked.Tier(Ranked.Level.SILVER),
                new Ranked.Big(new BigInteger("-123456789012345678901234567")),
                new Ranked.Amount(new BigDecimal("12.50")), // DynamoDB keeps 12.5
                new Ranked.Flag(true))
            .ranked("round-trip");
    db.rankeds().put(ranked);

    assertThat(db.rankeds().get(RankedKey.of(ranked))).contains(ranked);
  }

  @Test
  void aNullComponentOfAKeyIsRefusedNamingIt() {
    RankedKey key = RankedKey.of(with(BASE, new Ranked.Count(null)).ranked("b"));
    assertThatThrownBy(key::sk)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Ranked.count");
  }

  private String text() {
    StringBuilder text = new StringBuilder();
    int length = 1 + random.nextInt(6);
    for (int i = 0; i < length; i++) {
      int pick = random.nextInt(4);
      int codePoint =
          switch (pick) {
            case 0 -> 'a' + random.nextInt(26);
            // Above the delimiter: any String component followed by others sorts as its value only
            // when its characters sort after the delimiter that ends it ("a!#" < "a#"), which is
            // true of plain Strings too, and not what this test is about.
            case 1 -> 0x24 + random.nextInt(0x5a);
            case 2 -> 0xe000 + random.nextInt(0x1f00); // BMP above the surrogates
            default -> 0x1f600 + random.nextInt(0x50); // supplementary
          };
      text.appendCodePoint(codePoint);
    }
    return text.toString();
  }

  private <V> void check(Supplier<V> values, Comparator<V> natural, Function<V, Base> keyOf) {
    List<V> generated = new ArrayList<>();
    for (int i = 0; i < VALUES; i++) {
      generated.add(values.get());
    }
    List<V> byValue = new ArrayList<>(generated);
    byValue.sort(natural);
    List<V> byKey = new ArrayList<>(generated);
    byKey.sort(Comparator.comparing(v -> RankedKey.of(keyOf.apply(v).ranked("b")).sk(), UTF8));
    assertThat(byKey).containsExactlyElementsOf(byValue);
  }

  private static Base with(Base base, Object component) {
    return new Base(
        component instanceof Ranked.Score s ? s : base.score(),
        component instanceof Ranked.Count c ? c : base.count(),
        component instanceof Ranked.Small s ? s : base.small(),
        component instanceof Ranked.Name n ? n : base.name(),
        component instanceof Ranked.At a ? a : base.at(),
        component instanceof Ranked.Day d ? d : base.day(),
        component instanceof Ranked.Time t ? t : base.time(),
        component instanceof Ranked.Token t ? t : base.token(),
        component instanceof Ranked.Tier t ? t : base.tier(),
        component instanceof Ranked.Big b ? b : base.big(),
        component instanceof Ranked.Amount a ? a : base.amount(),
        component instanceof Ranked.Flag f ? f : base.flag());
  }
}
