package dev.singletable.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The set-up docs/metrics.md shows, run. */
@LocalDynamoDbTest
class MetricsSnippetTest {

  @Test
  void theDocumentedSetUpMeasures(DynamoDbClient client, TestTable table) {
    InMemoryMetricReader reader = InMemoryMetricReader.create();
    try (OpenTelemetrySdk sdk =
        OpenTelemetrySdk.builder()
            .setMeterProvider(SdkMeterProvider.builder().registerMetricReader(reader).build())
            .build()) {
      OpenTelemetry openTelemetry = sdk;

      ShopDb db =
          ShopDb.create(
              client,
              DbOptions.builder()
                  .tableName(table.name())
                  .requestListener(new OpenTelemetryListener(openTelemetry))
                  .build());

      db.createTable();
      assertThat(db.user("u-nobody")).isEmpty();
      assertThat(reader.collectAllMetrics())
          .filteredOn(m -> m.getName().equals(OpenTelemetryListener.OPERATION_DURATION))
          .flatExtracting(m -> m.getData().getPoints())
          .anySatisfy(
              p ->
                  assertThat(p.getAttributes().get(OpenTelemetryListener.ACCESS_PATTERN))
                      .isEqualTo("user"));
    }
  }
}
