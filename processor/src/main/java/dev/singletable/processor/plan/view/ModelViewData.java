package dev.singletable.processor.plan.view;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.AttributeDescriptions;
import java.util.List;
import java.util.Map;

/**
 * The two JSON documents embedded in the model view: the design (table, indexes, entities, access
 * patterns, review findings) and the items to draw (the synthesised examples; a snapshot of a live
 * table replaces them at run time with the same shape).
 */
final class ModelViewData {

  /** Bumped when the shape of the documents changes incompatibly. */
  static final int FORMAT = 1;

  private ModelViewData() {}

  static String model(TableDesign design, List<ReviewFinding> findings) {
    TableModel table = design.table();
    JsonText json = new JsonText().beginObject();
    json.name("format").value(FORMAT);
    json.name("table")
        .beginObject()
        .field("name", table.name())
        .field("interface", table.type().canonicalName())
        .field("partitionKey", table.partitionKey())
        .field("sortKey", table.sortKey())
        .field("entityTypeAttribute", table.entityTypeAttribute())
        .field("delimiter", table.delimiter())
        .endObject();
    json.name("indexes").beginArray();
    for (IndexModel index : table.indexes()) {
      json.beginObject()
          .field("name", index.name())
          .field("kind", index.isGlobal() ? "global" : "local")
          .field("partitionKey", index.partitionKey())
          .field("sortKey", index.sortKey())
          .field("projection", index.projection().name())
          .field("include", index.include())
          .endObject();
    }
    json.endArray().name("entities").beginArray();
    for (EntityModel entity : design.entities()) {
      json.beginObject()
          .field("name", entity.simpleName())
          .field("type", entity.typeName())
          .field("class", entity.type().canonicalName());
      json.name("keys").beginArray();
      for (KeyUse use : entity.keyUses()) {
        json.beginObject()
            .field("index", use.indexName())
            .field("pk", use.partitionKey().source())
            .field("sk", use.sortKey() == null ? null : use.sortKey().source())
            .endObject();
      }
      json.endArray().name("attributes").beginArray();
      for (AttributeModel attribute : entity.storedAttributes()) {
        json.beginObject()
            .field("name", attribute.name())
            .field("storedName", attribute.storedName())
            .field("dynamoType", AttributeDescriptions.storedType(attribute))
            .field("javaType", AttributeDescriptions.javaType(attribute))
            .field("roles", AttributeDescriptions.roles(attribute))
            .endObject();
      }
      json.endArray().endObject();
    }
    json.endArray().name("accessPatterns").beginArray();
    ViewPattern.of(design).forEach(pattern -> pattern.writeTo(json));
    json.endArray().name("findings").beginArray();
    for (ReviewFinding finding : findings) {
      json.beginObject()
          .field("id", finding.id())
          .field("subject", finding.subject())
          .field("message", finding.message())
          .name("suppressed")
          .value(finding.suppressed())
          .endObject();
    }
    return json.endArray().endObject().toString();
  }

  static String items(List<ExampleItems.Item> items) {
    JsonText json = new JsonText().beginObject().field("source", "examples");
    json.name("items").beginArray();
    for (ExampleItems.Item item : items) {
      json.beginObject();
      for (Map.Entry<String, ExampleValue> attribute : item.attributes().entrySet()) {
        json.name(attribute.getKey());
        attribute.getValue().writeTo(json);
      }
      json.endObject();
    }
    return json.endArray().endObject().toString();
  }
}
