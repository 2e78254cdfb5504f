package dev.singletable.runtime.internal;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A minimal property-test harness: seeded random cases, with the seed printed on failure. A new
 * seed is drawn per run; rerun one with {@code -Dsingletable.seed=<seed>}.
 */
final class Props {

  private Props() {}

  /** Runs {@code body} with a seeded random source and names the seed if it fails. */
  static void forAll(String property, Consumer<SplittableRandom> body) {
    Long fixed = Long.getLong("singletable.seed");
    long seed = fixed != null ? fixed : new SplittableRandom().nextLong();
    try {
      body.accept(new SplittableRandom(seed));
    } catch (Throwable t) {
      System.err.println(property + " failed with seed " + seed);
      throw new AssertionError(
          property + " failed with seed " + seed + " (rerun with -Dsingletable.seed=" + seed + ")",
          t);
    }
  }

  /** The oracle for DynamoDB's string order: UTF-8 bytes compared unsigned. */
  static int utf8Compare(String a, String b) {
    return Arrays.compareUnsigned(a.getBytes(UTF_8), b.getBytes(UTF_8));
  }

  /**
   * Sorts {@code values} naturally, drops equal ones, and checks that encodings strictly increase
   * in byte order (so order is kept and distinct values stay distinct) and decode back.
   */
  static <T> void assertOrderAndRoundTrip(
      List<T> values,
      Comparator<T> natural,
      Function<T, String> encode,
      Function<String, T> decode,
      BiPredicate<T, T> same) {
    List<T> sorted = new ArrayList<>(values);
    sorted.sort(natural);
    String previous = null;
    T previousValue = null;
    for (T v : sorted) {
      if (previousValue != null && natural.compare(previousValue, v) == 0) {
        continue;
      }
      String e = encode.apply(v);
      T back = decode.apply(e);
      if (!same.test(v, back)) {
        throw new AssertionError("round trip of " + v + " via " + e + " gave " + back);
      }
      if (previous != null && utf8Compare(previous, e) >= 0) {
        throw new AssertionError(
            "order: " + previousValue + " < " + v + " but encoded " + previous + " >= " + e);
      }
      previous = e;
      previousValue = v;
    }
  }

  /** A random string of 1..maxAtoms atoms drawn from {@code atoms}. */
  static String randomString(SplittableRandom r, String[] atoms, int maxAtoms) {
    StringBuilder b = new StringBuilder();
    int n = 1 + r.nextInt(maxAtoms);
    for (int i = 0; i < n; i++) {
      b.append(atoms[r.nextInt(atoms.length)]);
    }
    return b.toString();
  }
}
