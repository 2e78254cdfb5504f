package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.DbOptions;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads on which a synchronous client runs the branches of a fork (the shards of a sharded
 * partition, the segments of a parallel scan) beside the calling thread: {@link
 * DbOptions#shardReadThreads()} less one daemon threads, started on first use, so a table that
 * never forks starts none.
 */
final class BranchPool implements Executor {

  private final int threads;
  private volatile ExecutorService executor;

  BranchPool(int threads) {
    this.threads = threads;
  }

  @Override
  public void execute(Runnable task) {
    ExecutorService pool = executor;
    if (pool == null) {
      synchronized (this) {
        pool = executor;
        if (pool == null) {
          AtomicInteger number = new AtomicInteger();
          pool =
              Executors.newFixedThreadPool(
                  threads,
                  runnable -> {
                    Thread thread =
                        new Thread(runnable, "singletable-shard-read-" + number.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                  });
          executor = pool;
        }
      }
    }
    pool.execute(task);
  }
}
