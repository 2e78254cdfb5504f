package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.report.Figure;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.util.ListStatistics;

/**
 * The end-to-end pairs of the aims ({@code get}, {@code put}, {@code query}: Singletable's blocking
 * repository against the raw SDK call with the same request) measured in one JVM, in alternating
 * blocks: after {@link EndToEndBenchmark}'s warm-up of both variants of every operation, each round
 * runs, per operation, a block of {@code calls} requests of each variant in ABBA order (the first
 * variant alternates between rounds), against the engine; the first rounds are discarded. A block's
 * figure is the calling thread's CPU time (and wall time) per request; the blocks of every round
 * are pooled into one figure per variant, mean and 99.9 % error.
 *
 * <p>Why not a JMH fork per variant: on this shared 2-core machine the calling thread's CPU per
 * request follows the machine's load (each request blocks on its socket and resumes after other
 * processes ran), so JMH forks a minute apart differed by more than the variants do: in branch
 * {@code e2e}'s JMH rounds, put read 1.17, 1.59 and 1.85 in three rounds (Singletable's fork of the
 * third at 583–795 µs CPU per request while the engine took 8–15 ms, the raw one at 320–448 µs and
 * 2–3 ms). Blocks of the two variants a second apart see the same load, and one JVM gives both the
 * same compiled SDK. {@link EndToEndBenchmark} stays for JMH's own runs and profilers.
 */
public final class EndToEndRounds {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final List<String> OPERATIONS = List.of("get", "put", "query");
  private static final String[] VARIANTS = {"raw", "singletable"};

  /** Keeps the results alive, so that no call is optimised away. */
  static volatile int sink;

  private EndToEndRounds() {}

  /** {@code java -cp benchmarks.jar dev.singletable.benchmarks.jmh.EndToEndRounds [rounds]} */
  public static void main(String[] args) {
    int status = 1;
    try {
      run(args.length > 0 ? Integer.parseInt(args[0]) : 10, 2, 250, System.out);
      status = 0;
    } finally {
      System.exit(status); // the engine's helper threads
    }
  }

  /**
   * Runs {@code discarded} rounds, then {@code rounds} measured ones, of {@code calls} requests per
   * block, logging each round's CPU ratios and a summary, and returns the pooled figures (group
   * {@code endToEnd}).
   */
  public static List<Figure> run(int rounds, int discarded, int calls, PrintStream log) {
    EndToEndBenchmark benchmark = new EndToEndBenchmark();
    // [operation][variant][0: wall µs, 1: CPU ns] per request, one value per block
    ListStatistics[][][] pooled = new ListStatistics[OPERATIONS.size()][2][2];
    double[][] ratios = new double[OPERATIONS.size()][rounds];
    for (ListStatistics[][] operation : pooled) {
      for (ListStatistics[] variant : operation) {
        variant[0] = new ListStatistics();
        variant[1] = new ListStatistics();
      }
    }
    try {
      benchmark.start(OPERATIONS);
      for (int round = 1 - discarded; round <= rounds; round++) {
        StringBuilder line =
            new StringBuilder("e2e round " + round + (round <= 0 ? " (discarded):" : ":"));
        for (int o = 0; o < OPERATIONS.size(); o++) {
          double[] cpu = new double[2];
          for (int block = 0; block < 4; block++) {
            int first = Math.floorMod(round, 2);
            int v = block == 0 || block == 3 ? first : 1 - first;
            double[] figure = block(benchmark, OPERATIONS.get(o) + "_" + VARIANTS[v], calls);
            cpu[v] += figure[1];
            if (round > 0) {
              pooled[o][v][0].addValue(figure[0]);
              pooled[o][v][1].addValue(figure[1]);
            }
          }
          if (round > 0) {
            ratios[o][round - 1] = cpu[1] / cpu[0];
          }
          line.append(
              String.format(
                  Locale.ROOT,
                  " %s %.0f/%.0f µs CPU (%.3f)",
                  OPERATIONS.get(o),
                  cpu[1] / 2000,
                  cpu[0] / 2000,
                  cpu[1] / cpu[0]));
        }
        log.println(line);
      }
    } finally {
      benchmark.stop();
    }
    List<Figure> figures = new ArrayList<>();
    for (int o = 0; o < OPERATIONS.size(); o++) {
      double[] sorted = ratios[o].clone();
      Arrays.sort(sorted);
      log.printf(
          Locale.ROOT,
          "e2e %s: CPU %.0f ± %.0f against %.0f ± %.0f µs per request (pooled, %d blocks each);"
              + " per-round ratio median %.3f, range %.3f–%.3f%n",
          OPERATIONS.get(o),
          pooled[o][1][1].getMean() / 1000,
          pooled[o][1][1].getMeanErrorAt(0.999) / 1000,
          pooled[o][0][1].getMean() / 1000,
          pooled[o][0][1].getMeanErrorAt(0.999) / 1000,
          pooled[o][1][1].getN(),
          sorted.length % 2 == 1
              ? sorted[sorted.length / 2]
              : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2,
          sorted[0],
          sorted[sorted.length - 1]);
      for (int v = 0; v < 2; v++) {
        figures.add(
            Figure.pooled(
                "endToEnd", OPERATIONS.get(o), VARIANTS[v], pooled[o][v][0], pooled[o][v][1]));
      }
    }
    return figures;
  }

  /** {@code calls} requests of one variant: wall µs and CPU ns per request. */
  private static double[] block(EndToEndBenchmark benchmark, String method, int calls) {
    long cpu = THREADS.getCurrentThreadCpuTime();
    long wall = System.nanoTime();
    int kept = 0;
    for (int i = 0; i < calls; i++) {
      Object result =
          switch (method) {
            case "get_raw" -> benchmark.get_raw();
            case "get_singletable" -> benchmark.get_singletable();
            case "put_raw" -> benchmark.put_raw();
            case "put_singletable" -> benchmark.put_singletable();
            case "query_raw" -> benchmark.query_raw();
            case "query_singletable" -> benchmark.query_singletable();
            default -> throw new IllegalArgumentException(method);
          };
      kept += System.identityHashCode(result) & 1;
    }
    sink = kept;
    return new double[] {
      (System.nanoTime() - wall) / 1e3 / calls,
      (THREADS.getCurrentThreadCpuTime() - cpu) / (double) calls
    };
  }
}
