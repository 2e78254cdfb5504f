package dev.singletable.testkit;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code WarmThroughput} and {@code OnDemandThroughput} of CreateTable (for the table and each
 * global index), which dynalite ignores: recorded when the table is created and given back in its
 * descriptions (CreateTable, DescribeTable, UpdateTable and DeleteTable answers), as DynamoDB
 * describes them. The engine neither pre-warms nor caps anything: they are settings only. A side of
 * warm throughput that CreateTable leaves out is described as DynamoDB starts it: 12,000 read or
 * 4,000 write units per second on demand, the provisioned capacity otherwise. UpdateTable does not
 * change them.
 */
final class ThroughputSettings {

  private static final Json.Number ON_DEMAND_READ = new Json.Number("12000");
  private static final Json.Number ON_DEMAND_WRITE = new Json.Number("4000");

  /** What CreateTable asked for a table or one global index. */
  private record Setting(Map<String, Object> warm, Map<String, Object> onDemand) {}

  /** By table name, then by index name ({@code ""} for the table itself). */
  private final Map<String, Map<String, Setting>> tables = new ConcurrentHashMap<>();

  /** Records the settings of a CreateTable {@code request} that DynamoDB accepted. */
  void created(Map<String, Object> request) {
    String name = Json.asString(request.get("TableName"));
    Map<String, Setting> settings = new ConcurrentHashMap<>();
    put(settings, "", request);
    List<Object> globals = Json.asList(request.get("GlobalSecondaryIndexes"));
    if (globals != null) {
      for (Object global : globals) {
        Map<String, Object> index = Json.asMap(global);
        if (index != null && index.get("IndexName") instanceof String indexName) {
          put(settings, indexName, index);
        }
      }
    }
    if (name != null && !settings.isEmpty()) {
      tables.put(name, settings);
    } else if (name != null) {
      tables.remove(name);
    }
  }

  void deleted(String table) {
    tables.remove(table);
  }

  /** Adds the recorded settings to a table description. */
  void describeInto(Map<String, Object> table) {
    Map<String, Setting> settings = tables.get(Json.asString(table.get("TableName")));
    if (settings == null) {
      return;
    }
    describe(settings.get(""), table);
    List<Object> globals = Json.asList(table.get("GlobalSecondaryIndexes"));
    if (globals != null) {
      for (Object global : globals) {
        Map<String, Object> index = Json.asMap(global);
        if (index != null) {
          describe(settings.get(Json.asString(index.get("IndexName"))), index);
        }
      }
    }
  }

  private static void put(Map<String, Setting> settings, String key, Map<String, Object> source) {
    Map<String, Object> warm = Json.asMap(Json.copy(source.get("WarmThroughput")));
    Map<String, Object> onDemand = Json.asMap(Json.copy(source.get("OnDemandThroughput")));
    if (warm != null || onDemand != null) {
      settings.put(key, new Setting(warm, onDemand));
    }
  }

  private static void describe(Setting setting, Map<String, Object> described) {
    if (setting == null) {
      return;
    }
    if (setting.warm() != null) {
      Map<String, Object> capacity = Json.asMap(described.get("ProvisionedThroughput"));
      Map<String, Object> warm = Json.asMap(Json.copy(setting.warm()));
      warm.putIfAbsent("ReadUnitsPerSecond", start(capacity, "ReadCapacityUnits", ON_DEMAND_READ));
      warm.putIfAbsent(
          "WriteUnitsPerSecond", start(capacity, "WriteCapacityUnits", ON_DEMAND_WRITE));
      warm.put("Status", "ACTIVE");
      described.put("WarmThroughput", warm);
    }
    if (setting.onDemand() != null) {
      described.put("OnDemandThroughput", Json.copy(setting.onDemand()));
    }
  }

  /** The provisioned capacity of a side when the table has one, else the on-demand start. */
  private static Object start(Map<String, Object> capacity, String member, Json.Number onDemand) {
    Object units = capacity == null ? null : capacity.get(member);
    return units instanceof Json.Number n && !n.text().equals("0") ? n : onDemand;
  }
}
