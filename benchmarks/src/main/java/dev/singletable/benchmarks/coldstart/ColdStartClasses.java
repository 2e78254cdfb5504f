package dev.singletable.benchmarks.coldstart;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The deterministic side of the cold start: which classes each variant's JVM loads, where from and
 * how many bytes of class files it reads from the class path, by {@code -Xlog:class+load} of one
 * fresh JVM per variant. CPU time moves with the machine's load; these counts do not (the same code
 * loads the same classes), so they show what a change bought even on a busy machine.
 *
 * <p>Groups: {@code singletable} (the runtime, {@code dev.singletable.runtime}), {@code app} (the
 * benchmark's model, generated code and mains), {@code sdk} ({@code software.amazon}), {@code jdk}.
 * Sources: {@code cds} (the JDK's class-data archive: cheap), {@code jrt} (the JDK's modules),
 * {@code jar} (the class path: read, parsed and verified, the expensive kind), {@code spun}
 * (classes made at run time: lambdas, method-handle forms). {@code lambdas} counts the {@code
 * $$Lambda} classes; {@code bytes} sums the class-file sizes of the {@code jar} classes. Counting
 * stops at {@link ColdStartReport}: its management classes are the report's, not the work's.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar
 * dev.singletable.benchmarks.coldstart.ColdStartClasses [variant...]}
 */
public final class ColdStartClasses {

  /** One JVM's classes, counted. */
  public record Counts(
      int total,
      Map<String, Integer> byGroup,
      Map<String, Integer> bySource,
      int lambdas,
      Map<String, Long> jarBytesByGroup) {}

  private ColdStartClasses() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    List<String> variants =
        args.length > 0 ? List.of(args) : List.copyOf(ColdStartDriver.VARIANTS.keySet());
    for (String variant : variants) {
      Class<?> main = ColdStartDriver.VARIANTS.get(variant);
      if (main == null) {
        throw new IllegalArgumentException("no variant " + variant);
      }
      System.out.println(format(variant, count(trace(main.getName()))));
    }
  }

  /** The {@code -Xlog:class+load} lines of a fresh JVM running {@code mainClass}. */
  static List<String> trace(String mainClass) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(
                java,
                "-Xlog:class+load=info",
                "-cp",
                System.getProperty("java.class.path"),
                mainClass)
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (process.waitFor() != 0) {
      throw new IllegalStateException(mainClass + " failed:\n" + output);
    }
    return output.lines().toList();
  }

  /**
   * Counts the classes of {@code -Xlog:class+load} lines ({@code [...][class,load] name source:
   * where}), up to the load of {@link ColdStartReport}.
   */
  static Counts count(List<String> lines) throws IOException {
    Map<String, Integer> byGroup = new TreeMap<>();
    Map<String, Integer> bySource = new TreeMap<>();
    Map<String, Long> bytes = new TreeMap<>();
    int total = 0;
    int lambdas = 0;
    for (String line : lines) {
      int tag = line.indexOf("[class,load] ");
      int source = line.indexOf(" source: ");
      if (tag < 0 || source < 0) {
        continue;
      }
      String name = line.substring(tag + "[class,load] ".length(), source);
      if (name.equals(ColdStartReport.class.getName())) {
        break;
      }
      String where = line.substring(source + " source: ".length());
      String group = group(name);
      String kind = source(where);
      total++;
      byGroup.merge(group, 1, Integer::sum);
      bySource.merge(kind, 1, Integer::sum);
      if (name.contains("$$Lambda")) {
        lambdas++;
      }
      if (kind.equals("jar")) {
        bytes.merge(group, classFileSize(name), Long::sum);
      }
    }
    return new Counts(total, byGroup, bySource, lambdas, bytes);
  }

  static String group(String name) {
    if (name.startsWith("dev.singletable.runtime.")) {
      return "singletable";
    }
    if (name.startsWith("dev.singletable.")) {
      return "app";
    }
    if (name.startsWith("software.amazon.")) {
      return "sdk";
    }
    return "jdk";
  }

  static String source(String where) {
    if (where.startsWith("shared objects file")) {
      return "cds";
    }
    if (where.startsWith("jrt:")) {
      return "jrt";
    }
    if (where.startsWith("file:") || where.startsWith("jar:")) {
      return "jar";
    }
    return "spun";
  }

  private static long classFileSize(String name) throws IOException {
    try (InputStream in =
        ColdStartClasses.class
            .getClassLoader()
            .getResourceAsStream(name.replace('.', '/') + ".class")) {
      return in == null ? 0 : in.readAllBytes().length;
    }
  }

  static String format(String variant, Counts c) {
    Map<String, String> parts = new LinkedHashMap<>();
    parts.put("classes", Integer.toString(c.total()));
    c.byGroup().forEach((g, n) -> parts.put(g, n.toString()));
    c.bySource().forEach((s, n) -> parts.put("from " + s, n.toString()));
    parts.put("lambdas", Integer.toString(c.lambdas()));
    c.jarBytesByGroup()
        .forEach(
            (g, n) -> parts.put(g + " KB read", String.format(Locale.ROOT, "%.1f", n / 1024.0)));
    List<String> text = new ArrayList<>();
    parts.forEach((k, v) -> text.add(k + "=" + v));
    return String.format(Locale.ROOT, "%-18s %s", variant, String.join(" ", text));
  }
}
