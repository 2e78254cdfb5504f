package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Comment;
import dev.singletable.processor.it.model.CommentKey;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemTooLargeException;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** get, put, create, delete and conditional writes against the engine. */
class CrudTest extends EngineTest {

  @Test
  void putThenGetReturnsTheEntity() {
    Note note = new Note("u1", "n1", "hello");
    db.notes().put(note);

    assertThat(db.notes().get(new NoteKey("u1", "n1"))).contains(note);
    assertThat(db.notes().getConsistent(new NoteKey("u1", "n1"))).contains(note);
  }

  @Test
  void getOfAnAbsentKeyIsEmpty() {
    assertThat(db.notes().get(new NoteKey("u1", "missing"))).isEmpty();
  }

  @Test
  void createRefusesAnExistingKeyAndCarriesTheCurrentItem() {
    db.notes().create(new Note("u2", "n1", "first"));

    assertThatThrownBy(() -> db.notes().create(new Note("u2", "n1", "second")))
        .isInstanceOfSatisfying(
            ItemAlreadyExistsException.class,
            e -> {
              assertThat(e.entityType()).isEqualTo("Note");
              assertThat(e.key()).isEqualTo("PK=USER#u2, SK=NOTE#n1");
              assertThat(e.currentItem(Note.class)).contains(new Note("u2", "n1", "first"));
            });
    assertThat(db.notes().get(new NoteKey("u2", "n1")).orElseThrow().text()).isEqualTo("first");
  }

  @Test
  void conditionalPutFailsWithTheCurrentItemWhenTheConditionDoesNotHold() {
    db.notes().put(new Note("u3", "n1", "draft"));

    assertThatThrownBy(
            () -> db.notes().put(new Note("u3", "n1", "final"), NoteSchema.TEXT.eq("published")))
        .isInstanceOfSatisfying(
            ConditionFailedException.class,
            e -> assertThat(e.currentItem(Note.class)).contains(new Note("u3", "n1", "draft")));

    db.notes().put(new Note("u3", "n1", "final"), NoteSchema.TEXT.eq("draft"));
    assertThat(db.notes().get(new NoteKey("u3", "n1")).orElseThrow().text()).isEqualTo("final");
  }

  @Test
  void deleteRemovesTheItemAndDeleteReturningGivesItBack() {
    db.notes().put(new Note("u4", "n1", "a"));
    db.notes().put(new Note("u4", "n2", "b"));

    db.notes().delete(new NoteKey("u4", "n1"));
    assertThat(db.notes().get(new NoteKey("u4", "n1"))).isEmpty();

    assertThat(db.notes().deleteReturning(new NoteKey("u4", "n2")))
        .contains(new Note("u4", "n2", "b"));
    assertThat(db.notes().deleteReturning(new NoteKey("u4", "n2"))).isEmpty();
  }

  @Test
  void conditionalDeleteKeepsTheItemWhenTheConditionFails() {
    db.notes().put(new Note("u5", "n1", "keep"));

    assertThatThrownBy(
            () -> db.notes().delete(new NoteKey("u5", "n1"), NoteSchema.TEXT.eq("other")))
        .isInstanceOf(ConditionFailedException.class);
    assertThat(db.notes().get(new NoteKey("u5", "n1"))).isPresent();
  }

  @Test
  void itemsOverFourHundredKilobytesAreRefusedBeforeSending() {
    Note huge = new Note("u6", "n1", "x".repeat(410_000));

    assertThatThrownBy(() -> db.notes().put(huge))
        .isInstanceOfSatisfying(
            ItemTooLargeException.class,
            e -> {
              assertThat(e.entityType()).isEqualTo("Note");
              assertThat(e.key()).isEqualTo("PK=USER#u6, SK=NOTE#n1");
              assertThat(e.sizeBytes()).isGreaterThan(409_600);
            });
    assertThat(db.notes().get(new NoteKey("u6", "n1"))).isEmpty();
  }

  @Test
  void localIndexEntriesCountTowardTheItemSize() {
    // Comments are in LSI1, which projects ALL: each counts twice toward the 400 KB.
    Instant at = Instant.parse("2025-01-01T00:00:00Z");
    db.comments().put(new Comment("p1", "c1", at, "x".repeat(150_000)));
    assertThatThrownBy(() -> db.comments().put(new Comment("p1", "c2", at, "x".repeat(210_000))))
        .isInstanceOfSatisfying(
            ItemTooLargeException.class, e -> assertThat(e.sizeBytes()).isGreaterThan(420_000));
    assertThat(db.comments().get(new CommentKey("p1", "c2"))).isEmpty();
  }

  @Test
  void keyValuesThatWouldMakeKeysAmbiguousAreRefusedBeforeSending() {
    assertThatThrownBy(() -> db.notes().put(new Note("u#7", "n1", "x")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Note.userId")
        .hasMessageContaining("'#'");
    assertThatThrownBy(() -> db.notes().put(new Note("", "n1", "x")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Note.userId");
    assertThatThrownBy(() -> db.notes().get(new NoteKey("u7", "x".repeat(1100))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1024");
  }
}
