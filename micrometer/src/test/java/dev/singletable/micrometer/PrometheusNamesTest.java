package dev.singletable.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.shop.Product;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.User;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The series the dashboard of docs/metrics.md queries, as a Prometheus scrape shows them. */
@LocalDynamoDbTest
class PrometheusNamesTest {

  @Test
  void theDashboardsSeriesExist(DynamoDbClient client, TestTable table) {
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    ShopDb db =
        ShopDb.create(
            client,
            DbOptions.builder()
                .tableName(table.name())
                .requestListener(new MicrometerListener(registry))
                .build());
    db.createTable();
    db.users().put(new User("u-zoe", "Zoe", "zoe@example.com", null, 0));
    db.products().put(new Product("p-pen", "Pen", new BigDecimal("2.50"), 3, null, 0));
    db.userByEmail("zoe@example.com");

    String scrape = registry.scrape();

    assertThat(scrape)
        .containsPattern(
            "singletable_operation_seconds_bucket\\{[^}]*access_pattern=\"userByEmail\"[^}]*le=")
        .containsPattern("singletable_operation_seconds_count\\{[^}]*outcome=\"success\"")
        .containsPattern("singletable_capacity_total\\{[^}]*capacity=\"read\"[^}]*index=\"GSI1\"")
        .containsPattern("singletable_capacity_total\\{[^}]*capacity=\"write\"[^}]*index=\"none\"")
        .containsPattern("singletable_requests_total\\{[^}]*operation=\"Query\"")
        .contains("singletable_items_total{")
        .contains("singletable_items_scanned_total{");
  }
}
