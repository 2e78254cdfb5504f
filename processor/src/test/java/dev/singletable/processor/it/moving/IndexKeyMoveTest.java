package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.MigrationOptions;
import dev.singletable.runtime.MigrationReport;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A declared index key move on the engine ({@code @Gsi(formerly = @FormerKey(...))}): the stored
 * tickets hold the former GSI1 keys, writes write the new ones, and the index's backfill job
 * rewrites the stored keys (leaving the one the application wrote anew), so that the index query of
 * the new pattern reads every ticket once.
 */
@LocalDynamoDbTest
class IndexKeyMoveTest {

  private static final int OLD = 30;

  private DynamoDbClient client;
  private String tableName;
  private DeskDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = DeskDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item =
          new HashMap<>(TicketSchema.INSTANCE.toItem(new Ticket("t" + i, "open", "ticket " + i)));
      item.put("GSI1PK", AttributeValue.fromS("STATUS#open"));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  @Test
  void theBackfillRewritesTheFormerIndexKeys() {
    // Before the job, the index query of the new pattern reads only what was written since.
    db.tickets().put(new Ticket("t0", "open", "changed"));
    assertThat(db.tickets().byStatus("open").all().list())
        .extracting(Ticket::ticketId)
        .containsExactly("t0");
    Map<String, AttributeValue> written =
        client
            .getItem(
                b ->
                    b.tableName(tableName)
                        .key(
                            Map.of(
                                "PK", AttributeValue.fromS("TICKET#t0"),
                                "SK", AttributeValue.fromS("A"))))
            .item();
    assertThat(written.get("GSI1PK").s()).isEqualTo("S#open");

    MigrationReport dry =
        db.migrations().job("Ticket.fill:GSI1").dryRun(MigrationOptions.budget(1000));
    assertThat(dry.changed()).isEqualTo(OLD - 1);
    MigrationReport report =
        db.migrations().job("Ticket.fill:GSI1").run(MigrationOptions.budget(1000).segments(2));

    assertThat(report.changed()).isEqualTo(OLD - 1);
    assertThat(db.tickets().byStatus("open").all().list()).hasSize(OLD);
    assertThat(db.tickets().byStatus("open").all().list())
        .filteredOn(ticket -> ticket.ticketId().equals("t0"))
        .extracting(Ticket::title)
        .containsExactly("changed");
    assertThat(db.migrations().job("Ticket.fill:GSI1").run(MigrationOptions.budget(1000)).changed())
        .isZero();
  }
}
