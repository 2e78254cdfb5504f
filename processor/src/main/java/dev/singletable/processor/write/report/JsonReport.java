package dev.singletable.processor.write.report;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.AttributeDescriptions;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexKeyPlan;
import dev.singletable.processor.plan.KeyMethod;
import dev.singletable.processor.plan.KeyTemplate;
import dev.singletable.processor.plan.NativeIndexPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.List;

/** Renders the report as JSON, for tools: the same facts as the Markdown page. */
final class JsonReport {

  private JsonReport() {}

  static String render(ReportModel report) {
    TableModel table = report.design().table();
    StringBuilder json = new StringBuilder("{\n");
    field(json, 1, "table", table.name()).append(",\n");
    field(json, 1, "interface", table.type().canonicalName()).append(",\n");
    field(json, 1, "partitionKey", table.partitionKey()).append(",\n");
    field(json, 1, "sortKey", table.sortKey()).append(",\n");
    field(json, 1, "entityTypeAttribute", table.entityTypeAttribute()).append(",\n");
    field(json, 1, "delimiter", table.delimiter()).append(",\n");
    indent(json, 1).append("\"indexes\": [");
    List<IndexModel> indexes = table.indexes();
    for (int i = 0; i < indexes.size(); i++) {
      IndexModel index = indexes.get(i);
      json.append(i == 0 ? "\n" : ",\n");
      indent(json, 2).append('{');
      inline(json, "name", index.name()).append(", ");
      inline(json, "kind", index.isGlobal() ? "global" : "local").append(", ");
      inline(json, "partitionKey", index.partitionKey()).append(", ");
      inline(json, "sortKey", index.sortKey()).append(", ");
      inline(json, "projection", index.projection().name()).append(", \"include\": [");
      for (int j = 0; j < index.include().size(); j++) {
        json.append(j == 0 ? "" : ", ").append(quote(index.include().get(j)));
      }
      json.append("]}");
    }
    for (int i = 0; i < report.design().nativeIndexes().size(); i++) {
      json.append(indexes.isEmpty() && i == 0 ? "\n" : ",\n");
      nativeIndex(json, report.design(), report.design().nativeIndexes().get(i));
    }
    json.append(
        indexes.isEmpty() && report.design().nativeIndexes().isEmpty() ? "],\n" : "\n  ],\n");
    declared(json, report.design().declaredPatterns());
    CapacityReport.json(json, report.design().capacity());
    indent(json, 1).append("\"accessPatterns\": [");
    List<AccessPattern> patterns = report.patterns();
    for (int i = 0; i < patterns.size(); i++) {
      AccessPattern pattern = patterns.get(i);
      json.append(i == 0 ? "\n" : ",\n");
      indent(json, 2).append('{');
      inline(json, "pk", pattern.partitionKey()).append(", ");
      inline(json, "sk", pattern.sortKey()).append(", ");
      inline(json, "entity", pattern.entity()).append(", ");
      inline(json, "index", pattern.index()).append(", ");
      inline(json, "method", pattern.method()).append('}');
    }
    json.append(patterns.isEmpty() ? "],\n" : "\n  ],\n");
    indent(json, 1).append("\"entities\": [");
    List<EntityPlan> entities = report.design().entities();
    for (int i = 0; i < entities.size(); i++) {
      EntityPlan entity = entities.get(i);
      json.append(i == 0 ? "\n" : ",\n");
      indent(json, 2).append("{");
      inline(json, "name", entity.simpleName()).append(", ");
      inline(json, "type", entity.typeName()).append(", ");
      inline(json, "class", entity.type().canonicalName()).append(", ");
      shards(json, entity);
      json.append("\"attributes\": [");
      List<AttributeModel> attributes = entity.storedAttributes();
      for (int j = 0; j < attributes.size(); j++) {
        AttributeModel attribute = attributes.get(j);
        json.append(j == 0 ? "\n" : ",\n");
        indent(json, 3).append('{');
        inline(json, "name", attribute.name()).append(", ");
        inline(json, "storedName", attribute.storedName()).append(", ");
        inline(json, "dynamoType", AttributeDescriptions.storedType(attribute)).append(", ");
        inline(json, "javaType", AttributeDescriptions.javaType(attribute)).append(", ");
        inline(json, "roles", AttributeDescriptions.roles(attribute, entity.derivedBy(attribute)))
            .append('}');
      }
      json.append(attributes.isEmpty() ? "]}" : "\n    ]}");
    }
    return json.append(entities.isEmpty() ? "]\n}\n" : "\n  ]\n}\n").toString();
  }

  /**
   * {@code "shards": [...]} of a sharded entity (nothing otherwise): the count and hash of each
   * sharded key, so that a diff of the committed report shows a change of shard count, which
   * re-homes every stored item (see docs/sharding.md).
   */
  private static void shards(StringBuilder json, EntityPlan entity) {
    List<String> shards = new ArrayList<>();
    entity.primaryKey().partition().shard().ifPresent(slot -> shards.add(shard(null, slot)));
    for (IndexKeyPlan index : entity.indexKeys()) {
      for (KeyMethod method : index.methods()) {
        if (method.template().partition()) {
          method.template().shard().ifPresent(slot -> shards.add(shard(index.indexName(), slot)));
        }
      }
    }
    if (!shards.isEmpty()) {
      json.append("\"shards\": [").append(String.join(", ", shards)).append("], ");
    }
  }

  private static String shard(String index, KeyTemplate.ShardSlot slot) {
    StringBuilder text = new StringBuilder("{");
    inline(text, "index", index).append(", ");
    text.append("\"count\": ").append(slot.count()).append(", ");
    inline(text, "by", slot.by() == null ? null : slot.by().name());
    return text.append('}').toString();
  }

  /** A native index: its typed key attributes in order, the entities in it, whether mixed. */
  private static void nativeIndex(
      StringBuilder json, TablePlan design, NativeIndexPlan nativeIndex) {
    IndexModel index = nativeIndex.index();
    indent(json, 2).append('{');
    inline(json, "name", index.name()).append(", ");
    inline(json, "kind", "global").append(", \"partitionKey\": null, \"sortKey\": null, ");
    json.append("\"partitionKeys\": ").append(keyAttributes(design, index.partitionKeys()));
    json.append(", \"sortKeys\": ").append(keyAttributes(design, index.sortKeys())).append(", ");
    inline(json, "projection", index.projection().name()).append(", \"include\": [");
    for (int j = 0; j < index.include().size(); j++) {
      json.append(j == 0 ? "" : ", ").append(quote(index.include().get(j)));
    }
    json.append("], \"members\": [");
    for (int j = 0; j < nativeIndex.members().size(); j++) {
      json.append(j == 0 ? "" : ", ").append(quote(nativeIndex.members().get(j)));
    }
    json.append("], \"mixed\": ").append(nativeIndex.mixed()).append('}');
  }

  private static String keyAttributes(TablePlan design, List<String> names) {
    StringBuilder text = new StringBuilder("[");
    for (int i = 0; i < names.size(); i++) {
      text.append(i == 0 ? "{" : ", {");
      inline(text, "name", names.get(i)).append(", ");
      inline(text, "type", design.keyTypes().get(names.get(i))).append('}');
    }
    return text.append(']').toString();
  }

  /** The declared reads, before the derived ones: each with its key, filter and choice. */
  private static void declared(StringBuilder json, List<DeclaredPatternPlan> patterns) {
    indent(json, 1).append("\"declaredPatterns\": [");
    for (int i = 0; i < patterns.size(); i++) {
      DeclaredPatternPlan pattern = patterns.get(i);
      DeclaredPatternPlan.Description description = pattern.description();
      json.append(i == 0 ? "\n" : ",\n");
      indent(json, 2).append('{');
      inline(json, "description", pattern.sentence()).append(", ");
      inline(json, "method", ReportModel.call(pattern)).append(", ");
      inline(json, "operation", description.operation()).append(", ");
      inline(json, "index", description.index() == null ? "table" : description.index())
          .append(", ");
      inline(json, "entities", String.join(" + ", description.entities())).append(", ");
      inline(json, "keyCondition", description.keyCondition()).append(", ");
      inline(json, "keyBounds", description.bounds()).append(", ");
      inline(json, "filter", description.filter()).append(", ");
      inline(json, "itemsPerCall", description.items()).append(", ");
      inline(json, "choice", description.choice()).append(", \"runnersUp\": [");
      for (int j = 0; j < description.runnersUp().size(); j++) {
        json.append(j == 0 ? "" : ", ").append(quote(description.runnersUp().get(j)));
      }
      json.append("]}");
    }
    json.append(patterns.isEmpty() ? "],\n" : "\n  ],\n");
  }

  private static StringBuilder field(StringBuilder json, int depth, String name, String value) {
    return indent(json, depth)
        .append(quote(name))
        .append(": ")
        .append(value == null ? "null" : quote(value));
  }

  private static StringBuilder inline(StringBuilder json, String name, String value) {
    return json.append(quote(name)).append(": ").append(value == null ? "null" : quote(value));
  }

  private static StringBuilder indent(StringBuilder json, int depth) {
    return json.append("  ".repeat(depth));
  }

  static String quote(String text) {
    StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> quoted.append("\\\"");
        case '\\' -> quoted.append("\\\\");
        case '\n' -> quoted.append("\\n");
        case '\r' -> quoted.append("\\r");
        case '\t' -> quoted.append("\\t");
        default -> {
          if (c < 0x20) {
            quoted.append(String.format("\\u%04x", (int) c));
          } else {
            quoted.append(c);
          }
        }
      }
    }
    return quoted.append('"').toString();
  }
}
