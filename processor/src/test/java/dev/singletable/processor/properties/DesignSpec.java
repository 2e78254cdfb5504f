package dev.singletable.processor.properties;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A design as the generator builds it and a near miss alters it: a table interface, its entities
 * (records), the nested records they use and an enum, rendered as Java sources of one package.
 * Mutable on purpose, so that a near miss is one small change to a legal design.
 */
final class DesignSpec {

  static final String IMPORTS =
      "import dev.singletable.annotations.*;\n"
          + "import java.math.*;\nimport java.time.*;\nimport java.util.*;\n";

  /** The enum every design declares, for enum attributes and key components. */
  static final String ENUM = "Kind";

  static final List<String> ENUM_CONSTANTS = List.of("RED", "GREEN", "BLUE");

  final String pkg;
  final String tableType;
  String tableName;
  String delimiter = "#";
  final List<String> gsis = new ArrayList<>();
  final List<String> lsis = new ArrayList<>();
  String stream;
  final List<EntitySpec> entities = new ArrayList<>();
  final List<RecordSpec> records = new ArrayList<>();
  final List<String> reads = new ArrayList<>();

  DesignSpec(String pkg, String tableType, String tableName) {
    this.pkg = pkg;
    this.tableType = tableType;
    this.tableName = tableName;
  }

  /** An entity: a record with its key patterns and further annotations. */
  static final class EntitySpec {
    final String name;
    String typeName;
    final List<FieldSpec> fields = new ArrayList<>();
    String pk;
    String sk;
    final List<String> annotations = new ArrayList<>();

    EntitySpec(String name) {
      this.name = name;
    }

    FieldSpec field(String name) {
      return fields.stream().filter(f -> f.name.equals(name)).findFirst().orElseThrow();
    }

    /** The fields some key pattern uses: their values must be usable in a key. */
    Set<String> keyFields() {
      Set<String> names = new LinkedHashSet<>();
      for (FieldSpec field : fields) {
        if (field.inKey) {
          names.add(field.name);
        }
      }
      return names;
    }
  }

  /** A record component: name, Java type as written, annotations before it. */
  static final class FieldSpec {
    final String name;
    String type;
    String annotations = "";
    boolean inKey;

    FieldSpec(String name, String type) {
      this.name = name;
      this.type = type;
    }
  }

  /** A nested record type. */
  static final class RecordSpec {
    final String name;
    final List<FieldSpec> fields = new ArrayList<>();

    RecordSpec(String name) {
      this.name = name;
    }
  }

  /** The sources by qualified name. */
  Map<String, String> sources() {
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put(qualified(tableType), table());
    sources.put(
        qualified(ENUM),
        header() + "public enum " + ENUM + " { " + String.join(", ", ENUM_CONSTANTS) + " }\n");
    for (RecordSpec record : records) {
      sources.put(
          qualified(record.name),
          header() + "public record " + record.name + "(" + components(record.fields) + ") {}\n");
    }
    for (EntitySpec entity : entities) {
      sources.put(qualified(entity.name), entity(entity));
    }
    return sources;
  }

  String qualified(String simpleName) {
    return pkg + "." + simpleName;
  }

  private String header() {
    return "package " + pkg + ";\n" + IMPORTS;
  }

  private String table() {
    List<String> arguments = new ArrayList<>();
    arguments.add("name = \"" + tableName + "\"");
    if (!delimiter.equals("#")) {
      arguments.add("delimiter = \"" + delimiter + "\"");
    }
    if (!gsis.isEmpty()) {
      arguments.add(
          "gsis = {"
              + gsis.stream()
                  .map(name -> "@GlobalIndex(name = \"" + name + "\")")
                  .collect(Collectors.joining(", "))
              + "}");
    }
    if (!lsis.isEmpty()) {
      arguments.add(
          "lsis = {"
              + lsis.stream()
                  .map(name -> "@LocalIndex(name = \"" + name + "\")")
                  .collect(Collectors.joining(", "))
              + "}");
    }
    if (stream != null) {
      arguments.add("stream = StreamView." + stream);
    }
    return header()
        + "@Table("
        + String.join(",\n    ", arguments)
        + ")\npublic interface "
        + tableType
        + " {\n"
        + reads.stream().map(read -> "  " + read + "\n").collect(Collectors.joining())
        + "}\n";
  }

  private String entity(EntitySpec entity) {
    StringBuilder source = new StringBuilder(header());
    source.append("@Entity(table = ").append(tableType).append(".class");
    if (entity.typeName != null) {
      source.append(", name = \"").append(entity.typeName).append('"');
    }
    source.append(")\n");
    if (entity.pk != null) {
      source.append("@KeyPattern(pk = \"").append(entity.pk).append('"');
      if (entity.sk != null) {
        source.append(", sk = \"").append(entity.sk).append('"');
      }
      source.append(")\n");
    }
    entity.annotations.forEach(annotation -> source.append(annotation).append('\n'));
    return source
        .append("public record ")
        .append(entity.name)
        .append('(')
        .append(components(entity.fields))
        .append(") {}\n")
        .toString();
  }

  private static String components(List<FieldSpec> fields) {
    return fields.stream()
        .map(f -> (f.annotations.isEmpty() ? "" : f.annotations + " ") + f.type + " " + f.name)
        .collect(Collectors.joining(",\n    "));
  }
}
