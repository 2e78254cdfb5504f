package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.MigrationCheckpoint;
import dev.singletable.runtime.MigrationCheckpoints;
import dev.singletable.runtime.MigrationRefusedException;
import dev.singletable.runtime.MigrationReport;
import dev.singletable.runtime.SingletableException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * One run of a migration job: a parallel scan of the table, each segment on its own thread, each
 * item of the entity type still in its old form changed in place, within a capacity budget, with a
 * checkpoint saved after every page. A key move puts the item under its new key and deletes it
 * under the old one in one transaction, conditioned on the new key being free and the old item
 * unchanged since it was read; a rename sets the new attribute (unless the application wrote it
 * meanwhile) and removes the old one, conditioned on the old value being unchanged. An item whose
 * condition fails is read again and retried, so that a concurrent write is never lost.
 *
 * @param <T> the entity type
 * @param <K> its key record
 */
public final class MigrationRun<T, K> {

  /** How often one item is retried when the application keeps changing it. */
  private static final int ATTEMPTS = 8;

  /**
   * Items evaluated per scan page: a checkpoint is saved (and the lease renewed) after each, so a
   * run after a crash repeats at most this many items per segment.
   */
  private static final int PAGE = 100;

  private final TableContext context;
  private final EntitySchema<T, K> schema;
  private final String job;
  private final String formerly;
  private final String name;
  private final int segments;
  private final MigrationCheckpoints store;
  private final Duration lease;
  private final boolean dryRun;
  private final CapacityBudget budget;
  private final String owner = UUID.randomUUID().toString();

  private final AtomicLong scanned = new AtomicLong();
  private final AtomicLong changed = new AtomicLong();
  private final AtomicLong superseded = new AtomicLong();
  private final DoubleAdder units = new DoubleAdder();
  private volatile boolean stopping;
  private MigrationCheckpoint checkpoint;

  /**
   * @param formerly for a rename, the former stored name; {@code null} for a key move
   * @param name for a rename, the new stored name
   * @param store where checkpoints go; {@code null} for an item of the table
   */
  public MigrationRun(
      TableContext context,
      EntitySchema<T, K> schema,
      String job,
      String formerly,
      String name,
      double unitsPerSecond,
      int segments,
      MigrationCheckpoints store,
      Duration lease,
      boolean dryRun) {
    this.context = context;
    this.schema = schema;
    this.job = job;
    this.formerly = formerly;
    this.name = name;
    if (!(unitsPerSecond > 0) || Double.isInfinite(unitsPerSecond)) {
      throw new MigrationRefusedException(
          MigrationRefusedException.Reason.BUDGET,
          schema.entityType(),
          "migration "
              + job
              + " needs a capacity budget of more than 0 units per second, not "
              + unitsPerSecond
              + ": give MigrationOptions.budget(unitsPerSecond) the units the table can spare");
    }
    if (segments < 1 || segments > 1_000_000) {
      throw new IllegalArgumentException(
          "a migration scans 1 to 1000000 segments, not " + segments);
    }
    this.segments = segments;
    this.store = store != null ? store : new TableCheckpoints(context);
    this.lease = lease;
    this.dryRun = dryRun;
    this.budget = new CapacityBudget(unitsPerSecond);
  }

  /** Runs the job to its end (or counts, for a dry run) and reports what it did. */
  public MigrationReport run() {
    boolean resumed = !dryRun && claim();
    List<Map<String, AttributeValue>> start =
        dryRun ? Collections.nCopies(segments, null) : checkpoint.positions();
    ExecutorService threads = Executors.newFixedThreadPool(Math.min(segments, 16));
    RuntimeException failure = null;
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int segment = 0; segment < segments; segment++) {
        if (!dryRun && checkpoint.done().get(segment)) {
          continue;
        }
        int s = segment;
        Map<String, AttributeValue> from = start.get(segment);
        running.add(threads.submit(() -> segment(s, from)));
      }
      for (Future<?> future : running) {
        try {
          future.get();
        } catch (java.util.concurrent.ExecutionException e) {
          stopping = true;
          if (failure == null) {
            failure =
                e.getCause() instanceof RuntimeException runtime
                    ? runtime
                    : new SingletableException(
                        schema.entityType(), null, "migration " + job + " failed", e.getCause());
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          stopping = true;
          threads.shutdownNow();
          if (failure == null) {
            failure =
                new SingletableException(
                    schema.entityType(), null, "migration " + job + " was interrupted", e);
          }
        }
      }
    } finally {
      threads.shutdownNow();
      if (!dryRun) {
        release();
      }
    }
    if (failure != null) {
      throw failure;
    }
    return new MigrationReport(
        job, scanned.get(), changed.get(), superseded.get(), units.sum(), resumed);
  }

  /**
   * Takes the job: refuses a checkpoint of another job or table, of other segments, or held by a
   * live run; otherwise saves one owned by this run. Returns whether an unfinished run is resumed.
   */
  private boolean claim() {
    MigrationCheckpoint loaded = store.load(context.tableName(), job);
    if (loaded != null
        && (!loaded.table().equals(context.tableName()) || !loaded.job().equals(job))) {
      throw new MigrationRefusedException(
          MigrationRefusedException.Reason.FOREIGN_CHECKPOINT,
          schema.entityType(),
          "migration "
              + job
              + " of table "
              + context.tableName()
              + " found the checkpoint of job "
              + loaded.job()
              + " of table "
              + loaded.table()
              + ": give each job and table its own checkpoint store");
    }
    long now = System.currentTimeMillis();
    if (loaded != null && loaded.owner() != null && loaded.leaseUntilMillis() > now) {
      throw running(loaded);
    }
    boolean resume = loaded != null && !loaded.finished();
    if (resume && loaded.segments() != segments) {
      throw new MigrationRefusedException(
          MigrationRefusedException.Reason.SEGMENTS,
          schema.entityType(),
          "migration "
              + job
              + " was started with "
              + loaded.segments()
              + " segments and is not finished: resume it with segments("
              + loaded.segments()
              + "), not "
              + segments);
    }
    MigrationCheckpoint next =
        new MigrationCheckpoint(
            context.tableName(),
            job,
            resume ? loaded.positions() : Collections.nCopies(segments, null),
            resume ? loaded.done() : Collections.nCopies(segments, false),
            owner,
            now + lease.toMillis(),
            loaded == null ? 0 : loaded.changed(),
            loaded == null ? 1 : loaded.revision() + 1);
    if (!store.replace(loaded, next)) {
      throw running(store.load(context.tableName(), job));
    }
    checkpoint = next;
    return resume;
  }

  private MigrationRefusedException running(MigrationCheckpoint held) {
    return new MigrationRefusedException(
        MigrationRefusedException.Reason.RUNNING,
        schema.entityType(),
        "migration "
            + job
            + " of table "
            + context.tableName()
            + " is running already (run "
            + (held == null ? "unknown" : held.owner())
            + " holds it"
            + (held == null
                ? ""
                : " until " + java.time.Instant.ofEpochMilli(held.leaseUntilMillis()))
            + "): wait for it to end, or for its lease to expire if it crashed");
  }

  /** Saves a segment's progress, renewing the lease; fails when another run took the job. */
  private synchronized void save(int segment, Map<String, AttributeValue> position, boolean done) {
    List<Map<String, AttributeValue>> positions = new ArrayList<>(checkpoint.positions());
    positions.set(segment, position);
    List<Boolean> finished = new ArrayList<>(checkpoint.done());
    finished.set(segment, done);
    replace(
        new MigrationCheckpoint(
            checkpoint.table(),
            job,
            positions,
            finished,
            owner,
            System.currentTimeMillis() + lease.toMillis(),
            checkpoint.changed() + pendingChanges(),
            checkpoint.revision() + 1));
  }

  private long counted;

  /** The changes made since the last save. */
  private long pendingChanges() {
    long now = changed.get() + superseded.get();
    long pending = now - counted;
    counted = now;
    return pending;
  }

  /**
   * Renews the lease once half of it is spent, keeping the saved positions, so that a slow page
   * does not lose the job to another run.
   */
  private synchronized void heartbeat() {
    long now = System.currentTimeMillis();
    if (now < checkpoint.leaseUntilMillis() - lease.toMillis() / 2) {
      return;
    }
    replace(
        new MigrationCheckpoint(
            checkpoint.table(),
            job,
            checkpoint.positions(),
            checkpoint.done(),
            owner,
            now + lease.toMillis(),
            checkpoint.changed() + pendingChanges(),
            checkpoint.revision() + 1));
  }

  /** Gives the job up, keeping its progress, so that the next run can resume at once. */
  private synchronized void release() {
    if (checkpoint == null || checkpoint.owner() == null) {
      return;
    }
    try {
      replace(
          new MigrationCheckpoint(
              checkpoint.table(),
              job,
              checkpoint.positions(),
              checkpoint.done(),
              null,
              0,
              checkpoint.changed() + pendingChanges(),
              checkpoint.revision() + 1));
    } catch (RuntimeException e) {
      // The lease expires by itself; the failure that ended the run is the one to report.
    }
  }

  private void replace(MigrationCheckpoint next) {
    if (!store.replace(checkpoint, next)) {
      stopping = true;
      throw new SingletableException(
          schema.entityType(),
          null,
          "migration "
              + job
              + " lost its checkpoint to another run (its lease of "
              + lease
              + " expired between two pages): stopped; the other run goes on");
    }
    checkpoint = next;
  }

  /** Reads one segment page by page from {@code from}, changing its items. */
  private void segment(int segment, Map<String, AttributeValue> from) {
    Map<String, AttributeValue> position = from;
    while (!stopping) {
      budget.acquire();
      ScanResponse page = send(ApiCall.SCAN, scan(segment, position), "Scan");
      spend(page.consumedCapacity(), 1 + page.count() / 8.0);
      for (Map<String, AttributeValue> item : page.items()) {
        if (stopping) {
          return;
        }
        if (!dryRun) {
          heartbeat();
        }
        Map<String, AttributeValue> live = context.liveItem(item);
        if (live != null && context.isOfType(live, schema)) {
          scanned.incrementAndGet();
          if (formerly == null) {
            move(live);
          } else {
            rename(live);
          }
        }
      }
      boolean done = !page.hasLastEvaluatedKey() || page.lastEvaluatedKey().isEmpty();
      position = done ? null : page.lastEvaluatedKey();
      if (!dryRun) {
        save(segment, position, done);
      }
      if (done) {
        return;
      }
    }
  }

  private ScanRequest scan(int segment, Map<String, AttributeValue> from) {
    Map<String, String> names = new HashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    names.put("#type", context.layout().entityTypeAttribute());
    values.put(":type", AttributeValue.fromS(schema.entityType()));
    String filter = "#type = :type";
    if (formerly != null) {
      names.put("#old", formerly);
      filter += " AND attribute_exists(#old)";
    }
    return ScanRequest.builder()
        .tableName(context.tableName())
        .segment(segment)
        .totalSegments(segments)
        .exclusiveStartKey(from)
        .limit(PAGE)
        .filterExpression(filter)
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** Moves an item stored under its former key to its new key. */
  private void move(Map<String, AttributeValue> item) {
    K key = schema.keyOf(schema.fromItem(item));
    Map<String, AttributeValue> newKey = schema.keyItem(key);
    Map<String, AttributeValue> formerKey = schema.formerKeyItem(key);
    Map<String, AttributeValue> actual = context.primaryKeyOf(item);
    if (formerKey == null || actual.equals(newKey) || !actual.equals(formerKey)) {
      return; // moved already, or a key this job does not know
    }
    if (dryRun) {
      changed.incrementAndGet();
      return;
    }
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS && current != null; attempt++) {
      Map<String, AttributeValue> moved = new HashMap<>(current);
      moved.putAll(newKey);
      Unchanged unchanged = Unchanged.of(current, actual.keySet());
      Map<String, String> putNames = Map.of("#pk", context.layout().partitionKey());
      TransactWriteItemsRequest request =
          TransactWriteItemsRequest.builder()
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .transactItems(
                  TransactWriteItem.builder()
                      .put(
                          Put.builder()
                              .tableName(context.tableName())
                              .item(moved)
                              .conditionExpression("attribute_not_exists(#pk)")
                              .expressionAttributeNames(putNames)
                              .build())
                      .build(),
                  TransactWriteItem.builder()
                      .delete(
                          Delete.builder()
                              .tableName(context.tableName())
                              .key(formerKey)
                              .conditionExpression(unchanged.expression())
                              .expressionAttributeNames(unchanged.names())
                              .expressionAttributeValues(unchanged.values())
                              .build())
                      .build())
              .build();
      budget.acquire();
      Object answer = attempt(ApiCall.TRANSACT_WRITE_ITEMS, request);
      if (answer instanceof TransactWriteItemsResponse response) {
        spend(response.consumedCapacity(), 4);
        changed.incrementAndGet();
        return;
      }
      spend((ConsumedCapacity) null, 4);
      TransactionCanceledException cancelled = cancelled(answer, "TransactWriteItems");
      List<CancellationReason> reasons = cancelled.cancellationReasons();
      boolean newTaken = failedCheck(reasons, 0);
      boolean oldChanged = failedCheck(reasons, 1);
      if (newTaken && !oldChanged) {
        // The application wrote the entity under its new key meanwhile: that write is newer than
        // the old copy, which goes, if it is still as read.
        if (deleteIfUnchanged(formerKey, unchanged)) {
          superseded.incrementAndGet();
          return;
        }
      } else if (!newTaken && !oldChanged) {
        pause(attempt); // a conflict with another transaction: try again
        continue;
      }
      current = reread(formerKey);
    }
    if (current != null) {
      throw new SingletableException(
          schema.entityType(),
          context.describeKey(formerKey),
          "migration "
              + job
              + " could not move the item: it changed "
              + ATTEMPTS
              + " times while being moved; run the job again");
    }
  }

  /** Renames the former attribute of an item to the new one. */
  private void rename(Map<String, AttributeValue> item) {
    if (!item.containsKey(formerly)) {
      return;
    }
    if (dryRun) {
      changed.incrementAndGet();
      return;
    }
    Map<String, AttributeValue> key = context.primaryKeyOf(item);
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS && current != null; attempt++) {
      AttributeValue old = current.get(formerly);
      if (old == null) {
        return;
      }
      boolean both = current.containsKey(name);
      UpdateItemRequest request =
          UpdateItemRequest.builder()
              .tableName(context.tableName())
              .key(key)
              .updateExpression("SET #new = if_not_exists(#new, :old) REMOVE #old")
              .conditionExpression("#old = :old")
              .expressionAttributeNames(Map.of("#new", name, "#old", formerly))
              .expressionAttributeValues(Map.of(":old", old))
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .build();
      budget.acquire();
      Object answer = attempt(ApiCall.UPDATE_ITEM, request);
      if (answer instanceof UpdateItemResponse response) {
        spend(response.consumedCapacity(), 1);
        (both ? superseded : changed).incrementAndGet();
        return;
      }
      spend((ConsumedCapacity) null, 1);
      if (!(answer instanceof ConditionalCheckFailedException)) {
        throw Failures.ofItem(
            (SdkException) answer, schema.entityType(), context.describeKey(key), "UpdateItem");
      }
      current = reread(key);
    }
  }

  private boolean deleteIfUnchanged(Map<String, AttributeValue> key, Unchanged unchanged) {
    DeleteItemRequest request =
        DeleteItemRequest.builder()
            .tableName(context.tableName())
            .key(key)
            .conditionExpression(unchanged.expression())
            .expressionAttributeNames(unchanged.names())
            .expressionAttributeValues(unchanged.values())
            .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
            .build();
    budget.acquire();
    Object answer = attempt(ApiCall.DELETE_ITEM, request);
    if (answer instanceof DeleteItemResponse response) {
      spend(response.consumedCapacity(), 1);
      return true;
    }
    spend((ConsumedCapacity) null, 1);
    if (answer instanceof ConditionalCheckFailedException) {
      return false;
    }
    throw Failures.ofItem(
        (SdkException) answer, schema.entityType(), context.describeKey(key), "DeleteItem");
  }

  /** The item under {@code key} as stored now (strongly consistent), or null when it is gone. */
  private Map<String, AttributeValue> reread(Map<String, AttributeValue> key) {
    budget.acquire();
    GetItemResponse response =
        send(
            ApiCall.GET_ITEM,
            GetItemRequest.builder()
                .tableName(context.tableName())
                .key(key)
                .consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .build(),
            "GetItem");
    spend(response.consumedCapacity(), 1);
    Map<String, AttributeValue> item =
        response.hasItem() ? context.liveItem(response.item()) : null;
    return item == null || item.isEmpty() || !context.isOfType(item, schema) ? null : item;
  }

  private static boolean failedCheck(List<CancellationReason> reasons, int index) {
    return reasons != null
        && reasons.size() > index
        && "ConditionalCheckFailed".equals(reasons.get(index).code());
  }

  private TransactionCanceledException cancelled(Object answer, String operation) {
    if (answer instanceof TransactionCanceledException cancelled) {
      return cancelled;
    }
    throw Failures.ofRequest((SdkException) answer, operation);
  }

  private void pause(int attempt) {
    try {
      Thread.sleep(Math.min(1000, 20L << attempt));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SingletableException(
          schema.entityType(), null, "migration " + job + " interrupted", e);
    }
  }

  /** Sends a request through the table's caller (so the request listener hears it). */
  private <Q, S> S send(ApiCall<Q, S> api, Q request, String operation) {
    Object answer = attempt(api, request);
    if (answer instanceof SdkException failure) {
      throw Failures.ofRequest(failure, operation);
    }
    @SuppressWarnings("unchecked")
    S response = (S) answer;
    return response;
  }

  /** The response of a request, or the SDK's failure of it. */
  private <Q, S> Object attempt(ApiCall<Q, S> api, Q request) {
    return context
        .syncCaller()
        .run(
            Step.<Q, S, Object>call(
                api,
                schema.entityType(),
                request,
                response -> Step.done(response),
                failure -> Step.done(failure)));
  }

  /**
   * Counts the capacity a request consumed against the budget: as DynamoDB reported it, or {@code
   * estimate} when it did not.
   */
  private void spend(List<ConsumedCapacity> consumed, double estimate) {
    double total = 0;
    if (consumed != null) {
      for (ConsumedCapacity capacity : consumed) {
        total += capacity.capacityUnits() == null ? 0 : capacity.capacityUnits();
      }
    }
    double spent = total > 0 ? total : estimate;
    units.add(spent);
    budget.spend(spent);
  }

  private void spend(ConsumedCapacity consumed, double estimate) {
    spend(consumed == null ? null : List.of(consumed), estimate);
  }

  /**
   * The condition that an item holds exactly the attributes read: each equal to its value read,
   * keys aside (they address it).
   */
  private record Unchanged(
      String expression, Map<String, String> names, Map<String, AttributeValue> values) {

    static Unchanged of(Map<String, AttributeValue> item, java.util.Set<String> keys) {
      StringBuilder expression = new StringBuilder("attribute_exists(#k0)");
      Map<String, String> names = new HashMap<>();
      Map<String, AttributeValue> values = new HashMap<>();
      names.put("#k0", keys.iterator().next());
      int i = 0;
      for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
        if (keys.contains(attribute.getKey())) {
          continue;
        }
        names.put("#a" + i, attribute.getKey());
        values.put(":a" + i, attribute.getValue());
        expression.append(" AND #a").append(i).append(" = :a").append(i);
        i++;
      }
      return new Unchanged(expression.toString(), names, values);
    }
  }
}
