package dev.singletable.testkit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * UpdateContinuousBackups and DescribeContinuousBackups, kept per table by the gateway since
 * dynalite has neither: point-in-time recovery is a setting the engine records and describes (it
 * keeps no backups to restore from). A recreated table starts with recovery off.
 */
final class ContinuousBackupsHandler {

  private final Upstream upstream;
  private final Map<String, String> enabledTableIds = new ConcurrentHashMap<>();

  ContinuousBackupsHandler(Upstream upstream) {
    this.upstream = upstream;
  }

  ApiResponse update(byte[] body) {
    Map<String, Object> request = Json.parseObject(body);
    String table = tableName(request);
    Map<String, Object> spec =
        Json.asMap(
            TransactValidation.required(
                request, "PointInTimeRecoverySpecification", "pointInTimeRecoverySpecification"));
    Object enabled =
        TransactValidation.required(
            spec,
            "PointInTimeRecoveryEnabled",
            "pointInTimeRecoverySpecification.pointInTimeRecoveryEnabled");
    String tableId = upstream.tableId(table);
    if (Boolean.TRUE.equals(enabled)) {
      enabledTableIds.put(table, tableId);
    } else {
      enabledTableIds.remove(table);
    }
    return ApiResponse.ok(Json.object("ContinuousBackupsDescription", description(table, tableId)));
  }

  ApiResponse describe(byte[] body) {
    String table = tableName(Json.parseObject(body));
    return ApiResponse.ok(
        Json.object("ContinuousBackupsDescription", description(table, upstream.tableId(table))));
  }

  private Map<String, Object> description(String table, String tableId) {
    boolean enabled = tableId.equals(enabledTableIds.get(table));
    return Json.object(
        "ContinuousBackupsStatus",
        "ENABLED",
        "PointInTimeRecoveryDescription",
        Json.object("PointInTimeRecoveryStatus", enabled ? "ENABLED" : "DISABLED"));
  }

  private static String tableName(Map<String, Object> request) {
    return Json.asString(TransactValidation.required(request, "TableName", "tableName"));
  }
}
