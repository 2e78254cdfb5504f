package dev.singletable.testkit;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;

/**
 * Deletes expired items as DynamoDB's TTL process does: in every table whose TTL is enabled, each
 * item whose TTL attribute is a Number of epoch seconds before now, but not more than five years
 * before, is deleted, and its stream (if any) gets a REMOVE record made by the service.
 */
final class TimeToLiveExpiry {

  private final Upstream upstream;
  private final TimeToLiveHandler settings;
  private final StreamStore store;
  private final Lock exclusive;

  TimeToLiveExpiry(
      Upstream upstream, TimeToLiveHandler settings, StreamStore store, Lock exclusive) {
    this.upstream = upstream;
    this.settings = settings;
    this.store = store;
    this.exclusive = exclusive;
  }

  /** Deletes every item expired at {@code now}; answers how many it deleted. */
  int expire(Instant now) {
    exclusive.lock(); // scan and delete as one step: no write can slip in between
    try {
      int deleted = 0;
      for (Map.Entry<String, String> table : settings.enabledAttributes().entrySet()) {
        deleted += expire(table.getKey(), table.getValue(), now);
      }
      return deleted;
    } finally {
      exclusive.unlock();
    }
  }

  private int expire(String table, String attribute, Instant now) {
    List<String> keyAttributes = new ItemKeys(upstream).keyAttributes(table);
    int deleted = 0;
    Map<String, Object> startKey = null;
    do {
      Map<String, Object> page =
          upstream.callOrThrow(
              "Scan",
              Json.object(
                  "TableName", table, "ConsistentRead", true, "ExclusiveStartKey", startKey));
      for (Object element : Json.asList(page.get("Items"))) {
        Map<String, Object> item = Json.asMap(element);
        if (isExpired(item.get(attribute), now)) {
          Map<String, Object> old =
              Json.asMap(
                  upstream
                      .callOrThrow(
                          "DeleteItem",
                          Json.object(
                              "TableName",
                              table,
                              "Key",
                              Images.keyOf(item, keyAttributes),
                              "ReturnValues",
                              "ALL_OLD"))
                      .get("Attributes"));
          store.record(table, old, null, true);
          deleted++;
        }
      }
      startKey = Json.asMap(page.get("LastEvaluatedKey"));
    } while (startKey != null);
    return deleted;
  }

  /**
   * Whether a TTL attribute value has expired: a top-level Number of epoch seconds before now and
   * not more than five years in the past (DynamoDB ignores older values and every other type).
   */
  static boolean isExpired(Object attributeValue, Instant now) {
    Map<String, Object> typed = Json.asMap(attributeValue);
    String number = typed == null ? null : Json.asString(typed.get("N"));
    if (number == null) {
      return false;
    }
    BigDecimal seconds;
    try {
      seconds = new BigDecimal(number);
    } catch (NumberFormatException e) {
      return false;
    }
    BigDecimal current =
        BigDecimal.valueOf(now.getEpochSecond()).add(BigDecimal.valueOf(now.getNano(), 9));
    long oldest = now.atOffset(ZoneOffset.UTC).minusYears(5).toEpochSecond();
    return seconds.compareTo(current) < 0 && seconds.compareTo(BigDecimal.valueOf(oldest)) >= 0;
  }
}
