package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.coldstart.ColdStartDriver.Summary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * tables ({@code latest.txt}) with the ratios the issue asks for: Singletable's time divided by the
 * hand-written time (1.00 = parity, below 1 = faster), and the Enhanced Client's time divided by
 * Singletable's (how many times faster Singletable is).
 */
public final class Report {

  private final boolean quick;
  private final Map<String, Object> machine = new LinkedHashMap<>();
  private final List<Figure> figures = new ArrayList<>();
  private final List<Summary> coldStart = new ArrayList<>();
  private double seconds;

  public Report(boolean quick) {
    this.quick = quick;
    machine.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    machine.put("processors", Runtime.getRuntime().availableProcessors());
    machine.put("cpu", cpuModel());
    machine.put(
        "jdk",
        System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
    machine.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
    machine.put("loadAverageAtStart", loadAverage());
  }

  public void add(List<Figure> more) {
    figures.addAll(more);
  }

  public void coldStart(List<Summary> summaries) {
    coldStart.addAll(summaries);
  }

  public void finish(double totalSeconds) {
    seconds = totalSeconds;
    machine.put("loadAverageAtEnd", loadAverage());
  }

  // JSON

  public String json() {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("mode", quick ? "quick" : "full");
    root.put("seconds", seconds);
    root.put("machine", machine);
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
    return Json.write(root);
  }

  private Map<String, Object> ratios() {
    Map<String, Object> ratios = new LinkedHashMap<>();
    for (String op : List.of("toItem", "fromItem", "roundTrip")) {
      Map<String, Object> r = new LinkedHashMap<>();
      ratio("mapping", op, "singletable", "handwritten")
          .ifPresent(v -> r.put("singletableOverHandwritten", v));
      ratio("mapping", op, "enhancedBean", "singletable")
          .ifPresent(v -> r.put("enhancedBeanOverSingletable", v));
      ratio("mapping", op, "enhancedStatic", "singletable")
          .ifPresent(v -> r.put("enhancedStaticOverSingletable", v));
      cpuRatio("mapping", op, "singletable", "handwritten")
          .ifPresent(v -> r.put("cpuTime.singletableOverHandwritten", v));
      cpuRatio("mapping", op, "enhancedBean", "singletable")
          .ifPresent(v -> r.put("cpuTime.enhancedBeanOverSingletable", v));
      cpuRatio("mapping", op, "enhancedStatic", "singletable")
          .ifPresent(v -> r.put("cpuTime.enhancedStaticOverSingletable", v));
      if (!r.isEmpty()) {
        ratios.put(op, r);
      }
    }
    for (String op : operations("keys")) {
      ratio("keys", op, "singletable", "handwritten")
          .ifPresent(v -> ratios.put(op + ".singletableOverHandwritten", v));
      cpuRatio("keys", op, "singletable", "handwritten")
          .ifPresent(v -> ratios.put(op + ".cpuTime.singletableOverHandwritten", v));
    }
    for (String op : operations("endToEnd")) {
      ratio("endToEnd", op, "singletable", "raw")
          .ifPresent(v -> ratios.put("endToEnd." + op + ".singletableOverRaw", v));
      cpuRatio("endToEnd", op, "singletable", "raw")
          .ifPresent(v -> ratios.put("endToEnd." + op + ".clientCpu.singletableOverRaw", v));
    }
    cold("singletable")
        .ifPresent(
            s -> {
              double base = cold("baseline").map(Summary::cpuMs).orElse(0.0);
              cold("handwritten")
                  .ifPresent(
                      h -> {
                        ratios.put(
                            "coldStart.mainMs.singletableOverHandwritten", s.mainMs() / h.mainMs());
                        ratios.put(
                            "coldStart.cpuMsAboveBaseline.singletableOverHandwritten",
                            (s.cpuMs() - base) / (h.cpuMs() - base));
                      });
              cold("enhancedBean")
                  .ifPresent(
                      e -> {
                        ratios.put(
                            "coldStart.mainMs.enhancedBeanOverSingletable",
                            e.mainMs() / s.mainMs());
                        ratios.put(
                            "coldStart.cpuMsAboveBaseline.enhancedBeanOverSingletable",
                            (e.cpuMs() - base) / (s.cpuMs() - base));
                      });
              cold("enhancedStatic")
                  .ifPresent(
                      e -> {
                        ratios.put(
                            "coldStart.mainMs.enhancedStaticOverSingletable",
                            e.mainMs() / s.mainMs());
                        ratios.put(
                            "coldStart.cpuMsAboveBaseline.enhancedStaticOverSingletable",
                            (e.cpuMs() - base) / (s.cpuMs() - base));
                      });
            });
    return ratios;
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
    t.append("\nRatios: `time ÷ hand-written time` (1.00 = parity, < 1 = Singletable faster); ")
        .append(
            "`Enhanced ÷ Singletable` = how many times faster Singletable is. Errors are JMH's"
                + " 99.9% half-widths.\n");
    t.append(
            "Each ratio is given twice: from JMH's average time (wall clock), then (after /) from"
                + " the CPU time of the ")
        .append(
            "benchmark thread per operation (CpuTimeProfiler, same forks), which other load on the"
                + " machine disturbs far less.\n");
    if (has("mapping")) {
      t.append("\n## Mapping one order\n\n");
      t.append(
          "| operation | Singletable ÷ hand-written | Enhanced bean ÷ Singletable | Enhanced static"
              + " ÷ Singletable |\n"
              + "|---|---|---|---|\n");
      for (String op : List.of("toItem", "fromItem", "roundTrip")) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s / %s | %s / %s | %s / %s |%n",
                op,
                fmt(ratio("mapping", op, "singletable", "handwritten")),
                fmt(cpuRatio("mapping", op, "singletable", "handwritten")),
                fmtX(ratio("mapping", op, "enhancedBean", "singletable")),
                fmtX(cpuRatio("mapping", op, "enhancedBean", "singletable")),
                fmtX(ratio("mapping", op, "enhancedStatic", "singletable")),
                fmtX(cpuRatio("mapping", op, "enhancedStatic", "singletable"))));
      }
      table(t, "mapping");
    }
    if (has("keys")) {
      t.append("\n## Keys and query building (no network)\n\n");
      t.append("| operation | Singletable ÷ hand-written |\n|---|---|\n");
      for (String op : operations("keys")) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s / %s |%n",
                op,
                fmt(ratio("keys", op, "singletable", "handwritten")),
                fmt(cpuRatio("keys", op, "singletable", "handwritten"))));
      }
      table(t, "keys");
    }
    if (has("endToEnd")) {
      t.append("\n## End to end against the local engine\n\n");
      t.append(
              "Singletable ÷ raw SDK: JMH average time (latency, engine included), and the calling"
                  + " thread's CPU time ")
          .append(
              "per call (the client's own work: building, marshalling, parsing, mapping; the engine"
                  + " runs elsewhere).\n\n");
      t.append(
          "| operation | latency ratio | latency overhead | client CPU ratio |\n"
              + "|---|---|---|---|\n");
      for (String op : operations("endToEnd")) {
        Optional<Double> r = ratio("endToEnd", op, "singletable", "raw");
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s |%n",
                op,
                fmt(r),
                r.map(v -> String.format(Locale.ROOT, "%+.1f%%", (v - 1) * 100)).orElse("-"),
                fmt(cpuRatio("endToEnd", op, "singletable", "raw"))));
      }
      table(t, "endToEnd");
    }
    if (!coldStart.isEmpty()) {
      t.append("\n## Cold start (fresh JVM: build what is needed, map one item each way)\n\n");
      t.append(
              "Medians. main ms: System.nanoTime() from main entry to done (wall). JVM ms: from"
                  + " RuntimeMXBean.getStartTime() ")
          .append(
              "to done (wall). CPU ms: main-thread CPU time (ThreadMXBean; includes JVM creation),"
                  + " minus the baseline's: ")
          .append(
              "the figure least disturbed by other load. Classes: ClassLoadingMXBean total after"
                  + " the work ")
          .append("(baseline = empty main + the report's own management classes).\n\n");
      t.append(
              "| variant | runs | main ms | JVM start→done ms | main-thread CPU ms above baseline |"
                  + " process CPU ms | classes loaded | classes above baseline | launch→exit ms"
                  + " |\n")
          .append("|---|---|---|---|---|---|---|---|---|\n");
      double baseline = cold("baseline").map(Summary::classes).orElse(Double.NaN);
      double baseCpu = cold("baseline").map(Summary::cpuMs).orElse(0.0);
      for (Summary s : coldStart) {
        t.append(
            String.format(
                Locale.ROOT,
                "| %s | %d | %.1f | %.0f | %.1f | %.0f | %.0f | %.0f | %.0f |%n",
                s.variant(),
                s.runs(),
                s.mainMs(),
                s.jvmMs(),
                s.cpuMs() - baseCpu,
                s.processCpuMs(),
                s.classes(),
                s.classes() - baseline,
                s.processMs()));
      }
      cold("singletable")
          .ifPresent(
              s -> {
                t.append(
                    String.format(
                        Locale.ROOT,
                        "%nSingletable ÷ hand-written: main ms %s, CPU ms %s. Enhanced bean ÷"
                            + " Singletable: main ms %s, CPU ms %s. Enhanced static ÷ Singletable:"
                            + " main ms %s, CPU ms %s.%n",
                        cold("handwritten")
                            .map(h -> String.format(Locale.ROOT, "%.2f", s.mainMs() / h.mainMs()))
                            .orElse("-"),
                        cold("handwritten")
                            .map(
                                h ->
                                    String.format(
                                        Locale.ROOT,
                                        "%.2f",
                                        (s.cpuMs() - baseCpu) / (h.cpuMs() - baseCpu)))
                            .orElse("-"),
                        cold("enhancedBean")
                            .map(e -> String.format(Locale.ROOT, "%.1f×", e.mainMs() / s.mainMs()))
                            .orElse("-"),
                        cold("enhancedBean")
                            .map(
                                e ->
                                    String.format(
                                        Locale.ROOT,
                                        "%.1f×",
                                        (e.cpuMs() - baseCpu) / (s.cpuMs() - baseCpu)))
                            .orElse("-"),
                        cold("enhancedStatic")
                            .map(e -> String.format(Locale.ROOT, "%.1f×", e.mainMs() / s.mainMs()))
                            .orElse("-"),
                        cold("enhancedStatic")
                            .map(
                                e ->
                                    String.format(
                                        Locale.ROOT,
                                        "%.1f×",
                                        (e.cpuMs() - baseCpu) / (s.cpuMs() - baseCpu)))
                            .orElse("-")));
              });
    }
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

  private Optional<Double> cpuRatio(String group, String op, String numerator, String denominator) {
    Optional<Figure> a = find(group, op, numerator);
    Optional<Figure> b = find(group, op, denominator);
    return a.isPresent()
            && b.isPresent()
            && !Double.isNaN(a.get().cpuNanos())
            && !Double.isNaN(b.get().cpuNanos())
        ? Optional.of(a.get().cpuNanos() / b.get().cpuNanos())
        : Optional.empty();
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

  private Optional<Double> ratio(String group, String op, String numerator, String denominator) {
    Optional<Figure> a = find(group, op, numerator);
    Optional<Figure> b = find(group, op, denominator);
    return a.isPresent() && b.isPresent()
        ? Optional.of(a.get().nanos() / b.get().nanos())
        : Optional.empty();
  }

  private Optional<Figure> find(String group, String op, String variant) {
    return figures.stream()
        .filter(
            f -> f.group().equals(group) && f.operation().equals(op) && f.variant().equals(variant))
        .findFirst();
  }

  private Optional<Summary> cold(String variant) {
    return coldStart.stream().filter(s -> s.variant().equals(variant)).findFirst();
  }

  private static String fmt(Optional<Double> ratio) {
    return ratio.map(v -> String.format(Locale.ROOT, "%.2f", v)).orElse("-");
  }

  private static String fmtX(Optional<Double> ratio) {
    return ratio.map(v -> String.format(Locale.ROOT, "%.2f×", v)).orElse("-");
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

  private static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }

  private static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }
}
