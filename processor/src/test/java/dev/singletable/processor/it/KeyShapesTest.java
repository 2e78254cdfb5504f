package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Clash;
import dev.singletable.processor.it.model.Group;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.OrderKey;
import dev.singletable.processor.it.model.TeamMember;
import dev.singletable.runtime.Range;
import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Sort keys that repeat partition placeholders, and declared decimal scales, on the engine. */
class KeyShapesTest extends EngineTest {

  @Test
  void aKeyRecordRefusesABadStringComponentWhereItIsMadeAndRendersTheCheckedText() {
    assertThatThrownBy(() -> new NoteKey("a#b", "n1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Note.userId: key values must not contain the delimiter '#' (got \"a#b\")");
    assertThatThrownBy(() -> new NoteKey("u1", ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Note.noteId: key values must not be empty (got \"\")");
    assertThatThrownBy(() -> new NoteKey(null, "n1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Note.userId: key attributes must have a value (got null)");
    // The same refusal when the key comes from an entity, and nothing is written.
    assertThatThrownBy(() -> db.notes().put(new Note("k#1", "ks-bad", "text")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Note.userId: key values must not contain the delimiter '#' (got \"k#1\")");
    assertThat(db.notes().byNote("ks-bad").all().list()).isEmpty();

    NoteKey key = new NoteKey("u1", "n1");
    assertThat(key.pk()).isEqualTo("USER#u1");
    assertThat(key.sk()).isEqualTo("NOTE#n1");
  }

  @Test
  void aKeyRecordOfStringComponentsRefusesAKeyOverTheSizeLimitWhereItIsMade() {
    // PK = USER#{userId}, SK = NOTE#{noteId}: pk() and sk() only join what the constructor
    // checked, the size of the whole key included, counted in UTF-8 bytes near the limit.
    String fits = "é".repeat(1021) + "a"; // USER# + 2,043 bytes = 2,048: at the limit
    assertThat(new NoteKey(fits, "n1").pk()).isEqualTo("USER#" + fits);
    assertThatThrownBy(() -> new NoteKey(fits + "a", "n1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "Note.PK: partition keys must be at most 2048 UTF-8 bytes; this one is 2049 (got");
    assertThatThrownBy(() -> new NoteKey("u1", "\uD83D\uDE00".repeat(255)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "Note.SK: sort keys must be at most 1024 UTF-8 bytes; this one is 1025 (got");
    assertThat(new NoteKey("u1", "\uD83D\uDE00".repeat(254) + "abc").sk()).hasSize(516);
    // The same refusal when the key comes from an entity, before anything is sent.
    assertThatThrownBy(() -> db.notes().put(new Note(fits + "a", "ks-long", "text")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.PK: partition keys must be at most 2048 UTF-8 bytes");
    assertThat(db.notes().byNote("ks-long").all().list()).isEmpty();
  }

  @Test
  void sortKeyComponentsKnownFromThePartitionAreNotAskedAgain() {
    db.teamMembers().put(new TeamMember("t1", "u1", "owner"));
    db.teamMembers().put(new TeamMember("t1", "u2", "member"));
    db.teamMembers().put(new TeamMember("t1", "u3", "member"));

    assertThat(db.teamMembers().byTeamId("t1").all().list())
        .extracting(TeamMember::userId)
        .containsExactly("u1", "u2", "u3");
    assertThat(db.teamMembers().byTeamId("t1").userId(Range.after("u1")).list())
        .extracting(TeamMember::userId)
        .containsExactly("u2", "u3");
    assertThat(db.teamMembers().byTeamId("t1").userId("u2").list())
        .extracting(TeamMember::role)
        .containsExactly("member");
    assertThat(db.teamMembers().byTeamId("t1").describe())
        .isEqualTo("PK = \"TEAM#t1\" AND begins_with(SK, \"TEAM#t1#MEMBER#\")");
  }

  @Test
  void aSortKeyMadeOfPartitionComponentsIsAnExactQuery() {
    db.groups().put(new Group("g1", "first"));
    assertThat(db.groups().byGroupId("g1").list()).containsExactly(new Group("g1", "first"));
    assertThat(db.groups().byGroupId("g1").describe())
        .isEqualTo("PK = \"GROUP#g1\" AND SK = \"GROUP#g1\"");
  }

  @Test
  void attributesNamedLikeGeneratedVariablesDoNotShadowThem() {
    Clash clash = new Clash("c1", "mon", "p1", "s1", "k1", "self");
    db.clashes().put(clash);

    assertThat(db.clashes().byId("c1").next("mon").prefix("p1").describe())
        .isEqualTo("PK = \"CLASH#c1\" AND SK = \"D#mon#p1\"");
    assertThat(db.clashes().byId("c1").next("mon").prefix("p1").list()).containsExactly(clash);
    assertThat(db.clashes().get(dev.singletable.processor.it.model.ClashKey.of(clash)))
        .contains(clash);

    db.clashes()
        .update(dev.singletable.processor.it.model.ClashKey.of(clash))
        .setStored("s2", "k1")
        .execute();
    assertThat(db.clashes().byStored("s2").all().list())
        .extracting(Clash::stored)
        .containsExactly("s2");
    db.transaction()
        .update(dev.singletable.processor.it.model.ClashKey.of(clash), u -> u.setKey("k2", "s2"))
        .execute();
    assertThat(db.clashes().byStored("s2").all().list())
        .extracting(Clash::key)
        .containsExactly("k2");
  }

  @Test
  void decimalsReadBackWithTheirDeclaredScale() {
    Order order =
        new Order(
            "scale", "o1", Instant.parse("2025-01-01T00:00:00Z"), null, new BigDecimal("10.50"));
    db.orders().put(order);
    assertThat(db.orders().get(OrderKey.of(order)).orElseThrow()).isEqualTo(order);
  }
}
