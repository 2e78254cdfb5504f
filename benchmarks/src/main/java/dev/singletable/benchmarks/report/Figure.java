package dev.singletable.benchmarks.report;

import org.openjdk.jmh.util.ListStatistics;

/**
 * One benchmark's result: time per operation with its error (JMH's 99.9% confidence half-width),
 * throughput with its error, and bytes allocated per operation (from {@code -prof gc}).
 *
 * @param group mapping, keys or endToEnd
 * @param operation the part of the method name before '_', e.g. toItem
 * @param variant the part after '_', e.g. singletable
 * @param timeUnit ns or us (per operation)
 * @param throughputMeasured false when ops/s is derived from the average time (quick mode)
 * @param cpuNanos CPU ns of the benchmark thread per operation ({@code CpuTimeProfiler}), or NaN
 */
public record Figure(
    String group,
    String operation,
    String variant,
    String timeUnit,
    double time,
    double timeError,
    double opsPerSecond,
    double opsPerSecondError,
    boolean throughputMeasured,
    double bytesPerOp,
    double cpuNanos,
    double cpuNanosError) {

  /**
   * A figure pooled from rounds run outside JMH's runner: {@code time} in µs per operation and
   * {@code cpu} in CPU ns per operation (NaN when empty), no allocation figure, throughput derived.
   */
  public static Figure pooled(
      String group, String operation, String variant, ListStatistics time, ListStatistics cpu) {
    double nanos = time.getMean() * 1000;
    double nanosError = time.getMeanErrorAt(0.999) * 1000;
    return new Figure(
        group,
        operation,
        variant,
        "us",
        time.getMean(),
        time.getMeanErrorAt(0.999),
        1e9 / nanos,
        nanosError * 1e9 / (nanos * nanos),
        false,
        Double.NaN,
        cpu.getN() == 0 ? Double.NaN : cpu.getMean(),
        cpu.getN() == 0 ? Double.NaN : cpu.getMeanErrorAt(0.999));
  }

  /** Time per operation in nanoseconds. */
  public double nanos() {
    return "us".equals(timeUnit) ? time * 1000 : time;
  }
}
