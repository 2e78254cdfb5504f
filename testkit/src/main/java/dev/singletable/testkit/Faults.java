package dev.singletable.testkit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Failures the local engine injects on purpose, and a count of requests per operation, for tests of
 * retry and error paths.
 *
 * <p>Every fault applies to the next calls that reach the engine, counted per HTTP request: the AWS
 * SDK retries throttling errors by itself, so each SDK attempt consumes one throttled call (with
 * the default retry strategy, {@code provisionedThroughputExceeded("PutItem", 2)} makes one {@code
 * putItem} succeed on its third attempt; build a client with retries off to see the exception).
 * Faults are engine-wide: with the shared engine, tests that use them must not run in parallel with
 * each other. {@link LocalDynamoDbExtension} calls {@link #reset()} before each test. Thread-safe.
 */
public final class Faults {

  // The operations of the DynamoDB API; naming any other is a typo that would make a fault never
  // fire.
  private static final Set<String> OPERATIONS =
      Set.of(
          "BatchExecuteStatement",
          "BatchGetItem",
          "BatchWriteItem",
          "CreateBackup",
          "CreateGlobalTable",
          "CreateTable",
          "DeleteBackup",
          "DeleteItem",
          "DeleteTable",
          "DescribeBackup",
          "DescribeContinuousBackups",
          "DescribeEndpoints",
          "DescribeLimits",
          "DescribeTable",
          "DescribeTimeToLive",
          "ExecuteStatement",
          "ExecuteTransaction",
          "GetItem",
          "ListBackups",
          "ListTables",
          "ListTagsOfResource",
          "PutItem",
          "Query",
          "Scan",
          "TagResource",
          "TransactGetItems",
          "TransactWriteItems",
          "UntagResource",
          "UpdateContinuousBackups",
          "UpdateItem",
          "UpdateTable",
          "UpdateTimeToLive");

  private static final Pattern REASON =
      Pattern.compile(
          "(Table|Index)(Read|Write)(ProvisionedThroughputExceeded|AccountLimitExceeded"
              + "|KeyRangeThroughputExceeded|MaxOnDemandThroughputExceeded)");

  private final Map<String, AtomicLong> requestCounts = new ConcurrentHashMap<>();
  private final Map<String, Deque<Function<byte[], ApiResponse>>> throttles = new HashMap<>();
  private final Deque<Integer> unprocessedWrites = new ArrayDeque<>();
  private final Deque<Integer> unprocessedKeys = new ArrayDeque<>();
  private final Map<String, Integer> lostAnswers = new HashMap<>();
  private int transactionConflicts;

  Faults() {}

  /**
   * The next {@code calls} requests of {@code operation} fail with {@code
   * ProvisionedThroughputExceededException}.
   */
  public Faults provisionedThroughputExceeded(String operation, int calls) {
    return throttle(operation, calls, ApiErrors::provisionedThroughputExceeded);
  }

  /**
   * The next {@code calls} requests of {@code operation} fail with {@code
   * ProvisionedThroughputExceededException} carrying one of DynamoDB's {@code ThrottlingReasons}:
   * {@code reason} ({@code TableWriteKeyRangeThroughputExceeded}, {@code
   * IndexReadProvisionedThroughputExceeded}, ...) on the ARN of the request's table ({@code
   * arn:aws:dynamodb:us-east-1:000000000000:table/Shop}), as the service explains a throttle since
   * 2025.
   *
   * @throws IllegalArgumentException when {@code reason} is not one of DynamoDB's (resource {@code
   *     Table}/{@code Index}, operation {@code Read}/{@code Write}, and a limit), or names an index
   *     ({@code Index...}): use {@link #throttlingReason(String, int, String, String)} then
   */
  public Faults throttlingReason(String operation, int calls, String reason) {
    requireReason(reason, false);
    return throttle(operation, calls, body -> ApiErrors.throttled(reason, arn(body, null)));
  }

  /**
   * As {@link #throttlingReason(String, int, String)}, for a reason about an index ({@code
   * IndexWriteKeyRangeThroughputExceeded}): the resource is the ARN of {@code index} of the
   * request's table ({@code .../table/Shop/index/GSI1}).
   */
  public Faults throttlingReason(String operation, int calls, String reason, String index) {
    requireReason(reason, true);
    if (index == null || index.isEmpty()) {
      throw new IllegalArgumentException("name the index the reason " + reason + " is about");
    }
    return throttle(operation, calls, body -> ApiErrors.throttled(reason, arn(body, index)));
  }

  /** The next {@code calls} requests of {@code operation} fail with {@code ThrottlingException}. */
  public Faults throttlingException(String operation, int calls) {
    return throttle(operation, calls, ApiErrors::throttling);
  }

  /**
   * The next {@code calls} requests of {@code operation} fail with {@code
   * TransactionConflictException}, as when a transaction is writing the same item: nothing is
   * applied. DynamoDB answers single-item writes (PutItem, UpdateItem, DeleteItem) so, and the SDK
   * does not retry it.
   */
  public Faults transactionConflictException(String operation, int calls) {
    return throttle(operation, calls, ApiErrors::transactionConflict);
  }

  /**
   * The next {@code calls} requests of {@code operation} are applied as usual, but their answer is
   * lost: each is answered with a 500 {@code InternalServerError} whatever it was, as when
   * DynamoDB's answer to an applied write does not reach the client. The SDK retries a 500 by
   * itself (with its default retry strategy), so the request is then sent again.
   */
  public synchronized Faults applyThenFail(String operation, int calls) {
    requireKnown(operation);
    requireNonNegative(calls, 0);
    lostAnswers.merge(operation, calls, Integer::sum);
    return this;
  }

  /**
   * The next {@code calls} BatchWriteItem requests write only their first {@code keepFirst} write
   * requests (in request order, tables in the order given) and return the others, really not
   * written, as {@code UnprocessedItems}.
   */
  public synchronized Faults unprocessedWrites(int calls, int keepFirst) {
    requireNonNegative(calls, keepFirst);
    for (int i = 0; i < calls; i++) {
      unprocessedWrites.add(keepFirst);
    }
    return this;
  }

  /**
   * The next {@code calls} BatchGetItem requests read only their first {@code keepFirst} keys and
   * return the others, really not read, as {@code UnprocessedKeys}.
   */
  public synchronized Faults unprocessedKeys(int calls, int keepFirst) {
    requireNonNegative(calls, keepFirst);
    for (int i = 0; i < calls; i++) {
      unprocessedKeys.add(keepFirst);
    }
    return this;
  }

  /**
   * The next {@code calls} TransactWriteItems requests that pass validation are cancelled, nothing
   * applied, with reason {@code TransactionConflict} for their first action and {@code None} for
   * the rest.
   */
  public synchronized Faults transactionConflict(int calls) {
    requireNonNegative(calls, 0);
    transactionConflicts += calls;
    return this;
  }

  /**
   * How many requests of {@code operation} reached the engine since start or the last {@link
   * #reset()}.
   */
  public long requestCount(String operation) {
    requireKnown(operation);
    AtomicLong count = requestCounts.get(operation);
    return count == null ? 0 : count.get();
  }

  /** Drops every pending fault and sets all request counts to zero. */
  public synchronized void reset() {
    throttles.clear();
    unprocessedWrites.clear();
    unprocessedKeys.clear();
    lostAnswers.clear();
    transactionConflicts = 0;
    requestCounts.clear();
  }

  void recordRequest(String operation) {
    requestCounts.computeIfAbsent(operation, k -> new AtomicLong()).incrementAndGet();
  }

  synchronized Optional<ApiResponse> takeThrottle(String operation, byte[] body) {
    Deque<Function<byte[], ApiResponse>> pending = throttles.get(operation);
    return pending == null || pending.isEmpty()
        ? Optional.empty()
        : Optional.of(pending.poll().apply(body));
  }

  synchronized boolean takeLostAnswer(String operation) {
    Integer left = lostAnswers.get(operation);
    if (left == null || left == 0) {
      return false;
    }
    lostAnswers.put(operation, left - 1);
    return true;
  }

  synchronized OptionalInt takeUnprocessedWrites() {
    Integer keep = unprocessedWrites.poll();
    return keep == null ? OptionalInt.empty() : OptionalInt.of(keep);
  }

  synchronized OptionalInt takeUnprocessedKeys() {
    Integer keep = unprocessedKeys.poll();
    return keep == null ? OptionalInt.empty() : OptionalInt.of(keep);
  }

  synchronized boolean takeTransactionConflict() {
    if (transactionConflicts == 0) {
      return false;
    }
    transactionConflicts--;
    return true;
  }

  private Faults throttle(String operation, int calls, Supplier<ApiResponse> error) {
    return throttle(operation, calls, body -> error.get());
  }

  private synchronized Faults throttle(
      String operation, int calls, Function<byte[], ApiResponse> error) {
    requireKnown(operation);
    requireNonNegative(calls, 0);
    Deque<Function<byte[], ApiResponse>> pending =
        throttles.computeIfAbsent(operation, k -> new ArrayDeque<>());
    for (int i = 0; i < calls; i++) {
      pending.add(error);
    }
    return this;
  }

  private static void requireReason(String reason, boolean index) {
    if (reason == null || !REASON.matcher(reason).matches()) {
      throw new IllegalArgumentException(
          "Unknown throttling reason '"
              + reason
              + "': Table or Index, Read or Write, then ProvisionedThroughputExceeded,"
              + " AccountLimitExceeded, KeyRangeThroughputExceeded or"
              + " MaxOnDemandThroughputExceeded (e.g. TableWriteKeyRangeThroughputExceeded)");
    }
    if (reason.startsWith("Index") != index) {
      throw new IllegalArgumentException(
          index
              ? "the reason " + reason + " is about the table: name no index"
              : "the reason " + reason + " is about an index: name it");
    }
  }

  /** The ARN of the table a request names (or of its {@code index}). */
  private static String arn(byte[] body, String index) {
    String table = "unknown";
    try {
      Map<String, Object> request = Json.parseObject(body);
      Object name = request.get("TableName");
      if (name == null && request.get("RequestItems") instanceof Map<?, ?> items) {
        name = items.keySet().stream().findFirst().orElse(null);
      }
      if (name == null && request.get("TransactItems") instanceof List<?> actions) {
        name =
            actions.stream()
                .flatMap(a -> Json.asMap(a).values().stream())
                .map(action -> Json.asMap(action).get("TableName"))
                .filter(n -> n != null)
                .findFirst()
                .orElse(null);
      }
      if (name instanceof String text) {
        table = text;
      }
    } catch (RuntimeException unreadable) {
      // keep "unknown": the fault still fires
    }
    return "arn:aws:dynamodb:us-east-1:000000000000:table/"
        + table
        + (index == null ? "" : "/index/" + index);
  }

  private static void requireKnown(String operation) {
    if (!OPERATIONS.contains(operation)) {
      throw new IllegalArgumentException(
          "Unknown DynamoDB operation '"
              + operation
              + "': use the API name, e.g. \"PutItem\", \"Query\", \"TransactWriteItems\"");
    }
  }

  private static void requireNonNegative(int calls, int keep) {
    if (calls < 0 || keep < 0) {
      throw new IllegalArgumentException("calls and counts must not be negative");
    }
  }
}
