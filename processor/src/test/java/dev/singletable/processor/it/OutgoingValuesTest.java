package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Everything;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.processor.it.model.Session;
import dev.singletable.processor.it.model.SessionKey;
import dev.singletable.processor.it.model.SessionSchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.failure.ItemTooLargeException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every value that leaves the library passes the same rules before it is sent, whatever built it
 * (the item of a put, an update value, a condition, a filter), and DynamoDB's own refusals keep
 * their type. Nothing refused is written.
 */
class OutgoingValuesTest extends EngineTest {

  private static final String UNPAIRED = "bad\uD800text";

  /** A list nested {@code levels} deep around a string: levels 1 is ["x"]. */
  private static AttributeValue nested(int levels) {
    AttributeValue value = AttributeValue.fromS("x");
    for (int i = 0; i < levels; i++) {
      value = AttributeValue.fromL(List.of(value));
    }
    return value;
  }

  @Test
  void anUnpairedSurrogateIsRefusedInUpdatesConditionsAndFilters() {
    Note note = db.notes().put(new Note("v1", "n1", "clean"));
    NoteKey key = new NoteKey("v1", "n1");

    assertThatThrownBy(() -> db.notes().update(key).set(NoteSchema.TEXT, UNPAIRED).execute())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.text: strings must be well-formed UTF-16")
        .hasMessageContaining("\\uD800");
    assertThatThrownBy(() -> db.notes().put(note, NoteSchema.TEXT.eq(UNPAIRED)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.text: ");
    assertThatThrownBy(() -> db.notes().byUserId("v1").filter(NoteSchema.TEXT.eq(UNPAIRED)).list())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.text: ");
    assertThatThrownBy(() -> db.notes().delete(key, NoteSchema.TEXT.in(List.of("clean", UNPAIRED))))
        .hasMessageStartingWith("Note.text: ");

    assertThat(db.notes().get(key)).contains(note);
  }

  @Test
  void anUnpairedSurrogateInAMapKeyIsRefusedByPut() {
    Everything everything =
        new Everything(
            "v2",
            null,
            false,
            null,
            (byte) 0,
            (short) 0,
            0,
            0L,
            null,
            null,
            0f,
            0d,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            Map.of(UNPAIRED, 1),
            null,
            null,
            null,
            null,
            null,
            null,
            null);

    assertThatThrownBy(() -> db.everythings().put(everything))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "Everything.counters.\"bad\\uD800text\": attribute names and map keys")
        .hasMessageContaining("well-formed UTF-16");
  }

  @Test
  void valuesNestedDeeperThanThirtyTwoLevelsAreRefusedByUpdates() {
    NoteKey key = new NoteKey("v3", "n1");
    db.notes().put(new Note("v3", "n1", "deep"));

    db.notes().update(key).apply(UpdateAction.set(Path.attribute("deepest"), nested(31))).execute();
    assertThatThrownBy(
            () ->
                db.notes()
                    .update(key)
                    .apply(UpdateAction.set(Path.attribute("tooDeep"), nested(32)))
                    .execute())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.tooDeep")
        .hasMessageContaining("at most 32 levels")
        .hasMessageContaining("level 33");
    // A value set inside a document starts at the depth of its path.
    assertThatThrownBy(
            () ->
                db.notes()
                    .update(key)
                    .apply(UpdateAction.set(Path.attribute("deepest").index(0), nested(31)))
                    .execute())
        .hasMessageContaining("level 33");
  }

  @Test
  void numbersDynamoDbCannotHoldAreRefusedInUpdatesAndConditions() {
    NoteKey key = new NoteKey("v4", "n1");
    db.notes().put(new Note("v4", "n1", "numbers"));

    assertThatThrownBy(
            () ->
                db.notes()
                    .update(key)
                    .apply(UpdateAction.set(Path.attribute("big"), AttributeValue.fromN("1E+200")))
                    .execute())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.big: numbers must be 0 or between 1E-130");
    assertThatThrownBy(
            () ->
                db.notes()
                    .delete(
                        key,
                        Condition.equalTo(
                            "count",
                            AttributeValue.fromN(
                                new BigDecimal("1." + "1".repeat(40)).toString()))))
        .hasMessageContaining("Note.count: numbers have at most 38 significant digits");
    assertThatThrownBy(
            () ->
                db.notes()
                    .update(key)
                    .apply(
                        UpdateAction.set(
                            Path.attribute("scores"), AttributeValue.fromNs(List.of("1", "1.0"))))
                    .execute())
        .hasMessageContaining("Note.scores: sets must not hold duplicates");
    assertThat(db.notes().get(key).orElseThrow().text()).isEqualTo("numbers");
  }

  @Test
  void aQueryFilterOnAKeyAttributeIsRefusedAndPointsToTheKeyCondition() {
    assertThatThrownBy(
            () -> db.notes().byUserId("v5").filter(Condition.attributeExists("SK")).list())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("reads SK, the sort key of the table")
        .hasMessageContaining("key condition");
    // The Inverted index swaps the keys: PK is its sort key.
    assertThatThrownBy(() -> db.notes().byNote("n1").filter(Condition.attributeExists("PK")).list())
        .hasMessageContaining("reads PK, the sort key of index Inverted");
    // A scan may filter on key attributes.
    assertThat(db.notes().scan().filter(Condition.attributeExists("SK")).list()).isNotNull();
  }

  @Test
  void aTtlDynamoDbWouldNeverActOnIsRefused() {
    Instant sixYearsAgo =
        Instant.now().minus(Duration.ofDays(6 * 365)).truncatedTo(ChronoUnit.SECONDS);
    Session ancient = new Session("v6", "s1", "phone", sixYearsAgo);

    assertThatThrownBy(() -> db.sessions().put(ancient))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Session.expiresAt: a TTL of ")
        .hasMessageContaining("more than five years before now")
        .hasMessageContaining("would stay in the table forever");
    assertThat(db.sessions().get(new SessionKey("v6", "s1"))).isEmpty();

    Session recent =
        new Session(
            "v6", "s2", "phone", Instant.now().plusSeconds(3600).truncatedTo(ChronoUnit.SECONDS));
    db.sessions().put(recent);
    assertThatThrownBy(
            () ->
                db.sessions()
                    .update(new SessionKey("v6", "s2"))
                    .set(SessionSchema.EXPIRES_AT, sixYearsAgo)
                    .execute())
        .hasMessageContaining("more than five years before now");
    assertThat(db.sessions().get(new SessionKey("v6", "s2"))).contains(recent);
  }

  @Test
  void dynamoDbRefusingAnUpdateThatMakesTheItemTooLargeIsItemTooLarge() {
    NoteKey key = new NoteKey("v7", "n1");
    db.notes().put(new Note("v7", "n1", "x".repeat(300_000)));

    // Only DynamoDB knows the stored item's size: the update alone is small enough to send.
    assertThatThrownBy(
            () ->
                db.notes()
                    .update(key)
                    .apply(
                        UpdateAction.set(
                            Path.attribute("more"), AttributeValue.fromS("y".repeat(200_000))))
                    .execute())
        .isInstanceOfSatisfying(
            ItemTooLargeException.class,
            e -> {
              assertThat(e.entityType()).isEqualTo("Note");
              assertThat(e.key()).isEqualTo("PK=USER#v7, SK=NOTE#n1");
              assertThat(e.sizeBytes()).isEqualTo(-1);
              assertThat(e.getMessage())
                  .startsWith("UpdateItem refused by DynamoDB: Note item PK=USER#v7, SK=NOTE#n1")
                  .contains("Item size to update has exceeded the maximum allowed size");
            });
    assertThat(db.notes().get(key).orElseThrow().text()).hasSize(300_000);
  }

  @Test
  void valuesThatPassTheRulesAreWrittenUnchanged() {
    NoteKey key = new NoteKey("v8", "n1");
    db.notes().put(new Note("v8", "n1", "emoji \uD83D\uDE00 ok"));

    Optional<Note> updated =
        db.notes()
            .update(key)
            .set(NoteSchema.TEXT, "still \uD83D\uDE00")
            .apply(
                UpdateAction.set(
                    Path.attribute("labels"), AttributeValue.fromSs(List.of("a", "b"))))
            .condition(NoteSchema.TEXT.eq("emoji \uD83D\uDE00 ok"))
            .execute();

    assertThat(updated.orElseThrow().text()).isEqualTo("still \uD83D\uDE00");
  }
}
