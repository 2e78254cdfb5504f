package dev.singletable.opentelemetry;

import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.DoubleCounter;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.metrics.LongCounter;
import io.opentelemetry.api.metrics.Meter;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * Singletable's requests and operations as OpenTelemetry metrics: set it with {@code
 * DbOptions.builder().requestListener(new OpenTelemetryListener(openTelemetry))}.
 *
 * <p>Per operation: {@value #OPERATION_DURATION} (a histogram, in seconds) and {@value
 * #OUTCOME_UNKNOWN}. Per request: {@value #REQUESTS}, {@value #CAPACITY} (read and write units, per
 * table and index), {@value #ITEMS}, {@value #SCANNED}, {@value #RETRIES}, {@value #THROTTLES} (by
 * reason) and {@value #CONDITION_FAILURES}. The attributes are {@code table}, {@code entity},
 * {@code operation} (the DynamoDB API), {@code access_pattern} (the declared read) and {@code
 * index}, each left out when absent: names from the design, never key values, so the number of
 * series stays bounded. docs/metrics.md lists them and a dashboard's queries.
 *
 * <p>The runtime calls a listener between an operation's requests and drops what it throws, so a
 * failing meter provider never fails the request it measures.
 */
public final class OpenTelemetryListener implements RequestListener {

  /** The instrumentation scope's name. */
  public static final String SCOPE = "dev.singletable";

  /** Histogram of operation latency, in seconds, by outcome. */
  public static final String OPERATION_DURATION = "singletable.operation.duration";

  /** Requests sent (pages of a query, attempts of a batch), by outcome. */
  public static final String REQUESTS = "singletable.requests";

  /** Consumed capacity units, by {@code capacity} (read, write) and index. */
  public static final String CAPACITY = "singletable.capacity";

  /** Items read (returned) or written. */
  public static final String ITEMS = "singletable.items";

  /** Items Queries and Scans evaluated before their filter ({@code ScannedCount}). */
  public static final String SCANNED = "singletable.items.scanned";

  /** Re-sends, by {@code by}: {@code sdk} (the AWS SDK's) or {@code singletable}. */
  public static final String RETRIES = "singletable.retries";

  /** Throttled attempts, by {@code reason} ({@code unknown} when DynamoDB gave none). */
  public static final String THROTTLES = "singletable.throttles";

  /** Conditional writes DynamoDB refused ({@code ConditionalCheckFailedException}). */
  public static final String CONDITION_FAILURES = "singletable.condition.failures";

  /** Writes whose outcome is unknown ({@code OutcomeUnknownException}). */
  public static final String OUTCOME_UNKNOWN = "singletable.outcome.unknown";

  static final AttributeKey<String> TABLE = AttributeKey.stringKey("table");
  static final AttributeKey<String> ENTITY = AttributeKey.stringKey("entity");
  static final AttributeKey<String> OPERATION = AttributeKey.stringKey("operation");
  static final AttributeKey<String> ACCESS_PATTERN = AttributeKey.stringKey("access_pattern");
  static final AttributeKey<String> INDEX = AttributeKey.stringKey("index");
  static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("outcome");
  static final AttributeKey<String> CAPACITY_KIND = AttributeKey.stringKey("capacity");
  static final AttributeKey<String> BY = AttributeKey.stringKey("by");
  static final AttributeKey<String> REASON = AttributeKey.stringKey("reason");

  private static final Set<String> READS =
      Set.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems");

  /** Bucket bounds in seconds: 1 ms to 10 s, where DynamoDB latencies fall. */
  private static final List<Double> BUCKETS =
      List.of(
          0.001, 0.0025, 0.005, 0.0075, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5,
          5.0, 10.0);

  private final DoubleHistogram duration;
  private final LongCounter requests;
  private final DoubleCounter capacity;
  private final LongCounter items;
  private final LongCounter scanned;
  private final LongCounter retries;
  private final LongCounter throttles;
  private final LongCounter conditionFailures;
  private final LongCounter outcomeUnknown;

  /** Metrics made with {@code openTelemetry}'s meter provider. */
  public OpenTelemetryListener(OpenTelemetry openTelemetry) {
    this(openTelemetry.getMeter(SCOPE));
  }

  /** Metrics made with {@code meter}. */
  public OpenTelemetryListener(Meter meter) {
    Objects.requireNonNull(meter, "meter");
    duration =
        meter
            .histogramBuilder(OPERATION_DURATION)
            .setDescription("Singletable operations: latency, count by outcome")
            .setUnit("s")
            .setExplicitBucketBoundariesAdvice(BUCKETS)
            .build();
    requests = counter(meter, REQUESTS, "Requests sent to DynamoDB", "{request}");
    capacity =
        meter
            .counterBuilder(CAPACITY)
            .setDescription("Capacity units DynamoDB reported consumed")
            .setUnit("{unit}")
            .ofDoubles()
            .build();
    items = counter(meter, ITEMS, "Items read or written", "{item}");
    scanned = counter(meter, SCANNED, "Items Queries and Scans evaluated", "{item}");
    retries = counter(meter, RETRIES, "Requests re-sent", "{retry}");
    throttles = counter(meter, THROTTLES, "Attempts DynamoDB throttled", "{throttle}");
    conditionFailures =
        counter(meter, CONDITION_FAILURES, "Conditional writes refused", "{failure}");
    outcomeUnknown =
        counter(meter, OUTCOME_UNKNOWN, "Writes whose outcome is unknown", "{operation}");
  }

  private static LongCounter counter(Meter meter, String name, String description, String unit) {
    return meter.counterBuilder(name).setDescription(description).setUnit(unit).build();
  }

  @Override
  public void onOperation(OperationEvent event) {
    AttributesBuilder attributes =
        attributes(
            event.table(), event.entity(), event.api(), event.accessPattern(), event.index());
    Attributes base = attributes.build();
    duration.record(
        event.latency().toNanos() / 1e9,
        attributes.put(OUTCOME, event.succeeded() ? "success" : event.failure()).build());
    if ("OutcomeUnknownException".equals(event.failure())) {
      outcomeUnknown.add(1, base);
    }
  }

  @Override
  public void onRequest(RequestEvent event) {
    Attributes base =
        attributes(event.table(), event.entity(), event.api(), event.accessPattern(), event.index())
            .build();
    requests.add(
        1, base.toBuilder().put(OUTCOME, event.succeeded() ? "success" : event.failure()).build());
    capacity(event, base);
    if (event.items() > 0) {
      items.add(event.items(), base);
    }
    if (event.scanned() > 0) {
      scanned.add(event.scanned(), base);
    }
    if (event.retries() > 0) {
      retries.add(event.retries(), base.toBuilder().put(BY, "sdk").build());
    }
    if (event.resent()) {
      retries.add(1, base.toBuilder().put(BY, "singletable").build());
    }
    List<ThrottlingReason> reasons = event.throttlingReasons();
    for (ThrottlingReason reason : reasons) {
      throttles.add(1, base.toBuilder().put(REASON, String.valueOf(reason.reason())).build());
    }
    int unknown = event.throttles() - (reasons.isEmpty() ? 0 : 1);
    if (unknown > 0) {
      throttles.add(unknown, base.toBuilder().put(REASON, "unknown").build());
    }
    if ("ConditionalCheckFailedException".equals(event.failure())) {
      conditionFailures.add(1, base);
    }
  }

  /**
   * Units per table (several for a batch or transaction across tables), then per index; the table's
   * own units carry no {@code index}.
   */
  private void capacity(RequestEvent event, Attributes base) {
    String kind = READS.contains(event.api()) ? "read" : "write";
    Map<String, ConsumedUnits> byTable =
        event.capacityByTable().isEmpty()
            ? Map.of(event.table(), event.capacity())
            : event.capacityByTable();
    byTable.forEach(
        (table, units) -> {
          AttributesBuilder onTable =
              base.toBuilder().put(TABLE, table).put(CAPACITY_KIND, kind).remove(INDEX);
          double own =
              units.table() == 0 && units.indexes().isEmpty() ? units.total() : units.table();
          if (own > 0) {
            capacity.add(own, onTable.build());
          }
          units
              .indexes()
              .forEach(
                  (index, used) -> {
                    if (used > 0) {
                      capacity.add(
                          used,
                          base.toBuilder()
                              .put(TABLE, table)
                              .put(CAPACITY_KIND, kind)
                              .put(INDEX, index)
                              .build());
                    }
                  });
        });
  }

  private static AttributesBuilder attributes(
      String table, String entity, String operation, String accessPattern, String index) {
    AttributesBuilder attributes = Attributes.builder();
    putIfPresent(attributes, TABLE, table);
    putIfPresent(attributes, ENTITY, entity);
    putIfPresent(attributes, OPERATION, operation);
    putIfPresent(attributes, ACCESS_PATTERN, accessPattern);
    putIfPresent(attributes, INDEX, index);
    return attributes;
  }

  private static void putIfPresent(
      AttributesBuilder attributes, AttributeKey<String> key, String value) {
    if (value != null) {
      attributes.put(key, value);
    }
  }
}
