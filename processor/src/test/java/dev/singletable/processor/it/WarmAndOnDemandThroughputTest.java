package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Firing;
import dev.singletable.processor.it.model.FiringKey;
import dev.singletable.processor.it.model.KilnAsyncDb;
import dev.singletable.processor.it.model.KilnDb;
import dev.singletable.processor.it.model.VaultDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * Warm throughput and the maximum throughput of an on-demand table ({@code @TableSettings}), for
 * the table and its global index: in the generated definition, sent by {@code createTable()} and
 * described back by the engine; and a multi-Region strongly consistent table's Db without
 * transactions.
 */
@LocalDynamoDbTest
class WarmAndOnDemandThroughputTest {

  static KilnDb db;
  static DynamoDbClient client;
  static String name;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    name = table.name();
    db = KilnDb.create(dynamoDb, DbOptions.builder().tableName(name).build());
    db.createTable();
  }

  @Test
  void theDefinitionCarriesWarmAndMaximumThroughput() {
    CreateTableRequest definition = db.tableDefinition();

    assertThat(definition.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
    assertThat(definition.warmThroughput())
        .isEqualTo(
            WarmThroughput.builder()
                .readUnitsPerSecond(15_000L)
                .writeUnitsPerSecond(6_000L)
                .build());
    assertThat(definition.onDemandThroughput())
        .isEqualTo(
            OnDemandThroughput.builder()
                .maxReadRequestUnits(800L)
                .maxWriteRequestUnits(300L)
                .build());
    GlobalSecondaryIndex gsi = definition.globalSecondaryIndexes().get(0);
    assertThat(gsi.warmThroughput())
        .isEqualTo(WarmThroughput.builder().readUnitsPerSecond(13_000L).build());
    assertThat(gsi.onDemandThroughput())
        .isEqualTo(
            OnDemandThroughput.builder()
                .maxReadRequestUnits(400L)
                .maxWriteRequestUnits(200L)
                .build());
    assertThat(gsi.provisionedThroughput()).isNull();
  }

  @Test
  void theEngineDescribesTheTableWithTheSettingsItWasCreatedWith() {
    TableDescription table = client.describeTable(b -> b.tableName(name)).table();

    assertThat(table.onDemandThroughput())
        .isEqualTo(
            OnDemandThroughput.builder()
                .maxReadRequestUnits(800L)
                .maxWriteRequestUnits(300L)
                .build());
    assertThat(table.warmThroughput().readUnitsPerSecond()).isEqualTo(15_000L);
    assertThat(table.warmThroughput().writeUnitsPerSecond()).isEqualTo(6_000L);
    GlobalSecondaryIndexDescription gsi = table.globalSecondaryIndexes().get(0);
    assertThat(gsi.onDemandThroughput())
        .isEqualTo(
            OnDemandThroughput.builder()
                .maxReadRequestUnits(400L)
                .maxWriteRequestUnits(200L)
                .build());
    assertThat(gsi.warmThroughput().readUnitsPerSecond()).isEqualTo(13_000L);
  }

  @Test
  void aProvisionedTableSendsItsWarmThroughputBesideItsCapacity(TestTable table) {
    String vault = table.derived("vault");
    VaultDb vaultDb = VaultDb.create(client, DbOptions.builder().tableName(vault).build());
    CreateTableRequest definition = vaultDb.tableDefinition();
    assertThat(definition.warmThroughput())
        .isEqualTo(
            WarmThroughput.builder().readUnitsPerSecond(1_000L).writeUnitsPerSecond(500L).build());
    assertThat(definition.onDemandThroughput()).isNull();

    vaultDb.createTable();

    TableDescription described = client.describeTable(b -> b.tableName(vault)).table();
    assertThat(described.warmThroughput().readUnitsPerSecond()).isEqualTo(1_000L);
    assertThat(described.globalSecondaryIndexes().get(0).warmThroughput().writeUnitsPerSecond())
        .isEqualTo(300L);
    assertThat(described.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
  }

  @Test
  void aStronglyConsistentTableHasNoTransactionsButEverythingElse() {
    assertThat(Arrays.stream(KilnDb.class.getMethods()).map(Method::getName))
        .doesNotContain("transaction", "transactGet")
        .contains("batchGet", "batchWrite");
    assertThat(Arrays.stream(KilnAsyncDb.class.getMethods()).map(Method::getName))
        .doesNotContain("transaction", "transactGet")
        .contains("batchGet", "batchWrite");
    assertThatThrownBy(() -> Class.forName("dev.singletable.processor.it.model.KilnTransaction"))
        .isInstanceOf(ClassNotFoundException.class);
    assertThat(Layout.of(KilnDb.LAYOUT).options().multiRegionStrong()).isTrue();

    db.firings().put(new Firing("f1", "ann"));

    assertThat(db.firings().get(new FiringKey("f1"))).contains(new Firing("f1", "ann"));
    assertThat(db.firings().firingsOf("ann").all().list()).containsExactly(new Firing("f1", "ann"));
  }
}
