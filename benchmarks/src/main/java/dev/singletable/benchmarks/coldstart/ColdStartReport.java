package dev.singletable.benchmarks.coldstart;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * Prints what one cold-start JVM measured, as one line the driver parses: {@code COLDSTART
 * variant=... mainMs=... jvmMs=... classes=... ok=...}.
 *
 * <ul>
 *   <li>{@code mainMs}: {@code System.nanoTime()} from the first line of {@code main} to the end of
 *       the work (data, schema, one toItem and one fromItem).
 *   <li>{@code jvmMs}: wall-clock milliseconds from JVM start ({@code
 *       RuntimeMXBean.getStartTime()}) to the end of the work: adds JVM boot and loading the main
 *       class.
 *   <li>{@code cpuMs}: CPU time of the main thread ({@code ThreadMXBean.getCurrentThreadCpuTime()},
 *       which on Linux includes creating the JVM on that thread), read after the work. Unlike wall
 *       time it hardly moves when other processes compete for the CPU; subtract the baseline.
 *   <li>{@code processCpuMs}: CPU time of all threads of the JVM (JIT compilers and GC included),
 *       from {@code ProcessHandle.current().info().totalCpuDuration()}.
 *   <li>{@code classes}: {@code ClassLoadingMXBean.getTotalLoadedClassCount()}, read after the
 *       work; it includes the management classes this report loads, the same in every variant (the
 *       {@code baseline} variant, which does no work, shows them).
 * </ul>
 *
 * Management classes are touched only after the work is timed.
 */
public final class ColdStartReport {

  private ColdStartReport() {}

  public static void print(
      String variant, long startNanos, long endNanos, long endMillis, boolean ok) {
    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
    double cpuMs = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1e6;
    double processCpuMs =
        ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e6).orElse(-1.0);
    System.out.println(
        String.format(
            Locale.ROOT,
            "COLDSTART variant=%s mainMs=%.3f jvmMs=%d cpuMs=%.3f processCpuMs=%.3f classes=%d"
                + " ok=%s",
            variant,
            (endNanos - startNanos) / 1e6,
            endMillis - jvmStart,
            cpuMs,
            processCpuMs,
            classes,
            ok));
  }
}
