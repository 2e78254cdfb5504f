package dev.singletable.processor.write.report;

import dev.singletable.processor.plan.view.ExampleItem;
import dev.singletable.processor.plan.view.ExampleValue;
import dev.singletable.processor.plan.view.ModelView;
import dev.singletable.processor.plan.view.ReviewFinding;
import dev.singletable.processor.plan.view.ViewPattern;
import java.util.List;
import java.util.Map;

/**
 * The two JSON documents embedded in the model view: the design (table, indexes, entities, access
 * patterns, review findings) and the items to draw (the synthesised examples; a snapshot of a live
 * table replaces them at run time with the same shape).
 */
final class ModelViewJson {

  /** Bumped when the shape of the documents changes incompatibly. */
  static final int FORMAT = 1;

  private ModelViewJson() {}

  static String model(ModelView view) {
    ModelView.Table table = view.table();
    JsonText json = new JsonText().beginObject();
    json.name("format").value(FORMAT);
    json.name("table")
        .beginObject()
        .field("name", table.name())
        .field("interface", table.interfaceName())
        .field("partitionKey", table.partitionKey())
        .field("sortKey", table.sortKey())
        .field("entityTypeAttribute", table.entityTypeAttribute())
        .field("delimiter", table.delimiter())
        .endObject();
    json.name("indexes").beginArray();
    for (ModelView.Index index : view.indexes()) {
      json.beginObject()
          .field("name", index.name())
          .field("kind", index.kind())
          .field("partitionKey", index.partitionKey())
          .field("sortKey", index.sortKey())
          .field("projection", index.projection())
          .field("include", index.include());
      if (!index.partitionKeys().isEmpty()) {
        // A native index: keyed by the members' own attributes, each of its own type.
        keyAttributes(json.name("partitionKeys"), index.partitionKeys());
        keyAttributes(json.name("sortKeys"), index.sortKeys());
        json.field("members", index.members()).name("mixed").value(index.mixed());
      }
      json.endObject();
    }
    json.endArray().name("entities").beginArray();
    for (ModelView.Entity entity : view.entities()) {
      json.beginObject()
          .field("name", entity.name())
          .field("type", entity.type())
          .field("class", entity.className());
      json.name("keys").beginArray();
      for (ModelView.Key key : entity.keys()) {
        json.beginObject()
            .field("index", key.index())
            .field("pk", key.partitionPattern())
            .field("sk", key.sortPattern())
            .endObject();
      }
      json.endArray().name("attributes").beginArray();
      for (ModelView.Attribute attribute : entity.attributes()) {
        json.beginObject()
            .field("name", attribute.name())
            .field("storedName", attribute.storedName())
            .field("dynamoType", attribute.dynamoType())
            .field("javaType", attribute.javaType())
            .field("roles", attribute.roles())
            .endObject();
      }
      json.endArray().endObject();
    }
    json.endArray().name("accessPatterns").beginArray();
    view.accessPatterns().forEach(pattern -> pattern(json, pattern));
    json.endArray().name("findings").beginArray();
    for (ReviewFinding finding : view.findings()) {
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

  static String items(List<ExampleItem> items) {
    JsonText json = new JsonText().beginObject().field("source", "examples");
    json.name("items").beginArray();
    for (ExampleItem item : items) {
      json.beginObject();
      for (Map.Entry<String, ExampleValue> attribute : item.attributes().entrySet()) {
        json.name(attribute.getKey());
        value(json, attribute.getValue());
      }
      json.endObject();
    }
    return json.endArray().endObject().toString();
  }

  private static void pattern(JsonText json, ViewPattern pattern) {
    json.beginObject()
        .field("kind", pattern.kind())
        .field("name", pattern.name())
        .field("call", pattern.call())
        .field("description", pattern.description())
        .field("index", pattern.index())
        .field("entities", pattern.entities())
        .field("partitionAttribute", pattern.partitionAttribute())
        .field("partitionPattern", pattern.partitionPattern())
        .field("sortAttribute", pattern.sortAttribute())
        .field("sortPattern", pattern.sortPattern())
        .field("sortCondition", pattern.sortCondition())
        .field("sortValue", pattern.sortValue())
        .field("note", pattern.note())
        .field("keyCondition", pattern.keyCondition())
        .field("filter", pattern.filter());
    if (pattern.nativeKey() != null) {
      json.name("nativeKey").beginArray();
      for (ViewPattern.NativeCondition condition : pattern.nativeKey()) {
        json.beginObject()
            .field("attribute", condition.attribute())
            .field("operator", condition.operator())
            .endObject();
      }
      json.endArray();
    }
    json.endObject();
  }

  private static void keyAttributes(JsonText json, List<ModelView.KeyAttribute> attributes) {
    json.beginArray();
    for (ModelView.KeyAttribute attribute : attributes) {
      json.beginObject()
          .field("name", attribute.name())
          .field("type", attribute.type())
          .endObject();
    }
    json.endArray();
  }

  /** An attribute value as DynamoDB JSON: {@code {"S": "..."}}, {@code {"L": [...]}}... */
  private static void value(JsonText json, ExampleValue value) {
    json.beginObject().name(value.type());
    switch (value.type()) {
      case "BOOL" -> json.value((Boolean) value.value());
      case "L" -> {
        json.beginArray();
        for (Object element : (List<?>) value.value()) {
          value(json, (ExampleValue) element);
        }
        json.endArray();
      }
      case "M" -> {
        json.beginObject();
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) value.value()).entrySet()) {
          json.name((String) entry.getKey());
          value(json, (ExampleValue) entry.getValue());
        }
        json.endObject();
      }
      case "SS", "NS", "BS" -> {
        json.beginArray();
        for (Object element : (List<?>) value.value()) {
          json.value((String) element);
        }
        json.endArray();
      }
      default -> json.value((String) value.value());
    }
    json.endObject();
  }
}
