package dev.singletable.benchmarks.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that adds {@code cpu.time.norm}: CPU nanoseconds of the benchmark's worker threads
 * per operation ({@code ThreadMXBean.getThreadCpuTime}, divided by every operation the iteration
 * ran). Wall time counts the moments a worker waits for a CPU that another process holds; CPU time
 * does not, so on a shared machine this figure moves far less than the score. Each benchmark still
 * runs in its own fork with its own JIT profile, as JMH arranges.
 *
 * <p>Use: {@code -prof dev.singletable.benchmarks.jmh.CpuTimeProfiler}.
 */
public final class CpuTimeProfiler implements InternalProfiler {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Map<Long, Long> before = new HashMap<>();

  @Override
  public String getDescription() {
    return "CPU time of the benchmark threads per operation (ns/op)";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    before.clear();
    before.putAll(workerCpuTimes());
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long cpu = 0;
    for (Map.Entry<Long, Long> worker : workerCpuTimes().entrySet()) {
      cpu += worker.getValue() - before.getOrDefault(worker.getKey(), 0L);
    }
    long ops = result.getMetadata().getAllOps();
    if (ops <= 0 || cpu <= 0) {
      return List.of();
    }
    return List.of(
        new ScalarResult("cpu.time.norm", cpu / (double) ops, "ns/op", AggregationPolicy.AVG));
  }

  /** Thread id to CPU nanoseconds of every live JMH worker thread. */
  private static Map<Long, Long> workerCpuTimes() {
    Map<Long, Long> times = new HashMap<>();
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.getName().contains("-jmh-worker-")) {
        long time = THREADS.getThreadCpuTime(thread.getId());
        if (time >= 0) {
          times.put(thread.getId(), time);
        }
      }
    }
    return times;
  }
}
