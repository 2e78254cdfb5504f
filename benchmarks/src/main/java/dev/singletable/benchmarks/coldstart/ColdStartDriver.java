package dev.singletable.benchmarks.coldstart;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Launches each cold-start main in a fresh JVM (same java, same classpath, default flags), {@code
 * runs} times, round-robin so that machine noise spreads over all variants, after one discarded
 * round that warms the OS file cache. Reports medians.
 *
 * <p>Standalone: {@code java -cp benchmarks/target/benchmarks.jar
 * dev.singletable.benchmarks.coldstart.ColdStartDriver [runs]}.
 */
public final class ColdStartDriver {

  /** Variant name and main class, in report order. */
  public static final Map<String, Class<?>> VARIANTS = new LinkedHashMap<>();

  static {
    VARIANTS.put("baseline", BaselineColdStart.class);
    VARIANTS.put("singletable", SingletableColdStart.class);
    VARIANTS.put("handwritten", HandWrittenColdStart.class);
    VARIANTS.put("enhancedBean", EnhancedBeanColdStart.class);
    VARIANTS.put("enhancedStatic", EnhancedStaticColdStart.class);
    VARIANTS.put("singletableRequest", SingletableRequestColdStart.class);
    VARIANTS.put("handwrittenRequest", HandWrittenRequestColdStart.class);
  }

  /** One JVM's figures. */
  public record Sample(
      double mainMs,
      long jvmMs,
      double cpuMs,
      double processCpuMs,
      long classes,
      double processMs) {}

  /** Medians over the runs of one variant. */
  public record Summary(
      String variant,
      int runs,
      double mainMs,
      double jvmMs,
      double cpuMs,
      double processCpuMs,
      double classes,
      double processMs) {}

  private ColdStartDriver() {}

  public static void main(String[] args) throws Exception {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    for (Summary s : run(runs, System.out)) {
      System.out.println(s);
    }
  }

  /** Runs every variant {@code runs} times and returns the medians. */
  public static List<Summary> run(int runs, java.io.PrintStream log)
      throws IOException, InterruptedException {
    Map<String, List<Sample>> samples = new LinkedHashMap<>();
    VARIANTS.keySet().forEach(v -> samples.put(v, new ArrayList<>()));
    for (int round = 0; round <= runs; round++) {
      for (Map.Entry<String, Class<?>> variant : VARIANTS.entrySet()) {
        Sample sample = launch(variant.getKey(), variant.getValue().getName());
        if (round > 0) { // round 0 only warms the file cache
          samples.get(variant.getKey()).add(sample);
        }
      }
      if (round > 0) {
        log.printf(Locale.ROOT, "cold start: round %d/%d done%n", round, runs);
      }
    }
    List<Summary> summaries = new ArrayList<>();
    samples.forEach(
        (variant, list) ->
            summaries.add(
                new Summary(
                    variant,
                    list.size(),
                    median(list.stream().mapToDouble(Sample::mainMs).toArray()),
                    median(list.stream().mapToDouble(Sample::jvmMs).toArray()),
                    median(list.stream().mapToDouble(Sample::cpuMs).toArray()),
                    median(list.stream().mapToDouble(Sample::processCpuMs).toArray()),
                    median(list.stream().mapToDouble(Sample::classes).toArray()),
                    median(list.stream().mapToDouble(Sample::processMs).toArray()))));
    return summaries;
  }

  private static Sample launch(String variant, String mainClass)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder builder =
        new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), mainClass)
            .redirectErrorStream(true);
    long started = System.nanoTime();
    Process process = builder.start();
    String line = null;
    StringBuilder output = new StringBuilder();
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String l = reader.readLine(); l != null; l = reader.readLine()) {
        output.append(l).append('\n');
        if (l.startsWith("COLDSTART ")) {
          line = l;
        }
      }
    }
    int exit = process.waitFor();
    double processMs = (System.nanoTime() - started) / 1e6;
    if (exit != 0 || line == null || !line.contains("ok=true")) {
      throw new IllegalStateException(
          "cold start of " + variant + " failed (exit " + exit + "):\n" + output);
    }
    Map<String, String> fields = new LinkedHashMap<>();
    for (String part : line.substring("COLDSTART ".length()).split(" ")) {
      int eq = part.indexOf('=');
      fields.put(part.substring(0, eq), part.substring(eq + 1));
    }
    return new Sample(
        Double.parseDouble(fields.get("mainMs")),
        Long.parseLong(fields.get("jvmMs")),
        Double.parseDouble(fields.get("cpuMs")),
        Double.parseDouble(fields.get("processCpuMs")),
        Long.parseLong(fields.get("classes")),
        processMs);
  }

  static double median(double[] values) {
    double[] sorted = values.clone();
    java.util.Arrays.sort(sorted);
    int n = sorted.length;
    return n == 0
        ? Double.NaN
        : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
