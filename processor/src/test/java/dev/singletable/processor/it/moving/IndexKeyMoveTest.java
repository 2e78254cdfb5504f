package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A declared index key move on the engine ({@code @Gsi(formerly = @FormerKey(...))}): the stored
 * tickets hold the former GSI1 keys, writes write the new ones; the index query of the new pattern
 * reads the former keys as well (each ticket once, in the new keys' order, one cursor), and the
 * index's backfill job rewrites the stored keys (leaving the one the application wrote anew).
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
    putOld();
  }

  /** Every ticket as stored before the index key moved: under the former GSI1PK. */
  private void putOld() {
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item =
          new HashMap<>(TicketSchema.INSTANCE.toItem(new Ticket("t" + i, "open", "ticket " + i)));
      item.put("GSI1PK", AttributeValue.fromS("STATUS#open"));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  /** The ticket ids in the index's order (by {@code ticketId}: t0, t1, t10, ...). */
  private static List<String> ids() {
    return IntStream.range(0, OLD).mapToObj(i -> "t" + i).sorted().toList();
  }

  @Test
  void anIndexQueryReadsTheFormerIndexKeysInTheNewOrderWithOneCursor() {
    db.tickets().put(new Ticket("t3", "open", "written anew"));
    db.tickets().put(new Ticket("n1", "open", "new"));
    List<String> expected = new ArrayList<>(ids());
    expected.add("n1");
    expected.sort(null);

    for (boolean ascending : new boolean[] {true, false}) {
      EntityQuery<Ticket> query = db.tickets().byStatus("open").all().limit(4);
      query = ascending ? query : query.descending();
      List<String> read = new ArrayList<>();
      String cursor = null;
      do {
        Page<Ticket> page = query.startAfter(cursor).page();
        page.items().forEach(ticket -> read.add(ticket.ticketId()));
        cursor = page.cursor();
      } while (cursor != null);
      List<String> order = new ArrayList<>(expected);
      if (!ascending) {
        Collections.reverse(order);
      }
      assertThat(read).isEqualTo(order);
    }
    assertThat(db.tickets().byStatus("closed").all().list()).isEmpty();
    assertThat(db.tickets().byStatus("open").describe())
        .contains("(and GSI1PK = \"STATUS#open\", the former key, while it moves) on index GSI1");
  }

  /**
   * A first page read before the backfill, the rest after it: the new index key's read finds
   * nothing on the first page, and must still be read on the next ones, where the job moved them.
   */
  @Test
  void indexPagesBeforeAndAfterTheBackfillListEveryTicketOnce() {
    for (boolean ascending : new boolean[] {true, false}) {
      putOld();
      EntityQuery<Ticket> query = db.tickets().byStatus("open").all().limit(4);
      query = ascending ? query : query.descending();
      Page<Ticket> first = query.page();
      List<String> read = new ArrayList<>();
      first.items().forEach(ticket -> read.add(ticket.ticketId()));
      assertThat(read).hasSize(4);

      db.migrations().job("Ticket.fill:GSI1").run(MigrationOptions.budget(1000));
      String cursor = first.cursor();
      while (cursor != null) {
        Page<Ticket> page = query.startAfter(cursor).page();
        page.items().forEach(ticket -> read.add(ticket.ticketId()));
        cursor = page.cursor();
      }

      List<String> order = new ArrayList<>(ids());
      if (!ascending) {
        Collections.reverse(order);
      }
      assertThat(read).isEqualTo(order);
    }
  }

  @Test
  void theBackfillRewritesTheFormerIndexKeys() {
    // Before the job, the index query of the new pattern also reads the former index keys.
    db.tickets().put(new Ticket("t0", "open", "changed"));
    assertThat(db.tickets().byStatus("open").all().list())
        .extracting(Ticket::ticketId)
        .isEqualTo(ids());
    assertThat(db.tickets().byStatus("open").all().list())
        .filteredOn(ticket -> ticket.ticketId().equals("t0"))
        .extracting(Ticket::title)
        .containsExactly("changed");
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
