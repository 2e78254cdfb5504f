package dev.singletable.migrations.internal;

import dev.singletable.migrations.MigrationCheckpoints;
import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.SingletableException;
import dev.singletable.runtime.internal.Shape;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Failures;
import dev.singletable.runtime.internal.op.TableContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * One run of a migration job: a parallel scan of the table, each segment on its own thread, each
 * item of the entity type still in its old form changed in place, within a capacity budget, with a
 * checkpoint saved after every page. A backfill sets an index's keys the entity computes, where the
 * item lacks them, conditioned on the item being unchanged since it was read. A key move puts the
 * item under its new key and deletes it under the old one in one transaction, conditioned on the
 * new key being free and the old item unchanged since it was read; a rename sets the new attribute
 * (unless the application wrote it meanwhile) and removes the old one, conditioned on the old value
 * being unchanged. An item whose condition fails is read again and retried, so that a concurrent
 * write is never lost.
 *
 * @param <T> the entity type
 * @param <K> its key record
 */
public final class MigrationRun<T, K> {

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
  private final String index;
  private final int segments;
  private final boolean dryRun;
  final CapacityBudget budget;
  private final ItemChanges<T, K> items;
  private final ConditionedRewrite<T> rewrites;
  private final String rewrite;
  private final boolean upgrade;

  private final AtomicLong scanned = new AtomicLong();
  final AtomicLong changed = new AtomicLong();
  final AtomicLong superseded = new AtomicLong();
  private final DoubleAdder units = new DoubleAdder();
  private volatile boolean stopping;
  private final MigrationLease hold;

  /**
   * @param formerly for a rename, the former stored name; {@code null} for a key move
   * @param name for a rename, the new stored name
   * @param index for a backfill, the index whose keys it fills; {@code null} otherwise
   * @param rewrite for a rewrite, the stored attribute it rewrites to the value the entity writes
   *     now (the entity-type attribute, for a rename of the type); {@code null} otherwise
   * @param upgrade whether it rewrites the items of a former shape whole ({@code Order.upgrade})
   * @param store where checkpoints go; {@code null} for an item of the table
   */
  public MigrationRun(
      TableContext context,
      EntitySchema<T, K> schema,
      String job,
      String formerly,
      String name,
      String index,
      String rewrite,
      boolean upgrade,
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
    this.index = index;
    checkBudget(job, schema.entityType(), unitsPerSecond);
    if (segments < 1 || segments > 1_000_000) {
      throw new IllegalArgumentException(
          "a migration scans 1 to 1000000 segments, not " + segments);
    }
    this.segments = segments;
    this.hold =
        new MigrationLease(
            context.tableName(),
            job,
            schema.entityType(),
            segments,
            store != null ? store : new TableCheckpoints(context),
            lease,
            () -> changed.get() + superseded.get());
    this.dryRun = dryRun;
    this.budget = new CapacityBudget(unitsPerSecond);
    this.items = new ItemChanges<>(this, context, schema, job, formerly, name, dryRun);
    this.rewrite = rewrite;
    this.upgrade = upgrade;
    this.rewrites = new ConditionedRewrite<>(this, context, schema, items, job, dryRun);
  }

  /**
   * Refuses a budget that is not a positive number of units per second, before anything is read.
   *
   * @throws MigrationRefusedException when it is not
   */
  public static void checkBudget(String job, String entityType, double unitsPerSecond) {
    if (!(unitsPerSecond > 0) || Double.isInfinite(unitsPerSecond)) {
      throw new MigrationRefusedException(
          MigrationRefusedException.Reason.BUDGET,
          entityType,
          "migration "
              + job
              + " needs a capacity budget of more than 0 units per second, not "
              + unitsPerSecond
              + ": give MigrationOptions.budget(unitsPerSecond) the units the table can spare");
    }
  }

  /** Runs the job to its end (or counts, for a dry run) and reports what it did. */
  public MigrationReport run() {
    boolean resumed = !dryRun && hold.claim();
    List<Map<String, AttributeValue>> start =
        dryRun ? Collections.nCopies(segments, null) : hold.positions();
    ExecutorService threads = Executors.newFixedThreadPool(Math.min(segments, 16));
    RuntimeException failure = null;
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int segment = 0; segment < segments; segment++) {
        if (!dryRun && hold.done(segment)) {
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
        hold.release();
      }
    }
    if (failure != null) {
      throw failure;
    }
    return new MigrationReport(
        job, scanned.get(), changed.get(), superseded.get(), units.sum(), resumed);
  }

  /** Reads one segment page by page from {@code from}, changing its items. */
  private void segment(int segment, Map<String, AttributeValue> from) {
    Map<String, AttributeValue> position = from;
    while (!stopping) {
      budget.acquire();
      ScanResponse page = send(ApiCall.SCAN, scan(segment, position), "Scan");
      spend(page.consumedCapacity(), 1 + page.count() / 8.0);
      List<Map<String, AttributeValue>> moves = new ArrayList<>();
      for (Map<String, AttributeValue> item : page.items()) {
        if (stopping) {
          return;
        }
        if (!dryRun) {
          hold.heartbeat();
        }
        Map<String, AttributeValue> live = context.liveItem(item);
        if (live != null && context.isOfType(live, schema)) {
          scanned.incrementAndGet();
          if (upgrade) {
            rewrites.upgrade(live);
          } else if (index != null) {
            rewrites.fill(live, index);
          } else if (rewrite != null) {
            rewrites.rewrite(live, rewrite);
          } else if (formerly == null) {
            moves.add(live);
          } else {
            items.rename(live);
          }
        }
      }
      items.moveAll(moves);
      boolean done = !page.hasLastEvaluatedKey() || page.lastEvaluatedKey().isEmpty();
      position = done ? null : page.lastEvaluatedKey();
      if (!dryRun) {
        hold.save(segment, position, done);
      }
      if (done) {
        return;
      }
    }
  }

  private ScanRequest scan(int segment, Map<String, AttributeValue> from) {
    Map<String, String> names = new HashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    String typeAttribute = context.layout().entityTypeAttribute();
    names.put("#type", typeAttribute);
    String former = schema.formerEntityType();
    String filter;
    if (typeAttribute.equals(rewrite)) {
      // The rename of the type rewrites only the items still under the former name.
      values.put(":type", AttributeValue.fromS(former));
      filter = "#type = :type";
    } else {
      values.put(":type", AttributeValue.fromS(schema.entityType()));
      filter = former == null ? "#type = :type" : "#type IN (:type, :former)";
      if (former != null) {
        values.put(":former", AttributeValue.fromS(former));
      }
    }
    Shape shape = Shape.of(schema);
    if (upgrade && shape != null) {
      // Only the items of a former shape: without the marker, or with another one.
      names.put("#shape", Shape.ATTRIBUTE);
      values.put(":shape", shape.marker());
      filter += " AND (attribute_not_exists(#shape) OR #shape <> :shape)";
    }
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

  /** Sends a request through the table's caller (so the request listener hears it). */
  <Q, S> S send(ApiCall<Q, S> api, Q request, String operation) {
    Object answer = attempt(api, request);
    if (answer instanceof SdkException failure) {
      throw Failures.ofRequest(failure, operation);
    }
    @SuppressWarnings("unchecked")
    S response = (S) answer;
    return response;
  }

  /** The response of a request, or the SDK's failure of it. */
  <Q, S> Object attempt(ApiCall<Q, S> api, Q request) {
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
   * Sends a conditioned write of one item within the budget: whether it was written ({@code false}:
   * its condition failed). Any other failure fails the run.
   */
  <Q, S> boolean write(
      ApiCall<Q, S> api,
      Q request,
      Function<S, ConsumedCapacity> consumed,
      Map<String, AttributeValue> key,
      String operation) {
    budget.acquire();
    Object answer = attempt(api, request);
    if (answer instanceof SdkException failure) {
      spend((ConsumedCapacity) null, 1);
      if (failure instanceof ConditionalCheckFailedException) {
        return false;
      }
      throw Failures.ofItem(failure, schema.entityType(), context.describeKey(key), operation);
    }
    @SuppressWarnings("unchecked")
    S response = (S) answer;
    spend(consumed.apply(response), 1);
    return true;
  }

  /**
   * Counts the capacity a request consumed against the budget: as DynamoDB reported it, or {@code
   * estimate} when it did not.
   */
  void spend(List<ConsumedCapacity> consumed, double estimate) {
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

  void spend(ConsumedCapacity consumed, double estimate) {
    spend(consumed == null ? null : List.of(consumed), estimate);
  }
}
