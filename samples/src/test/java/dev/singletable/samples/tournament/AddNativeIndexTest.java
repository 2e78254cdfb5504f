package dev.singletable.samples.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A read added to a deployed table through a native index: the table was created without
 * MatchesByRound and holds matches; the UpdateTable that {@code TournamentsDb.LAYOUT} makes creates
 * the index, the engine fills it from the stored items, and the declared reads and the generated
 * query serve them with no item written again (no backfill).
 */
@LocalDynamoDbTest
class AddNativeIndexTest {

  @Test
  void anIndexCreatedOnATableHoldingItemsServesTheReadsWithoutABackfill(
      DynamoDbClient client, TestTable table) throws InterruptedException {
    // The table as deployed before the read existed: its key, no MatchesByRound.
    CreateTableRequest full = TournamentsDb.LAYOUT.createTableRequest(table.name());
    client.createTable(
        full.toBuilder()
            .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
            .attributeDefinitions(
                full.attributeDefinitions().stream()
                    .filter(d -> Set.of("PK", "SK").contains(d.attributeName()))
                    .toList())
            .build());
    client.waiter().waitUntilTableExists(b -> b.tableName(table.name()));
    TournamentsDb db =
        TournamentsDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.tournaments().put(new Tournament("open-25", "Open 2025"));
    for (int round : new int[] {10, 2, 1, 9}) {
      db.matches()
          .put(new Match("open-25", "m" + round, "EU", round, "upper", "Ann", "Bob" + round));
    }
    db.matches().put(new Match("open-25", "m-later", "EU", null, "upper", "Cy", "Dee"));
    assertThatThrownBy(() -> db.draw("open-25", "EU"))
        .isInstanceOf(RequestFailedException.class)
        .hasMessageContaining("The table does not have the specified index: MatchesByRound");

    client.updateTable(TournamentsDb.LAYOUT.createIndexRequest(table.name(), "MatchesByRound"));
    TableDescription described = waitUntilIndexIsActive(client, table.name(), "MatchesByRound");

    GlobalSecondaryIndexDescription index = described.globalSecondaryIndexes().get(0);
    assertThat(index.keySchema()).isEqualTo(full.globalSecondaryIndexes().get(0).keySchema());
    // Filled from the stored items: the four drawn matches, not the tournament or the undrawn one.
    assertThat(ids(db.draw("open-25", "EU"))).containsExactly("m1", "m2", "m9", "m10");
    assertThat(ids(db.matches().matchesByRound("open-25", "EU").all().list()))
        .containsExactly("m1", "m2", "m9", "m10");
    List<String> latestFirst = new ArrayList<>();
    PageRequest request = PageRequest.first(2);
    while (true) {
      Page<Match> page = db.fromRound("open-25", "EU", 2, request);
      latestFirst.addAll(ids(page.items()));
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
    assertThat(latestFirst).containsExactly("m10", "m9", "m2");

    // From now on writes keep it, as for an index created with the table.
    db.matches().update(new MatchKey("open-25", "m-later")).set(MatchSchema.ROUND, 3).execute();
    assertThat(ids(db.round("open-25", "EU", 3))).containsExactly("m-later");
  }

  private static TableDescription waitUntilIndexIsActive(
      DynamoDbClient client, String tableName, String indexName) throws InterruptedException {
    for (int attempt = 0; attempt < 100; attempt++) {
      TableDescription table = client.describeTable(b -> b.tableName(tableName)).table();
      boolean active =
          table.globalSecondaryIndexes().stream()
              .anyMatch(
                  i -> i.indexName().equals(indexName) && i.indexStatus() == IndexStatus.ACTIVE);
      if (active) {
        return table;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("index " + indexName + " of " + tableName + " never became ACTIVE");
  }

  private static List<String> ids(List<Match> matches) {
    return matches.stream().map(Match::matchId).toList();
  }
}
