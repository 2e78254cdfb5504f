package dev.singletable.benchmarks.buildtime;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import javax.tools.ToolProvider;

/**
 * One compilation in a fresh JVM, launched by {@link BuildTimeDriver}: runs the JDK's {@code javac}
 * through {@link ToolProvider} (as Maven's compiler plugin does) with the arguments given, then
 * prints one line with javac's exit code, its wall time and the process's CPU time (every thread:
 * javac, the processor, the JIT compilers and the collector), and exits with javac's exit code.
 */
public final class JavacRun {

  private JavacRun() {}

  public static void main(String[] args) {
    long started = System.nanoTime();
    int exit = ToolProvider.getSystemJavaCompiler().run(null, null, null, args);
    double javacMs = (System.nanoTime() - started) / 1e6;
    double cpuMs =
        ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime()
            / 1e6;
    double jvmMs = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    System.out.printf(
        Locale.ROOT,
        "JAVAC exit=%d javacMs=%.1f cpuMs=%.1f jvmMs=%.1f%n",
        exit,
        javacMs,
        cpuMs,
        jvmMs);
    System.exit(exit);
  }
}
