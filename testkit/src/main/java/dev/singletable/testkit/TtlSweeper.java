package dev.singletable.testkit;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A background task that deletes expired TTL items of a {@link LocalDynamoDb} at a fixed period, as
 * {@link LocalDynamoDb#expireTtl(java.time.Instant)} does on demand; {@link #close()} stops it.
 */
public final class TtlSweeper implements AutoCloseable {

  private static final Logger LOG = Logger.getLogger(TtlSweeper.class.getName());

  private final ScheduledExecutorService executor;

  TtlSweeper(Gateway gateway, Duration period) {
    if (period.isNegative() || period.isZero()) {
      throw new IllegalArgumentException("the TTL sweep period must be positive, not " + period);
    }
    this.executor =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, "singletable-ttl-sweeper");
              thread.setDaemon(true);
              return thread;
            });
    executor.scheduleWithFixedDelay(
        () -> {
          try {
            gateway.expireTtl(gateway.now());
          } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "TTL sweep failed", e); // and try again next period
          }
        },
        period.toNanos(),
        period.toNanos(),
        TimeUnit.NANOSECONDS);
  }

  /** Stops sweeping; a sweep under way finishes first. */
  @Override
  public void close() {
    executor.shutdown();
    try {
      executor.awaitTermination(1, TimeUnit.MINUTES);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
