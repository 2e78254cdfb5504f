package dev.singletable.runtime.internal;

import static dev.singletable.runtime.internal.Props.forAll;
import static dev.singletable.runtime.internal.Props.utf8Compare;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.SortKeyCondition.Operator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Proves the bounds exact: for random keys of {@code P{c1}#{c2}} every factory's condition, as
 * DynamoDB evaluates it, matches exactly the keys whose component satisfies the predicate.
 */
class SortKeyConditionTest {

  private static final char D = '#';

  /** Below and above '#', a NUL, non-ASCII in 2, 3 and 4 UTF-8 bytes. */
  private static final String[] ATOMS = {
    "\u0000", " ", "!", "\"", "$", "0", "9", "A", "a", "z", "é", "\uFF5E", "\uD83D\uDE00"
  };

  private static final String[] PREFIXES = {"", "ORDER#", "é#", "\uD83D\uDE00#", "\uDBFF\uDFFF"};

  /** A component type: random values and the order the documented bounds follow. */
  private record Component(Function<SplittableRandom, String> random, Comparator<String> order) {}

  /** Free strings: ordered as value + delimiter when not last. */
  private static final Component STRING_NON_LAST =
      new Component(r -> Props.randomString(r, ATOMS, 3), (x, y) -> utf8Compare(x + D, y + D));

  private static final Component STRING_LAST =
      new Component(r -> Props.randomString(r, ATOMS, 3), Props::utf8Compare);

  /** Fixed-width integers: numeric order whether last or not. */
  private static final Component INT =
      new Component(
          r -> KeyEncoding.int32("T", "n", r.nextInt(-6, 7)),
          Comparator.comparingInt(KeyDecoding::decodeInt32));

  @Test
  void nonLastComponentBoundsAreExact() {
    forAll(
        "non-last bounds",
        r -> {
          for (int trial = 0; trial < 3_000; trial++) {
            Component c = r.nextBoolean() ? STRING_NON_LAST : INT;
            String p = PREFIXES[r.nextInt(PREFIXES.length)];
            List<String[]> keys = keys(r, c, c, 40);
            String a = pick(r, c, keys, 0);
            String b = pick(r, c, keys, 0);
            List<String[]> cases = new ArrayList<>();
            for (String[] k : keys) {
              cases.add(new String[] {k[0], p + k[0] + D + k[1]});
            }
            checkAll(p, a, b, false, c.order(), cases);
            assertNoForeignKeyMatches(p, a, b, false);
          }
        });
  }

  @Test
  void lastComponentBoundsAreExact() {
    forAll(
        "last bounds",
        r -> {
          for (int trial = 0; trial < 3_000; trial++) {
            Component first = r.nextBoolean() ? STRING_NON_LAST : INT;
            Component last = r.nextBoolean() ? STRING_LAST : INT;
            String p = PREFIXES[r.nextInt(PREFIXES.length)];
            List<String[]> keys = keys(r, first, last, 40);
            String fixed = keys.get(0)[0]; // the equality component before the range
            String a = pick(r, last, keys, 1);
            String b = pick(r, last, keys, 1);
            String q = p + fixed + D;
            List<String[]> cases = new ArrayList<>();
            List<SortKeyCondition> conditions = all(q, a, b, true);
            for (String[] k : keys) {
              String key = p + k[0] + D + k[1];
              if (k[0].equals(fixed)) {
                cases.add(new String[] {k[1], key});
              } else { // another value of the first component: outside every range of q
                for (SortKeyCondition cond : conditions) {
                  assertMatch(cond, key, false);
                }
              }
            }
            checkAll(q, a, b, true, last.order(), cases);
            assertNoForeignKeyMatches(q, a, b, true);
          }
        });
  }

  /** Checks every factory against its predicate for keys given as {component, key} pairs. */
  private static void checkAll(
      String p, String a, String b, boolean last, Comparator<String> order, List<String[]> cases) {
    SortKeyCondition from = SortKeyCondition.from(p, a, last, D);
    SortKeyCondition after = SortKeyCondition.after(p, a, last, D);
    SortKeyCondition upTo = SortKeyCondition.upTo(p, b, last, D);
    SortKeyCondition before = SortKeyCondition.before(p, b, last, D);
    SortKeyCondition prefix = SortKeyCondition.prefix(p);
    SortKeyCondition between = null;
    if (order.compare(a, b) <= 0) {
      between = SortKeyCondition.between(p, a, b, last, D);
    } else {
      assertThatThrownBy(() -> SortKeyCondition.between(p, a, b, last, D))
          .isInstanceOf(IllegalArgumentException.class);
    }
    for (String[] k : cases) {
      String c = k[0];
      String key = k[1];
      assertMatch(from, key, order.compare(c, a) >= 0);
      assertMatch(after, key, order.compare(c, a) > 0);
      assertMatch(upTo, key, order.compare(c, b) <= 0);
      assertMatch(before, key, order.compare(c, b) < 0);
      if (between != null) {
        assertMatch(between, key, order.compare(c, a) >= 0 && order.compare(c, b) <= 0);
      }
      assertMatch(prefix, key, true);
    }
  }

  private static void assertMatch(SortKeyCondition condition, String key, boolean expected) {
    if (condition.matches(key) != expected) { // plain check: this runs about a million times
      throw new AssertionError(condition + " on " + key + " should be " + expected);
    }
  }

  /** Keys of other entities sharing the partition, other than the bound strings themselves. */
  private static void assertNoForeignKeyMatches(String p, String a, String b, boolean last) {
    if (p.isEmpty()) {
      return;
    }
    String end = Text.successor(p);
    List<String> foreign = new ArrayList<>(List.of(p.substring(0, p.length() - 1) + "\u0000"));
    if (end != null) {
      foreign.add(end + "a");
      foreign.add(end + "\u0000");
    }
    int lastCp = p.codePointBefore(p.length());
    if (lastCp > 0) {
      String below =
          p.substring(0, p.offsetByCodePoints(p.length(), -1))
              + new String(Character.toChars(lastCp == 0xE000 ? 0xD7FF : lastCp - 1));
      foreign.add(below + "\uDBFF\uDFFF");
    }
    for (SortKeyCondition cond : all(p, a, b, last)) {
      for (String key : foreign) {
        assertMatch(cond, key, false);
      }
    }
  }

  private static List<SortKeyCondition> all(String p, String a, String b, boolean last) {
    List<SortKeyCondition> all =
        new ArrayList<>(
            List.of(
                SortKeyCondition.from(p, a, last, D), SortKeyCondition.after(p, a, last, D),
                SortKeyCondition.upTo(p, b, last, D), SortKeyCondition.before(p, b, last, D)));
    if (Text.compareUtf8(p + a, p + b) <= 0 && utf8Compare(a + D, b + D) <= 0) {
      all.add(SortKeyCondition.between(p, a, b, last, D));
    }
    return all;
  }

  /** Random (c1, c2) pairs, including near relatives of each other's values. */
  private static List<String[]> keys(SplittableRandom r, Component first, Component second, int n) {
    List<String[]> keys = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      keys.add(new String[] {first.random().apply(r), second.random().apply(r)});
    }
    for (int i = 0; i < n / 4; i++) { // the same first component with many second ones
      keys.add(new String[] {keys.get(0)[0], second.random().apply(r)});
    }
    return keys;
  }

  /** A bound: usually a value of the keys, sometimes it plus or minus one atom. */
  private static String pick(SplittableRandom r, Component c, List<String[]> keys, int index) {
    String v = keys.get(r.nextInt(keys.size()))[index];
    if (c == INT || r.nextInt(3) > 0) {
      return v;
    }
    return r.nextBoolean() || v.length() < 2
        ? v + ATOMS[r.nextInt(ATOMS.length)]
        : v.substring(0, v.offsetByCodePoints(v.length(), -1));
  }

  @Test
  void rangesNeverMixUpOrder1AndOrder10() {
    // sk = "ORDER#{id}#{line}": id is not the last component.
    List<String> lines = List.of("ORDER#1#a", "ORDER#1#b", "ORDER#10#a", "ORDER#2#a");
    assertThat(lines.stream().filter(SortKeyCondition.prefix("ORDER#1#")::matches))
        .containsExactly("ORDER#1#a", "ORDER#1#b");
    assertThat(lines.stream().filter(SortKeyCondition.upTo("ORDER#", "1", false, D)::matches))
        .containsExactly("ORDER#1#a", "ORDER#1#b");
    assertThat(lines.stream().filter(SortKeyCondition.after("ORDER#", "1", false, D)::matches))
        .containsExactly("ORDER#10#a", "ORDER#2#a");
    assertThat(lines.stream().filter(SortKeyCondition.before("ORDER#", "10", false, D)::matches))
        .containsExactly("ORDER#1#a", "ORDER#1#b");
    // sk = "ORDER#{id}": id is last, so the whole key is known and equality is exact.
    List<String> orders = List.of("ORDER#1", "ORDER#10", "ORDER#2");
    assertThat(orders.stream().filter(SortKeyCondition.equalTo("ORDER#1")::matches))
        .containsExactly("ORDER#1");
    assertThat(orders.stream().filter(SortKeyCondition.before("ORDER#", "10", true, D)::matches))
        .containsExactly("ORDER#1");
    assertThat(orders.stream().filter(SortKeyCondition.after("ORDER#", "1", true, D)::matches))
        .containsExactly("ORDER#10", "ORDER#2");
  }

  @Test
  void boundsAreTheDocumentedStrings() {
    assertThat(SortKeyCondition.from("ORDER#", "5", false, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#5#", "ORDER$", null));
    assertThat(SortKeyCondition.after("ORDER#", "5", false, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#5$", "ORDER$", null));
    assertThat(SortKeyCondition.after("ORDER#", "5", true, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#5\u0000", "ORDER$", null));
    assertThat(SortKeyCondition.upTo("ORDER#", "5", false, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#", "ORDER#5$", null));
    assertThat(SortKeyCondition.before("ORDER#", "5", false, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#", "ORDER#5#", null));
    assertThat(SortKeyCondition.before("ORDER#", "5", true, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#", "ORDER#5", "ORDER#5"));
    assertThat(SortKeyCondition.before("", "5", true, D))
        .isEqualTo(new SortKeyCondition(Operator.LESS_THAN, "5", null, null));
    assertThat(SortKeyCondition.from("", "5", true, D))
        .isEqualTo(new SortKeyCondition(Operator.GREATER_OR_EQUAL, "5", null, null));
    assertThat(SortKeyCondition.upTo("", "5", false, D))
        .isEqualTo(new SortKeyCondition(Operator.LESS_OR_EQUAL, "5$", null, null));
    assertThat(SortKeyCondition.between("ORDER#", "1", "5", true, D))
        .isEqualTo(new SortKeyCondition(Operator.BETWEEN, "ORDER#1", "ORDER#5", null));
    assertThat(SortKeyCondition.prefix("")).isEqualTo(SortKeyCondition.any());
    // Upper bounds are never \uFFFF sentinels: U+1F600 keys sort above U+FFFF.
    SortKeyCondition emoji = SortKeyCondition.from("\uFFFF", "a", true, D);
    assertThat(emoji.upper()).isEqualTo("\uD800\uDC00");
    assertThat(emoji.matches("\uFFFF\uD83D\uDE00")).isTrue();
  }

  @Test
  void boundsAfterTheDelimiterAreItsSuccessorOnBothSidesOfTheSurrogates() {
    // Below U+D7FF the successor is the next char; from U+D7FF on, the next code point.
    assertThat(SortKeyCondition.between("P#", "a", "b", false, '#').upper()).isEqualTo("P#b$");
    assertThat(SortKeyCondition.after("P#", "a", false, '#').value()).isEqualTo("P#a$");
    assertThat(SortKeyCondition.upTo("P\uD7FF", "b", false, '\uD7FF').upper())
        .isEqualTo("P\uD7FFb\uE000");
    assertThat(SortKeyCondition.after("P\uFFFF", "a", false, '\uFFFF').value())
        .isEqualTo("P\uFFFFa\uD800\uDC00");
    assertThat(SortKeyCondition.after("P#", "a", true, '#').value()).isEqualTo("P#a\u0000");
  }

  @Test
  void successorSkipsSurrogatesAndCarries() {
    assertThat(Text.successor("ORDER#")).isEqualTo("ORDER$");
    assertThat(Text.successor("a\uD7FF")).isEqualTo("a\uE000");
    assertThat(Text.successor("a\uFFFF")).isEqualTo("a\uD800\uDC00");
    assertThat(Text.successor("a\uD83D\uDE00")).isEqualTo("a\uD83D\uDE01");
    assertThat(Text.successor("a\uDBFF\uDFFF")).isEqualTo("b");
    assertThat(Text.successor("\uDBFF\uDFFF")).isNull();
    assertThat(Text.successor("")).isNull();
    assertThat(Text.successor('#')).isEqualTo("$");
    forAll(
        "successor bounds every extension",
        r -> {
          for (int i = 0; i < 5_000; i++) {
            String s = Props.randomString(r, ATOMS, 3);
            String t = s + Props.randomString(r, ATOMS, 3);
            assertThat(utf8Compare(t, Text.successor(s))).as("%s < succ(%s)", t, s).isNegative();
          }
        });
  }

  @Test
  void refusals() {
    assertThatThrownBy(
            () -> SortKeyCondition.between("Order", "createdAt", "P#", "b", "a", true, D))
        .hasMessage(
            "Order.createdAt: a range must not start after its end in key order"
                + " (low \"b\" sorts after high \"a\")");
    // "a!" < "a" as a non-last component: '!' sorts below the delimiter.
    assertThatThrownBy(() -> SortKeyCondition.between("P#", "a", "a!", false, D))
        .hasMessage(
            "sort key condition: a range must not start after its end in key order"
                + " (low \"a\" sorts after high \"a!\")");
    assertThat(SortKeyCondition.between("P#", "a!", "a", false, D).matches("P#a!#x")).isTrue();
    assertThatThrownBy(() -> SortKeyCondition.from("P#", "a#b", false, D))
        .hasMessage(
            "sort key condition: component values must not contain the delimiter '#'"
                + " (got \"a#b\")");
    assertThatThrownBy(() -> new SortKeyCondition(Operator.BETWEEN, "a", null, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new SortKeyCondition(Operator.ANY, "a", null, null))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
