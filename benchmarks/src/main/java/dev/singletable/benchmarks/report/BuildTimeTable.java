package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.buildtime.BuildTime;
import dev.singletable.benchmarks.buildtime.BuildTime.Run;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/** The build-time section of the report (issue 27): generated lines and javac with and without. */
public final class BuildTimeTable {

  private final BuildTime figures;

  public BuildTimeTable(BuildTime figures) {
    this.figures = figures;
  }

  /** The section in Markdown, or nothing when the run did not measure it. */
  public String text() {
    if (figures == null) {
      return "";
    }
    StringBuilder t = new StringBuilder();
    t.append(
        String.format(
            Locale.ROOT,
            "\n## Build time (a generated table of %d entities, 8 attributes, one GSI, two declared"
                + " reads each)\n\n",
            figures.entities()));
    t.append(
        String.format(
            Locale.ROOT,
            "Generated: %,d Java lines in %d files, %,.0f lines per entity.%n%n",
            figures.generatedLines(),
            figures.generatedFiles(),
            figures.linesPerEntity()));
    t.append(
        "Each compilation is a fresh JVM running javac through ToolProvider (default flags), with"
            + " the processor or with -proc:none on the same sources; the two alternate, after one"
            + " discarded round. Medians of "
            + figures.rounds()
            + " rounds, [smallest–largest]. JVM wall: launch to exit. javac: javac's own run."
            + " CPU: the process's CPU time, every thread (the verdict reads it).\n\n");
    t.append("| figure | with the processor | without | with ÷ without (per-round range) |\n");
    t.append("|---|---|---|---|\n");
    row(t, "JVM wall ms", Run::wallMs);
    row(t, "javac ms", Run::javacMs);
    row(t, "process CPU ms", Run::cpuMs);
    return t.toString();
  }

  private void row(StringBuilder t, String label, ToDoubleFunction<Run> figure) {
    double[] with = figures.range(true, figure);
    double[] without = figures.range(false, figure);
    double[] rounds = figures.roundRatios(figure);
    t.append(
        String.format(
            Locale.ROOT,
            "| %s | %,.0f [%,.0f–%,.0f] | %,.0f [%,.0f–%,.0f] | %.2f [%.2f–%.2f] |%n",
            label,
            figures.median(true, figure),
            with[0],
            with[1],
            figures.median(false, figure),
            without[0],
            without[1],
            figures.ratio(figure),
            Arrays.stream(rounds).min().orElse(Double.NaN),
            Arrays.stream(rounds).max().orElse(Double.NaN)));
  }

  /**
   * With ÷ without of the medians of one figure; its error is half the range of the per-round
   * ratios (a spread, not a confidence interval: the runs are few and the machine shared).
   */
  static Ratio ratio(BuildTime figures, ToDoubleFunction<Run> figure) {
    double[] rounds = figures.roundRatios(figure);
    double spread =
        rounds.length < 2
            ? 0
            : (Arrays.stream(rounds).max().orElseThrow()
                    - Arrays.stream(rounds).min().orElseThrow())
                / 2;
    return new Ratio(figures.ratio(figure), spread);
  }

  /** Every figure, for latest.json. */
  public Map<String, Object> json() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("entities", figures.entities());
    m.put("generatedFiles", figures.generatedFiles());
    m.put("generatedLines", figures.generatedLines());
    m.put("generatedLinesPerEntity", figures.linesPerEntity());
    m.put("rounds", figures.rounds());
    Map<String, ToDoubleFunction<Run>> kinds = new LinkedHashMap<>();
    kinds.put("wallMs", Run::wallMs);
    kinds.put("javacMs", Run::javacMs);
    kinds.put("cpuMs", Run::cpuMs);
    kinds.forEach(
        (name, figure) -> {
          m.put("median." + name + ".with", figures.median(true, figure));
          m.put("median." + name + ".without", figures.median(false, figure));
          m.put("ratio." + name, figures.ratio(figure));
          m.put("roundRatios." + name, list(figures.roundRatios(figure)));
        });
    m.put("runs.with", runs(figures.withProcessor()));
    m.put("runs.without", runs(figures.withoutProcessor()));
    return m;
  }

  private static List<Object> runs(List<Run> runs) {
    List<Object> out = new ArrayList<>();
    for (Run r : runs) {
      out.add(list(new double[] {r.wallMs(), r.javacMs(), r.cpuMs()}));
    }
    return out;
  }

  private static List<Object> list(double[] values) {
    List<Object> out = new ArrayList<>();
    for (double v : values) {
      out.add(v);
    }
    return out;
  }
}
