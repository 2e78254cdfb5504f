package dev.singletable.testkit;

import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;

/**
 * {@code StreamSpecification} on CreateTable and UpdateTable, which dynalite ignores, and the
 * stream members of table descriptions ({@code StreamSpecification}, {@code LatestStreamArn},
 * {@code LatestStreamLabel}) in CreateTable, UpdateTable, DescribeTable and DeleteTable answers;
 * and, through {@link ThroughputSettings}, the warm and maximum on-demand throughput in them.
 *
 * <p>Stream changes hold the gateway's exclusive lock, so no write falls between a table's change
 * and its stream's; so do index creations and deletions (done inside the engine by the launcher's
 * {@code singletable-index-updates.js}), so that a new index's backfill sees every write before it.
 */
final class TableStreamHandler {

  private static final List<String> VIEW_TYPES =
      List.of("NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES", "KEYS_ONLY");
  // The UpdateTable members dynalite acts on; with none of them it refuses the request.
  private static final List<String> DYNALITE_UPDATES =
      List.of(
          "ProvisionedThroughput",
          "BillingMode",
          "GlobalSecondaryIndexUpdates",
          "SSESpecification");

  /** A validated {@code StreamSpecification}. */
  private record Setting(boolean enabled, String viewType) {}

  private final Upstream upstream;
  private final StreamStore store;
  private final Lock exclusive;
  private final ThroughputSettings throughput = new ThroughputSettings();

  TableStreamHandler(Upstream upstream, StreamStore store, Lock exclusive) {
    this.upstream = upstream;
    this.store = store;
    this.exclusive = exclusive;
  }

  ApiResponse createTable(Map<String, Object> request) {
    Setting setting = setting(request, true);
    exclusive.lock();
    try {
      ApiResponse response = upstream.call("CreateTable", request);
      if (!response.isSuccess()) {
        return response;
      }
      throughput.created(request);
      Map<String, Object> json = response.json();
      Map<String, Object> table = Json.asMap(json.get("TableDescription"));
      if (table == null) {
        return response;
      }
      if (setting != null && setting.enabled()) {
        store.enable(table, setting.viewType());
        store.describeInto(table);
      }
      throughput.describeInto(table);
      return response.withBody(json);
    } finally {
      exclusive.unlock();
    }
  }

  ApiResponse updateTable(Map<String, Object> request) {
    Setting setting = setting(request, false);
    List<Object> indexUpdates = Json.asList(request.get("GlobalSecondaryIndexUpdates"));
    boolean changesIndexes =
        indexUpdates != null
            && indexUpdates.stream()
                .map(Json::asMap)
                .anyMatch(u -> u != null && (u.containsKey("Create") || u.containsKey("Delete")));
    if (setting == null && changesIndexes) {
      // A new index is filled from the items stored when it is created: no write may slip
      // between that copy and the index's first maintained write.
      exclusive.lock();
      try {
        return described(upstream.call("UpdateTable", request), "TableDescription");
      } finally {
        exclusive.unlock();
      }
    }
    if (setting == null) {
      return described(upstream.call("UpdateTable", request), "TableDescription");
    }
    if (changesIndexes) {
      throw StreamErrors.invalidParameters(
          "You cannot create or delete index while changing stream status");
    }
    String name = Json.asString(request.get("TableName"));
    exclusive.lock();
    try {
      Map<String, Object> table =
          Json.asMap(
              upstream.callOrThrow("DescribeTable", Json.object("TableName", name)).get("Table"));
      TableStream current = store.enabled(name);
      if (setting.enabled() && current != null) {
        throw ApiErrors.validationFailure(
            "Table already has an enabled stream: TableName: " + name);
      }
      if (!setting.enabled() && current == null) {
        throw ApiErrors.validationFailure("Table has no stream to disable: TableName: " + name);
      }
      Map<String, Object> rest = Json.asMap(Json.copy(request));
      rest.remove("StreamSpecification");
      if (DYNALITE_UPDATES.stream().anyMatch(member -> hasValue(rest.get(member)))) {
        Map<String, Object> updated = upstream.callOrThrow("UpdateTable", rest);
        table = Json.asMap(updated.get("TableDescription"));
      } else {
        table.put("TableStatus", "UPDATING"); // as DynamoDB answers a stream change
      }
      if (setting.enabled()) {
        store.enable(table, setting.viewType());
      } else {
        store.disable(name);
      }
      store.describeInto(table);
      throughput.describeInto(table);
      return ApiResponse.ok(Json.object("TableDescription", table));
    } finally {
      exclusive.unlock();
    }
  }

  ApiResponse describeTable(Map<String, Object> request) {
    return described(upstream.call("DescribeTable", request), "Table");
  }

  /** Deletes the table and disables its stream, which stays readable for 24 hours. */
  ApiResponse deleteTable(Map<String, Object> request) {
    exclusive.lock();
    try {
      ApiResponse response = described(upstream.call("DeleteTable", request), "TableDescription");
      if (response.isSuccess()) {
        store.disable(Json.asString(request.get("TableName")));
        throughput.deleted(Json.asString(request.get("TableName")));
      }
      return response;
    } finally {
      exclusive.unlock();
    }
  }

  private ApiResponse described(ApiResponse response, String member) {
    if (!response.isSuccess()) {
      return response;
    }
    Map<String, Object> json = response.json();
    Map<String, Object> table = Json.asMap(json.get(member));
    if (table == null) {
      return response;
    }
    store.describeInto(table);
    throughput.describeInto(table);
    return response.withBody(json);
  }

  /** The request's stream setting checked as DynamoDB checks it, or {@code null} if it has none. */
  private static Setting setting(Map<String, Object> request, boolean creating) {
    Object value = request.get("StreamSpecification");
    if (value == null) {
      return null;
    }
    Map<String, Object> spec = Json.asMap(value);
    if (spec == null) {
      throw ApiErrors.validationFailure("StreamSpecification must be an object");
    }
    Object enabled = spec.get("StreamEnabled");
    if (!(enabled instanceof Boolean)) {
      throw StreamErrors.constraint(
          enabled, "streamSpecification.streamEnabled", "Member must not be null");
    }
    Object viewType = spec.get("StreamViewType");
    if (viewType != null && !VIEW_TYPES.contains(viewType)) {
      throw StreamErrors.constraint(
          viewType,
          "streamSpecification.streamViewType",
          "Member must satisfy enum value set: " + VIEW_TYPES);
    }
    boolean on = (Boolean) enabled;
    if (on && viewType == null) {
      throw StreamErrors.invalidParameters(
          creating
              ? "Table is being created with a stream enabled, UpdateViewType is required"
              : "If stream is being enabled then UpdateViewType is required");
    }
    if (!on && viewType != null) {
      throw StreamErrors.invalidParameters(
          creating
              ? "Table is being created with a stream disabled, UpdateViewType should not be"
                  + " specified"
              : "If stream is being disabled, then UpdateViewType must not be specified");
    }
    return new Setting(on, (String) viewType);
  }

  private static boolean hasValue(Object value) {
    List<Object> list = Json.asList(value);
    return value != null && (list == null || !list.isEmpty());
  }
}
