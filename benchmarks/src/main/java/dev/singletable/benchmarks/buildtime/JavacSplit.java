package dev.singletable.benchmarks.buildtime;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Where one {@code javac} run spends its CPU, for the build-time section of the benchmarks README:
 * launched like {@link JavacRun} (a fresh JVM, the same arguments), it compiles through {@link
 * JavacTask} with a {@link TaskListener} that adds up the compiling thread's CPU time per phase
 * (the annotation-processing rounds, that is the processors' own run; parsing; attribution and flow
 * analysis; code generation; what is left is entering and completing symbols, which javac does
 * again for every source in each round after the one that wrote sources), then reads every thread's
 * CPU time of the process from {@code /proc/self/task} (Linux) and sums it by thread kind: javac's
 * thread, the C1 and C2 JIT compilers, the collector, the rest.
 *
 * <p>Alone: {@code java -cp benchmarks/target/benchmarks.jar
 * dev.singletable.benchmarks.buildtime.JavacSplit <javac arguments>}; the arguments {@link
 * BuildTimeDriver} passes (with {@code -processorpath} or {@code -proc:none}).
 */
public final class JavacSplit {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private JavacSplit() {}

  public static void main(String[] args) throws IOException {
    List<String> options = new ArrayList<>();
    List<File> files = new ArrayList<>();
    for (String arg : args) {
      if (arg.endsWith(".java")) {
        files.add(new File(arg));
      } else {
        options.add(arg);
      }
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager fileManager =
        compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    JavacTask task =
        (JavacTask)
            compiler.getTask(
                null,
                fileManager,
                null,
                options,
                null,
                fileManager.getJavaFileObjectsFromFiles(files));
    Phases phases = new Phases();
    task.addTaskListener(phases);
    long started = cpuNanos();
    boolean ok = task.call();
    long compiling = cpuNanos() - started;
    long rest = compiling;
    StringBuilder line = new StringBuilder("JAVAC-SPLIT ok=" + ok);
    for (Map.Entry<TaskEvent.Kind, Long> phase : phases.totals.entrySet()) {
      line.append(' ').append(phase.getKey().name().toLowerCase(Locale.ROOT)).append("Ms=");
      line.append(phase.getValue() / 1_000_000);
      rest -= phase.getValue();
    }
    line.append(" enterAndOtherMs=").append(rest / 1_000_000);
    for (Map.Entry<String, Long> thread : threadCpuMillis().entrySet()) {
      line.append(' ').append(thread.getKey()).append("CpuMs=").append(thread.getValue());
    }
    System.out.println(line);
    System.exit(ok ? 0 : 1);
  }

  private static long cpuNanos() {
    return THREADS.getCurrentThreadCpuTime();
  }

  /**
   * The compiling thread's CPU per outermost phase: a phase started inside another (a file parsed
   * or analyzed while the processors run, or the rounds inside annotation processing) is counted in
   * the outer one only.
   */
  private static final class Phases implements TaskListener {
    private final Map<TaskEvent.Kind, Long> totals = new EnumMap<>(TaskEvent.Kind.class);
    private final Map<String, Long> open = new HashMap<>();
    private int depth;

    @Override
    public void started(TaskEvent e) {
      if (!counted(e.getKind())) {
        return;
      }
      if (depth++ == 0) {
        open.put(id(e), cpuNanos());
      }
    }

    @Override
    public void finished(TaskEvent e) {
      if (!counted(e.getKind())) {
        return;
      }
      Long since = open.remove(id(e));
      depth--;
      if (since != null) {
        totals.merge(e.getKind(), cpuNanos() - since, Long::sum);
      }
    }

    private static boolean counted(TaskEvent.Kind kind) {
      return switch (kind) {
        case ANNOTATION_PROCESSING_ROUND, PARSE, ANALYZE, GENERATE -> true;
        default -> false;
      };
    }

    private static String id(TaskEvent e) {
      return e.getKind()
          + "|"
          + (e.getSourceFile() == null ? "" : e.getSourceFile().getName())
          + "|"
          + (e.getTypeElement() == null ? "" : e.getTypeElement().getQualifiedName());
    }
  }

  /** Every thread's user and system CPU in milliseconds, summed by kind; empty off Linux. */
  private static Map<String, Long> threadCpuMillis() throws IOException {
    Map<String, Long> byKind = new TreeMap<>();
    Path tasks = Path.of("/proc/self/task");
    if (!Files.isDirectory(tasks)) {
      return byKind;
    }
    long tickMillis = 10; // USER_HZ is 100 on Linux
    try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
      for (Path thread : threads) {
        String name = Files.readString(thread.resolve("comm")).trim();
        String stat = Files.readString(thread.resolve("stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        byKind.merge(kind(name), ticks * tickMillis, Long::sum);
      }
    }
    return byKind;
  }

  private static String kind(String threadName) {
    if (threadName.startsWith("C1 ")) {
      return "jitC1";
    }
    if (threadName.startsWith("C2 ")) {
      return "jitC2";
    }
    if (threadName.startsWith("GC ") || threadName.startsWith("G1 ")) {
      return "gc";
    }
    return threadName.equals("java") || threadName.equals("main") ? "javac" : "other";
  }
}
