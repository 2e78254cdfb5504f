package dev.singletable.runtime.internal.call;

import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.metrics.CoreMetric;
import software.amazon.awssdk.metrics.MetricCollection;
import software.amazon.awssdk.metrics.MetricPublisher;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * Reports what a caller sends to the application's {@link RequestListener}: every caller (the
 * synchronous one, and the asynchronous one beside it) makes one {@link Run} per operation it runs,
 * one {@link Sent} per request, and calls them in this order:
 *
 * <pre>{@code
 * Run run = observer.start();
 * Sent<Q> sent = run.send(call);          // before sending: the request to send instead
 * client.send(sent.request()) ...
 * sent.answered(response) or sent.failed(exception)
 * ...
 * run.finished(null) or run.finished(exceptionThrown)
 * }</pre>
 *
 * <p>A caller without a listener has no observer and sends requests unchanged. A listener that
 * throws is logged once per listener class and otherwise ignored: observing never changes what an
 * operation does.
 */
public final class CallObserver {

  private static final System.Logger LOG = System.getLogger(CallObserver.class.getName());
  private static final Map<Class<?>, Boolean> WARNED = new ConcurrentHashMap<>();
  private static final String THROTTLING = "Throttling";
  private static final ThreadLocal<String> ACCESS_PATTERN = new ThreadLocal<>();

  private final RequestListener listener;

  public CallObserver(RequestListener listener) {
    this.listener = Objects.requireNonNull(listener, "listener");
  }

  /** Starts observing one operation, of the declared read being served on this thread if any. */
  public Run start() {
    return new Run(ACCESS_PATTERN.get());
  }

  /**
   * Runs {@code read}, the body of the declared read {@code accessPattern}: the operations it
   * starts on this thread report that name ({@link RequestEvent#accessPattern()}).
   */
  public static <T> T serving(String accessPattern, Supplier<T> read) {
    String outer = enter(accessPattern);
    try {
      return read.get();
    } finally {
      leave(outer);
    }
  }

  /**
   * Starts serving the declared read {@code accessPattern} on this thread, as {@link #serving} does
   * around its body, and returns the read being served before it, for {@link #leave}.
   */
  public static String enter(String accessPattern) {
    String outer = ACCESS_PATTERN.get();
    ACCESS_PATTERN.set(accessPattern);
    return outer;
  }

  /** Ends serving a declared read on this thread: {@code outer} is what {@link #enter} returned. */
  public static void leave(String outer) {
    // set, not remove: a pooled thread keeps its one entry instead of re-adding it per read
    ACCESS_PATTERN.set(outer);
  }

  /**
   * The reasons a DynamoDB throttling error carries ({@code
   * ProvisionedThroughputExceededException}, {@code ThrottlingException}, {@code
   * RequestLimitExceededException}); empty for any other failure, or when DynamoDB gave none.
   */
  public static List<ThrottlingReason> throttlingReasons(Throwable failure) {
    if (failure instanceof ProvisionedThroughputExceededException e && e.hasThrottlingReasons()) {
      return e.throttlingReasons();
    } else if (failure instanceof ThrottlingException e && e.hasThrottlingReasons()) {
      return e.throttlingReasons();
    } else if (failure instanceof RequestLimitExceededException e && e.hasThrottlingReasons()) {
      return e.throttlingReasons();
    }
    return List.of();
  }

  /** The declared read being served on this thread, or {@code null}. */
  public static String accessPattern() {
    return ACCESS_PATTERN.get();
  }

  /** One operation's requests so far; the branches of a fork report to it at once. */
  public final class Run {
    private final long started = System.nanoTime();
    private final String accessPattern;
    private String api;
    private String table;
    private String entity;
    private String index;
    private int requests;
    private int items;
    private ConsumedUnits capacity = ConsumedUnits.NONE;
    private final Map<String, ConsumedUnits> capacityByTable = new TreeMap<>();
    private int retries;
    private int throttles;
    private int scanned;
    private int waits;
    private int resends;
    private final List<ThrottlingReason> reasons = new ArrayList<>();

    private Run(String accessPattern) {
      this.accessPattern = accessPattern;
    }

    /**
     * The operation waits out a backoff: its next request is a re-send of Singletable's own (the
     * callers report every {@link Step.Wait}, which only retries make).
     */
    public synchronized void waiting() {
      waits++;
    }

    /** Observes sending {@code call}: its request asks for consumed capacity and SDK metrics. */
    public synchronized <Q> Sent<Q> send(Step.Call<Q, ?, ?> call) {
      requests++;
      boolean resent = waits > 0;
      if (resent) {
        waits--;
        resends++;
      }
      SdkMetrics metrics = new SdkMetrics();
      Q request = RequestFacts.observed(call.request(), metrics);
      String requestTable = RequestFacts.table(request);
      if (api == null) {
        api = call.api().name();
        entity = call.entity();
        index = RequestFacts.index(request);
      }
      if (table == null) {
        table = requestTable;
      }
      // A request that names no table (GetRecords) is about the operation's.
      return new Sent<>(
          this,
          call,
          request,
          requestTable != null ? requestTable : table,
          metrics,
          requests,
          resent,
          System.nanoTime());
    }

    synchronized void report(RequestEvent event) {
      items += event.items();
      capacity = capacity.plus(event.capacity());
      event
          .capacityByTable()
          .forEach((name, units) -> capacityByTable.merge(name, units, ConsumedUnits::plus));
      retries += event.retries();
      throttles += event.throttles();
      scanned += event.scanned();
      reasons.addAll(event.throttlingReasons());
      deliver(() -> listener.onRequest(event));
    }

    /** The operation is over: {@code failure} is what it threw, or {@code null}. */
    public synchronized void finished(Throwable failure) {
      if (requests == 0) {
        return;
      }
      OperationEvent event =
          new Operation(
              api,
              table,
              entity,
              index,
              requests,
              items,
              capacity,
              retries,
              throttles,
              Duration.ofNanos(System.nanoTime() - started),
              failure == null ? null : failure.getClass().getSimpleName(),
              capacityByTable,
              accessPattern,
              scanned,
              resends,
              reasons);
      deliver(() -> listener.onOperation(event));
    }
  }

  /**
   * One request being sent: {@code request} is what to send in place of the call's own.
   *
   * @param <Q> the request type
   */
  public record Sent<Q>(
      Run run,
      Step.Call<Q, ?, ?> call,
      Q request,
      String table,
      SdkMetrics metrics,
      int attempt,
      boolean resent,
      long started) {

    /** DynamoDB answered {@code response}. */
    public void answered(Object response) {
      report(
          RequestFacts.items(request, response),
          RequestFacts.unprocessed(response),
          RequestFacts.capacity(response),
          RequestFacts.capacityByTable(response),
          RequestFacts.scanned(response),
          null,
          List.of());
    }

    /** The request failed with {@code failure}. */
    public void failed(Throwable failure) {
      String code =
          failure instanceof AwsServiceException service
                  && service.awsErrorDetails() != null
                  && service.awsErrorDetails().errorCode() != null
              ? service.awsErrorDetails().errorCode()
              : failure.getClass().getSimpleName();
      report(0, 0, ConsumedUnits.NONE, Map.of(), 0, code, throttlingReasons(failure));
    }

    private void report(
        int items,
        int unprocessed,
        ConsumedUnits capacity,
        Map<String, ConsumedUnits> capacityByTable,
        int scanned,
        String failure,
        List<ThrottlingReason> reasons) {
      run.report(
          new Request(
              call.api().name(),
              table,
              call.entity(),
              RequestFacts.index(request),
              attempt,
              items,
              unprocessed,
              capacity,
              metrics.retries,
              metrics.throttles,
              Duration.ofNanos(System.nanoTime() - started),
              failure,
              capacityByTable,
              run.accessPattern,
              scanned,
              resent,
              reasons));
    }
  }

  private void deliver(Runnable call) {
    try {
      call.run();
    } catch (RuntimeException | LinkageError e) {
      // A LinkageError: a metrics library of another version than the listener was built for.
      if (WARNED.putIfAbsent(listener.getClass(), Boolean.TRUE) == null) {
        LOG.log(
            Level.WARNING,
            "Singletable: request listener "
                + listener.getClass().getName()
                + " threw; the operation goes on and further failures of this listener are not"
                + " logged",
            e);
      }
    }
  }

  /**
   * Receives the SDK's metrics of one request (published before the client's method returns): its
   * retries, and how many of its attempts were throttled.
   */
  static final class SdkMetrics implements MetricPublisher {
    private volatile int retries;
    private volatile int throttles;

    @Override
    public void publish(MetricCollection metrics) {
      int retried = 0;
      for (Integer count : metrics.metricValues(CoreMetric.RETRY_COUNT)) {
        retried += count;
      }
      int throttled = 0;
      for (MetricCollection attempt : metrics.children()) {
        if (attempt.metricValues(CoreMetric.ERROR_TYPE).contains(THROTTLING)) {
          throttled++;
        }
      }
      retries += retried;
      throttles += throttled;
    }

    @Override
    public void close() {}
  }

  /** A request event, as {@link Sent} reports it. */
  private record Request(
      String api,
      String table,
      String entity,
      String index,
      int attempt,
      int items,
      int unprocessed,
      ConsumedUnits capacity,
      int retries,
      int throttles,
      Duration latency,
      String failure,
      Map<String, ConsumedUnits> capacityByTable,
      String accessPattern,
      int scanned,
      boolean resent,
      List<ThrottlingReason> throttlingReasons)
      implements RequestEvent {

    Request {
      capacityByTable = Map.copyOf(capacityByTable);
      throttlingReasons = List.copyOf(throttlingReasons);
    }
  }

  /** An operation event, as {@link Run#finished} reports it. */
  private record Operation(
      String api,
      String table,
      String entity,
      String index,
      int requests,
      int items,
      ConsumedUnits capacity,
      int retries,
      int throttles,
      Duration latency,
      String failure,
      Map<String, ConsumedUnits> capacityByTable,
      String accessPattern,
      int scanned,
      int resends,
      List<ThrottlingReason> throttlingReasons)
      implements OperationEvent {

    Operation {
      capacityByTable = Map.copyOf(capacityByTable);
      throttlingReasons = List.copyOf(throttlingReasons);
    }
  }
}
