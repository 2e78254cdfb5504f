package dev.singletable.benchmarks.buildtime;

import dev.singletable.benchmarks.report.BuildTimeTable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Times {@code javac} on the table of {@link TableDesign} with the processor and without it ({@code
 * -proc:none}, the same sources), each compilation in a fresh JVM ({@link JavacRun}: the JDK's
 * compiler through {@code ToolProvider}, as Maven runs it, default JVM flags), alternating the two
 * (without then with in odd rounds, with then without in even ones, so that a drift of the
 * machine's load falls on both), after one discarded round that warms the file cache. Every
 * compilation writes into fresh, empty folders. The generated lines are counted from the discarded
 * round's output.
 *
 * <p>A fresh JVM per compilation, because a build pays the compiler's and the processor's class
 * loading and JIT warm-up once per {@code javac} run (a clean build, a CI job), and because the JVM
 * can then report its own process CPU time, which other load on the machine inflates far less than
 * wall time.
 *
 * <p>Needs {@code target/build-time/compile-classpath.jar} (the annotations, the runtime and the
 * AWS SDK: what an application compiles against) and {@code processor-path.jar} (the processor and
 * what it needs), which {@code mvn -pl benchmarks -am package} builds. Standalone: {@code java -cp
 * benchmarks/target/benchmarks.jar dev.singletable.benchmarks.buildtime.BuildTimeDriver [rounds]}.
 */
public final class BuildTimeDriver {

  private BuildTimeDriver() {}

  public static void main(String[] args) throws Exception {
    BuildTime figures = run(args.length > 0 ? Integer.parseInt(args[0]) : 5, System.out);
    System.out.println(new BuildTimeTable(figures).text());
  }

  /** Compiles the 40-entity table {@code rounds} times each way and returns every figure. */
  public static BuildTime run(int rounds, PrintStream log)
      throws IOException, InterruptedException {
    Path jars = jars();
    Path work = Files.createTempDirectory("singletable-build-time");
    try {
      List<String> sources = new ArrayList<>();
      for (Path file : TableDesign.write(work.resolve("src"), TableDesign.ENTITIES)) {
        sources.add(file.toString());
      }
      Map<Path, Long> generated = null;
      List<BuildTime.Run> with = new ArrayList<>();
      List<BuildTime.Run> without = new ArrayList<>();
      for (int round = 0; round <= rounds; round++) {
        boolean withFirst = round % 2 == 0;
        for (boolean processor :
            withFirst ? new boolean[] {true, false} : new boolean[] {false, true}) {
          Path out = work.resolve("out");
          BuildTime.Run run = compile(jars, sources, out, processor);
          if (round == 0 && processor) {
            generated = SourceLines.under(out.resolve("generated"), ".java");
          }
          delete(out);
          if (round > 0) {
            (processor ? with : without).add(run);
          }
        }
        log.printf(
            Locale.ROOT,
            "build time: round %d/%d%s%n",
            round,
            rounds,
            round == 0 ? " (warm-up, not counted)" : "");
      }
      return new BuildTime(
          TableDesign.ENTITIES, generated.size(), SourceLines.total(generated), with, without);
    } finally {
      delete(work);
    }
  }

  /** One compilation in a fresh JVM, into empty folders under {@code out}. */
  private static BuildTime.Run compile(Path jars, List<String> sources, Path out, boolean processor)
      throws IOException, InterruptedException {
    Files.createDirectories(out.resolve("classes"));
    Files.createDirectories(out.resolve("generated"));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), JavacRun.class.getName()));
    command.addAll(List.of("--release", "17", "-encoding", "UTF-8", "-parameters"));
    command.addAll(List.of("-classpath", jars.resolve("compile-classpath.jar").toString()));
    if (processor) {
      command.addAll(List.of("-processorpath", jars.resolve("processor-path.jar").toString()));
    } else {
      command.add("-proc:none");
    }
    command.addAll(
        List.of(
            "-d", out.resolve("classes").toString(), "-s", out.resolve("generated").toString()));
    command.addAll(sources);
    long started = System.nanoTime();
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    StringBuilder output = new StringBuilder();
    String line = null;
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String l = reader.readLine(); l != null; l = reader.readLine()) {
        output.append(l).append('\n');
        if (l.startsWith("JAVAC ")) {
          line = l;
        }
      }
    }
    int exit = process.waitFor();
    double wallMs = (System.nanoTime() - started) / 1e6;
    if (exit != 0 || line == null) {
      throw new IllegalStateException(
          "javac "
              + (processor ? "with" : "without")
              + " the processor failed (exit "
              + exit
              + "):\n"
              + output);
    }
    Map<String, String> fields = new LinkedHashMap<>();
    for (String part : line.substring("JAVAC ".length()).split(" ")) {
      int eq = part.indexOf('=');
      fields.put(part.substring(0, eq), part.substring(eq + 1));
    }
    return new BuildTime.Run(
        wallMs, Double.parseDouble(fields.get("javacMs")), Double.parseDouble(fields.get("cpuMs")));
  }

  /** The folder of the two class path jars, from the repository root or the benchmarks module. */
  static Path jars() {
    for (Path candidate :
        List.of(Path.of("benchmarks", "target", "build-time"), Path.of("target", "build-time"))) {
      if (Files.isRegularFile(candidate.resolve("compile-classpath.jar"))
          && Files.isRegularFile(candidate.resolve("processor-path.jar"))) {
        return candidate.toAbsolutePath();
      }
    }
    throw new IllegalStateException(
        "benchmarks/target/build-time/compile-classpath.jar and processor-path.jar are missing:"
            + " build them with mvn -pl benchmarks -am package -DskipTests (benchmarks/run.sh"
            + " without --skip-build does)");
  }

  static void delete(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> files = Files.walk(root)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
