package dev.singletable.benchmarks.migration;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Migration throughput on the local engine (issue 25, part 6): the generated {@code Doc.key} job
 * ({@code ArchiveDb.migrations()}: one transaction per document, conditioned on the new key being
 * free and the old item unchanged, its checkpoint an item of the table saved per page, within a
 * budget high enough not to throttle) against {@link HandWrittenMove} (a parallel scan and batch
 * writes, unconditioned), the same change of the same documents, in the same run: each round stores
 * {@code n} documents under their old key in a fresh table for each, times each move, and checks
 * that every document is under its new key once. Prints documents per second of each and the ratio
 * generated / hand-written.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.singletable.benchmarks.migration.MigrationDriver 2000 3 4
 * }</pre>
 *
 * (documents, rounds, segments; defaults 2000, 3, 4).
 */
public final class MigrationDriver {

  private MigrationDriver() {}

  public static void main(String[] args) throws Exception {
    int documents = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    int segments = args.length > 2 ? Integer.parseInt(args[2]) : 4;
    List<Double> generated = new ArrayList<>();
    List<Double> handWritten = new ArrayList<>();
    List<Double> ratios = new ArrayList<>();
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      DynamoDbClient client = engine.client();
      for (int round = 0; round <= rounds; round++) { // round 0 warms up both
        double job = generated(engine, client, documents, segments, round);
        double hand = handWritten(engine, client, documents, segments, round);
        System.out.printf(
            Locale.ROOT,
            "%s %d: generated job %.0f docs/s, hand-written %.0f docs/s, ratio %.3f%n",
            round == 0 ? "warm-up" : "round",
            round,
            job,
            hand,
            job / hand);
        if (round > 0) {
          generated.add(job);
          handWritten.add(hand);
          ratios.add(job / hand);
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "median of %d rounds, %d documents, %d segments: generated job %.0f docs/s, hand-written"
            + " %.0f docs/s, ratio generated / hand-written %.3f (min %.3f, max %.3f)%n",
        rounds,
        documents,
        segments,
        median(generated),
        median(handWritten),
        median(ratios),
        Collections.min(ratios),
        Collections.max(ratios));
  }

  private static double generated(
      LocalDynamoDb engine, DynamoDbClient client, int documents, int segments, int round) {
    String table = "Archive_job_" + round;
    ArchiveDb db = ArchiveDb.create(client, DbOptions.builder().tableName(table).build());
    engine.createTable(db.tableDefinition());
    seed(client, table, documents);
    long start = System.nanoTime();
    MigrationReport report =
        db.migrations().job("Doc.key").run(MigrationOptions.budget(1_000_000).segments(segments));
    double seconds = (System.nanoTime() - start) / 1e9;
    check(client, table, documents, report.changed());
    return documents / seconds;
  }

  private static double handWritten(
      LocalDynamoDb engine, DynamoDbClient client, int documents, int segments, int round)
      throws Exception {
    String table = "Archive_hand_" + round;
    engine.createTable(
        ArchiveDb.create(client, DbOptions.builder().tableName(table).build()).tableDefinition());
    seed(client, table, documents);
    long start = System.nanoTime();
    long moved = HandWrittenMove.run(client, table, segments);
    double seconds = (System.nanoTime() - start) / 1e9;
    check(client, table, documents, moved);
    return documents / seconds;
  }

  /** Stores {@code documents} documents as version 1 did: under {@code SK = A}. */
  private static void seed(DynamoDbClient client, String table, int documents) {
    List<WriteRequest> batch = new ArrayList<>();
    for (int i = 0; i < documents; i++) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("PK", AttributeValue.fromS("DOC#d" + i));
      item.put("SK", AttributeValue.fromS("A"));
      item.put("entityType", AttributeValue.fromS("Doc"));
      item.put("docId", AttributeValue.fromS("d" + i));
      item.put("owner", AttributeValue.fromS("owner" + (i % 50)));
      item.put("title", AttributeValue.fromS("Document number " + i));
      item.put("size", AttributeValue.fromN(Integer.toString(1000 + i)));
      item.put("body", AttributeValue.fromS("x".repeat(200)));
      batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
      if (batch.size() == 25 || i == documents - 1) {
        Map<String, List<WriteRequest>> pending = Map.of(table, List.copyOf(batch));
        while (!pending.isEmpty()) {
          Map<String, List<WriteRequest>> sent = pending;
          var response = client.batchWriteItem(b -> b.requestItems(sent));
          pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
        }
        batch.clear();
      }
    }
  }

  /** Every document is under its new key once, and the move reported each. */
  private static void check(DynamoDbClient client, String table, int documents, long moved) {
    int atNew = count(client, table, "B");
    int atOld = count(client, table, "A");
    if (atNew != documents || atOld != 0 || moved != documents) {
      throw new IllegalStateException(
          table + ": " + atNew + " at the new key, " + atOld + " at the old, " + moved + " moved");
    }
  }

  private static int count(DynamoDbClient client, String table, String sk) {
    int count = 0;
    Map<String, AttributeValue> start = null;
    do {
      var page =
          client.scan(
              ScanRequest.builder()
                  .tableName(table)
                  .select(Select.COUNT)
                  .exclusiveStartKey(start)
                  .filterExpression("SK = :sk AND entityType = :type")
                  .expressionAttributeValues(
                      Map.of(":sk", AttributeValue.fromS(sk), ":type", AttributeValue.fromS("Doc")))
                  .build());
      count += page.count();
      start =
          page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()
              ? page.lastEvaluatedKey()
              : null;
    } while (start != null);
    return count;
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
