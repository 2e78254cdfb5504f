package dev.singletable.processor.golden;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Compares every file the processor generates for the reference design in {@code
 * src/test/golden/input} (sources and the {@code META-INF/singletable} reports) with the copy
 * committed under {@code src/test/golden/expected}, so that any change to generated code shows in
 * review as a diff of those files. A mismatch fails with a unified diff. The design is outside the
 * test sources so that it is compiled only here.
 *
 * <p>After a deliberate change, rewrite the goldens with {@code mvn verify -pl processor -am
 * -Dtest=GoldenTest -Dsurefire.failIfNoSpecifiedTests=false -Dsingletable.updateGoldens=true} and
 * review their diff before committing it.
 */
class GoldenTest {

  private static final Path DESIGN =
      Path.of("src", "test", "golden", "input", "dev", "singletable", "golden");
  private static final Path GOLDEN = Path.of("src", "test", "golden", "expected");
  private static final boolean UPDATE = Boolean.getBoolean("singletable.updateGoldens");

  @TestFactory
  Stream<DynamicTest> generatedFilesMatchTheGoldens() throws IOException {
    Map<String, String> generated = generate();
    Map<String, String> golden = goldens();
    if (UPDATE) {
      update(generated, golden);
    }
    List<DynamicTest> tests = new ArrayList<>();
    generated.forEach(
        (path, content) ->
            tests.add(
                DynamicTest.dynamicTest(
                    path,
                    () -> {
                      assertThat(golden)
                          .as(
                              "golden file %s (rewrite with -Dsingletable.updateGoldens=true)",
                              path)
                          .containsKey(path);
                      String diff = UnifiedDiff.of(path, golden.get(path), content);
                      assertThat(diff)
                          .as("generated %s differs from its golden file:%n%s", path, diff)
                          .isEmpty();
                    })));
    tests.add(
        DynamicTest.dynamicTest(
            "no golden file without a generated file",
            () -> assertThat(generated.keySet()).containsAll(golden.keySet())));
    tests.add(
        DynamicTest.dynamicTest(
            "generated lines fit in 100 columns where JavaPoet can wrap them",
            () -> assertThat(longLines(generated)).isEmpty()));
    return tests.stream();
  }

  /**
   * The lines of generated sources over 100 columns, but for type declarations, which JavaPoet
   * writes on one line whatever their length, and method declarations whose return type and name
   * fill the line up to its opening parenthesis (JavaPoet wraps only the parameters).
   */
  private static List<String> longLines(Map<String, String> generated) {
    List<String> lines = new ArrayList<>();
    generated.forEach(
        (path, content) -> {
          if (path.endsWith(".java")) {
            for (String line : content.split("\n")) {
              boolean declaration =
                  line.matches("\\s*public (static )?(final )?(class|record|interface) .*\\{")
                      || line.matches("\\s*public [^=]* \\w+\\($");
              if (line.length() > 100 && !declaration) {
                lines.add(path + ": " + line);
              }
            }
          }
        });
    return lines;
  }

  /** The generated sources and reports, by path relative to their output folder. */
  private static Map<String, String> generate() throws IOException {
    List<JavaFileObject> sources = new ArrayList<>();
    try (Stream<Path> files = Files.list(DESIGN)) {
      for (Path file : files.sorted().toList()) {
        String name = file.getFileName().toString().replace(".java", "");
        sources.add(
            JavaFileObjects.forSourceString(
                "dev.singletable.golden." + name, Files.readString(file)));
      }
    }
    Compilation compilation = javac().withProcessors(new SingletableProcessor()).compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> generated = new TreeMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      String uri = file.toUri().getPath();
      String path = null;
      if (file.getKind() == JavaFileObject.Kind.SOURCE) {
        path = uri.substring(uri.indexOf("SOURCE_OUTPUT/") + "SOURCE_OUTPUT/".length());
      } else if (uri.contains("META-INF/singletable/")) {
        path = uri.substring(uri.indexOf("META-INF/singletable/"));
      }
      if (path != null && path.endsWith(".html")) {
        // The page's style and script are a fixed template: review only the data it embeds.
        generated.put(path + ".data", embeddedData(file.getCharContent(true).toString()));
      } else if (path != null) {
        generated.put(path, file.getCharContent(true).toString());
      }
    }
    return generated;
  }

  /** The content of each {@code <script type="application/json">} block of a page, in order. */
  private static String embeddedData(String page) {
    String open = "<script type=\"application/json\"";
    StringBuilder data = new StringBuilder();
    for (int at = page.indexOf(open); at >= 0; at = page.indexOf(open, at)) {
      int start = page.indexOf('>', at) + 1;
      int end = page.indexOf("</script>", start);
      data.append(page, at, start).append('\n').append(page, start, end).append('\n');
      at = end;
    }
    return data.toString();
  }

  private static Map<String, String> goldens() throws IOException {
    Map<String, String> golden = new TreeMap<>();
    if (Files.isDirectory(GOLDEN)) {
      try (Stream<Path> files = Files.walk(GOLDEN)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          golden.put(
              GOLDEN.relativize(file).toString().replace('\\', '/'),
              Files.readString(file, StandardCharsets.UTF_8));
        }
      }
    }
    return golden;
  }

  /** Rewrites the goldens from the generated files; the test then compares them with themselves. */
  private static void update(Map<String, String> generated, Map<String, String> golden) {
    try {
      for (String stale : golden.keySet()) {
        if (!generated.containsKey(stale)) {
          Files.delete(GOLDEN.resolve(stale));
        }
      }
      for (Map.Entry<String, String> file : generated.entrySet()) {
        Path target = GOLDEN.resolve(file.getKey());
        Files.createDirectories(target.getParent());
        Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
      }
      golden.clear();
      golden.putAll(generated);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
