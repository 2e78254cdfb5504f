package dev.singletable.processor.it.docs;

import dev.singletable.runtime.TableLayout;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * The names and numbers of a CDK {@code TableV2} definition as the docs write it (keys, capacities,
 * warm throughput, indexes, recovery, protection, class, tags, TTL, stream), read with patterns
 * since the code is not compiled; and the same facts of a generated definition. A {@code TableV2}
 * global index takes the table's capacity unless it sets its own, and projects {@code ALL} unless
 * told otherwise.
 */
final class Cdk {

  private Cdk() {}

  static Map<String, Object> read(String code) {
    String cdk = code.replaceAll("//[^\n]*", "").replaceAll("\\s+", "");
    int globalsAt = index(cdk, ".globalSecondaryIndexes(");
    int localsAt = index(cdk, ".localSecondaryIndexes(");
    int restAt = localsAt < 0 ? (globalsAt < 0 ? 0 : globalsAt) : localsAt;
    String table = cdk.substring(0, globalsAt >= 0 ? globalsAt : restAt);
    Map<String, Object> facts = new TreeMap<>();
    facts.put(
        "partitionKey",
        first(table, "\\.partitionKey\\(Attribute\\.builder\\(\\)\\.name\\(\"([^\"]+)\""));
    facts.put(
        "sortKey", first(table, "\\.sortKey\\(Attribute\\.builder\\(\\)\\.name\\(\"([^\"]+)\""));
    long read = number(table, "readCapacity\\(Capacity\\.fixed\\((\\d+)\\)");
    long write = number(table, "writeCapacity\\(Capacity\\.fixed\\((\\d+)\\)");
    Matcher scaled =
        Pattern.compile("minCapacity\\((\\d+)\\)\\.maxCapacity\\((\\d+)\\)").matcher(table);
    if (scaled.find() && scaled.group(1).equals(scaled.group(2))) {
      write = Long.parseLong(scaled.group(1));
    }
    facts.put("capacity", read + "/" + write);
    facts.put("warm", warm(table));
    Map<String, Object> globals = new TreeMap<>();
    if (globalsAt >= 0) {
      String section = cdk.substring(globalsAt, localsAt >= 0 ? localsAt : cdk.length());
      for (String index :
          section.split("GlobalSecondaryIndexPropsV2\\.builder\\(\\)\\.indexName\\(\"")) {
        if (index.startsWith(".globalSecondaryIndexes(")) {
          continue;
        }
        Map<String, Object> global = new TreeMap<>();
        global.put(
            "partitionKey",
            first(index, "\\.partitionKey\\(Attribute\\.builder\\(\\)\\.name\\(\"([^\"]+)\""));
        global.put(
            "sortKey",
            first(index, "\\.sortKey\\(Attribute\\.builder\\(\\)\\.name\\(\"([^\"]+)\""));
        String projection = first(index, "projectionType\\(ProjectionType\\.(\\w+)\\)");
        global.put("projection", projection == null ? "ALL" : projection);
        long indexRead = number(index, "readCapacity\\(Capacity\\.fixed\\((\\d+)\\)");
        long indexWrite = number(index, "writeCapacity\\(Capacity\\.fixed\\((\\d+)\\)");
        global.put(
            "capacity",
            (indexRead == 0 ? read : indexRead) + "/" + (indexWrite == 0 ? write : indexWrite));
        global.put("warm", warm(index));
        globals.put(index.substring(0, index.indexOf('"')), global);
      }
    }
    facts.put("globalIndexes", globals);
    Map<String, Object> locals = new TreeMap<>();
    if (localsAt >= 0) {
      for (String index :
          cdk.substring(localsAt)
              .split("LocalSecondaryIndexProps\\.builder\\(\\)\\.indexName\\(\"")) {
        if (!index.startsWith(".localSecondaryIndexes(")) {
          locals.put(
              index.substring(0, index.indexOf('"')),
              first(index, "\\.sortKey\\(Attribute\\.builder\\(\\)\\.name\\(\"([^\"]+)\""));
        }
      }
    }
    facts.put("localIndexes", locals);
    String rest = cdk.substring(Math.max(restAt, 0));
    facts.put("pointInTimeRecovery", rest.contains("pointInTimeRecoveryEnabled(true)"));
    facts.put("deletionProtection", rest.contains(".deletionProtection(true)"));
    String tableClass = first(rest, "\\.tableClass\\(TableClass\\.(\\w+)\\)");
    facts.put("tableClass", tableClass == null ? "STANDARD" : tableClass);
    Map<String, String> tags = new LinkedHashMap<>();
    Matcher tag =
        Pattern.compile("CfnTag\\.builder\\(\\)\\.key\\(\"([^\"]*)\"\\)\\.value\\(\"([^\"]*)\"\\)")
            .matcher(rest);
    while (tag.find()) {
      tags.put(tag.group(1), tag.group(2));
    }
    facts.put("tags", tags);
    facts.put("ttl", String.valueOf(first(rest, "\\.timeToLiveAttribute\\(\"([^\"]+)\"\\)")));
    facts.put(
        "stream", String.valueOf(first(rest, "\\.dynamoStream\\(StreamViewType\\.(\\w+)\\)")));
    return facts;
  }

  static Map<String, Object> expected(TableLayout layout) {
    CreateTableRequest request = layout.createTableRequest("any");
    Map<String, Object> facts = new TreeMap<>();
    facts.put("partitionKey", key(request.keySchema(), KeyType.HASH));
    facts.put("sortKey", key(request.keySchema(), KeyType.RANGE));
    facts.put(
        "capacity",
        request.provisionedThroughput() == null
            ? "0/0"
            : request.provisionedThroughput().readCapacityUnits()
                + "/"
                + request.provisionedThroughput().writeCapacityUnits());
    facts.put("warm", warm(request.warmThroughput()));
    Map<String, Object> globals = new TreeMap<>();
    for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
      Map<String, Object> global = new TreeMap<>();
      global.put("partitionKey", key(index.keySchema(), KeyType.HASH));
      global.put("sortKey", key(index.keySchema(), KeyType.RANGE));
      global.put("projection", index.projection().projectionTypeAsString());
      global.put(
          "capacity",
          index.provisionedThroughput() == null
              ? "0/0"
              : index.provisionedThroughput().readCapacityUnits()
                  + "/"
                  + index.provisionedThroughput().writeCapacityUnits());
      global.put("warm", warm(index.warmThroughput()));
      globals.put(index.indexName(), global);
    }
    facts.put("globalIndexes", globals);
    Map<String, Object> locals = new TreeMap<>();
    for (LocalSecondaryIndex index : request.localSecondaryIndexes()) {
      locals.put(index.indexName(), key(index.keySchema(), KeyType.RANGE));
    }
    facts.put("localIndexes", locals);
    facts.put("pointInTimeRecovery", layout.pointInTimeRecovery());
    facts.put("deletionProtection", Boolean.TRUE.equals(request.deletionProtectionEnabled()));
    facts.put(
        "tableClass", request.tableClass() == null ? "STANDARD" : request.tableClassAsString());
    Map<String, String> tags = new LinkedHashMap<>();
    request.tags().forEach(t -> tags.put(t.key(), t.value()));
    facts.put("tags", tags);
    facts.put("ttl", String.valueOf(layout.ttlAttribute()));
    facts.put(
        "stream",
        String.valueOf(
            request.streamSpecification() == null
                ? null
                : request.streamSpecification().streamViewTypeAsString()));
    return facts;
  }

  private static String warm(String code) {
    String read =
        first(
            code,
            "\\.warmThroughput\\(WarmThroughput\\.builder\\(\\)[^)]*?\\.readUnitsPerSecond\\((\\d+)\\)");
    String write =
        first(
            code,
            "\\.warmThroughput\\(WarmThroughput\\.builder\\(\\)[^;]*?\\.writeUnitsPerSecond\\((\\d+)\\)");
    return (read == null ? "-" : read) + "/" + (write == null ? "-" : write);
  }

  private static String warm(WarmThroughput warm) {
    return warm == null
        ? "-/-"
        : (warm.readUnitsPerSecond() == null ? "-" : warm.readUnitsPerSecond())
            + "/"
            + (warm.writeUnitsPerSecond() == null ? "-" : warm.writeUnitsPerSecond());
  }

  private static String key(
      java.util.List<software.amazon.awssdk.services.dynamodb.model.KeySchemaElement> schema,
      KeyType type) {
    return schema.stream()
        .filter(k -> k.keyType() == type)
        .map(k -> k.attributeName())
        .findFirst()
        .orElse(null);
  }

  private static int index(String text, String part) {
    return text.indexOf(part);
  }

  private static String first(String text, String regex) {
    Matcher matcher = Pattern.compile(regex).matcher(text);
    return matcher.find() ? matcher.group(1) : null;
  }

  private static long number(String text, String regex) {
    String found = first(text, regex);
    return found == null ? 0 : Long.parseLong(found);
  }
}
