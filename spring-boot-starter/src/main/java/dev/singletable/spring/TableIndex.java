package dev.singletable.spring;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tables of the application, read from every {@value #RESOURCE} on the class path: the
 * processor writes one per compilation that has tables (so one per jar), naming each table's
 * logical name, its generated {@code XxxDb} and, for a table with the asynchronous face
 * ({@code @Table(async = true)}), its {@code XxxAsyncDb}. Nothing is scanned.
 */
public final class TableIndex {

  /** The index the processor writes. */
  public static final String RESOURCE = "META-INF/singletable/tables.index";

  /**
   * One table of the index.
   *
   * @param name the logical name, {@code @Table(name)}
   * @param db the binary name of the generated {@code XxxDb}
   * @param asyncDb the binary name of the generated {@code XxxAsyncDb}; empty for a table without
   *     the asynchronous face
   * @param source the index that names it, for messages
   */
  public record Entry(String name, String db, Optional<String> asyncDb, String source) {}

  private TableIndex() {}

  /**
   * The tables of every index {@code classLoader} finds, in class-path order.
   *
   * @throws SingletableConfigurationException when two indexes give one logical name to two
   *     different tables, or an index line is malformed
   */
  public static List<Entry> read(ClassLoader classLoader) {
    Map<String, Entry> tables = new LinkedHashMap<>();
    try {
      for (URL url : Collections.list(classLoader.getResources(RESOURCE))) {
        for (Entry entry : parse(url)) {
          Entry other = tables.putIfAbsent(entry.name(), entry);
          if (other != null && !other.db().equals(entry.db())) {
            throw new SingletableConfigurationException(
                RESOURCE,
                "two tables are named "
                    + entry.name()
                    + ": "
                    + other.db()
                    + " ("
                    + other.source()
                    + ") and "
                    + entry.db()
                    + " ("
                    + entry.source()
                    + "); give them different @Table names");
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
    return List.copyOf(tables.values());
  }

  private static List<Entry> parse(URL url) throws IOException {
    List<Entry> entries = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(url.openStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        line = line.strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split(" ");
        if (fields.length != 2 && fields.length != 3) {
          throw new SingletableConfigurationException(
              url.toString(),
              "malformed line \""
                  + line
                  + "\"; expected: logical name, XxxDb, and XxxAsyncDb if the table is async");
        }
        entries.add(
            new Entry(
                fields[0],
                fields[1],
                fields.length == 3 ? Optional.of(fields[2]) : Optional.empty(),
                url.toString()));
      }
    }
    return entries;
  }
}
