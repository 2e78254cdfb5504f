package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.CatalogItems;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item of another entity type under a key (legacy data, another service's item, a collision)
 * reads as absent for that entity, as queries skip it: it never loses the other items of a read.
 */
class ForeignItemsTest extends EngineTest {

  /** Writes, with the plain client, an item of type {@code Legacy} under the key of a note. */
  private static void foreignItemAt(String userId, String noteId) {
    client.putItem(
        put ->
            put.tableName(db.tableName())
                .item(
                    Map.of(
                        "PK", AttributeValue.fromS("USER#" + userId),
                        "SK", AttributeValue.fromS("NOTE#" + noteId),
                        "entityType", AttributeValue.fromS("Legacy"),
                        "payload", AttributeValue.fromS("written by another service"))));
  }

  @Test
  void getOfAKeyHoldingAnotherEntityTypeIsEmpty() {
    foreignItemAt("f1", "legacy");

    assertThat(db.notes().get(new NoteKey("f1", "legacy"))).isEmpty();
    assertThat(db.notes().getConsistent(new NoteKey("f1", "legacy"))).isEmpty();
  }

  @Test
  void batchGetReturnsTheOtherItemsAndReportsTheSkippedKey() {
    foreignItemAt("f2", "legacy");
    db.notes().put(new Note("f2", "a", "first"));
    db.notes().put(new Note("f2", "b", "second"));

    CatalogItems items =
        db.batchGet()
            .add(new NoteKey("f2", "a"))
            .add(new NoteKey("f2", "legacy"))
            .add(new NoteKey("f2", "b"))
            .execute();

    assertThat(items.notes())
        .containsExactly(new Note("f2", "a", "first"), new Note("f2", "b", "second"));
    assertThat(items.get(new NoteKey("f2", "legacy"))).isEmpty();
    assertThat(items.skippedKeys(NoteKey.class)).containsExactly(new NoteKey("f2", "legacy"));
    assertThat(items.missingKeys(NoteKey.class)).containsExactly(new NoteKey("f2", "legacy"));
    assertThat(items.toString()).contains("1 of another entity type");
  }

  @Test
  void transactGetReturnsTheOtherItemsAndReportsTheSkippedKey() {
    foreignItemAt("f3", "legacy");
    db.notes().put(new Note("f3", "a", "first"));

    CatalogItems items =
        db.transactGet().add(new NoteKey("f3", "legacy")).add(new NoteKey("f3", "a")).execute();

    assertThat(items.notes()).containsExactly(new Note("f3", "a", "first"));
    assertThat(items.skippedKeys(NoteKey.class)).containsExactly(new NoteKey("f3", "legacy"));
  }

  @Test
  void deleteReturningOfAForeignItemReturnsNothing() {
    foreignItemAt("f4", "legacy");

    assertThat(db.notes().deleteReturning(new NoteKey("f4", "legacy"))).isEmpty();
  }
}
