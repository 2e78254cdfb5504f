package dev.singletable.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the model report the processor writes next to the classes of a table. */
public final class ModelReport {

  private ModelReport() {}

  /** The whole Markdown report of a table interface. */
  public static String markdown(Class<?> table) {
    String name = "/META-INF/singletable/" + table.getSimpleName() + ".md";
    try (InputStream in = table.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is not on the class path; was the processor run?");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * How the report says a declared read is served: {@code Query of GSI1: GSI1PK = "EMAIL#{email}"
   * AND GSI1SK = "PROFILE"}, the condition the generated code sends, with its filter when it has
   * one.
   */
  public static String servedBy(Class<?> table, String method) {
    for (String line : markdown(table).split("\n")) {
      if (line.contains("| `" + method + "(")) {
        String[] cells = line.split(" \\| ");
        String filter = cells[4].isEmpty() ? "" : ", filter " + cells[4].replace("`", "");
        return cells[2] + ": " + cells[3].replace("`", "") + filter;
      }
    }
    throw new IllegalArgumentException(method + " is not a declared read of " + table);
  }

  /** The "Declared access patterns" table of the report. */
  public static String declaredPatterns(Class<?> table) {
    String markdown = markdown(table);
    int start = markdown.indexOf("| access pattern");
    int end = markdown.indexOf("\n\n", start);
    return markdown.substring(start, end < 0 ? markdown.length() : end);
  }

  /** The derived "Access patterns" table of the report: one row per key and index. */
  public static String accessPatterns(Class<?> table) {
    String markdown = markdown(table);
    int start = markdown.indexOf("| PK pattern");
    int end = markdown.indexOf("\n\n", start);
    return markdown.substring(start, end < 0 ? markdown.length() : end);
  }
}
