package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.sharded.LogDb;
import dev.singletable.benchmarks.sharded.ShardedEvent;
import dev.singletable.benchmarks.sharded.SingleEvent;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.Instant;
import java.time.LocalDate;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A 20-item page, newest first, of a day's log against the local engine: merged from 8 shard
 * partitions (queried concurrently, as configured by default, and one after another for reference)
 * against the same page of the same items kept in one partition. The aim: the merged page close to
 * one partition's latency (at most 1.5 times), not 8 times.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ShardedQueryBenchmark {

  static final LocalDate DAY = LocalDate.of(2025, 6, 1);
  static final int EVENTS = 800;

  private LocalDynamoDb engine;
  private LogDb db;
  private LogDb serial;

  @Setup(Level.Trial)
  public void start() {
    engine = LocalDynamoDb.start();
    db = LogDb.create(engine.client(), DbOptions.builder().tableName("Log").build());
    serial =
        LogDb.create(
            engine.client(), DbOptions.builder().tableName("Log").shardReadThreads(1).build());
    engine.createTable(db.tableDefinition());
    Instant start = Instant.parse("2025-06-01T00:00:00Z");
    for (int i = 0; i < EVENTS; i++) {
      Instant at = start.plusSeconds(60L * i);
      String id = "e" + i;
      db.shardedEvents().put(new ShardedEvent(DAY, at, id, "event " + i));
      db.singleEvents().put(new SingleEvent(DAY, at, id, "event " + i));
    }
  }

  @TearDown(Level.Trial)
  public void stop() {
    engine.close();
  }

  @Benchmark
  public Page<SingleEvent> page_oneShard() {
    return db.singleEvents().byDay(DAY).newestFirst().limit(20).page();
  }

  @Benchmark
  public Page<ShardedEvent> page_eightShards() {
    return db.shardedEvents().byDay(DAY).newestFirst().limit(20).page();
  }

  @Benchmark
  public Page<ShardedEvent> page_eightShardsSerial() {
    return serial.shardedEvents().byDay(DAY).newestFirst().limit(20).page();
  }
}
