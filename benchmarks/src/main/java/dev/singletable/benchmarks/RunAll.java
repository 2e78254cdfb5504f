package dev.singletable.benchmarks;

import dev.singletable.benchmarks.buildtime.BuildTimeDriver;
import dev.singletable.benchmarks.coldstart.ColdStartDriver;
import dev.singletable.benchmarks.jmh.AsyncBenchmark;
import dev.singletable.benchmarks.jmh.CpuTimeProfiler;
import dev.singletable.benchmarks.jmh.EndToEndBenchmark;
import dev.singletable.benchmarks.jmh.EndToEndRounds;
import dev.singletable.benchmarks.jmh.KeysBenchmark;
import dev.singletable.benchmarks.jmh.MappingBenchmark;
import dev.singletable.benchmarks.jmh.ShardedQueryBenchmark;
import dev.singletable.benchmarks.report.Aims;
import dev.singletable.benchmarks.report.Figure;
import dev.singletable.benchmarks.report.Report;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Runs every benchmark and writes {@code latest.json} and {@code latest.txt} (plus JMH's own JSON
 * under {@code jmh/}) to the results folder. The main class of {@code benchmarks.jar}.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar [--quick] [--out DIR] [--only mapping,keys,e2e,async,sharded,cold,build]
 * </pre>
 *
 * <p>Exits with status 3 after writing the results when an aim of {@link Aims} is missed.
 *
 * <p>Full (default, about 12 minutes on 2 cores): mapping and keys run twice, average time (ns/op,
 * two forks) and throughput (ops/s, one fork), 5 warm-up and 5 measured iterations of 1 s, with the
 * GC profiler (B/op) and {@link CpuTimeProfiler} (CPU ns/op, robust to other load); end to end in
 * {@link EndToEndRounds}, 10 rounds (4 quick) of alternating blocks of 250 requests after 2 (1)
 * discarded (µs/op, ops/s derived); cold start 15 JVMs per variant. Quick (about 6 minutes):
 * average time only (ops/s derived), 2 + 3 iterations; 10 JVMs per variant. Build time (issue 27):
 * 7 compilations each way of the 40-entity table (3 when quick), about 2 minutes.
 */
public final class RunAll {

  private RunAll() {}

  public static void main(String[] args) throws Exception {
    boolean quick = false;
    Path out =
        Files.isDirectory(Path.of("benchmarks"))
            ? Path.of("benchmarks", "results")
            : Path.of("results");
    Set<String> only =
        new LinkedHashSet<>(List.of("mapping", "keys", "e2e", "async", "sharded", "cold", "build"));
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--quick" -> quick = true;
        case "--out" -> out = Path.of(args[++i]);
        case "--only" -> only = new LinkedHashSet<>(List.of(args[++i].split(",")));
        default ->
            throw new IllegalArgumentException(
                "usage: [--quick] [--out DIR] [--only mapping,keys,e2e,async,sharded,cold,build],"
                    + " got "
                    + args[i]);
      }
    }
    Files.createDirectories(out.resolve("jmh"));
    Report report = new Report(quick);
    long started = System.nanoTime();
    if (only.contains("mapping")) {
      report.add(jmh("mapping", MappingBenchmark.class, quick, 1, out));
    }
    if (only.contains("keys")) {
      report.add(jmh("keys", KeysBenchmark.class, quick, 1, out));
    }
    if (only.contains("e2e")) {
      // One JVM, the variants' blocks alternating: see EndToEndRounds.
      report.add(EndToEndRounds.run(quick ? 4 : 10, quick ? 1 : 2, 250, System.out));
    }
    if (only.contains("async")) {
      report.add(asyncRounds(quick, out));
    }
    if (only.contains("sharded")) {
      report.add(jmh("sharded", ShardedQueryBenchmark.class, quick, 2, out));
    }
    if (only.contains("cold")) {
      report.coldStart(ColdStartDriver.run(quick ? 10 : 15, System.out));
    }
    if (only.contains("build")) {
      report.buildTime(BuildTimeDriver.run(quick ? 3 : 7, System.out));
    }
    report.finish((System.nanoTime() - started) / 1e9);
    Files.writeString(out.resolve("latest.json"), report.json());
    Files.writeString(out.resolve("latest.txt"), report.text());
    System.out.println();
    System.out.println(report.text());
    System.out.println(
        "Written: " + out.resolve("latest.json") + " and " + out.resolve("latest.txt"));
    List<Aims.Aim> missed = report.aims().missed();
    if (!missed.isEmpty()) {
      System.err.println(missed.size() + " aim(s) missed:");
      for (Aims.Aim aim : missed) {
        boolean count = aim.limit() >= 100; // generated lines, not a ratio
        System.err.printf(
            Locale.ROOT,
            count ? "  %s: %s > %.0f%n" : "  %s: %s > %.2f%n",
            aim.name(),
            aim.decisive().text(count ? 0 : 3),
            aim.limit());
      }
      System.exit(3); // loud on purpose: a regression must not pass unnoticed
    }
  }

  /** Runs one benchmark class: average time (+ GC profiler), then throughput unless quick. */
  static List<Figure> jmh(
      String group, Class<?> benchmark, boolean quick, int iterationSeconds, Path out)
      throws RunnerException, IOException {
    // Against the local engine: microseconds, one fork, no second (throughput) pass.
    boolean endToEnd =
        benchmark == EndToEndBenchmark.class
            || benchmark == AsyncBenchmark.class
            || benchmark == ShardedQueryBenchmark.class;
    TimeUnit unit = endToEnd ? TimeUnit.MICROSECONDS : TimeUnit.NANOSECONDS;
    Collection<RunResult> average =
        new Runner(
                options(
                        group,
                        benchmark,
                        quick,
                        iterationSeconds,
                        out,
                        Mode.AverageTime,
                        unit,
                        !endToEnd)
                    .build())
            .run();
    Map<String, RunResult> throughput = new HashMap<>();
    if (!quick
        && !endToEnd) { // end to end: ops/s derived from µs/op, a second pass would double its
      // minutes
      for (RunResult r :
          new Runner(
                  options(
                          group,
                          benchmark,
                          false,
                          iterationSeconds,
                          out,
                          Mode.Throughput,
                          TimeUnit.SECONDS,
                          false)
                      .build())
              .run()) {
        throughput.put(r.getParams().getBenchmark(), r);
      }
    }
    return figures(group, average, throughput, endToEnd);
  }

  private static List<Figure> figures(
      String group,
      Collection<RunResult> average,
      Map<String, RunResult> throughput,
      boolean endToEnd) {
    List<Figure> figures = new ArrayList<>();
    for (RunResult r : average) {
      String name = r.getParams().getBenchmark();
      String method = name.substring(name.lastIndexOf('.') + 1);
      int split = method.indexOf('_');
      Result<?> time = r.getPrimaryResult();
      Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
      Result<?> cpu = r.getSecondaryResults().get("cpu.time.norm");
      double nanos = time.getScore() * (endToEnd ? 1000 : 1);
      double nanosError = time.getScoreError() * (endToEnd ? 1000 : 1);
      RunResult t = throughput.get(name);
      double ops = t != null ? t.getPrimaryResult().getScore() : 1e9 / nanos;
      double opsError =
          t != null ? t.getPrimaryResult().getScoreError() : nanosError * 1e9 / (nanos * nanos);
      figures.add(
          new Figure(
              group,
              method.substring(0, split),
              method.substring(split + 1),
              endToEnd ? "us" : "ns",
              time.getScore(),
              time.getScoreError(),
              ops,
              opsError,
              t != null,
              alloc == null ? Double.NaN : alloc.getScore(),
              cpu == null ? Double.NaN : cpu.getScore(),
              cpu == null ? Double.NaN : cpu.getScoreError()));
    }
    return figures;
  }

  /**
   * The asynchronous group: the pairs the aims compare ({@code get} and {@code query} through
   * {@code BenchAsyncDb} and through the raw asynchronous client) in alternating rounds, each
   * variant's forks right after the other's, in ABBA order, with the iterations of every round
   * pooled into one figure; then the concurrent reads once (no aim). Run 13 measured the pair one
   * after the other, 5 iterations each: the calling thread's CPU per request grows with the
   * machine's load (the same fork read 330 µs at 3.4 ms per query and 1,480 µs at 20 ms), so a
   * change of load between the two variants' periods became the ratio (1.88 ± 4.25). Both variants
   * are still measured the same way: same forks, iterations and profiler.
   */
  static List<Figure> asyncRounds(boolean quick, Path out) throws RunnerException {
    String[] variants = {"async_raw", "async_singletable"};
    Map<String, ListStatistics[]> pooled = new LinkedHashMap<>();
    int rounds = quick ? 2 : 3;
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < variants.length; i++) {
        String variant = variants[round % 2 == 0 ? i : variants.length - 1 - i];
        ChainedOptionsBuilder options =
            options(
                    "async-r" + (round + 1) + "-" + variant,
                    AsyncBenchmark.class.getName() + "\\.(get|query)_" + variant + "$",
                    quick,
                    2,
                    out,
                    Mode.AverageTime,
                    TimeUnit.MICROSECONDS,
                    false)
                .warmupIterations(quick ? 2 : 3)
                .measurementIterations(quick ? 3 : 4);
        for (RunResult r : new Runner(options.build()).run()) {
          ListStatistics[] stats =
              pooled.computeIfAbsent(
                  r.getParams().getBenchmark(),
                  name -> new ListStatistics[] {new ListStatistics(), new ListStatistics()});
          for (BenchmarkResult fork : r.getBenchmarkResults()) {
            for (IterationResult iteration : fork.getIterationResults()) {
              stats[0].addValue(iteration.getPrimaryResult().getScore());
              Result<?> cpu = iteration.getSecondaryResults().get("cpu.time.norm");
              if (cpu != null) {
                stats[1].addValue(cpu.getScore());
              }
            }
          }
        }
      }
    }
    List<Figure> figures = new ArrayList<>();
    for (Map.Entry<String, ListStatistics[]> entry : pooled.entrySet()) {
      String method = entry.getKey().substring(entry.getKey().lastIndexOf('.') + 1);
      int split = method.indexOf('_');
      figures.add(
          Figure.pooled(
              "async",
              method.substring(0, split),
              method.substring(split + 1),
              entry.getValue()[0],
              entry.getValue()[1]));
    }
    Collection<RunResult> concurrent =
        new Runner(
                options(
                        "async-concurrent",
                        AsyncBenchmark.class.getName() + "\\.concurrentGets_.*",
                        quick,
                        2,
                        out,
                        Mode.AverageTime,
                        TimeUnit.MICROSECONDS,
                        false)
                    .build())
            .run();
    figures.addAll(figures("async", concurrent, Map.of(), true));
    return figures;
  }

  private static ChainedOptionsBuilder options(
      String group,
      Class<?> benchmark,
      boolean quick,
      int iterationSeconds,
      Path out,
      Mode mode,
      TimeUnit unit,
      boolean gc) {
    return options(group, benchmark.getName() + "\\.", quick, iterationSeconds, out, mode, unit, gc)
        .forks(
            mode == Mode.AverageTime
                    && !quick
                    && (benchmark == MappingBenchmark.class || benchmark == KeysBenchmark.class)
                ? 2
                : 1);
  }

  private static ChainedOptionsBuilder options(
      String group,
      String include,
      boolean quick,
      int iterationSeconds,
      Path out,
      Mode mode,
      TimeUnit unit,
      boolean gc) {
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(include)
            .mode(mode)
            .timeUnit(unit)
            .forks(1)
            .warmupIterations(quick ? 2 : 5) // C2 finishes late when other builds share the CPUs
            .warmupTime(TimeValue.seconds(iterationSeconds))
            .measurementIterations(quick ? 3 : 5)
            .measurementTime(TimeValue.seconds(iterationSeconds))
            .resultFormat(ResultFormatType.JSON)
            .result(
                out.resolve("jmh").resolve(group + "-" + mode.shortLabel() + ".json").toString());
    if (gc) {
      options.addProfiler(GCProfiler.class);
    }
    if (mode == Mode.AverageTime) {
      options.addProfiler(CpuTimeProfiler.class);
    }
    return options;
  }
}
