package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.User;
import dev.singletable.samples.shop.UserKey;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.retry.RetryMode;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The code of docs/production.md and docs/testing.md, compiled and run. */
@LocalDynamoDbTest
class SetupSnippetsTest {

  static LocalDynamoDb engine;
  static TestTable table;

  @BeforeAll
  static void setUp(LocalDynamoDb localEngine, TestTable testTable) {
    engine = localEngine;
    table = testTable;
    // The production snippet uses the default credentials chain; give it something to find here.
    System.setProperty("aws.accessKeyId", "local");
    System.setProperty("aws.secretAccessKey", "local");
  }

  /** Stands for the application's secret store. */
  static final class Secrets {
    byte[] cursorSecret() {
      byte[] secret = new byte[32];
      new SecureRandom().nextBytes(secret);
      return secret;
    }
  }

  @Test
  void productionClient() {
    URI endpoint = engine.endpoint();
    Secrets secrets = new Secrets();
    String stage =
        table.derived("prod"); // the deployment's stage, e.g. from an environment variable
    // tag::client[]
    DynamoDbClient client =
        DynamoDbClient.builder()
            .region(Region.EU_WEST_1)
            .endpointOverride(endpoint) // only for a local engine or a proxy
            .overrideConfiguration(
                ClientOverrideConfiguration.builder()
                    .retryStrategy(RetryMode.STANDARD) // the SDK retries throttling and 5xx itself
                    .apiCallTimeout(Duration.ofSeconds(5))
                    .build())
            .build();
    ShopDb db =
        ShopDb.create(
            client,
            DbOptions.builder()
                .tableNamePrefix(stage + "-") // table Shop is dev-Shop, prod-Shop...
                .retryPolicy(new RetryPolicy(6, Duration.ofMillis(50), Duration.ofSeconds(2)))
                .cursorSecret(secrets.cursorSecret()) // 32 random bytes, the same on every instance
                .build());
    // end::client[]
    db.createTable();
    assertThat(db.tableName()).isEqualTo(stage + "-Shop");
  }

  @Test
  void testWithTheLocalEngine() {
    // tag::testkit[]
    ShopDb db =
        ShopDb.create(
            engine.client(),
            DbOptions.builder()
                .tableName(table.name())
                .clock(Clock.fixed(Instant.parse("2025-01-01T00:00:00Z"), ZoneOffset.UTC))
                .build());
    db.createTable(); // from the generated table definition
    db.users().create(new User("u-1", "Ann", "ann@example.com", null, 0));
    assertThat(db.users().get(new UserKey("u-1")).orElseThrow().createdAt())
        .isEqualTo(Instant.parse("2025-01-01T00:00:00Z"));
    // end::testkit[]
  }
}
