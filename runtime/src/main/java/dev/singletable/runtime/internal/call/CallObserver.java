package dev.singletable.runtime.internal.call;

import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.metrics.CoreMetric;
import software.amazon.awssdk.metrics.MetricCollection;
import software.amazon.awssdk.metrics.MetricPublisher;

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

  private final RequestListener listener;

  public CallObserver(RequestListener listener) {
    this.listener = Objects.requireNonNull(listener, "listener");
  }

  /** Starts observing one operation. */
  public Run start() {
    return new Run();
  }

  /** One operation's requests so far; the branches of a fork report to it at once. */
  public final class Run {
    private final long started = System.nanoTime();
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

    private Run() {}

    /** Observes sending {@code call}: its request asks for consumed capacity and SDK metrics. */
    public synchronized <Q> Sent<Q> send(Step.Call<Q, ?, ?> call) {
      requests++;
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
          this, call, request, requestTable != null ? requestTable : table, metrics, requests);
    }

    synchronized void report(RequestEvent event) {
      items += event.items();
      capacity = capacity.plus(event.capacity());
      event
          .capacityByTable()
          .forEach((name, units) -> capacityByTable.merge(name, units, ConsumedUnits::plus));
      retries += event.retries();
      throttles += event.throttles();
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
              capacityByTable);
      deliver(() -> listener.onOperation(event));
    }
  }

  /**
   * One request being sent.
   *
   * @param <Q> the request type
   */
  public static final class Sent<Q> {
    private final Run run;
    private final Step.Call<Q, ?, ?> call;
    private final Q request;
    private final String table;
    private final SdkMetrics metrics;
    private final int attempt;
    private final long started = System.nanoTime();

    private Sent(
        Run run,
        Step.Call<Q, ?, ?> call,
        Q request,
        String table,
        SdkMetrics metrics,
        int attempt) {
      this.run = run;
      this.call = call;
      this.request = request;
      this.table = table;
      this.metrics = metrics;
      this.attempt = attempt;
    }

    /** The request to send in place of the call's own. */
    public Q request() {
      return request;
    }

    /** DynamoDB answered {@code response}. */
    public void answered(Object response) {
      report(
          RequestFacts.items(request, response),
          RequestFacts.unprocessed(response),
          RequestFacts.capacity(response),
          RequestFacts.capacityByTable(response),
          null);
    }

    /** The request failed with {@code failure}. */
    public void failed(Throwable failure) {
      String code =
          failure instanceof AwsServiceException service
                  && service.awsErrorDetails() != null
                  && service.awsErrorDetails().errorCode() != null
              ? service.awsErrorDetails().errorCode()
              : failure.getClass().getSimpleName();
      report(0, 0, ConsumedUnits.NONE, Map.of(), code);
    }

    private void report(
        int items,
        int unprocessed,
        ConsumedUnits capacity,
        Map<String, ConsumedUnits> capacityByTable,
        String failure) {
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
              capacityByTable));
    }
  }

  private void deliver(Runnable call) {
    try {
      call.run();
    } catch (RuntimeException e) {
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
  private static final class SdkMetrics implements MetricPublisher {
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
      Map<String, ConsumedUnits> capacityByTable)
      implements RequestEvent {

    Request {
      capacityByTable = Map.copyOf(capacityByTable);
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
      Map<String, ConsumedUnits> capacityByTable)
      implements OperationEvent {

    Operation {
      capacityByTable = Map.copyOf(capacityByTable);
    }
  }
}
