package dev.singletable.benchmarks.buildtime;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the design of the build-time benchmark (issue 27): one {@code @Table} interface {@code
 * Catalog} with one GSI, and {@code n} ordinary entities ({@code Entity01}...), each a record of 8
 * attributes of ordinary types (strings, an instant, an int, a decimal, a boolean) keyed by its
 * owner and creation time, with a GSI key by category, and two declared reads on the table: a get
 * by the whole key and a page of a category since a time.
 *
 * <p>The sources never name a generated type, so the same files compile without the processor
 * ({@code -proc:none}): the difference between the two compilations is exactly what the processor
 * costs (its own run plus compiling what it writes).
 */
public final class TableDesign {

  /** The package of every generated source. */
  public static final String PACKAGE = "dev.singletable.buildbench";

  /** The table of issue 27's figure: 40 entities. */
  public static final int ENTITIES = 40;

  private TableDesign() {}

  /** The source files, by path relative to a source root: the table interface, then entities. */
  public static Map<String, String> sources(int entities) {
    Map<String, String> files = new LinkedHashMap<>();
    String folder = PACKAGE.replace('.', '/') + "/";
    files.put(folder + "Catalog.java", table(entities));
    for (int n = 1; n <= entities; n++) {
      files.put(folder + entityName(n) + ".java", entity(n));
    }
    return files;
  }

  /** Writes {@link #sources} under {@code root} and returns the files written. */
  public static List<Path> write(Path root, int entities) throws IOException {
    List<Path> written = new ArrayList<>();
    for (Map.Entry<String, String> file : sources(entities).entrySet()) {
      Path path = root.resolve(file.getKey());
      Files.createDirectories(path.getParent());
      Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
      written.add(path);
    }
    return written;
  }

  /** {@code Entity07}. */
  public static String entityName(int n) {
    return String.format(Locale.ROOT, "Entity%02d", n);
  }

  private static String table(int entities) {
    StringBuilder s = new StringBuilder();
    s.append("package ").append(PACKAGE).append(";\n\n");
    for (String type :
        List.of(
            "dev.singletable.annotations.AccessPattern",
            "dev.singletable.annotations.GlobalIndex",
            "dev.singletable.annotations.Since",
            "dev.singletable.annotations.Table",
            "dev.singletable.runtime.Page",
            "dev.singletable.runtime.PageRequest",
            "java.time.Instant",
            "java.util.Optional")) {
      s.append("import ").append(type).append(";\n");
    }
    s.append("\n/** The build-time benchmark's table: ")
        .append(entities)
        .append(" entities, one GSI, two declared reads each. */\n")
        .append("@Table(name = \"Catalog\", gsis = @GlobalIndex(name = \"GSI1\"))\n")
        .append("public interface Catalog {\n");
    for (int n = 1; n <= entities; n++) {
      String e = entityName(n);
      String read = Character.toLowerCase(e.charAt(0)) + e.substring(1);
      s.append("\n  @AccessPattern(\"Get an ")
          .append(e)
          .append(" by its key\")\n  Optional<")
          .append(e)
          .append("> ")
          .append(read)
          .append("(String ownerId, Instant createdAt, String id);\n");
      s.append("\n  @AccessPattern(\"The ")
          .append(e)
          .append(" items of a category since a time, a page at a time\")\n  Page<")
          .append(e)
          .append("> ")
          .append(read)
          .append("sOfCategory(\n      String category, @Since(\"createdAt\") Instant since,")
          .append(" PageRequest page);\n");
    }
    return s.append("}\n").toString();
  }

  private static String entity(int n) {
    String e = entityName(n);
    String tag = String.format(Locale.ROOT, "E%02d", n);
    return "package "
        + PACKAGE
        + ";\n\n"
        + "import dev.singletable.annotations.Entity;\n"
        + "import dev.singletable.annotations.Gsi;\n"
        + "import dev.singletable.annotations.KeyFormat;\n"
        + "import dev.singletable.annotations.KeyPattern;\n"
        + "import java.math.BigDecimal;\n"
        + "import java.time.Instant;\n\n"
        + "/** Entity "
        + n
        + " of the build-time benchmark: 8 attributes of ordinary types, one GSI. */\n"
        + "@Entity(table = Catalog.class)\n"
        + "@KeyPattern(pk = \"OWNER#{ownerId}\", sk = \""
        + tag
        + "#{createdAt}#{id}\")\n"
        + "@Gsi(index = \"GSI1\", pk = \""
        + tag
        + "#{category}\", sk = \"{createdAt}#{id}\")\n"
        + "public record "
        + e
        + "(\n"
        + "    String ownerId,\n"
        + "    String id,\n"
        + "    @KeyFormat(fractionDigits = 3) Instant createdAt,\n"
        + "    String category,\n"
        + "    String name,\n"
        + "    int quantity,\n"
        + "    BigDecimal price,\n"
        + "    boolean active) {}\n";
  }
}
