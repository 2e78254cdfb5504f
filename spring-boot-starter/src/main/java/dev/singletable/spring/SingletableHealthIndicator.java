package dev.singletable.spring;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Up when every table of the application exists and is {@code ACTIVE} (one {@code DescribeTable}
 * per table, through the application's client); down otherwise, with each table's physical name and
 * status (or the failure) in the details.
 */
public class SingletableHealthIndicator implements HealthIndicator {

  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final SingletableTables tables;
  private final DynamoDbClient client;
  private final DynamoDbAsyncClient asyncClient;

  /**
   * @param client the blocking client, or {@code null} to describe through {@code asyncClient}
   */
  public SingletableHealthIndicator(
      SingletableTables tables, DynamoDbClient client, DynamoDbAsyncClient asyncClient) {
    this.tables = tables;
    this.client = client;
    this.asyncClient = asyncClient;
  }

  @Override
  public Health health() {
    if (client == null && asyncClient == null) {
      return Health.unknown().withDetail("reason", "no DynamoDbClient bean").build();
    }
    boolean up = true;
    Map<String, Object> details = new LinkedHashMap<>();
    for (TableIndex.Entry table : tables.entries()) {
      String physical = tables.physicalName(table.name());
      Map<String, Object> detail = new LinkedHashMap<>();
      detail.put("table", physical);
      try {
        DescribeTableResponse response = describe(physical);
        TableStatus status = response.table().tableStatus();
        detail.put("status", String.valueOf(status));
        up &= status == TableStatus.ACTIVE;
      } catch (RuntimeException e) {
        detail.put("error", e.getClass().getSimpleName() + ": " + e.getMessage());
        up = false;
      }
      details.put(table.name(), detail);
    }
    return (up ? Health.up() : Health.down()).withDetails(details).build();
  }

  private DescribeTableResponse describe(String table) {
    DescribeTableRequest request = DescribeTableRequest.builder().tableName(table).build();
    if (client != null) {
      return client.describeTable(request);
    }
    try {
      return asyncClient.describeTable(request).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw e.getCause() instanceof RuntimeException cause
          ? cause
          : new IllegalStateException(e.getCause());
    } catch (java.util.concurrent.TimeoutException e) {
      throw new IllegalStateException("no answer in " + TIMEOUT, e);
    }
  }
}
