package dev.singletable.testkit;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.CRC32;

/**
 * The in-JVM HTTP front of dynalite: forwards every DynamoDB request and adds what dynalite lacks
 * (transactions, TTL settings and expiry, streams, ALL_OLD on condition failures, injected faults).
 *
 * <p>One read/write lock orders everything: ordinary requests share the read side, while
 * transactions, ALL_OLD writes and writes to tables with a stream hold the write side, so no
 * request ever sees a transaction half-applied and stream records are in commit order.
 */
final class Gateway implements AutoCloseable {

  private static final Logger LOG = Logger.getLogger(Gateway.class.getName());

  static {
    // The JDK server writes headers and body separately; without TCP_NODELAY every answer waits for
    // the
    // client's delayed ACK (about 40 ms on Linux). Read once when the server classes load;
    // JVM-wide.
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
  }

  private static final AtomicInteger THREADS = new AtomicInteger();

  private final HttpServer server;
  private final ExecutorService executor;
  private final Upstream upstream;
  private final Faults faults;
  private final ReadWriteLock lock = new ReentrantReadWriteLock();
  private final TransactWriteHandler transactWrite;
  private final TransactGetHandler transactGet;
  private final TimeToLiveHandler timeToLive;
  private final ContinuousBackupsHandler continuousBackups;
  private final OldItemOnFailureHandler oldItemOnFailure;
  private final BatchFaultHandler batchFaults;
  private final CollectionMetrics collectionMetrics;
  private final StreamStore streams;
  private final StreamsApi streamsApi;
  private final TableStreamHandler tableStreams;
  private final ChangeCapture changes;
  private final TimeToLiveExpiry expiry;

  private Gateway(Upstream upstream, Faults faults, Clock clock) throws IOException {
    this.upstream = upstream;
    this.faults = faults;
    this.transactWrite =
        new TransactWriteHandler(
            upstream, lock.writeLock(), faults, new IdempotencyCache(Clock.systemUTC()));
    this.transactGet = new TransactGetHandler(upstream, lock.writeLock());
    this.timeToLive = new TimeToLiveHandler(upstream);
    this.continuousBackups = new ContinuousBackupsHandler(upstream);
    this.oldItemOnFailure = new OldItemOnFailureHandler(upstream, lock.writeLock());
    this.batchFaults = new BatchFaultHandler(upstream);
    this.collectionMetrics = new CollectionMetrics(upstream);
    this.streams = new StreamStore(clock);
    this.streamsApi = new StreamsApi(streams);
    this.tableStreams = new TableStreamHandler(upstream, streams, lock.writeLock());
    this.changes = new ChangeCapture(upstream, streams, lock.writeLock());
    this.expiry = new TimeToLiveExpiry(upstream, timeToLive, streams, lock.writeLock());
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    // Daemon threads: a test JVM must be able to exit even if someone forgets close().
    this.executor =
        Executors.newFixedThreadPool(
            8,
            task -> {
              Thread thread = new Thread(task, "singletable-gateway-" + THREADS.incrementAndGet());
              thread.setDaemon(true);
              return thread;
            });
    server.createContext("/", this::exchange);
    server.setExecutor(executor);
  }

  static Gateway start(Upstream upstream, Faults faults, Clock clock) {
    try {
      Gateway gateway = new Gateway(upstream, faults, clock);
      gateway.server.start();
      return gateway;
    } catch (IOException e) {
      throw new IllegalStateException("could not open the gateway's loopback port", e);
    }
  }

  /** Deletes the items whose TTL expired at {@code now}; answers how many. */
  int expireTtl(Instant now) {
    return expiry.expire(now);
  }

  /** The engine's current time, which stream records and iterators use. */
  Instant now() {
    return streams.now();
  }

  void rollStreamShard(String tableName) {
    streams.rollShard(tableName);
  }

  URI endpoint() {
    InetSocketAddress address = server.getAddress();
    return URI.create("http://" + address.getAddress().getHostAddress() + ":" + address.getPort());
  }

  private void exchange(HttpExchange exchange) throws IOException {
    ApiResponse response;
    try (InputStream in = exchange.getRequestBody()) {
      byte[] body = in.readAllBytes();
      String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
      response = dispatch(target, body, exchange.getRequestHeaders());
      response = collectionMetrics.add(target, body, ValidationGaps.close(target, body, response));
    } catch (ApiException e) {
      response = e.response();
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "gateway request failed", e);
      response = ApiErrors.internal(e);
    }
    send(exchange, response);
  }

  private ApiResponse dispatch(String target, byte[] body, Map<String, List<String>> headers) {
    if (target != null && target.startsWith(StreamsApi.TARGET_PREFIX)) {
      return streamsApi.handle(target.substring(StreamsApi.TARGET_PREFIX.length()), body);
    }
    if (target == null || !target.startsWith(Upstream.TARGET_PREFIX)) {
      return forward(body, headers); // let dynalite give its own answer to odd requests
    }
    String operation = target.substring(Upstream.TARGET_PREFIX.length());
    faults.recordRequest(operation);
    Optional<ApiResponse> throttled = faults.takeThrottle(operation, body);
    if (throttled.isPresent()) {
      return throttled.get();
    }
    boolean loseAnswer = faults.takeLostAnswer(operation);
    ApiResponse response = route(operation, body, headers);
    return loseAnswer ? ApiErrors.lostAnswer() : response;
  }

  private ApiResponse route(String operation, byte[] body, Map<String, List<String>> headers) {
    switch (operation) {
      case "PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems":
        {
          Map<String, Object> request = parseLeniently(body);
          return changes.around(operation, request, () -> write(operation, request, body, headers));
        }
      case "CreateTable", "UpdateTable", "DeleteTable":
        {
          Map<String, Object> request = parseLeniently(body);
          if (request == null) {
            return forward(body, headers);
          }
          // Not under the shared lock: these take the exclusive one, which cannot be upgraded to.
          return switch (operation) {
            case "CreateTable" -> tableStreams.createTable(request);
            case "UpdateTable" -> tableStreams.updateTable(request);
            default -> tableStreams.deleteTable(request);
          };
        }
      case "DescribeTable":
        {
          Map<String, Object> request = parseLeniently(body);
          return request == null
              ? forward(body, headers)
              : shared(() -> tableStreams.describeTable(request));
        }
      default:
        return read(operation, body, headers);
    }
  }

  /** The writes, as they run once {@link ChangeCapture} has taken what it needs. */
  private ApiResponse write(
      String operation,
      Map<String, Object> request,
      byte[] body,
      Map<String, List<String>> headers) {
    switch (operation) {
      case "TransactWriteItems":
        return transactWrite.handle(body);
      case "BatchWriteItem":
        {
          OptionalInt keep = faults.takeUnprocessedWrites();
          return keep.isPresent()
              ? shared(() -> batchFaults.writePartially(body, keep.getAsInt()))
              : forward(body, headers);
        }
      default: // PutItem, UpdateItem, DeleteItem
        return request != null && OldItemOnFailureHandler.wantsOldItem(request)
            ? oldItemOnFailure.handle(operation, request, body, headers)
            : forward(body, headers);
    }
  }

  private ApiResponse read(String operation, byte[] body, Map<String, List<String>> headers) {
    switch (operation) {
      case "TransactGetItems":
        return transactGet.handle(body);
      case "UpdateTimeToLive":
        return shared(() -> timeToLive.update(body));
      case "DescribeTimeToLive":
        return shared(() -> timeToLive.describe(body));
      case "UpdateContinuousBackups":
        return shared(() -> continuousBackups.update(body));
      case "DescribeContinuousBackups":
        return shared(() -> continuousBackups.describe(body));
      case "BatchGetItem":
        {
          OptionalInt keep = faults.takeUnprocessedKeys();
          return keep.isPresent()
              ? shared(() -> batchFaults.readPartially(body, keep.getAsInt()))
              : forward(body, headers);
        }
      default:
        return forward(body, headers);
    }
  }

  private ApiResponse forward(byte[] body, Map<String, List<String>> headers) {
    return shared(() -> upstream.forward(body, headers));
  }

  private ApiResponse shared(Supplier<ApiResponse> work) {
    lock.readLock().lock();
    try {
      return work.get();
    } finally {
      lock.readLock().unlock();
    }
  }

  /**
   * Malformed JSON is dynalite's to reject, with DynamoDB's message, so it is forwarded untouched.
   */
  private static Map<String, Object> parseLeniently(byte[] body) {
    try {
      return Json.parseObject(body);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static void send(HttpExchange exchange, ApiResponse response) throws IOException {
    CRC32 crc = new CRC32();
    crc.update(response.body());
    // The SDK checks x-amz-crc32 when present, so it is recomputed for every body we may have
    // changed.
    exchange.getResponseHeaders().set("Content-Type", "application/x-amz-json-1.0");
    exchange.getResponseHeaders().set("x-amzn-RequestId", response.requestId());
    exchange.getResponseHeaders().set("x-amz-crc32", Long.toString(crc.getValue()));
    exchange.sendResponseHeaders(
        response.status(), response.body().length == 0 ? -1 : response.body().length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(response.body());
    }
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
