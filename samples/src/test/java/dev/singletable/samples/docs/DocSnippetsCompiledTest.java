package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@code java} code block of README.md and docs/*.md is compiled code: its tokens (ignoring
 * white space, which the formatter owns) appear, in order and together, in a source file that the
 * build compiles — the samples (the Spring Boot one included), their snippet tests (which also run
 * them), the processor's behavioural tests, the metrics modules' tests, or the sources the
 * processor generates. A Java block that cannot compile by nature is preceded in its page by {@code
 * <!-- not compiled: reason -->} and listed in {@link #NOT_COMPILED} with the same reason; a mark
 * not listed, or listed and gone, fails. Illustrations that are not code use another fence ({@code
 * text}, {@code xml}).
 */
class DocSnippetsCompiledTest {

  private static final Path ROOT = Path.of("..");
  private static final List<Path> COMPILED =
      List.of(
          ROOT.resolve("samples/src/main/java"),
          ROOT.resolve("samples/src/test/java"),
          ROOT.resolve("samples/target/generated-sources/annotations"),
          ROOT.resolve("samples/spring-boot/src/main/java"),
          ROOT.resolve("samples/spring-boot/src/test/java"),
          ROOT.resolve("processor/src/test/java"),
          ROOT.resolve("micrometer/src/test/java"),
          ROOT.resolve("opentelemetry/src/test/java"),
          ROOT.resolve("processor/target/generated-test-sources/test-annotations"));

  /** The Java blocks of each page that are not compiled, by the reason their mark gives. */
  private static final Map<String, List<String>> NOT_COMPILED =
      Map.of(
          "design-review.md",
          List.of(
              "two entities side by side, as two files would declare them",
              "two entities side by side, as two files would declare them",
              "two entities side by side, their components elided"),
          "streams.md",
          List.of(
              "needs the DynamoDB Streams Kinesis Adapter, which is not on the build's class path"),
          "table-definition.md",
          List.of(
              "needs aws-cdk-lib, which is not on the build's class path;"
                  + " DocumentedTableDefinitionTest checks its names and numbers"));

  private static final Pattern MARK = Pattern.compile("<!-- not compiled: (.+) -->");

  @Test
  void everyJavaBlockOfTheDocsIsCompiled() throws IOException {
    List<String> sources = new ArrayList<>();
    for (Path folder : COMPILED) {
      if (Files.isDirectory(folder)) {
        try (Stream<Path> files = Files.walk(folder)) {
          files
              .filter(f -> f.toString().endsWith(".java"))
              .forEach(f -> sources.add(normalise(read(f))));
        }
      }
    }
    List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> pages = Files.list(ROOT.resolve("docs"))) {
      pages.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }

    List<String> missing = new ArrayList<>();
    Map<String, List<String>> marked = new TreeMap<>();
    int blocks = 0;
    for (Path doc : docs) {
      String page = read(doc);
      for (String block : javaBlocks(page)) {
        blocks++;
        String reason = notCompiledReason(page, block);
        if (reason != null) {
          marked.computeIfAbsent(doc.getFileName().toString(), d -> new ArrayList<>()).add(reason);
          continue;
        }
        String wanted = normalise(block);
        if (sources.stream().noneMatch(source -> source.contains(wanted))) {
          missing.add(doc.getFileName() + ":\n" + block);
        }
      }
    }
    assertThat(blocks).isGreaterThan(10);
    assertThat(missing).as("java blocks of the docs not found in compiled sources").isEmpty();
    assertThat(marked)
        .as("java blocks marked <!-- not compiled: reason --> against the list of this test")
        .isEqualTo(new TreeMap<>(NOT_COMPILED));
  }

  /** The reason of the mark right above {@code block}'s fence, or null when it has none. */
  static String notCompiledReason(String page, String block) {
    int fence = page.indexOf("```java\n" + block);
    String before = page.substring(0, Math.max(fence, 0)).stripTrailing();
    String line = before.substring(before.lastIndexOf('\n') + 1);
    Matcher mark = MARK.matcher(line.strip());
    return fence >= 0 && mark.matches() ? mark.group(1) : null;
  }

  static List<String> javaBlocks(String markdown) {
    List<String> blocks = new ArrayList<>();
    String[] lines = markdown.split("\n", -1);
    StringBuilder block = null;
    for (String line : lines) {
      if (block == null && line.strip().equals("```java")) {
        block = new StringBuilder();
      } else if (block != null && line.strip().equals("```")) {
        blocks.add(block.toString());
        block = null;
      } else if (block != null) {
        block.append(line).append('\n');
      }
    }
    return blocks;
  }

  /**
   * The text without any white space: the formatter may wrap a call or move a trailing comment that
   * the docs keep on one aligned line, but the tokens and their order must be the same.
   */
  static String normalise(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!Character.isWhitespace(c)) {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
