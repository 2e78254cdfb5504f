package dev.singletable.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The set-up docs/metrics.md shows, run. */
@LocalDynamoDbTest
class MetricsSnippetTest {

  @Test
  void theDocumentedSetUpMeasures(DynamoDbClient client, TestTable table) {
    MeterRegistry meterRegistry = new SimpleMeterRegistry();

    ShopDb db =
        ShopDb.create(
            client,
            DbOptions.builder()
                .tableName(table.name())
                .requestListener(new MicrometerListener(meterRegistry))
                .build());

    db.createTable();
    assertThat(db.user("u-nobody")).isEmpty();
    assertThat(
            meterRegistry
                .get(MicrometerListener.OPERATION)
                .tag("access_pattern", "user")
                .timer()
                .count())
        .isEqualTo(1);
  }
}
