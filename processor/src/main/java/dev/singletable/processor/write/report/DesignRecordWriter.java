package dev.singletable.processor.write.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.singletable.processor.model.record.DesignRecord;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.function.Function;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes {@code META-INF/singletable/<Table>.design.json}, the design record: the stored shape of
 * the table in the JSON form that docs/evolution.md describes and {@code read.DesignRecordReader}
 * reads back, members in a fixed order and lists sorted, so that the same design gives the same
 * bytes.
 */
public final class DesignRecordWriter {

  private final Filer filer;
  private final Messager messager;

  public DesignRecordWriter(Filer filer, Messager messager) {
    this.filer = filer;
    this.messager = messager;
  }

  /** Writes the record of the table whose interface is {@code tableSimpleName}. */
  public void write(DesignRecord record, String tableSimpleName, List<Element> origins) {
    try {
      FileObject file =
          filer.createResource(
              StandardLocation.CLASS_OUTPUT,
              "",
              ReportWriter.FOLDER + DesignRecord.fileName(tableSimpleName),
              origins.toArray(Element[]::new));
      try (Writer writer = file.openWriter()) {
        writer.write(render(record));
      }
    } catch (IOException e) {
      messager.printMessage(
          Diagnostic.Kind.ERROR,
          "[singletable:write] could not write the design record of "
              + record.table()
              + ": "
              + e.getMessage());
    }
  }

  /** The record's JSON text. */
  public static String render(DesignRecord record) {
    JsonObject json = new JsonObject();
    json.addProperty("formatVersion", record.formatVersion());
    json.addProperty("table", record.table());
    json.addProperty("interface", record.tableInterface());
    json.add("partitionKey", string(record.partitionKey()));
    json.add("sortKey", string(record.sortKey()));
    json.add("entityTypeAttribute", string(record.entityTypeAttribute()));
    json.add("delimiter", string(record.delimiter()));
    json.add("ttlAttribute", string(record.ttlAttribute()));
    json.add("stream", string(record.stream()));
    json.add("indexes", array(record.indexes(), DesignRecordWriter::index));
    json.add("entities", array(record.entities(), DesignRecordWriter::entity));
    return JsonLayout.render(json);
  }

  private static JsonObject index(DesignRecord.Index index) {
    JsonObject json = new JsonObject();
    json.addProperty("name", index.name());
    json.addProperty("kind", index.kind());
    json.add("partitionKey", string(index.partitionKey()));
    json.add("sortKey", string(index.sortKey()));
    json.addProperty("projection", index.projection());
    json.add("include", array(index.include(), JsonPrimitive::new));
    if (index.isNative()) {
      json.add("partitionKeys", array(index.partitionKeys(), JsonPrimitive::new));
      json.add("sortKeys", array(index.sortKeys(), JsonPrimitive::new));
    }
    return json;
  }

  private static JsonObject entity(DesignRecord.Entity entity) {
    JsonObject json = new JsonObject();
    json.addProperty("type", entity.type());
    json.addProperty("class", entity.className());
    json.add("key", key(entity.key()));
    json.add("indexKeys", array(entity.indexKeys(), DesignRecordWriter::key));
    json.add("attributes", array(entity.attributes(), DesignRecordWriter::attribute));
    json.add("collections", array(entity.collections(), DesignRecordWriter::collection));
    if (!entity.migrations().isEmpty()) {
      json.add("migrations", array(entity.migrations(), DesignRecordWriter::migration));
    }
    if (entity.shape() != 1) {
      json.addProperty("shape", entity.shape());
    }
    if (!entity.formerShapes().isEmpty()) {
      json.add(
          "formerShapes",
          array(
              entity.formerShapes(),
              former -> {
                JsonObject shape = new JsonObject();
                shape.addProperty("number", former.number());
                shape.addProperty("class", former.className());
                shape.add("attributes", array(former.attributes(), DesignRecordWriter::attribute));
                return shape;
              }));
    }
    return json;
  }

  private static JsonObject migration(DesignRecord.Migration migration) {
    JsonObject json = new JsonObject();
    json.addProperty("kind", migration.kind());
    json.addProperty("from", migration.from());
    json.addProperty("to", migration.to());
    return json;
  }

  private static JsonObject key(DesignRecord.Key key) {
    JsonObject json = new JsonObject();
    json.add("index", string(key.index()));
    json.add("partition", pattern(key.partition()));
    json.add("sort", key.sort() == null ? JsonNull.INSTANCE : pattern(key.sort()));
    return json;
  }

  private static JsonObject pattern(DesignRecord.Pattern pattern) {
    JsonObject json = new JsonObject();
    json.addProperty("pattern", pattern.source());
    json.add("parts", array(pattern.parts(), DesignRecordWriter::part));
    return json;
  }

  private static JsonObject part(DesignRecord.Part part) {
    JsonObject json = new JsonObject();
    if (part instanceof DesignRecord.Text text) {
      json.addProperty("text", text.text());
    } else if (part instanceof DesignRecord.Shard shard) {
      json.addProperty("shards", shard.count());
      json.add("by", string(shard.by()));
    } else {
      DesignRecord.Component component = (DesignRecord.Component) part;
      json.addProperty("attribute", component.attribute());
      json.addProperty("javaName", component.javaName());
      json.addProperty("format", component.format());
      if (component.integerDigits() >= 0) {
        json.addProperty("integerDigits", component.integerDigits());
      }
      if (component.fractionDigits() >= 0) {
        json.addProperty("fractionDigits", component.fractionDigits());
      }
      if (component.converter() != null) {
        json.addProperty("converter", component.converter());
      }
      if (component.valueType() != null) {
        json.addProperty("valueType", component.valueType());
      }
    }
    return json;
  }

  private static JsonObject attribute(DesignRecord.Attribute attribute) {
    JsonObject json = new JsonObject();
    json.addProperty("name", attribute.name());
    json.addProperty("javaName", attribute.javaName());
    json.addProperty("javaType", attribute.javaType());
    json.addProperty("alwaysStored", attribute.always());
    json.add("roles", array(attribute.roles(), JsonPrimitive::new));
    json.add("type", type(attribute.type()));
    if (attribute.ifAbsent() != null) {
      json.addProperty("ifAbsent", attribute.ifAbsent());
    }
    return json;
  }

  private static JsonObject type(DesignRecord.Type type) {
    JsonObject json = new JsonObject();
    json.addProperty("dynamo", type.dynamo());
    if (type instanceof DesignRecord.Scalar scalar) {
      json.addProperty("kind", scalar.kind());
      if (scalar.converter() != null) {
        json.addProperty("converter", scalar.converter());
      }
      if (scalar.enumType() != null) {
        json.addProperty("enum", scalar.enumType());
        json.add("constants", array(scalar.constants(), JsonPrimitive::new));
      }
    } else if (type instanceof DesignRecord.ListOf list) {
      json.add("element", type(list.element()));
    } else if (type instanceof DesignRecord.SetOf set) {
      json.add("element", type(set.element()));
    } else if (type instanceof DesignRecord.MapOf map) {
      json.add("value", type(map.value()));
    } else {
      DesignRecord.Nested nested = (DesignRecord.Nested) type;
      json.addProperty("class", nested.className());
      json.add("attributes", array(nested.attributes(), DesignRecordWriter::attribute));
    }
    return json;
  }

  private static JsonObject collection(DesignRecord.Collection collection) {
    JsonObject json = new JsonObject();
    json.addProperty("name", collection.name());
    json.add("index", string(collection.index()));
    return json;
  }

  private static JsonElement string(String value) {
    return value == null ? JsonNull.INSTANCE : new JsonPrimitive(value);
  }

  private static <T> JsonArray array(List<T> values, Function<T, ? extends JsonElement> each) {
    JsonArray array = new JsonArray(values.size());
    values.forEach(value -> array.add(each.apply(value)));
    return array;
  }
}
