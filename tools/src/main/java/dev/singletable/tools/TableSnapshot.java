package dev.singletable.tools;

import dev.singletable.runtime.failure.RequestFailedException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Draws a live table as the processor's model view draws its examples: the page {@code
 * META-INF/singletable/<Table>.html} (written at compile time, read from the class path) with its
 * example items replaced by the items of a scan of the table, so that real data can be seen laid
 * out by partition and by index, with what each access pattern reads.
 *
 * <pre>{@code
 * TableSnapshot.of(Shop.class).write(client, "Shop", Path.of("shop.html"));
 * }</pre>
 *
 * <p>The scan reads at most {@link #maxItems()} items ({@value #DEFAULT_MAX_ITEMS} unless set),
 * page after page with an eventually consistent Scan, and costs the read capacity of those items:
 * meant for development and test tables, not for large production tables.
 */
public final class TableSnapshot {

  /** How many items a snapshot reads unless told otherwise. */
  public static final int DEFAULT_MAX_ITEMS = 1000;

  private final String page;
  private final int maxItems;

  private TableSnapshot(String page, int maxItems) {
    this.page = page;
    this.maxItems = maxItems;
  }

  /**
   * The snapshot of the table described by {@code tableInterface} (the {@code @Table} interface),
   * whose model view is read now from its class loader.
   *
   * @throws IllegalStateException when the model view is not on the class path (the interface was
   *     not compiled with the Singletable processor, or with one older than the model view)
   */
  public static TableSnapshot of(Class<?> tableInterface) {
    String resource = "META-INF/singletable/" + tableInterface.getSimpleName() + ".html";
    ClassLoader loader = tableInterface.getClassLoader();
    try (InputStream in =
        loader == null
            ? ClassLoader.getSystemResourceAsStream(resource)
            : loader.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(
            resource
                + " is not on the class path of "
                + tableInterface.getName()
                + ": compile it with singletable-processor on the annotation processor path");
      }
      return new TableSnapshot(
          new String(in.readAllBytes(), StandardCharsets.UTF_8), DEFAULT_MAX_ITEMS);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + resource, e);
    }
  }

  /** A snapshot that reads at most {@code maxItems} items (at least 1). */
  public TableSnapshot maxItems(int maxItems) {
    if (maxItems < 1) {
      throw new IllegalArgumentException("maxItems must be at least 1 (got " + maxItems + ")");
    }
    return new TableSnapshot(page, maxItems);
  }

  /** At most how many items a snapshot reads. */
  public int maxItems() {
    return maxItems;
  }

  /**
   * Scans {@code tableName} and writes the page to {@code file}, replacing it if it exists.
   *
   * @throws RequestFailedException when the scan fails (naming the table)
   * @throws UncheckedIOException when the file cannot be written
   */
  public Result write(DynamoDbClient client, String tableName, Path file) {
    Scan scan = scan(client, tableName);
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, render(scan, tableName), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write the snapshot of " + tableName, e);
    }
    return new Result(file, scan.items().size(), scan.truncated());
  }

  /** Scans {@code tableName} and returns the page as text. */
  public String render(DynamoDbClient client, String tableName) {
    return render(scan(client, tableName), tableName);
  }

  private String render(Scan scan, String tableName) {
    return SnapshotPage.withItems(
        page,
        scan.items(),
        tableName,
        maxItems,
        scan.truncated(),
        Instant.now(Clock.systemUTC()).truncatedTo(ChronoUnit.SECONDS));
  }

  private record Scan(List<Map<String, AttributeValue>> items, boolean truncated) {}

  private Scan scan(DynamoDbClient client, String tableName) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    Map<String, AttributeValue> startKey = null;
    do {
      ScanResponse response;
      try {
        response =
            client.scan(
                ScanRequest.builder()
                    .tableName(tableName)
                    .limit(maxItems - items.size())
                    .exclusiveStartKey(startKey)
                    .build());
      } catch (DynamoDbException e) {
        throw new RequestFailedException(
            null, null, "Scan (snapshot of table " + tableName + ")", e);
      }
      items.addAll(response.items());
      startKey = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
    } while (startKey != null && items.size() < maxItems);
    return new Scan(List.copyOf(items), startKey != null);
  }

  /**
   * What a snapshot wrote.
   *
   * @param items how many items the page shows
   * @param truncated whether the table may hold more items than {@code maxItems} (the scan stopped
   *     with more to read)
   */
  public record Result(Path file, int items, boolean truncated) {}
}
