package dev.singletable.testkit;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * UpdateTimeToLive and DescribeTimeToLive, kept per table by the gateway since dynalite has
 * neither; expired items are deleted only when a test asks ({@link TimeToLiveExpiry}).
 */
final class TimeToLiveHandler {

  /** One table's setting; the table id makes a deleted and recreated table start DISABLED again. */
  private record Setting(String tableId, boolean enabled, String attributeName) {}

  private final Upstream upstream;
  private final Map<String, Setting> settings = new ConcurrentHashMap<>();

  TimeToLiveHandler(Upstream upstream) {
    this.upstream = upstream;
  }

  ApiResponse update(byte[] body) {
    Map<String, Object> request = Json.parseObject(body);
    String table = tableName(request);
    Map<String, Object> spec =
        Json.asMap(
            TransactValidation.required(
                request, "TimeToLiveSpecification", "timeToLiveSpecification"));
    Object enabled =
        TransactValidation.required(spec, "Enabled", "timeToLiveSpecification.enabled");
    String attribute =
        Json.asString(
            TransactValidation.required(
                spec, "AttributeName", "timeToLiveSpecification.attributeName"));
    if (attribute.isEmpty() || attribute.length() > 255) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value '"
              + attribute
              + "' at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: "
              + "Member must have length between 1 and 255");
    }
    String tableId = upstream.tableId(table);
    synchronized (this) {
      boolean enable = Boolean.TRUE.equals(enabled);
      Setting current = current(table, tableId);
      if (enable && current.enabled()) {
        throw ApiErrors.validationFailure("TimeToLive is already enabled");
      }
      if (!enable && !current.enabled()) {
        throw ApiErrors.validationFailure("TimeToLive is already disabled");
      }
      settings.put(table, new Setting(tableId, enable, attribute));
    }
    return ApiResponse.ok(
        Json.object(
            "TimeToLiveSpecification",
            Json.object("Enabled", enabled, "AttributeName", attribute)));
  }

  ApiResponse describe(byte[] body) {
    String table = tableName(Json.parseObject(body));
    Setting setting = current(table, upstream.tableId(table));
    Map<String, Object> description =
        setting.enabled()
            ? Json.object("TimeToLiveStatus", "ENABLED", "AttributeName", setting.attributeName())
            : Json.object("TimeToLiveStatus", "DISABLED");
    return ApiResponse.ok(Json.object("TimeToLiveDescription", description));
  }

  /**
   * The TTL attribute of every table whose TTL is enabled, by table name; a setting left by a table
   * since deleted (or deleted and recreated) does not count.
   */
  Map<String, String> enabledAttributes() {
    Map<String, String> enabled = new TreeMap<>();
    settings.forEach(
        (table, setting) -> {
          if (setting.enabled()) {
            ApiResponse response = upstream.call("DescribeTable", Json.object("TableName", table));
            if (response.isSuccess()
                && setting
                    .tableId()
                    .equals(
                        String.valueOf(Json.asMap(response.json().get("Table")).get("TableId")))) {
              enabled.put(table, setting.attributeName());
            }
          }
        });
    return enabled;
  }

  private Setting current(String table, String tableId) {
    Setting setting = settings.get(table);
    return setting != null && setting.tableId().equals(tableId)
        ? setting
        : new Setting(tableId, false, null);
  }

  private static String tableName(Map<String, Object> request) {
    return Json.asString(TransactValidation.required(request, "TableName", "tableName"));
  }
}
