package dev.singletable.samples;

import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.Locale;

/**
 * A {@link RequestListener} that writes every DynamoDB request and operation to a {@code
 * System.Logger} (which the JDK bridges to java.util.logging, and SLF4J or Log4j bridge to theirs):
 * one line per request at {@code DEBUG}, one per operation at {@code INFO}, and at {@code WARNING}
 * when a request was throttled or an operation failed.
 *
 * <pre>{@code
 * ShopDb db = ShopDb.create(client, DbOptions.builder().requestListener(new RequestLog()).build());
 * }</pre>
 *
 * <pre>
 * GetItem Shop entity=User items=1 units=0.5 (table 0.5) retries=0 throttles=0 4 ms
 * operation BatchWriteItem Shop requests=2 items=30 units=30.0 (table 30.0) retries=0 throttles=0 9 ms
 * </pre>
 */
public final class RequestLog implements RequestListener {

  private final Logger logger;

  /** Logs to the logger named after this class. */
  public RequestLog() {
    this(System.getLogger(RequestLog.class.getName()));
  }

  public RequestLog(Logger logger) {
    this.logger = logger;
  }

  @Override
  public void onRequest(RequestEvent event) {
    Level level = event.throttles() > 0 || !event.succeeded() ? Level.WARNING : Level.DEBUG;
    if (!logger.isLoggable(level)) {
      return;
    }
    StringBuilder line = new StringBuilder(event.api()).append(' ').append(event.table());
    describe(line, event.entity(), event.index());
    if (event.attempt() > 1) {
      line.append(" attempt=").append(event.attempt());
    }
    line.append(" items=").append(event.items());
    if (event.unprocessed() > 0) {
      line.append(" unprocessed=").append(event.unprocessed());
    }
    totals(line, event.capacity(), event.retries(), event.throttles(), event.latency().toMillis());
    if (!event.succeeded()) {
      line.append(" failed: ").append(event.failure());
    }
    logger.log(level, line.toString());
  }

  @Override
  public void onOperation(OperationEvent event) {
    Level level = event.succeeded() ? Level.INFO : Level.WARNING;
    if (!logger.isLoggable(level)) {
      return;
    }
    StringBuilder line =
        new StringBuilder("operation ").append(event.api()).append(' ').append(event.table());
    describe(line, event.entity(), event.index());
    line.append(" requests=").append(event.requests()).append(" items=").append(event.items());
    totals(line, event.capacity(), event.retries(), event.throttles(), event.latency().toMillis());
    if (!event.succeeded()) {
      line.append(" failed: ").append(event.failure());
    }
    logger.log(level, line.toString());
  }

  private static void describe(StringBuilder line, String entity, String index) {
    if (entity != null) {
      line.append(" entity=").append(entity);
    }
    if (index != null) {
      line.append(" index=").append(index);
    }
  }

  private static void totals(
      StringBuilder line, ConsumedUnits units, int retries, int throttles, long millis) {
    line.append(" units=").append(format(units.total()));
    if (!units.equals(ConsumedUnits.NONE)) {
      line.append(" (table ").append(format(units.table()));
      units
          .indexes()
          .forEach(
              (index, value) -> line.append(", ").append(index).append(' ').append(format(value)));
      line.append(')');
    }
    line.append(" retries=").append(retries).append(" throttles=").append(throttles);
    line.append(' ').append(millis).append(" ms");
  }

  private static String format(double units) {
    return String.format(Locale.ROOT, "%.1f", units);
  }
}
