package dev.singletable.benchmarks.budgets;

import dev.singletable.benchmarks.buildtime.SourceLines;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The repository the budgets measure, seen from the benchmarks module's tests. */
final class Repository {

  /** Folders that hold no sources of ours: build output, installed packages, version control. */
  private static final Set<String> SKIPPED = Set.of("target", "node_modules", ".git");

  private Repository() {}

  /** The repository root: the parent of the benchmarks module, where the tests run. */
  static Path root() {
    Path here = Path.of("").toAbsolutePath();
    for (Path p = here; p != null; p = p.getParent()) {
      if (Files.isDirectory(p.resolve("runtime/src/main/java"))
          && Files.isDirectory(p.resolve("processor/src/main/java"))) {
        return p;
      }
    }
    throw new IllegalStateException("no repository root above " + here);
  }

  /**
   * Every main source file of every module, with its lines: Java under a {@code src/main/java}
   * folder and JavaScript under a {@code src/main/resources} folder, outside {@link #SKIPPED}.
   */
  static Map<Path, Long> mainSources(Path root) throws IOException {
    Map<Path, Long> files = new TreeMap<>();
    Files.walkFileTree(
        root,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            return !dir.equals(root) && SKIPPED.contains(dir.getFileName().toString())
                ? FileVisitResult.SKIP_SUBTREE
                : FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            String path = root.relativize(file).toString().replace('\\', '/');
            String name = file.getFileName().toString();
            boolean java = path.contains("src/main/java/") && name.endsWith(".java");
            boolean script =
                path.contains("src/main/resources/")
                    && (name.endsWith(".js") || name.endsWith(".mjs") || name.endsWith(".cjs"));
            if (java || script) {
              files.put(root.relativize(file), SourceLines.of(file));
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException e) {
            throw new UncheckedIOException(e);
          }
        });
    return files;
  }

  /** The longest of {@code names} that {@code name} starts with, or null. */
  static String longestPrefix(String name, Set<String> names) {
    String best = null;
    for (String candidate : names) {
      if (name.startsWith(candidate) && (best == null || candidate.length() > best.length())) {
        best = candidate;
      }
    }
    return best;
  }
}
