package dev.singletable.benchmarks.migration;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The same key move written by hand, as a careful developer does it with the plain SDK when the
 * application is stopped: a parallel scan (one thread per segment, only the documents still under
 * {@code SK = A}), and per page BatchWriteItem requests of 25 writes (each document's put under
 * {@code SK = B} and the delete of its old key), unprocessed items sent again. No conditions, no
 * checkpoint, no budget: a write of the application during the move can be lost.
 */
final class HandWrittenMove {

  private HandWrittenMove() {}

  /** Moves every document of {@code table}; returns how many it moved. */
  static long run(DynamoDbClient client, String table, int segments) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(segments);
    AtomicLong moved = new AtomicLong();
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int segment = 0; segment < segments; segment++) {
        int s = segment;
        running.add(threads.submit(() -> segment(client, table, s, segments, moved)));
      }
      for (Future<?> future : running) {
        future.get();
      }
    } finally {
      threads.shutdownNow();
    }
    return moved.get();
  }

  private static Void segment(
      DynamoDbClient client, String table, int segment, int segments, AtomicLong moved) {
    Map<String, AttributeValue> start = null;
    do {
      ScanResponse page =
          client.scan(
              ScanRequest.builder()
                  .tableName(table)
                  .segment(segment)
                  .totalSegments(segments)
                  .exclusiveStartKey(start)
                  .limit(100)
                  .filterExpression("#type = :type AND SK = :old")
                  .expressionAttributeNames(Map.of("#type", "entityType"))
                  .expressionAttributeValues(
                      Map.of(
                          ":type", AttributeValue.fromS("Doc"), ":old", AttributeValue.fromS("A")))
                  .build());
      List<WriteRequest> writes = new ArrayList<>();
      for (Map<String, AttributeValue> item : page.items()) {
        Map<String, AttributeValue> copy = new HashMap<>(item);
        copy.put("SK", AttributeValue.fromS("B"));
        writes.add(
            WriteRequest.builder().putRequest(PutRequest.builder().item(copy).build()).build());
        writes.add(
            WriteRequest.builder()
                .deleteRequest(
                    DeleteRequest.builder()
                        .key(Map.of("PK", item.get("PK"), "SK", item.get("SK")))
                        .build())
                .build());
        moved.incrementAndGet();
      }
      for (int from = 0; from < writes.size(); from += 24) {
        write(client, table, writes.subList(from, Math.min(writes.size(), from + 24)));
      }
      start =
          page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()
              ? page.lastEvaluatedKey()
              : null;
    } while (start != null);
    return null;
  }

  private static void write(DynamoDbClient client, String table, List<WriteRequest> writes) {
    Map<String, List<WriteRequest>> pending = Map.of(table, writes);
    for (int attempt = 0; !pending.isEmpty(); attempt++) {
      Map<String, List<WriteRequest>> sent = pending;
      BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(sent));
      pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
      if (!pending.isEmpty() && attempt > 0) {
        try {
          Thread.sleep(Math.min(500, 10L << attempt));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }
}
