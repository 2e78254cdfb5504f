package dev.singletable.micrometer;

import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * Singletable's requests and operations as Micrometer meters: set it with {@code
 * DbOptions.builder().requestListener(new MicrometerListener(registry))}.
 *
 * <p>Per operation: {@value #OPERATION} (a timer with a percentile histogram) and {@value
 * #OUTCOME_UNKNOWN}. Per request: {@value #REQUESTS}, {@value #CAPACITY} (read and write units, per
 * table and index), {@value #ITEMS}, {@value #SCANNED}, {@value #RETRIES}, {@value #THROTTLES} (by
 * reason) and {@value #CONDITION_FAILURES}. Every meter is tagged with {@code table}, {@code
 * entity}, {@code operation} (the DynamoDB API), {@code access_pattern} (the declared read) and
 * {@code index}, {@code none} where a value is absent: names from the design, never key values, so
 * the number of series stays bounded. docs/metrics.md lists the meters and a dashboard's queries.
 *
 * <p>The runtime calls a listener between an operation's requests and drops what it throws, so a
 * failing registry never fails the request it measures.
 */
public final class MicrometerListener implements RequestListener {

  /** Timer of operations: latency, and their count by outcome. */
  public static final String OPERATION = "singletable.operation";

  /** Counter of requests sent (pages of a query, attempts of a batch), by outcome. */
  public static final String REQUESTS = "singletable.requests";

  /** Counter of consumed capacity units, by {@code capacity} (read, write) and index. */
  public static final String CAPACITY = "singletable.capacity";

  /** Counter of items read (returned) or written. */
  public static final String ITEMS = "singletable.items";

  /** Counter of items Queries and Scans evaluated before their filter ({@code ScannedCount}). */
  public static final String SCANNED = "singletable.items.scanned";

  /** Counter of re-sends, by {@code by}: {@code sdk} (the AWS SDK's) or {@code singletable}. */
  public static final String RETRIES = "singletable.retries";

  /** Counter of throttled attempts, by {@code reason} ({@code unknown} when DynamoDB gave none). */
  public static final String THROTTLES = "singletable.throttles";

  /** Counter of conditional writes DynamoDB refused ({@code ConditionalCheckFailedException}). */
  public static final String CONDITION_FAILURES = "singletable.condition.failures";

  /** Counter of writes whose outcome is unknown ({@code OutcomeUnknownException}). */
  public static final String OUTCOME_UNKNOWN = "singletable.outcome.unknown";

  static final String NONE = "none";

  private static final Set<String> READS =
      Set.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems");

  private final MeterRegistry registry;

  public MicrometerListener(MeterRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  @Override
  public void onOperation(OperationEvent event) {
    Tags tags =
        tags(event.table(), event.entity(), event.api(), event.accessPattern(), event.index());
    Timer.builder(OPERATION)
        .description("Singletable operations: latency, count by outcome")
        .tags(tags.and("outcome", event.succeeded() ? "success" : event.failure()))
        .publishPercentileHistogram()
        .register(registry)
        .record(event.latency());
    if ("OutcomeUnknownException".equals(event.failure())) {
      counter(OUTCOME_UNKNOWN, tags).increment();
    }
  }

  @Override
  public void onRequest(RequestEvent event) {
    Tags tags =
        tags(event.table(), event.entity(), event.api(), event.accessPattern(), event.index());
    counter(REQUESTS, tags.and("outcome", event.succeeded() ? "success" : event.failure()))
        .increment();
    capacity(event, tags);
    if (event.items() > 0) {
      counter(ITEMS, tags).increment(event.items());
    }
    if (event.scanned() > 0) {
      counter(SCANNED, tags).increment(event.scanned());
    }
    if (event.retries() > 0) {
      counter(RETRIES, tags.and("by", "sdk")).increment(event.retries());
    }
    if (event.resent()) {
      counter(RETRIES, tags.and("by", "singletable")).increment();
    }
    throttles(event, tags);
    if ("ConditionalCheckFailedException".equals(event.failure())) {
      counter(CONDITION_FAILURES, tags).increment();
    }
  }

  /** Units per table (several for a batch or transaction across tables), then per index. */
  private void capacity(RequestEvent event, Tags tags) {
    String kind = READS.contains(event.api()) ? "read" : "write";
    Map<String, ConsumedUnits> byTable =
        event.capacityByTable().isEmpty()
            ? Map.of(event.table(), event.capacity())
            : event.capacityByTable();
    byTable.forEach(
        (table, units) -> {
          Tags base = tags.and("table", table, "capacity", kind);
          double onTable =
              units.table() == 0 && units.indexes().isEmpty() ? units.total() : units.table();
          if (onTable > 0) {
            counter(CAPACITY, base.and("index", NONE)).increment(onTable);
          }
          units
              .indexes()
              .forEach(
                  (index, used) -> {
                    if (used > 0) {
                      counter(CAPACITY, base.and("index", index)).increment(used);
                    }
                  });
        });
  }

  /**
   * The throttled attempts: those of the failure that ended the request by their reasons, the
   * attempts the SDK re-sent (whose reasons it does not pass on) as {@code unknown}.
   */
  private void throttles(RequestEvent event, Tags tags) {
    List<ThrottlingReason> reasons = event.throttlingReasons();
    for (ThrottlingReason reason : reasons) {
      counter(THROTTLES, tags.and("reason", String.valueOf(reason.reason()))).increment();
    }
    int unknown = event.throttles() - (reasons.isEmpty() ? 0 : 1);
    if (unknown > 0) {
      counter(THROTTLES, tags.and("reason", "unknown")).increment(unknown);
    }
  }

  private Counter counter(String name, Tags tags) {
    return Counter.builder(name).tags(tags).register(registry);
  }

  private static Tags tags(
      String table, String entity, String operation, String accessPattern, String index) {
    return Tags.of(
        "table", orNone(table),
        "entity", orNone(entity),
        "operation", orNone(operation),
        "access_pattern", orNone(accessPattern),
        "index", orNone(index));
  }

  private static String orNone(String value) {
    return value == null ? NONE : value;
  }
}
