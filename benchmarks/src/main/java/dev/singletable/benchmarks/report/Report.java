package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.buildtime.BuildTime;
import dev.singletable.benchmarks.coldstart.ColdStartDriver.Summary;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Collects the figures of one run and renders them as JSON ({@code latest.json}) and as Markdown
 * tables ({@code latest.txt}): the {@link Aims} with their verdicts, then every figure as a ratio
 * to its baseline of the same run (Singletable's time divided by the hand-written time; the
 * Enhanced Client's divided by Singletable's), from wall and CPU time, with propagated errors.
 */
public final class Report {

  private final boolean quick;
  private final Map<String, Object> machine = new LinkedHashMap<>();
  private final List<Figure> figures = new ArrayList<>();
  private final List<Summary> coldStart = new ArrayList<>();
  private BuildTime buildTime;
  private double seconds;

  public Report(boolean quick) {
    this.quick = quick;
    machine.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    machine.put("processors", Runtime.getRuntime().availableProcessors());
    machine.put("cpu", Machine.cpuModel());
    machine.put(
        "jdk",
        System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
    machine.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
    machine.put("loadAverageAtStart", Machine.loadAverage());
  }

  public void add(List<Figure> more) {
    figures.addAll(more);
  }

  public void coldStart(List<Summary> summaries) {
    coldStart.addAll(summaries);
  }

  public void buildTime(BuildTime figures) {
    buildTime = figures;
  }

  public void finish(double totalSeconds) {
    seconds = totalSeconds;
    machine.put("loadAverageAtEnd", Machine.loadAverage());
  }

  /** The aims of this run; {@code RunAll} exits non-zero when one is missed. */
  public Aims aims() {
    return new Aims(figures, coldStart, buildTime);
  }

  // JSON

  public String json() {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("mode", quick ? "quick" : "full");
    root.put("seconds", seconds);
    root.put("machine", machine);
    root.put("aims", aims().json());
    root.put("ratios", ratios());
    List<Object> results = new ArrayList<>();
    for (Figure f : figures) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("group", f.group());
      m.put("operation", f.operation());
      m.put("variant", f.variant());
      m.put("timePerOp", f.time());
      m.put("timePerOpError", f.timeError());
      m.put("timeUnit", f.timeUnit() + "/op");
      m.put("opsPerSecond", f.opsPerSecond());
      m.put("opsPerSecondError", f.opsPerSecondError());
      m.put("opsPerSecondMeasured", f.throughputMeasured());
      if (!Double.isNaN(f.bytesPerOp())) {
        m.put("bytesPerOp", f.bytesPerOp());
      }
      if (!Double.isNaN(f.cpuNanos())) {
        m.put("cpuNanosPerOp", f.cpuNanos());
        m.put("cpuNanosPerOpError", f.cpuNanosError());
      }
      results.add(m);
    }
    root.put("benchmarks", results);
    List<Object> cold = new ArrayList<>();
    for (Summary s : coldStart) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("variant", s.variant());
      m.put("runs", s.runs());
      m.put("medianMainMs", s.mainMs());
      m.put("medianJvmStartToDoneMs", s.jvmMs());
      m.put("medianMainThreadCpuMs", s.cpuMs());
      m.put("medianProcessCpuMs", s.processCpuMs());
      m.put("medianClassesLoaded", s.classes());
      m.put("medianProcessMs", s.processMs());
      cold.add(m);
    }
    root.put("coldStart", cold);
    if (buildTime != null) {
      root.put("buildTime", new BuildTimeTable(buildTime).json());
    }
    return Json.write(root);
  }

  /** Every ratio of a variant to its baseline, by group, operation and pair, time and CPU. */
  private Map<String, Object> ratios() {
    Map<String, Object> ratios = new LinkedHashMap<>();
    for (String group : List.of("mapping", "keys", "endToEnd", "async", "sharded")) {
      String baseline =
          switch (group) {
            case "endToEnd" -> "raw";
            case "async" -> "async_raw";
            case "sharded" -> "oneShard";
            default -> "handwritten";
          };
      for (String op : operations(group)) {
        Map<String, Object> r = new LinkedHashMap<>();
        for (String variant : variants(group, op)) {
          if (variant.equals(baseline)) {
            continue;
          }
          // The Enhanced Client is compared with Singletable, everything else with the baseline.
          String num = variant;
          String den = variant.startsWith("enhanced") ? "singletable" : baseline;
          putRatio(r, num + "Over" + capitalized(den), ratio(group, op, num, den, false));
          putRatio(
              r, "cpuTime." + num + "Over" + capitalized(den), ratio(group, op, num, den, true));
          Ratio bytes = bytesRatio(group, op, num, den);
          if (bytes.present()) {
            r.put("bytes." + num + "Over" + capitalized(den), bytes.value());
          }
        }
        if (!r.isEmpty()) {
          ratios.put(group + "." + op, r);
        }
      }
    }
    return ratios;
  }

  private static void putRatio(Map<String, Object> r, String key, Ratio ratio) {
    if (ratio.present()) {
      r.put(key, ratio.value());
      r.put(key + "Error", ratio.error());
    }
  }

  // Text

  public String text() {
    StringBuilder t = new StringBuilder();
    t.append(
        String.format(
            Locale.ROOT,
            "# Singletable benchmarks (%s run, %.0f s)%n%n",
            quick ? "quick" : "full",
            seconds));
    t.append(
        String.format(
            Locale.ROOT,
            "%s · %s processors · %s · %s · load average %s → %s%n",
            machine.get("date"),
            machine.get("processors"),
            machine.get("cpu"),
            machine.get("jdk"),
            machine.get("loadAverageAtStart"),
            machine.get("loadAverageAtEnd")));
    t.append(
        "\nRatios are `variant ÷ baseline` of the same run, the baseline being the hand-written"
            + " code (the fastest plain SDK code: createX factories) unless named: 1.00 = parity,"
            + " < 1 = faster. `Enhanced ÷ Singletable` = how many times faster Singletable is."
            + " Each ratio is given from JMH's average time (wall clock) and from the CPU time of"
            + " the benchmark thread per operation (CpuTimeProfiler, same forks), which other load"
            + " on the machine disturbs far less; ± is the error propagated from JMH's 99.9%"
            + " half-widths.\n");
    t.append("\n## Aims (issues 17 and 27)\n\n");
    t.append(
        "The verdict reads the CPU-time ratio (the time ratio where there is none). A miss makes"
            + " the run exit non-zero.\n\n");
    t.append(aims().table());
    if (has("mapping")) {
      t.append("\n## Mapping one order\n\n");
      t.append(
          "| operation | Singletable ÷ hand-written: time / CPU / B/op | hand-written with"
              + " builders ÷ hand-written: time / CPU | Enhanced bean ÷ Singletable: time / CPU |"
              + " Enhanced static ÷ Singletable: time / CPU |\n"
              + "|---|---|---|---|---|\n");
      for (String op : operations("mapping")) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s / %s / %s | %s / %s | %s / %s | %s / %s |%n",
                op,
                ratio("mapping", op, "singletable", "handwritten", false).text(),
                ratio("mapping", op, "singletable", "handwritten", true).text(),
                bytesRatio("mapping", op, "singletable", "handwritten").text(),
                ratio("mapping", op, "handwrittenBuilders", "handwritten", false).text(),
                ratio("mapping", op, "handwrittenBuilders", "handwritten", true).text(),
                ratio("mapping", op, "enhancedBean", "singletable", false).text(),
                ratio("mapping", op, "enhancedBean", "singletable", true).text(),
                ratio("mapping", op, "enhancedStatic", "singletable", false).text(),
                ratio("mapping", op, "enhancedStatic", "singletable", true).text()));
      }
      table(t, "mapping");
    }
    if (has("keys")) {
      t.append("\n## Keys and query building (no network)\n\n");
      t.append(
          "| operation | Singletable ÷ hand-written: time / CPU / B/op | hand-written with builders"
              + " ÷ hand-written: time / CPU |\n|---|---|---|\n");
      for (String op : operations("keys")) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s / %s / %s | %s / %s |%n",
                op,
                ratio("keys", op, "singletable", "handwritten", false).text(),
                ratio("keys", op, "singletable", "handwritten", true).text(),
                bytesRatio("keys", op, "singletable", "handwritten").text(),
                ratio("keys", op, "handwrittenBuilders", "handwritten", false).text(),
                ratio("keys", op, "handwrittenBuilders", "handwritten", true).text()));
      }
      table(t, "keys");
    }
    if (has("endToEnd")) {
      t.append("\n## End to end against the local engine\n\n");
      t.append(
          "Singletable ÷ raw SDK: JMH average time (latency, engine included), and the calling"
              + " thread's CPU time per call (the client's own work: building, marshalling,"
              + " parsing, mapping; the engine runs elsewhere). One JVM: both variants warmed on"
              + " replayed answers, then alternating blocks of requests (ABBA), pooled over the"
              + " rounds (EndToEndRounds).\n\n");
      t.append("| operation | latency ratio | client CPU ratio |\n|---|---|---|\n");
      for (String op : operations("endToEnd")) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s |%n",
                op,
                ratio("endToEnd", op, "singletable", "raw", false).text(),
                ratio("endToEnd", op, "singletable", "raw", true).text()));
      }
      table(t, "endToEnd");
    }
    if (has("async")) {
      t.append("\n## Asynchronous path against the raw asynchronous client\n\n");
      t.append(
          "Singletable's asynchronous repository ÷ the raw `DynamoDbAsyncClient` sending the same"
              + " request (one shared Netty client, the local engine): latency and the calling"
              + " thread's CPU per call.\n\n");
      t.append("| operation | latency ratio | client CPU ratio |\n|---|---|---|\n");
      for (String op : operations("async")) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s |%n",
                op,
                ratio("async", op, "async_singletable", "async_raw", false).text(),
                ratio("async", op, "async_singletable", "async_raw", true).text()));
      }
      table(t, "async");
    }
    if (has("sharded")) {
      t.append("\n## Sharded read against one partition's read\n\n");
      t.append(
          "A 20-item page merged from 8 shard partitions ÷ the same page from one partition"
              + " (latency; the local engine is one Node.js process on this machine's cores, so"
              + " it answers the 8 shard queries one after another).\n\n");
      t.append(
          String.format(
              Locale.ROOT,
              "| 8 shards, concurrent ÷ one | 8 shards, serial ÷ one |%n|---|---|%n| %s | %s |%n",
              ratio("sharded", "page", "eightShards", "oneShard", false).text(),
              ratio("sharded", "page", "eightShardsSerial", "oneShard", false).text()));
      table(t, "sharded");
    }
    t.append(new ColdStartTable(coldStart).text());
    t.append(new BuildTimeTable(buildTime).text());
    return t.toString();
  }

  private void table(StringBuilder t, String group) {
    t.append("\n| benchmark | time/op | ops/s | CPU ns/op | B/op |\n|---|---|---|---|---|\n");
    for (Figure f : figures) {
      if (f.group().equals(group)) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s_%s | %s ± %s %s | %s ± %s%s | %s | %s |%n",
                f.operation(),
                f.variant(),
                num(f.time()),
                num(f.timeError()),
                f.timeUnit(),
                num(f.opsPerSecond()),
                num(f.opsPerSecondError()),
                f.throughputMeasured() ? "" : " (derived)",
                Double.isNaN(f.cpuNanos())
                    ? "-"
                    : num(f.cpuNanos()) + " ± " + num(f.cpuNanosError()),
                Double.isNaN(f.bytesPerOp())
                    ? "-"
                    : String.format(Locale.ROOT, "%.0f", f.bytesPerOp())));
      }
    }
  }

  private boolean has(String group) {
    return figures.stream().anyMatch(f -> f.group().equals(group));
  }

  private List<String> operations(String group) {
    List<String> ops = new ArrayList<>();
    for (Figure f : figures) {
      if (f.group().equals(group) && !ops.contains(f.operation())) {
        ops.add(f.operation());
      }
    }
    return ops;
  }

  private List<String> variants(String group, String op) {
    List<String> variants = new ArrayList<>();
    for (Figure f : figures) {
      if (f.group().equals(group) && f.operation().equals(op)) {
        variants.add(f.variant());
      }
    }
    return variants;
  }

  /** numerator ÷ denominator from average time or (cpu) CPU time, with the error. */
  private Ratio ratio(String group, String op, String numerator, String denominator, boolean cpu) {
    Optional<Figure> a = find(group, op, numerator);
    Optional<Figure> b = find(group, op, denominator);
    if (a.isEmpty() || b.isEmpty()) {
      return new Ratio(Double.NaN, Double.NaN);
    }
    return cpu
        ? Ratio.of(
            a.get().cpuNanos(),
            a.get().cpuNanosError(),
            b.get().cpuNanos(),
            b.get().cpuNanosError())
        : Ratio.of(a.get().time(), a.get().timeError(), b.get().time(), b.get().timeError());
  }

  private Ratio bytesRatio(String group, String op, String numerator, String denominator) {
    Optional<Figure> a = find(group, op, numerator);
    Optional<Figure> b = find(group, op, denominator);
    return a.isEmpty() || b.isEmpty()
        ? new Ratio(Double.NaN, Double.NaN)
        : Ratio.of(a.get().bytesPerOp(), 0, b.get().bytesPerOp(), 0);
  }

  private Optional<Figure> find(String group, String op, String variant) {
    return figures.stream()
        .filter(
            f -> f.group().equals(group) && f.operation().equals(op) && f.variant().equals(variant))
        .findFirst();
  }

  private static String capitalized(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String num(double v) {
    if (Double.isNaN(v)) {
      return "-";
    }
    double a = Math.abs(v);
    return a >= 100
        ? String.format(Locale.ROOT, "%,.0f", v)
        : a >= 1 ? String.format(Locale.ROOT, "%.2f", v) : String.format(Locale.ROOT, "%.3f", v);
  }
}
