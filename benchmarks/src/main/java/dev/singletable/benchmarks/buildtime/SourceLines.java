package dev.singletable.benchmarks.buildtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Counts lines as {@code wc -l} does: the newline characters of a file. */
public final class SourceLines {

  private SourceLines() {}

  /** The lines of one file. */
  public static long of(Path file) {
    try {
      byte[] bytes = Files.readAllBytes(file);
      long lines = 0;
      for (byte b : bytes) {
        if (b == '\n') {
          lines++;
        }
      }
      return lines;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The lines of every file under {@code root} whose name ends with {@code suffix}, by path. */
  public static Map<Path, Long> under(Path root, String suffix) throws IOException {
    Map<Path, Long> lines = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      files
          .filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(suffix))
          .forEach(f -> lines.put(root.relativize(f), of(f)));
    }
    return lines;
  }

  /** The sum of {@link #under}. */
  public static long total(Map<Path, Long> lines) {
    return lines.values().stream().mapToLong(Long::longValue).sum();
  }
}
