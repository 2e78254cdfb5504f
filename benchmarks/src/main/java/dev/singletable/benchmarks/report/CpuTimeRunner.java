package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.jmh.EndToEndBenchmark;
import dev.singletable.benchmarks.jmh.KeysBenchmark;
import dev.singletable.benchmarks.jmh.MappingBenchmark;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A second opinion on the JMH figures that holds up on a busy machine: the same benchmark methods,
 * timed by the CPU time of the measuring thread ({@code ThreadMXBean.getCurrentThreadCpuTime()})
 * instead of wall time, so that time spent waiting for a CPU that other processes hold does not
 * count. Variants of one operation run in the same JVM, round-robin (warm-up rounds, then measured
 * rounds of a fixed number of calls), and the median per-call CPU time of the rounds is kept.
 *
 * <p>JMH stays the reference on a quiet machine; this only guards the ratios against load. Every
 * call goes through one megamorphic {@code Supplier.get()} call site (a few ns, the same for every
 * variant), which also keeps the JIT from optimising a benchmark's work away.
 */
public final class CpuTimeRunner {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static volatile Object sink;

  private CpuTimeRunner() {}

  /** Median CPU ns per call of each benchmark of one group, keyed by method name. */
  public record Result(String group, String method, double cpuNanos, double minNanos, double maxNanos, int rounds,
      double wallNanos) {}

  public static List<Result> run(boolean quick) {
    MappingBenchmark mapping = new MappingBenchmark();
    mapping.setUp();
    KeysBenchmark keys = new KeysBenchmark();
    keys.setUp();
    Map<String, Supplier<Object>> mappingMethods = new LinkedHashMap<>();
    mappingMethods.put("toItem_singletable", mapping::toItem_singletable);
    mappingMethods.put("toItem_handwritten", mapping::toItem_handwritten);
    mappingMethods.put("toItem_enhancedBean", mapping::toItem_enhancedBean);
    mappingMethods.put("toItem_enhancedStatic", mapping::toItem_enhancedStatic);
    mappingMethods.put("fromItem_singletable", mapping::fromItem_singletable);
    mappingMethods.put("fromItem_handwritten", mapping::fromItem_handwritten);
    mappingMethods.put("fromItem_enhancedBean", mapping::fromItem_enhancedBean);
    mappingMethods.put("fromItem_enhancedStatic", mapping::fromItem_enhancedStatic);
    mappingMethods.put("roundTrip_singletable", mapping::roundTrip_singletable);
    mappingMethods.put("roundTrip_handwritten", mapping::roundTrip_handwritten);
    mappingMethods.put("roundTrip_enhancedBean", mapping::roundTrip_enhancedBean);
    mappingMethods.put("roundTrip_enhancedStatic", mapping::roundTrip_enhancedStatic);
    Map<String, Supplier<Object>> keyMethods = new LinkedHashMap<>();
    keyMethods.put("pk_singletable", keys::pk_singletable);
    keyMethods.put("pk_handwritten", keys::pk_handwritten);
    keyMethods.put("sk_singletable", keys::sk_singletable);
    keyMethods.put("sk_handwritten", keys::sk_handwritten);
    keyMethods.put("toKey_singletable", keys::toKey_singletable);
    keyMethods.put("toKey_handwritten", keys::toKey_handwritten);
    keyMethods.put("sortKeyRange_singletable", keys::sortKeyRange_singletable);
    keyMethods.put("sortKeyRange_handwritten", keys::sortKeyRange_handwritten);
    keyMethods.put("filter_singletable", keys::filter_singletable);
    keyMethods.put("filter_handwritten", keys::filter_handwritten);
    keyMethods.put("queryPage_singletable", keys::queryPage_singletable);
    keyMethods.put("queryPage_handwritten", keys::queryPage_handwritten);
    List<Result> results = new ArrayList<>();
    results.addAll(measure("mapping", mappingMethods, quick));
    results.addAll(measure("keys", keyMethods, quick));
    return results;
  }

  /**
   * Put, get and query against the local engine, Singletable and raw SDK interleaved: CPU time of
   * the calling thread (request building, SDK marshalling, response parsing, mapping: the client's
   * own work; the engine runs in other threads and in node) and wall time per call.
   */
  public static List<Result> endToEnd(boolean quick) {
    EndToEndBenchmark e2e = new EndToEndBenchmark();
    e2e.start();
    try {
      Map<String, Supplier<Object>> methods = new LinkedHashMap<>();
      methods.put("put_singletable", e2e::put_singletable);
      methods.put("put_raw", e2e::put_raw);
      methods.put("get_singletable", e2e::get_singletable);
      methods.put("get_raw", e2e::get_raw);
      methods.put("query_singletable", e2e::query_singletable);
      methods.put("query_raw", e2e::query_raw);
      // Warm the SDK's code (thousands of calls) before calibrating, or the first rounds run interpreted.
      prewarm(methods, quick ? 5 : 10);
      return measure("endToEnd", methods, quick, 3, quick ? 9 : 15, 30_000_000L);
    } finally {
      e2e.stop();
    }
  }

  private static List<Result> measure(String group, Map<String, Supplier<Object>> methods, boolean quick) {
    // about 0.75 s / 1.5 s of CPU per variant of warm-up: C2 has compiled by then
    return measure(group, methods, quick, quick ? 15 : 30, quick ? 11 : 21, 50_000_000L);
  }

  private static List<Result> measure(String group, Map<String, Supplier<Object>> methods, boolean quick,
      int warmupRounds, int rounds, long roundCpuNanos) {
    // Group by operation (the part before '_') so that the variants of one operation interleave.
    Map<String, List<String>> byOperation = new LinkedHashMap<>();
    methods.keySet().forEach(m -> byOperation.computeIfAbsent(m.substring(0, m.indexOf('_')), k -> new ArrayList<>()).add(m));
    List<Result> results = new ArrayList<>();
    for (List<String> variants : byOperation.values()) {
      Map<String, Integer> calls = new LinkedHashMap<>();
      Map<String, double[]> samples = new LinkedHashMap<>();
      Map<String, double[]> wall = new LinkedHashMap<>();
      for (String v : variants) {
        calls.put(v, calibrate(methods.get(v), roundCpuNanos));
        samples.put(v, new double[rounds]);
        wall.put(v, new double[rounds]);
      }
      for (int round = -warmupRounds; round < rounds; round++) {
        for (String v : variants) {
          int n = calls.get(v);
          long wallStart = System.nanoTime();
          double perCall = time(methods.get(v), n);
          double wallPerCall = (System.nanoTime() - wallStart) / (double) n;
          if (round >= 0) {
            samples.get(v)[round] = perCall;
            wall.get(v)[round] = wallPerCall;
          }
        }
      }
      for (String v : variants) {
        double[] s = samples.get(v).clone();
        Arrays.sort(s);
        double[] w = wall.get(v).clone();
        Arrays.sort(w);
        results.add(new Result(group, v, s[s.length / 2], s[0], s[s.length - 1], rounds, w[w.length / 2]));
      }
    }
    return results;
  }

  /** Calls every method, round-robin in slices of 0.5 s, for about {@code seconds} each. */
  private static void prewarm(Map<String, Supplier<Object>> methods, int seconds) {
    for (int slice = 0; slice < seconds * 2; slice++) {
      for (Supplier<Object> method : methods.values()) {
        long end = System.nanoTime() + 500_000_000L;
        Object last = null;
        while (System.nanoTime() < end) {
          last = method.get();
        }
        sink = last;
      }
    }
  }

  /** Calls per round so that one round takes about {@code target} CPU nanoseconds. */
  private static int calibrate(Supplier<Object> method, long target) {
    int n = 10;
    while (true) {
      long start = THREADS.getCurrentThreadCpuTime();
      run(method, n);
      long spent = THREADS.getCurrentThreadCpuTime() - start;
      if (spent >= target / 4 || n >= 100_000_000) {
        return (int) Math.max(10, Math.min(100_000_000L, n * (double) target / Math.max(spent, 1)));
      }
      n *= 4;
    }
  }

  private static double time(Supplier<Object> method, int n) {
    long start = THREADS.getCurrentThreadCpuTime();
    run(method, n);
    return (THREADS.getCurrentThreadCpuTime() - start) / (double) n;
  }

  private static void run(Supplier<Object> method, int n) {
    // The call site sees every benchmark's Supplier, so it is megamorphic: the JIT cannot inline
    // a benchmark into the loop, and so cannot drop its work or its allocations.
    Object last = null;
    for (int i = 0; i < n; i++) {
      last = method.get();
    }
    sink = last;
  }
}
