package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Note;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.failure.InvalidCursorException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Paging cursors are encrypted and authenticated with the application's secret: their key values
 * cannot be read, they cannot be altered or moved to another query, and rotation keeps the previous
 * secret's cursors working.
 */
class CursorSecurityTest extends EngineTest {

  private static final String EMAIL = "alice.smith@example.com";
  private static final byte[] OLD_SECRET =
      "the old secret of 32 bytes......".getBytes(StandardCharsets.UTF_8);
  private static final byte[] NEW_SECRET =
      "the new secret of 32 bytes......".getBytes(StandardCharsets.UTF_8);

  private static CatalogDb withSecrets(byte[] secret, byte[]... previous) {
    return CatalogDb.create(
        client,
        DbOptions.builder()
            .tableName(db.tableName())
            .cursorSecret(secret)
            .previousCursorSecrets(previous)
            .build());
  }

  @BeforeAll
  static void notes() {
    for (String id : new String[] {"a", "b", "c"}) {
      db.notes().put(new Note(EMAIL, id, "note " + id));
    }
  }

  private static String firstCursor(CatalogDb db) {
    Page<Note> page = db.notes().byUserId(EMAIL).limit(1).page();
    assertThat(page.cursor()).isNotNull();
    return page.cursor();
  }

  @Test
  void theKeyValuesInACursorCannotBeRead() {
    String cursor = firstCursor(withSecrets(OLD_SECRET));
    byte[] bytes = Base64.getUrlDecoder().decode(cursor);
    String asText = new String(bytes, StandardCharsets.ISO_8859_1);

    assertThat(cursor).doesNotContain("alice");
    assertThat(asText).doesNotContain(EMAIL).doesNotContain("alice").doesNotContain("NOTE#");
  }

  @Test
  void aCursorMadeUnderThePreviousSecretIsReadAfterRotation() {
    String cursor = firstCursor(withSecrets(OLD_SECRET));

    byte[] newSecret = NEW_SECRET;
    byte[] oldSecret = OLD_SECRET;
    DbOptions options =
        DbOptions.builder()
            .cursorSecret(newSecret) // every new cursor
            .previousCursorSecrets(oldSecret) // still accepted
            .build();
    CatalogDb rotated =
        CatalogDb.create(client, options.toBuilder().tableName(db.tableName()).build());
    assertThat(rotated.notes().byUserId(EMAIL).startAfter(cursor).list())
        .extracting(Note::noteId)
        .containsExactly("b", "c");
    // New cursors are made under the new secret only.
    String fresh = firstCursor(rotated);
    assertThatThrownBy(
            () -> withSecrets(OLD_SECRET).notes().byUserId(EMAIL).startAfter(fresh).page())
        .isInstanceOf(InvalidCursorException.class);

    assertThatThrownBy(
            () -> withSecrets(NEW_SECRET).notes().byUserId(EMAIL).startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("a cursor secret this application does not accept");
  }

  @Test
  void aCursorOfAnotherQueryOrAlteredIsRefused() {
    CatalogDb secured = withSecrets(OLD_SECRET);
    String cursor = firstCursor(secured);

    assertThatThrownBy(() -> secured.notes().byUserId("someone-else").startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("belongs to another query");
    assertThatThrownBy(() -> secured.notes().byUserId(EMAIL).descending().startAfter(cursor).page())
        .hasMessageContaining("belongs to another query");

    byte[] bytes = Base64.getUrlDecoder().decode(cursor);
    for (int position : new int[] {5, 20, bytes.length / 2, bytes.length - 1}) {
      byte[] altered = bytes.clone();
      altered[position] ^= 1;
      String forged = Base64.getUrlEncoder().withoutPadding().encodeToString(altered);
      assertThatThrownBy(() -> secured.notes().byUserId(EMAIL).startAfter(forged).page())
          .as("bit flipped at %d", position)
          .isInstanceOf(InvalidCursorException.class)
          .hasMessageContaining("altered");
    }
  }

  @Test
  void withoutASecretEveryDbOfTheProcessSharesARandomOne() {
    CatalogDb first =
        CatalogDb.create(client, DbOptions.builder().tableName(db.tableName()).build());
    CatalogDb second =
        CatalogDb.create(client, DbOptions.builder().tableName(db.tableName()).build());

    String cursor = firstCursor(first);

    assertThat(second.notes().byUserId(EMAIL).startAfter(cursor).list()).hasSize(2);
    assertThatThrownBy(
            () -> withSecrets(OLD_SECRET).notes().byUserId(EMAIL).startAfter(cursor).page())
        .isInstanceOf(InvalidCursorException.class);
  }
}
