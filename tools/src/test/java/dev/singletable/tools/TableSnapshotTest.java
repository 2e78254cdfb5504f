package dev.singletable.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** A snapshot scans the live table, boundedly, into the model view found on the class path. */
@LocalDynamoDbTest
class TableSnapshotTest {

  /** Stands for a {@code @Table} interface; its model view is a test resource. */
  interface SnapshotTable {}

  static DynamoDbClient client;
  static String table;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable testTable) {
    client = engine.client();
    table = testTable.name();
    // The engine's createTable waits until the table is ACTIVE: a put on a CREATING table is
    // refused with ResourceNotFound, as DynamoDB does.
    engine.createTable(
        CreateTableRequest.builder()
            .tableName(table)
            .billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(
                AttributeDefinition.builder()
                    .attributeName("PK")
                    .attributeType(ScalarAttributeType.S)
                    .build())
            .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build())
            .build());
    for (int i = 1; i <= 6; i++) {
      Map<String, AttributeValue> item =
          Map.of("PK", AttributeValue.fromS("ITEM#a" + i), "n", AttributeValue.fromN("" + i));
      client.putItem(b -> b.tableName(table).item(item));
    }
  }

  @Test
  void writesThePageWithEveryItemOfTheTable(@TempDir Path folder) throws IOException {
    Path file = folder.resolve("snapshot.html");

    TableSnapshot.Result result = TableSnapshot.of(SnapshotTable.class).write(client, table, file);

    assertThat(result).isEqualTo(new TableSnapshot.Result(file, 6, false));
    String page = Files.readString(file);
    assertThat(page)
        .startsWith("<!doctype html>\n<title>SnapshotTable</title>")
        .contains("{\"source\":\"snapshot\",\"table\":\"" + table + "\",\"limit\":1000,")
        .contains("{\"PK\":{\"S\":\"ITEM#a3\"},\"n\":{\"N\":\"3\"}}")
        .doesNotContain("EXAMPLE")
        .endsWith("</script>\n<p>end of page</p>\n");
  }

  @Test
  void readsAtMostMaxItemsAndSaysTheTableMayHoldMore() {
    TableSnapshot snapshot = TableSnapshot.of(SnapshotTable.class).maxItems(4);

    String page = snapshot.render(client, table);

    assertThat(snapshot.maxItems()).isEqualTo(4);
    assertThat(page).contains("\"limit\":4,\"truncated\":true");
    assertThat(page.split("\\{\"PK\"", -1)).hasSize(5);
  }

  @Test
  void aTableInterfaceWithoutModelViewIsRefusedWithTheFix() {
    assertThatThrownBy(() -> TableSnapshot.of(Runnable.class))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "META-INF/singletable/Runnable.html is not on the class path of java.lang.Runnable:"
                + " compile it with singletable-processor on the annotation processor path");
    assertThatThrownBy(() -> TableSnapshot.of(SnapshotTable.class).maxItems(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxItems must be at least 1 (got 0)");
  }

  @Test
  void aMissingTableIsARequestFailureNamingIt() {
    assertThatThrownBy(() -> TableSnapshot.of(SnapshotTable.class).render(client, table + "-none"))
        .isInstanceOf(RequestFailedException.class)
        .hasMessageContaining("Scan (snapshot of table " + table + "-none) failed")
        .hasMessageContaining("ResourceNotFoundException");
  }
}
