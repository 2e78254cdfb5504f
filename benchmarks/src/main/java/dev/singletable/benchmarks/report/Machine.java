package dev.singletable.benchmarks.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the report says about the machine: the CPU model and the load average (Linux). */
final class Machine {

  private Machine() {}

  static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }

  static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }
}
