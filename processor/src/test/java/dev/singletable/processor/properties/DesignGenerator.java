package dev.singletable.processor.properties;

import dev.singletable.processor.properties.DesignSpec.EntitySpec;
import dev.singletable.processor.properties.DesignSpec.FieldSpec;
import dev.singletable.processor.properties.DesignSpec.RecordSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random legal designs: one to {@code maxEntities} entities with key components of every key type,
 * attributes of every stored shape (scalars, lists, sets, maps, optionals, nested records, lists
 * nested up to 31 levels), sort keys constant or composite, global and local indexes, an item
 * collection, write sharding, declared reads and a stream. The same seed gives the same design.
 */
final class DesignGenerator {

  static final List<String> PARTITION_KEY_TYPES =
      List.of("String", "int", "long", "LocalDate", "UUID", DesignSpec.ENUM);
  static final List<String> SORT_KEY_TYPES =
      List.of("String", "int", "long", "Instant", "LocalDate");
  static final List<String> INDEXABLE =
      List.of("String", "int", "long", "Integer", "Long", "LocalDate", "Instant", "UUID", "Kind");
  private static final List<String> SCALARS =
      List.of(
          "String",
          "int",
          "long",
          "boolean",
          "double",
          "Integer",
          "Long",
          "Boolean",
          "Double",
          "BigDecimal",
          "Instant",
          "LocalDate",
          "UUID",
          DesignSpec.ENUM);
  private static final List<String> STREAMS =
      List.of("KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES");

  private final Random random;
  private final DesignSpec design;

  private DesignGenerator(long seed) {
    this.random = new Random(seed);
    this.design = new DesignSpec("gen.d" + seed, "Design", "Design" + seed);
  }

  static DesignSpec legal(long seed, int maxEntities) {
    return new DesignGenerator(seed).generate(maxEntities);
  }

  private DesignSpec generate(int maxEntities) {
    for (int n = random.nextInt(4); n > 0; n--) {
      design.gsis.add("GSI" + (design.gsis.size() + 1));
    }
    if (random.nextInt(4) == 0) {
      design.lsis.add("LSI1");
    }
    if (random.nextInt(3) == 0) {
      design.stream = pick(STREAMS);
    }
    if (random.nextInt(6) == 0) {
      design.delimiter = "|";
    }
    int count = 1 + random.nextInt(maxEntities);
    for (int i = 0; i < count; i++) {
      design.entities.add(entity(i));
    }
    return design;
  }

  private EntitySpec entity(int i) {
    EntitySpec entity = new EntitySpec("E" + i);
    EntitySpec first = design.entities.isEmpty() ? null : design.entities.get(0);
    boolean member =
        first != null
            && first.annotations.stream().noneMatch(a -> a.startsWith("@Shard"))
            && random.nextInt(3) == 0;
    String d = design.delimiter;
    FieldSpec k1 = key("k1", member ? first.field("k1").type : pick(PARTITION_KEY_TYPES), entity);
    entity.pk = member ? first.pk : "E" + i + d + "{k1}";
    boolean sortComponent = member || random.nextBoolean();
    if (sortComponent) {
      key("k2", pick(SORT_KEY_TYPES), entity);
      entity.sk = (member ? "C" : "S") + i + d + "{k2}";
    } else {
      entity.sk = "E" + i;
    }
    if (member) {
      String collection = "@dev.singletable.annotations.Collection(\"c0\")";
      if (!first.annotations.contains(collection)) {
        first.annotations.add(collection);
      }
      entity.annotations.add(collection);
    } else if (sortComponent && random.nextInt(4) == 0) {
      entity.pk = "E" + i + d + "{k1}" + d + "{shard}";
      entity.annotations.add("@Shard(count = " + (2 + random.nextInt(7)) + ", by = \"k2\")");
    }
    for (int n = random.nextInt(6); n > 0; n--) {
      entity.fields.add(new FieldSpec("a" + entity.fields.size(), type(0, true)));
    }
    for (String index : design.gsis) {
      if (random.nextBoolean()) {
        FieldSpec partition = indexable(entity);
        partition.inKey = true;
        String sk;
        if (random.nextBoolean()) {
          FieldSpec sort = indexable(entity);
          sort.inKey = true;
          sk = "Y" + i + d + "{" + sort.name + "}";
        } else {
          sk = "Y" + i;
        }
        entity.annotations.add(
            "@Gsi(index = \"%s\", pk = \"X%d%s%s{%s}\", sk = \"%s\", query = \"q%d%s\")"
                .formatted(index, i, index, d, partition.name, sk, i, index));
      }
    }
    if (!design.lsis.isEmpty() && random.nextBoolean()) {
      FieldSpec sort = indexable(entity);
      sort.inKey = true;
      entity.annotations.add(
          "@Lsi(index = \"LSI1\", sk = \"L%d%s{%s}\", query = \"q%dLsi\")"
              .formatted(i, d, sort.name, i));
    }
    reads(entity, i);
    return entity;
  }

  private FieldSpec key(String name, String type, EntitySpec entity) {
    FieldSpec field = new FieldSpec(name, type);
    field.inKey = true;
    entity.fields.add(field);
    return field;
  }

  /** A field whose type an index key can hold; a new String field when there is none. */
  private FieldSpec indexable(EntitySpec entity) {
    List<FieldSpec> candidates = new ArrayList<>();
    for (FieldSpec field : entity.fields) {
      if (INDEXABLE.contains(field.type)) {
        candidates.add(field);
      }
    }
    if (candidates.isEmpty() || random.nextInt(3) == 0) {
      FieldSpec added = new FieldSpec("g" + entity.fields.size(), pick(INDEXABLE));
      entity.fields.add(added);
      return added;
    }
    return pick(candidates);
  }

  private void reads(EntitySpec entity, int i) {
    String k1 = entity.field("k1").type + " k1";
    if (random.nextBoolean()) {
      design.reads.add(
          "@AccessPattern(\"Every E%d of one k1\") List<E%d> everyE%d(%s);".formatted(i, i, i, k1));
    }
    if (random.nextBoolean()) {
      String parameters =
          entity.sk.contains("{k2}") ? k1 + ", " + entity.field("k2").type + " k2" : k1;
      design.reads.add(
          "@AccessPattern(\"One E%d by its whole key\") Optional<E%d> oneE%d(%s);"
              .formatted(i, i, i, parameters));
    }
  }

  /**
   * A random stored type whose lists, maps and records nest at most 31 levels below {@code level}
   * (the attribute itself is level 0).
   */
  private String type(int level, boolean top) {
    int roll = random.nextInt(100);
    boolean room = level < 30;
    if (top && roll < 8) {
      return "Optional<" + type(level, false) + ">";
    }
    if (roll < 50 || !room) {
      String scalar = pick(SCALARS);
      return top ? scalar : boxed(scalar);
    }
    if (roll < 62) {
      return "List<" + type(level + 1, false) + ">";
    }
    if (roll < 70) {
      return "Set<" + pick(List.of("String", "Integer", "Long")) + ">";
    }
    if (roll < 78) {
      return "Map<String, " + type(level + 1, false) + ">";
    }
    if (roll < 92 && design.records.size() < 8) {
      RecordSpec record = new RecordSpec("R" + design.records.size());
      design.records.add(record);
      for (int n = 1 + random.nextInt(3); n > 0; n--) {
        record.fields.add(new FieldSpec("f" + record.fields.size(), type(level + 1, true)));
      }
      return record.name;
    }
    // A list nested deep, down to DynamoDB's limit.
    int depth = 2 + random.nextInt(31 - level - 1);
    return "List<".repeat(depth) + "String" + ">".repeat(depth);
  }

  private static String boxed(String type) {
    return switch (type) {
      case "int" -> "Integer";
      case "long" -> "Long";
      case "boolean" -> "Boolean";
      case "double" -> "Double";
      default -> type;
    };
  }

  private <T> T pick(List<T> values) {
    return values.get(random.nextInt(values.size()));
  }
}
