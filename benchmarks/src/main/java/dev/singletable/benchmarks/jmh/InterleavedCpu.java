package dev.singletable.benchmarks.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

/**
 * Ratios of {@link KeysBenchmark}'s Singletable variants to their hand-written baselines, measured
 * in alternating rounds in one JVM: the CPU time of this thread for a batch of one, then a batch of
 * the other, sixty times after a warm-up, and the median of the sixty ratios. On a machine shared
 * with other builds, JMH runs the two variants minutes apart under different load; alternating
 * batches of a few milliseconds see the same load, so their ratio is steadier. A check while
 * iterating, not a replacement for the JMH report:
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.singletable.benchmarks.jmh.InterleavedCpu [pk sk toKey filter queryPage]
 * }</pre>
 */
public final class InterleavedCpu {

  private static final int ROUNDS = 60;
  private static final long BATCH_NANOS = 2_000_000;

  // Written by every call so that the JIT cannot drop the work (not volatile: no fence per call).
  private static Object sink;

  private InterleavedCpu() {}

  public static void main(String[] args) {
    KeysBenchmark keys = new KeysBenchmark();
    keys.setUp();
    List<String> names =
        args.length == 0 ? List.of("pk", "sk", "toKey", "filter", "queryPage") : List.of(args);
    for (String name : names) {
      Pair pair = pair(keys, name);
      int batch = batchSize(pair);
      report(name, measure(pair, batch));
    }
  }

  /**
   * The two variants of one operation: {@code which} 0 runs Singletable's, 1 the baseline's, each
   * in a loop of its own so that every call site sees one target.
   */
  private interface Pair {
    void run(int which, int calls);
  }

  private static Pair pair(KeysBenchmark k, String name) {
    return switch (name) {
      case "pk" ->
          (which, calls) -> {
            for (int i = 0; i < calls; i++) {
              sink = which == 0 ? k.pk_singletable() : k.pk_handwritten();
            }
          };
      case "sk" ->
          (which, calls) -> {
            for (int i = 0; i < calls; i++) {
              sink = which == 0 ? k.sk_singletable() : k.sk_handwritten();
            }
          };
      case "toKey" ->
          (which, calls) -> {
            for (int i = 0; i < calls; i++) {
              sink = which == 0 ? k.toKey_singletable() : k.toKey_handwritten();
            }
          };
      case "filter" ->
          (which, calls) -> {
            for (int i = 0; i < calls; i++) {
              sink = which == 0 ? k.filter_singletable() : k.filter_handwritten();
            }
          };
      case "queryPage" ->
          (which, calls) -> {
            for (int i = 0; i < calls; i++) {
              sink = which == 0 ? k.queryPage_singletable() : k.queryPage_handwritten();
            }
          };
      default -> throw new IllegalArgumentException("no benchmark " + name);
    };
  }

  // Enough calls for about 2 ms of the baseline, after a first warm-up.
  private static int batchSize(Pair pair) {
    run(pair, 0, 20_000);
    run(pair, 1, 20_000);
    long start = System.nanoTime();
    run(pair, 1, 10_000);
    long perCall = Math.max(1, (System.nanoTime() - start) / 10_000);
    return (int) Math.max(1_000, BATCH_NANOS / perCall);
  }

  private static double[][] measure(Pair pair, int batch) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int i = 0; i < 100; i++) {
      run(pair, 0, batch);
      run(pair, 1, batch);
    }
    double[] singletable = new double[ROUNDS];
    double[] baseline = new double[ROUNDS];
    double[] ratio = new double[ROUNDS];
    for (int r = 0; r < ROUNDS; r++) {
      long t0 = threads.getCurrentThreadCpuTime();
      run(pair, 0, batch);
      long t1 = threads.getCurrentThreadCpuTime();
      run(pair, 1, batch);
      long t2 = threads.getCurrentThreadCpuTime();
      singletable[r] = (t1 - t0) / (double) batch;
      baseline[r] = (t2 - t1) / (double) batch;
      ratio[r] = singletable[r] / baseline[r];
    }
    return new double[][] {singletable, baseline, ratio};
  }

  private static void run(Pair pair, int which, int calls) {
    pair.run(which, calls);
  }

  private static void report(String name, double[][] figures) {
    for (double[] f : figures) {
      Arrays.sort(f);
    }
    double[] ratio = figures[2];
    System.out.printf(
        "%-10s singletable %8.1f ns  handwritten %8.1f ns  (CPU, medians)  ratio %.2f"
            + " (quartiles %.2f-%.2f)%n",
        name,
        figures[0][ROUNDS / 2],
        figures[1][ROUNDS / 2],
        ratio[ROUNDS / 2],
        ratio[ROUNDS / 4],
        ratio[3 * ROUNDS / 4]);
  }
}
