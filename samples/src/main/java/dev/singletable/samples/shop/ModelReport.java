package dev.singletable.samples.shop;

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

  /** The "Access patterns" table of the report. */
  public static String accessPatterns(Class<?> table) {
    String markdown = markdown(table);
    int start = markdown.indexOf("| PK pattern");
    int end = markdown.indexOf("\n\n", start);
    return markdown.substring(start, end < 0 ? markdown.length() : end);
  }
}
