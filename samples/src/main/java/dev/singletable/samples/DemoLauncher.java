package dev.singletable.samples;

import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.tools.TableSnapshot;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Starts a demo against the embedded local engine (or the endpoint in {@code
 * SINGLETABLE_DYNAMODB_ENDPOINT}), or against AWS with the default SDK configuration when given
 * {@code --aws}; {@code --table <name>} chooses the table name; {@code --snapshot <file>} draws the
 * table's items, once the demo has run, in the model view written to that file.
 */
public final class DemoLauncher {

  private DemoLauncher() {}

  /**
   * Runs {@code demo} with a client and a table name, and prints a failure itself: under {@code
   * exec:java}, Maven may no longer load the SDK's classes once main has thrown, and would show a
   * {@code NoClassDefFoundError} instead of the real error.
   */
  public static void run(
      String[] args, String defaultTable, BiConsumer<DynamoDbClient, String> demo) {
    String table =
        argument(
            args, "--table", defaultTable + "-" + Long.toString(System.currentTimeMillis(), 36));
    try {
      if (List.of(args).contains("--aws")) {
        try (DynamoDbClient client = DynamoDbClient.create()) {
          demo.accept(client, table);
        }
        return;
      }
      try (LocalDynamoDb engine = LocalDynamoDb.start()) {
        System.out.println("Local engine at " + engine.endpoint() + "\n");
        demo.accept(engine.client(), table);
      }
    } catch (RuntimeException e) {
      System.err.println("The demo failed: " + e);
      e.printStackTrace();
      throw e;
    }
  }

  /**
   * What a demo on DynamoDB Streams runs with: both clients, the table name, and the local engine
   * when there is one (to expire TTL items on demand; DynamoDB does it on its own schedule).
   */
  public record StreamsSetup(
      DynamoDbClient client, DynamoDbStreamsClient streams, String table, LocalDynamoDb engine) {

    /**
     * Deletes the items whose TTL is before {@code now} on the local engine, as DynamoDB's TTL
     * process does within days; returns how many, or -1 against AWS, where it cannot be asked.
     */
    public int expireTtl(Instant now) {
      return engine == null ? -1 : engine.expireTtl(now);
    }
  }

  /** Runs a demo on DynamoDB Streams, as {@link #run} runs the others. */
  public static void runWithStreams(
      String[] args, String defaultTable, Consumer<StreamsSetup> demo) {
    String table =
        argument(
            args, "--table", defaultTable + "-" + Long.toString(System.currentTimeMillis(), 36));
    try {
      if (List.of(args).contains("--aws")) {
        try (DynamoDbClient client = DynamoDbClient.create();
            DynamoDbStreamsClient streams = DynamoDbStreamsClient.create()) {
          demo.accept(new StreamsSetup(client, streams, table, null));
        }
        return;
      }
      try (LocalDynamoDb engine = LocalDynamoDb.start()) {
        System.out.println("Local engine at " + engine.endpoint() + "\n");
        demo.accept(new StreamsSetup(engine.client(), engine.streamsClient(), table, engine));
      }
    } catch (RuntimeException e) {
      System.err.println("The demo failed: " + e);
      e.printStackTrace();
      throw e;
    }
  }

  /**
   * When {@code --snapshot <file>} is given, writes the model view of {@code tableInterface} with
   * the live items of {@code table} (a bounded scan) to that file.
   */
  public static void snapshot(
      String[] args, Class<?> tableInterface, DynamoDbClient client, String table) {
    String file = argument(args, "--snapshot", null);
    if (file == null) {
      return;
    }
    TableSnapshot.Result written =
        TableSnapshot.of(tableInterface).write(client, table, Path.of(file));
    System.out.println(
        "== Snapshot: "
            + written.items()
            + " items of "
            + table
            + (written.truncated() ? " (the first " + TableSnapshot.DEFAULT_MAX_ITEMS + ")" : "")
            + " drawn in "
            + written.file().toAbsolutePath().toUri());
  }

  private static String argument(String[] args, String name, String fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }
}
