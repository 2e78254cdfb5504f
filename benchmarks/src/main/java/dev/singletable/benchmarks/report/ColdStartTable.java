package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.coldstart.ColdStartDriver.Summary;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The cold-start section of the report: medians per variant and the ratios between them. */
final class ColdStartTable {

  private final List<Summary> summaries;

  ColdStartTable(List<Summary> summaries) {
    this.summaries = summaries;
  }

  /** The section in Markdown, or nothing when the run had no cold start. */
  String text() {
    if (summaries.isEmpty()) {
      return "";
    }
    StringBuilder t = new StringBuilder();
    t.append(
        "\n## Cold start (fresh JVM: build what is needed, map one item each way; *Request:"
            + " a first put, get and query page against a canned client)\n\n");
    t.append(
        "Medians. main ms: System.nanoTime() from main entry to done (wall). JVM ms: from"
            + " RuntimeMXBean.getStartTime() to done (wall). CPU ms: main-thread CPU time"
            + " (ThreadMXBean; includes JVM creation), minus the baseline's: the figure least"
            + " disturbed by other load. Classes: ClassLoadingMXBean total after the work"
            + " (baseline = empty main + the report's own management classes).\n\n");
    t.append(
        "| variant | runs | main ms | JVM start→done ms | main-thread CPU ms above baseline |"
            + " process CPU ms | classes loaded | classes above baseline | launch→exit ms |\n"
            + "|---|---|---|---|---|---|---|---|---|\n");
    double baseClasses = get("baseline").map(Summary::classes).orElse(Double.NaN);
    double baseCpu = get("baseline").map(Summary::cpuMs).orElse(0.0);
    for (Summary s : summaries) {
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
              s.classes() - baseClasses,
              s.processMs()));
    }
    t.append('\n')
        .append(line("singletable", "handwritten", "Singletable ÷ hand-written", "%.2f"))
        .append(
            line(
                "singletableRequest",
                "handwrittenRequest",
                "First put, get and query page: Singletable ÷ hand-written",
                "%.2f"))
        .append(line("enhancedBean", "singletable", "Enhanced bean ÷ Singletable", "%.1f×"))
        .append(line("enhancedStatic", "singletable", "Enhanced static ÷ Singletable", "%.1f×"));
    return t.toString();
  }

  private String line(String numerator, String denominator, String label, String format) {
    Optional<Summary> a = get(numerator);
    Optional<Summary> b = get(denominator);
    if (a.isEmpty() || b.isEmpty()) {
      return "";
    }
    double baseCpu = get("baseline").map(Summary::cpuMs).orElse(0.0);
    double baseClasses = get("baseline").map(Summary::classes).orElse(0.0);
    return String.format(
        Locale.ROOT,
        "%s: main ms "
            + format
            + ", CPU ms above baseline "
            + format
            + ", classes above baseline "
            + format
            + ".%n",
        label,
        a.get().mainMs() / b.get().mainMs(),
        (a.get().cpuMs() - baseCpu) / (b.get().cpuMs() - baseCpu),
        (a.get().classes() - baseClasses) / (b.get().classes() - baseClasses));
  }

  private Optional<Summary> get(String variant) {
    return summaries.stream().filter(s -> s.variant().equals(variant)).findFirst();
  }
}
