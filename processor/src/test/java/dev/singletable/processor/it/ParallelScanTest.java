package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogAsyncDb;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.Stock;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.ParallelScan;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Parallel scan on the engine: {@code scan().segments(n)} reads n disjoint segments concurrently
 * and returns exactly the items a plain scan returns, of the scanned type only.
 */
class ParallelScanTest extends EngineTest {

  private static final int NOTES = 60;

  @BeforeAll
  static void load() {
    for (int i = 0; i < NOTES; i++) {
      db.notes().put(new Note("u" + (i % 7), "n" + i, "note " + i));
    }
    // Items of another type, which the scan of notes must leave out.
    for (int i = 0; i < 10; i++) {
      db.stocks().put(new Stock("sku" + i, i, 0, null, null));
    }
  }

  private static List<String> ids(List<Note> notes) {
    return notes.stream().map(Note::noteId).sorted().toList();
  }

  @Test
  void segmentsTogetherReturnExactlyThePlainScansItems() {
    List<RequestEvent> requests = new CopyOnWriteArrayList<>();
    CatalogDb heard =
        CatalogDb.create(
            client,
            DbOptions.builder().tableName(db.tableName()).requestListener(requests::add).build());

    ParallelScan<Note, List<Note>, Long> scan = heard.notes().scan().segments(4);
    List<Note> notes = scan.list();

    assertThat(notes).hasSize(NOTES).doesNotHaveDuplicates();
    assertThat(ids(notes)).isEqualTo(ids(db.notes().scan().list()));
    assertThat(requests).filteredOn(e -> e.api().equals("Scan")).hasSizeGreaterThanOrEqualTo(4);
    assertThat(scan.count()).isEqualTo(NOTES);
    assertThat(db.stocks().scan().segments(3).list()).hasSize(10);
  }

  @Test
  void eachSegmentIsADisjointPartOfTheTable() {
    // One segment is the whole table; many segments (more than items) still cover it once.
    assertThat(ids(db.notes().scan().segments(1).list())).hasSize(NOTES);
    assertThat(ids(db.notes().scan().segments(100).list()))
        .isEqualTo(ids(db.notes().scan().list()));
    assertThat(db.notes().scan().segments(100).count()).isEqualTo(NOTES);
  }

  @Test
  void anAsynchronousTableScansItsSegmentsWithoutAThreadEach(LocalDynamoDb engine) {
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      CatalogAsyncDb async =
          CatalogDb.createAsync(asyncClient, DbOptions.builder().tableName(db.tableName()).build());

      assertThat(ids(async.notes().scan().segments(4).list().join()))
          .isEqualTo(ids(db.notes().scan().list()));
      assertThat(async.notes().scan().segments(4).count().join()).isEqualTo(NOTES);
    }
  }

  @Test
  void misuseIsRefusedBeforeAnyRequest() {
    assertThatThrownBy(() -> db.notes().scan().segments(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 1000000 segments");
    assertThatThrownBy(() -> db.notes().byUserId("u1").all().segments(2))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("applies to a scan");
    assertThatThrownBy(() -> db.notes().scan().startAfter("x").segments(2))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("takes no cursor");
    assertThatThrownBy(() -> db.notes().scan().startAfter("x").segments(2))
        .isInstanceOf(IllegalStateException.class);
  }
}
