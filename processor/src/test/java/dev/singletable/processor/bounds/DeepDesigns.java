package dev.singletable.processor.bounds;

import java.util.LinkedHashMap;
import java.util.Map;

/** Sources of designs that are small to write but deep or wide once their types are expanded. */
final class DeepDesigns {

  private DeepDesigns() {}

  /** A table and one entity whose attribute {@code values} is a {@code List} nested that deep. */
  static Map<String, String> nestedList(int levels) {
    String type = "String";
    for (int i = 0; i < levels; i++) {
      type = "List<" + type + ">";
    }
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("test.Deep", table());
    sources.put(
        "test.Nested",
        """
        package test;
        import dev.singletable.annotations.*;
        import java.util.*;
        @Entity(table = Deep.class)
        @KeyPattern(pk = "DEEP#{id}", sk = "DEEP")
        public record Nested(String id, %s values) {}
        """
            .formatted(type));
    return sources;
  }

  /**
   * A table and an entity of two fields of record R1, which has two fields of R2, and so on: {@code
   * levels} small records whose expansion has 2^levels paths.
   */
  static Map<String, String> doublingRecords(int levels) {
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("test.Deep", table());
    sources.put(
        "test.Root",
        """
        package test;
        import dev.singletable.annotations.*;
        @Entity(table = Deep.class)
        @KeyPattern(pk = "ROOT#{id}", sk = "ROOT")
        public record Root(String id, R1 a, R1 b) {}
        """);
    for (int i = 1; i < levels; i++) {
      sources.put(
          "test.R" + i,
          "package test;\npublic record R%d(R%d a, R%d b, String s) {}\n"
              .formatted(i, i + 1, i + 1));
    }
    sources.put(
        "test.R" + levels,
        "package test;\npublic record R%d(String x, int y) {}\n".formatted(levels));
    return sources;
  }

  private static String table() {
    return """
    package test;
    import dev.singletable.annotations.*;
    @Table(name = "Deep")
    public interface Deep {}
    """;
  }
}
