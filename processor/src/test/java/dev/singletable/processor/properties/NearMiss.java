package dev.singletable.processor.properties;

import dev.singletable.processor.properties.DesignSpec.EntitySpec;
import dev.singletable.processor.properties.DesignSpec.FieldSpec;
import dev.singletable.processor.properties.DesignSpec.RecordSpec;
import java.util.Random;

/**
 * One change that makes a legal design illegal, and the catalogued diagnostic the processor must
 * answer it with: mistakes a user makes (a typo in a placeholder, an unsupported type, two entities
 * writing the same keys) and limits (DynamoDB's nesting depth, the processor's size).
 */
enum NearMiss {
  UNKNOWN_PLACEHOLDER("placeholder-unknown") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.pk = entity.pk.replace("{k1}", "{k1x}");
    }
  },
  IGNORED_PLACEHOLDER("placeholder-ignored") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.field("k1").annotations = "@Ignore";
    }
  },
  DUPLICATE_STORED_NAME("attribute-duplicate") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      FieldSpec twin = new FieldSpec("twin", "String");
      twin.annotations = "@Attribute(name = \"k1\")";
      entity.fields.add(twin);
    }
  },
  UNSUPPORTED_TYPE("attribute-type") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.fields.add(new FieldSpec("when", "java.util.Date"));
    }
  },
  TOO_DEEP("nesting-depth") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      int depth = 33 + random.nextInt(5);
      entity.fields.add(
          new FieldSpec("deep", "List<".repeat(depth) + "String" + ">".repeat(depth)));
    }
  },
  MALFORMED_PATTERN("pattern-syntax") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.pk = entity.pk + "{";
    }
  },
  TABLE_NAME("table-name") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      design.tableName = "T!";
    }
  },
  DUPLICATE_ENTITY_TYPE("entity-type-duplicate") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      EntitySpec other = copyKeys(design, entity, "Twin");
      other.pk = "TWIN" + entity.pk;
      entity.typeName = "Same";
      other.typeName = "Same";
    }
  },
  SHARD_COUNT("shard-count") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.annotations.removeIf(annotation -> annotation.startsWith("@Shard"));
      entity.annotations.removeIf(annotation -> annotation.contains("Collection"));
      entity.pk =
          entity.pk.replace(design.delimiter + "{shard}", "") + design.delimiter + "{shard}";
      entity.annotations.add("@Shard(count = " + (random.nextBoolean() ? 1 : 101) + ")");
    }
  },
  KEY_COLLISION("key-collision") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      copyKeys(design, entity, "Twin");
    }
  },
  UNKNOWN_INDEX("index-unknown") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.annotations.add("@Gsi(index = \"NoSuchIndex\", pk = \"N{k1}\")");
    }
  },
  MISSING_KEY_PATTERN("key-pattern-missing") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      entity.pk = null;
    }
  },
  BAD_DELIMITER("delimiter") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      design.delimiter = "{";
    }
  },
  DOUBLING_RECORDS("nested-size") {
    @Override
    void apply(DesignSpec design, EntitySpec entity, Random random) {
      int levels = 14 + random.nextInt(20);
      for (int i = 0; i < levels; i++) {
        RecordSpec record = new RecordSpec("Q" + i);
        String next = i + 1 < levels ? "Q" + (i + 1) : "String";
        record.fields.add(new FieldSpec("left", next));
        record.fields.add(new FieldSpec("right", next));
        design.records.add(record);
      }
      entity.fields.add(new FieldSpec("tree", "Q0"));
    }
  };

  /** The id of the diagnostic the processor answers this change with. */
  final String id;

  NearMiss(String id) {
    this.id = id;
  }

  /** Makes the change to {@code design}, on {@code entity} where it is about one entity. */
  abstract void apply(DesignSpec design, EntitySpec entity, Random random);

  /** A new entity named {@code name} with the key patterns and key components of {@code entity}. */
  private static EntitySpec copyKeys(DesignSpec design, EntitySpec entity, String name) {
    EntitySpec copy = new EntitySpec(name);
    copy.pk = entity.pk;
    copy.sk = entity.sk;
    for (FieldSpec field : entity.fields) {
      if (field.name.startsWith("k")) {
        copy.fields.add(new FieldSpec(field.name, field.type));
      }
    }
    entity.annotations.stream()
        .filter(annotation -> annotation.startsWith("@Shard"))
        .forEach(copy.annotations::add);
    design.entities.add(copy);
    return copy;
  }
}
