package dev.singletable.processor.bounds;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor's run is bounded for designs that are deep or wide once expanded: a {@code List}
 * nested 31 levels (legal: DynamoDB nests 32) compiles with its model view under a 256 MB heap, as
 * a user's build runs {@code javac}; one nested 33 levels, and records whose expansion doubles at
 * every level, are refused with a catalogued diagnostic instead of exhausting the compiler.
 */
class DesignBoundsTest {

  /** Heap of the {@code javac} that compiles the deep designs (it took more than 768 MB before). */
  private static final String HEAP = "-J-Xmx256m";

  /** A generous bound, as the machine may be busy; the compile takes a few seconds of CPU. */
  private static final long TIMEOUT_SECONDS = 240;

  @Test
  void aListNested31LevelsCompilesUnderAMemoryLimit(@TempDir Path dir) throws Exception {
    Result result = javacProcess(dir, DeepDesigns.nestedList(31));

    assertThat(result.exitCode()).as(result.output()).isZero();
    assertThat(dir.resolve("out/test/NestedSchema.class")).exists();
    Path page = dir.resolve("out/META-INF/singletable/Deep.html");
    assertThat(page).exists();
    // The example value is 31 one-element lists (two elements near the top), not 2^31 strings.
    assertThat(Files.size(page)).isLessThan(200_000);
    String html = Files.readString(page);
    assertThat(html).contains("\"values\":{\"L\":[{\"L\":[{\"L\":[");
  }

  @Test
  void recordsThatDoubleAtEveryLevelAreRefusedUnderAMemoryLimit(@TempDir Path dir)
      throws Exception {
    Result result = javacProcess(dir, DeepDesigns.doublingRecords(30));

    assertThat(result.exitCode()).as(result.output()).isNotZero();
    assertThat(result.output())
        .contains(
            "error: [singletable:nested-size] entity Root has 5368709117 stored attributes"
                + " counting nested ones along every path (a alone has 2684354558), more than the"
                + " 10000 the processor handles")
        .doesNotContain("OutOfMemoryError")
        .doesNotContain("threw an uncaught exception");
  }

  @Test
  void aListNested33LevelsIsRefusedOnItsAttribute() {
    Compilation compilation = compile(DeepDesigns.nestedList(33));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:nesting-depth] attribute values of Nested nests 33 levels of lists,"
                + " maps and nested types, but DynamoDB stores at most 32")
        .inFile(source(DeepDesigns.nestedList(33), "test.Nested"))
        .onLineContaining("values) {}");
  }

  @Test
  void aListNested32LevelsIsLegal() {
    assertThat(compile(DeepDesigns.nestedList(32))).succeeded();
  }

  @Test
  void recordsWithinTheBoundCompileWithCodeLinearInTheirTypes() throws IOException {
    // Ten levels: 5,117 attribute paths, each nested type read, checked and generated once.
    Compilation compilation = compile(DeepDesigns.doublingRecords(10));

    assertThat(compilation).succeeded();
    String schema =
        compilation
            .generatedSourceFile("test.RootSchema")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(schema.lines().count()).isLessThan(2_000);
    assertThat(
            compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/Deep.html")
                .orElseThrow()
                .getCharContent(true)
                .length())
        .isLessThan(200_000);
  }

  private static Compilation compile(Map<String, String> sources) {
    return javac()
        .withProcessors(new SingletableProcessor())
        .compile(sources.keySet().stream().map(name -> source(sources, name)).toList());
  }

  private static JavaFileObject source(Map<String, String> sources, String name) {
    return JavaFileObjects.forSourceString(name, sources.get(name));
  }

  private record Result(int exitCode, String output) {}

  /** Runs the JDK's {@code javac} with the processor in a process of its own, with a small heap. */
  private static Result javacProcess(Path dir, Map<String, String> sources) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "javac").toString());
    command.add(HEAP);
    command.add("-J-XX:+UseSerialGC");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("-processor");
    command.add(SingletableProcessor.class.getName());
    command.add("-d");
    command.add(dir.resolve("out").toString());
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = dir.resolve("src").resolve(source.getKey().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      command.add(file.toString());
    }
    Path log = dir.resolve("javac.log");
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        throw new AssertionError("javac did not finish within " + TIMEOUT_SECONDS + " s");
      }
    } finally {
      process.destroyForcibly();
    }
    return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
  }
}
