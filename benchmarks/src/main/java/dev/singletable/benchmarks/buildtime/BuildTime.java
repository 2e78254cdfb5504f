package dev.singletable.benchmarks.buildtime;

import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The figures of one build-time run: what the processor generated for the table of {@link
 * TableDesign}, and every timed compilation, with and without the processor, in round order (round
 * {@code i} of each list ran next to each other).
 *
 * @param entities the entities of the table
 * @param generatedFiles the Java files the processor wrote
 * @param generatedLines their lines ({@code wc -l})
 * @param withProcessor the compilations with the processor
 * @param withoutProcessor the compilations of the same sources with {@code -proc:none}
 */
public record BuildTime(
    int entities,
    int generatedFiles,
    long generatedLines,
    List<Run> withProcessor,
    List<Run> withoutProcessor) {

  /**
   * One compilation in a fresh JVM.
   *
   * @param wallMs from launching the JVM to its exit, as a build waits for it
   * @param javacMs javac's own run inside that JVM (no JVM start-up)
   * @param cpuMs the CPU time of the whole process (every thread), which waiting for a CPU on a
   *     busy machine does not inflate
   */
  public record Run(double wallMs, double javacMs, double cpuMs) {}

  public BuildTime {
    withProcessor = List.copyOf(withProcessor);
    withoutProcessor = List.copyOf(withoutProcessor);
  }

  /** The measured rounds (one compilation each way per round). */
  public int rounds() {
    return Math.min(withProcessor.size(), withoutProcessor.size());
  }

  /** Generated lines per entity, the table's own generated types included. */
  public double linesPerEntity() {
    return (double) generatedLines / entities;
  }

  /** The median of one figure over the runs with or without the processor. */
  public double median(boolean processor, ToDoubleFunction<Run> figure) {
    return median(values(processor, figure));
  }

  /** The smallest and largest value of one figure. */
  public double[] range(boolean processor, ToDoubleFunction<Run> figure) {
    double[] v = values(processor, figure);
    return v.length == 0
        ? new double[] {Double.NaN, Double.NaN}
        : new double[] {Arrays.stream(v).min().orElseThrow(), Arrays.stream(v).max().orElseThrow()};
  }

  /** With ÷ without, of the medians of one figure. */
  public double ratio(ToDoubleFunction<Run> figure) {
    return median(true, figure) / median(false, figure);
  }

  /** With ÷ without per round (the two compilations of a round ran one after the other). */
  public double[] roundRatios(ToDoubleFunction<Run> figure) {
    double[] r = new double[rounds()];
    for (int i = 0; i < r.length; i++) {
      r[i] =
          figure.applyAsDouble(withProcessor.get(i))
              / figure.applyAsDouble(withoutProcessor.get(i));
    }
    return r;
  }

  private double[] values(boolean processor, ToDoubleFunction<Run> figure) {
    return (processor ? withProcessor : withoutProcessor).stream().mapToDouble(figure).toArray();
  }

  /** The median; the mean of the middle two for an even count; NaN for none. */
  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n == 0
        ? Double.NaN
        : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
