package dev.singletable.processor.it.docs;

import dev.singletable.runtime.TableLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * A generated table definition written as the properties of a CloudFormation {@code
 * AWS::DynamoDB::Table} (without {@code TableName}), and the form in which documented and generated
 * properties are compared: numbers as longs, maps sorted, attribute definitions and indexes keyed
 * by name (their order means nothing to CloudFormation).
 */
final class CloudFormation {

  private CloudFormation() {}

  static Map<String, Object> properties(TableLayout layout) {
    CreateTableRequest request = layout.createTableRequest("any");
    Map<String, Object> properties = new LinkedHashMap<>();
    properties.put(
        "AttributeDefinitions",
        request.attributeDefinitions().stream()
            .map(
                a ->
                    map(
                        "AttributeName",
                        a.attributeName(),
                        "AttributeType",
                        a.attributeTypeAsString()))
            .toList());
    properties.put("KeySchema", keySchema(request.keySchema()));
    properties.put("BillingMode", request.billingModeAsString());
    put(properties, "ProvisionedThroughput", provisioned(request.provisionedThroughput()));
    put(properties, "WarmThroughput", warm(request.warmThroughput()));
    put(properties, "OnDemandThroughput", onDemand(request.onDemandThroughput()));
    if (request.hasGlobalSecondaryIndexes()) {
      List<Object> globals = new ArrayList<>();
      for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
        Map<String, Object> global = new LinkedHashMap<>();
        global.put("IndexName", index.indexName());
        global.put("KeySchema", keySchema(index.keySchema()));
        global.put("Projection", projection(index.projection()));
        put(global, "ProvisionedThroughput", provisioned(index.provisionedThroughput()));
        put(global, "WarmThroughput", warm(index.warmThroughput()));
        put(global, "OnDemandThroughput", onDemand(index.onDemandThroughput()));
        globals.add(global);
      }
      properties.put("GlobalSecondaryIndexes", globals);
    }
    if (request.hasLocalSecondaryIndexes()) {
      List<Object> locals = new ArrayList<>();
      for (LocalSecondaryIndex index : request.localSecondaryIndexes()) {
        locals.add(
            map(
                "IndexName",
                index.indexName(),
                "KeySchema",
                keySchema(index.keySchema()),
                "Projection",
                projection(index.projection())));
      }
      properties.put("LocalSecondaryIndexes", locals);
    }
    if (layout.pointInTimeRecovery()) {
      properties.put("PointInTimeRecoverySpecification", map("PointInTimeRecoveryEnabled", true));
    }
    if (Boolean.TRUE.equals(request.deletionProtectionEnabled())) {
      properties.put("DeletionProtectionEnabled", true);
    }
    properties.put(
        "TableClass", request.tableClass() == null ? "STANDARD" : request.tableClassAsString());
    if (request.hasTags()) {
      properties.put(
          "Tags",
          request.tags().stream().map(t -> map("Key", t.key(), "Value", t.value())).toList());
    }
    if (layout.ttlAttribute() != null) {
      properties.put(
          "TimeToLiveSpecification", map("AttributeName", layout.ttlAttribute(), "Enabled", true));
    }
    if (request.streamSpecification() != null) {
      properties.put(
          "StreamSpecification",
          map("StreamViewType", request.streamSpecification().streamViewTypeAsString()));
    }
    return properties;
  }

  /** The comparable form of documented or generated properties. */
  static Object normalised(Object value) {
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> sorted = new TreeMap<>();
      map.forEach(
          (key, member) -> {
            if (key.equals("AttributeDefinitions")) {
              sorted.put((String) key, byName(member, "AttributeName"));
            } else if (key.equals("GlobalSecondaryIndexes")
                || key.equals("LocalSecondaryIndexes")) {
              sorted.put((String) key, byName(member, "IndexName"));
            } else {
              sorted.put((String) key, normalised(member));
            }
          });
      return sorted;
    }
    if (value instanceof List<?> list) {
      return list.stream().map(CloudFormation::normalised).toList();
    }
    if (value instanceof Integer number) {
      return number.longValue();
    }
    return value;
  }

  private static Map<String, Object> byName(Object list, String nameKey) {
    Map<String, Object> byName = new TreeMap<>();
    if (list instanceof List<?> items) {
      for (Object item : items) {
        Map<?, ?> element = (Map<?, ?>) item;
        byName.put(String.valueOf(element.get(nameKey)), normalised(element));
      }
    } else {
      byName.put("(not a list)", list);
    }
    return byName;
  }

  private static List<Object> keySchema(List<KeySchemaElement> schema) {
    return schema.stream()
        .map(k -> (Object) map("AttributeName", k.attributeName(), "KeyType", k.keyTypeAsString()))
        .toList();
  }

  private static Map<String, Object> projection(Projection projection) {
    Map<String, Object> out = map("ProjectionType", projection.projectionTypeAsString());
    if (projection.hasNonKeyAttributes()) {
      out.put("NonKeyAttributes", projection.nonKeyAttributes());
    }
    return out;
  }

  private static Map<String, Object> provisioned(ProvisionedThroughput throughput) {
    return throughput == null
        ? null
        : map(
            "ReadCapacityUnits",
            throughput.readCapacityUnits(),
            "WriteCapacityUnits",
            throughput.writeCapacityUnits());
  }

  private static Map<String, Object> warm(WarmThroughput warm) {
    if (warm == null) {
      return null;
    }
    Map<String, Object> out = new LinkedHashMap<>();
    put(out, "ReadUnitsPerSecond", warm.readUnitsPerSecond());
    put(out, "WriteUnitsPerSecond", warm.writeUnitsPerSecond());
    return out;
  }

  private static Map<String, Object> onDemand(OnDemandThroughput max) {
    if (max == null) {
      return null;
    }
    Map<String, Object> out = new LinkedHashMap<>();
    put(out, "MaxReadRequestUnits", max.maxReadRequestUnits());
    put(out, "MaxWriteRequestUnits", max.maxWriteRequestUnits());
    return out;
  }

  private static void put(Map<String, Object> into, String key, Object value) {
    if (value != null) {
      into.put(key, value);
    }
  }

  private static Map<String, Object> map(Object... keysAndValues) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      map.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return map;
  }
}
