package dev.singletable.processor.validate;

import dev.singletable.processor.model.record.DesignRecord;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Which stored scalars a new type still reads: any string as a {@code String}, a number as a wider
 * number, binary as either binary type. Anything else may fail on the values already stored.
 */
final class StoredTypes {

  /** The number kinds each number kind's stored values always fit. */
  private static final Map<String, Set<String>> WIDER =
      Map.of(
          "int8",
          Set.of(
              "int16",
              "int32",
              "int64",
              "bigInteger",
              "decimal",
              "float32",
              "float64",
              "epochSeconds"),
          "int16",
          Set.of("int32", "int64", "bigInteger", "decimal", "float32", "float64", "epochSeconds"),
          "int32",
          Set.of("int64", "bigInteger", "decimal", "float64", "epochSeconds"),
          "int64",
          Set.of("bigInteger", "decimal", "epochSeconds"),
          "epochSeconds",
          Set.of("int64", "bigInteger", "decimal"),
          "bigInteger",
          Set.of("decimal"),
          "float32",
          Set.of("float64", "decimal"),
          "float64",
          Set.of("decimal"));

  private StoredTypes() {}

  /** Whether every value stored as {@code old} reads as {@code now} (enum constants aside). */
  static boolean reads(DesignRecord.Scalar old, DesignRecord.Scalar now) {
    if (!Objects.equals(old.converter(), now.converter())) {
      return false;
    }
    if (old.kind().equals(now.kind())) {
      return true;
    }
    if (old.dynamo().equals("S") && now.kind().equals("string")) {
      return true;
    }
    return WIDER.getOrDefault(old.kind(), Set.of()).contains(now.kind());
  }

  /** A stored type as the messages say it: {@code N (int64)}, {@code L of S (string)}. */
  static String describe(DesignRecord.Type type) {
    if (type instanceof DesignRecord.Scalar scalar) {
      String kind =
          switch (scalar.kind()) {
            case "epochSeconds" -> "epoch seconds";
            case "enum" -> "enum " + scalar.enumType();
            default -> scalar.kind();
          };
      return scalar.dynamo()
          + " ("
          + kind
          + (scalar.converter() == null ? "" : " through " + scalar.converter())
          + ")";
    }
    if (type instanceof DesignRecord.ListOf list) {
      return "L of " + describe(list.element());
    }
    if (type instanceof DesignRecord.SetOf set) {
      return set.dynamo() + " of " + describe(set.element());
    }
    if (type instanceof DesignRecord.MapOf map) {
      return "M of " + describe(map.value());
    }
    return "M (nested " + ((DesignRecord.Nested) type).className() + ")";
  }
}
