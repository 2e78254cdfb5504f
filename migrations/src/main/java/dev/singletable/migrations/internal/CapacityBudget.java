package dev.singletable.migrations.internal;

import dev.singletable.runtime.failure.SingletableException;

/**
 * A capacity budget in units per second, shared by the threads of a migration: a request waits
 * until the budget is not overspent, then its consumed units are counted against it. Unused budget
 * accumulates for one second at most.
 */
final class CapacityBudget {

  private final double unitsPerSecond;
  private double balance;
  private long last = System.nanoTime();

  CapacityBudget(double unitsPerSecond) {
    this.unitsPerSecond = unitsPerSecond;
    this.balance = Math.min(unitsPerSecond, 1);
  }

  double unitsPerSecond() {
    return unitsPerSecond;
  }

  /** Waits until the budget allows another request. */
  void acquire() {
    while (true) {
      long wait;
      synchronized (this) {
        refill();
        if (balance > 0) {
          return;
        }
        wait = (long) Math.ceil(-balance / unitsPerSecond * 1_000) + 1;
      }
      try {
        Thread.sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new SingletableException(null, null, "migration interrupted", e);
      }
    }
  }

  /** Counts {@code units} consumed against the budget. */
  synchronized void spend(double units) {
    refill();
    balance -= units;
  }

  private void refill() {
    long now = System.nanoTime();
    balance = Math.min(unitsPerSecond, balance + (now - last) / 1e9 * unitsPerSecond);
    last = now;
  }
}
