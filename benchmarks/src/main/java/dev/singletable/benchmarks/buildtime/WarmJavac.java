package dev.singletable.benchmarks.buildtime;

import com.sun.source.util.JavacTask;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import javax.annotation.processing.Processor;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A diagnostic beside {@link BuildTimeDriver}: the same compilations of the 40-entity table, with
 * and without the processor, alternating, but all in <em>one</em> JVM, as a compiler daemon (an
 * IDE, a Gradle daemon) runs them once it is warm. The processor is loaded once, so that its code
 * warms up as javac's does. Reports the process CPU time of each compilation and the medians of the
 * second half of the rounds. It shows what the fresh-JVM ratio hides: the fixed cost of starting
 * the compiler, which a warm JVM no longer pays, is most of the compilation without the processor.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar
 * dev.singletable.benchmarks.buildtime.WarmJavac [rounds]}, after {@code mvn -pl benchmarks -am
 * package -DskipTests}; prints, writes no results.
 */
public final class WarmJavac {

  private WarmJavac() {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 16;
    Path jars = BuildTimeDriver.jars();
    Path work = Files.createTempDirectory("singletable-warm-javac");
    try (URLClassLoader processorPath =
        new URLClassLoader(
            new URL[] {jars.resolve("processor-path.jar").toUri().toURL()},
            WarmJavac.class.getClassLoader())) {
      List<Path> sources = TableDesign.write(work.resolve("src"), TableDesign.ENTITIES);
      Class<?> processor =
          processorPath.loadClass("dev.singletable.processor.SingletableProcessor");
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      List<Double> with = new ArrayList<>();
      List<Double> without = new ArrayList<>();
      for (int round = 0; round < rounds; round++) {
        for (int k = 0; k < 2; k++) {
          boolean withProcessor = (round + k) % 2 == 0; // with first in even rounds
          Path out = work.resolve("out-" + round + "-" + k);
          Files.createDirectories(out.resolve("classes"));
          Files.createDirectories(out.resolve("generated"));
          List<String> options =
              new ArrayList<>(
                  List.of(
                      "--release",
                      "17",
                      "-encoding",
                      "UTF-8",
                      "-parameters",
                      "-classpath",
                      jars.resolve("compile-classpath.jar").toString(),
                      "-d",
                      out.resolve("classes").toString(),
                      "-s",
                      out.resolve("generated").toString()));
          if (!withProcessor) {
            options.add("-proc:none");
          }
          long cpu = processCpuNanos();
          try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            JavacTask task =
                (JavacTask)
                    javac.getTask(
                        null,
                        files,
                        null,
                        options,
                        null,
                        files.getJavaFileObjectsFromPaths(sources));
            if (withProcessor) {
              task.setProcessors(
                  List.of((Processor) processor.getDeclaredConstructor().newInstance()));
            }
            if (!task.call()) {
              throw new IllegalStateException("javac failed in round " + round);
            }
          }
          double ms = (processCpuNanos() - cpu) / 1e6;
          (withProcessor ? with : without).add(ms);
          System.out.printf(
              Locale.ROOT,
              "round %d %s the processor: %.0f ms CPU%n",
              round,
              withProcessor ? "with" : "without",
              ms);
          BuildTimeDriver.delete(out);
        }
      }
      int from = rounds / 2;
      double w = median(with.subList(from, rounds));
      double wo = median(without.subList(from, rounds));
      System.out.printf(
          Locale.ROOT,
          "first compilation: with %.0f ms, without %.0f ms; warm (rounds %d to %d), medians of"
              + " process CPU: with %.0f ms, without %.0f ms, ratio %.1f%n",
          with.get(0),
          without.get(0),
          from,
          rounds - 1,
          w,
          wo,
          w / wo);
    } finally {
      BuildTimeDriver.delete(work);
    }
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
