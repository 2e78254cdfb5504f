package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.Box;
import dev.singletable.processor.it.model.BoxKey;
import dev.singletable.processor.it.model.VaultDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/** {@code @TableSettings} in the generated table definition and in {@code createTable()}. */
@LocalDynamoDbTest
class TableSettingsTest {

  static VaultDb db;
  static DynamoDbClient client;
  static String name;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    name = table.name();
    db = VaultDb.create(dynamoDb, DbOptions.builder().tableName(name).build());
    db.createTable();
  }

  @Test
  void theDefinitionCarriesEverySetting() {
    CreateTableRequest definition = db.tableDefinition();

    assertThat(definition.billingMode()).isEqualTo(BillingMode.PROVISIONED);
    assertThat(definition.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
    assertThat(definition.provisionedThroughput().writeCapacityUnits()).isEqualTo(2);
    assertThat(definition.globalSecondaryIndexes().get(0).provisionedThroughput())
        .satisfies(
            gsi -> {
              assertThat(gsi.readCapacityUnits()).isEqualTo(3);
              assertThat(gsi.writeCapacityUnits()).isEqualTo(1);
            });
    assertThat(definition.deletionProtectionEnabled()).isTrue();
    assertThat(definition.tableClass()).isEqualTo(TableClass.STANDARD_INFREQUENT_ACCESS);
    assertThat(definition.tags())
        .containsExactly(
            Tag.builder().key("team").value("vault").build(),
            Tag.builder().key("cost-centre").value("42").build());
  }

  @Test
  void theEngineCreatedTheTableWithItsThroughput() {
    TableDescription table = client.describeTable(b -> b.tableName(name)).table();

    assertThat(table.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
    assertThat(table.provisionedThroughput().writeCapacityUnits()).isEqualTo(2);
    assertThat(table.globalSecondaryIndexes().get(0).provisionedThroughput().readCapacityUnits())
        .isEqualTo(3);
    assertThat(
            table.billingModeSummary() == null
                || table.billingModeSummary().billingMode() == BillingMode.PROVISIONED)
        .isTrue();
  }

  @Test
  void createTableTurnedPointInTimeRecoveryOnAndDoesNothingTheSecondTime() {
    assertThat(
            client
                .describeContinuousBackups(b -> b.tableName(name))
                .continuousBackupsDescription()
                .pointInTimeRecoveryDescription()
                .pointInTimeRecoveryStatus())
        .isEqualTo(PointInTimeRecoveryStatus.ENABLED);

    db.createTable();

    assertThat(
            client
                .describeContinuousBackups(b -> b.tableName(name))
                .continuousBackupsDescription()
                .pointInTimeRecoveryDescription()
                .pointInTimeRecoveryStatus())
        .isEqualTo(PointInTimeRecoveryStatus.ENABLED);
  }

  @Test
  void itemsAreWrittenAndReadAsOnAnyTable() {
    db.boxes().put(new Box("b1", "ann"));

    assertThat(db.boxes().get(new BoxKey("b1"))).contains(new Box("b1", "ann"));
    assertThat(db.boxes().boxesOf("ann").all().list()).containsExactly(new Box("b1", "ann"));
  }
}
