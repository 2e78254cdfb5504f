package dev.singletable.testkit;

import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** Waits for a table to become ACTIVE or to be gone, as {@link LocalDynamoDb} promises. */
final class TableWaits {

  private static final Duration TABLE_WAIT = Duration.ofMinutes(2);

  private TableWaits() {}

  static void untilActive(DynamoDbClient client, String tableName) {
    long deadline = System.nanoTime() + TABLE_WAIT.toNanos();
    while (true) {
      TableDescription table = client.describeTable(b -> b.tableName(tableName)).table();
      boolean indexesActive =
          table.globalSecondaryIndexes().stream()
              .allMatch(index -> index.indexStatus() == IndexStatus.ACTIVE);
      if (table.tableStatus() == TableStatus.ACTIVE && indexesActive) {
        return;
      }
      pauseUntil(deadline, "table " + tableName + " to become ACTIVE");
    }
  }

  static void untilGone(DynamoDbClient client, String tableName) {
    long deadline = System.nanoTime() + TABLE_WAIT.toNanos();
    while (true) {
      try {
        client.describeTable(b -> b.tableName(tableName));
      } catch (ResourceNotFoundException e) {
        return;
      }
      pauseUntil(deadline, "table " + tableName + " to be deleted");
    }
  }

  private static void pauseUntil(long deadline, String what) {
    if (System.nanoTime() > deadline) {
      throw new IllegalStateException("timed out waiting for " + what);
    }
    try {
      Thread.sleep(50);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for " + what, e);
    }
  }
}
