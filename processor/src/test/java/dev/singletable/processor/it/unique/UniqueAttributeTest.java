package dev.singletable.processor.it.unique;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * {@code @Unique} attributes on the engine: a value taken by one member is refused to another with
 * the typed exception and nothing of the refused write stored; changing or deleting frees it; a
 * null value holds nothing; concurrent writers of one value end with one holder; an orphan guard is
 * reported, never overwritten, and released only while orphaned; batches refuse the entities, and
 * transactions carry the guards.
 */
@LocalDynamoDbTest
class UniqueAttributeTest {

  private static ClubDb db;
  private static DynamoDbClient client;
  private static String tableName;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name();
    db = ClubDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
  }

  private static Member member(String id, String email) {
    return new Member(id, "Name of " + id, email, null, 0);
  }

  private static Map<String, AttributeValue> guard(String attributeAndValue) {
    String key = "UNIQUE#" + attributeAndValue;
    return client
        .getItem(
            GetItemRequest.builder()
                .tableName(tableName)
                .key(Map.of("PK", AttributeValue.fromS(key), "SK", AttributeValue.fromS(key)))
                .consistentRead(true)
                .build())
        .item();
  }

  /** The guards of one entity type's attribute, by the value they hold, to their holder's PK. */
  private static List<String> guardsOf(String entityAndAttribute) {
    List<String> held = new ArrayList<>();
    for (Map<String, AttributeValue> item :
        client
            .scan(ScanRequest.builder().tableName(tableName).consistentRead(true).build())
            .items()) {
      String pk = item.get("PK").s();
      if (pk.startsWith("UNIQUE#" + entityAndAttribute + "#")) {
        held.add(item.get("uniqueValue").s() + "->" + item.get("heldByPK").s());
      }
    }
    return held;
  }

  @Test
  void aSecondMemberWithTheSameEmailIsRefusedAndNothingOfItIsStored() {
    db.members().create(member("m-ann", "ann@club.example"));

    assertThatThrownBy(() -> db.members().create(member("m-bob", "ann@club.example")))
        .isInstanceOfSatisfying(
            UniqueValueTakenException.class,
            e -> {
              assertThat(e.entityType()).isEqualTo("Member");
              assertThat(e.key()).isEqualTo("PK=MEMBER#m-bob, SK=PROFILE");
              assertThat(e.attribute()).isEqualTo("email");
              assertThat(e.value()).isEqualTo("ann@club.example");
              assertThat(e.holderKey()).isEqualTo("PK=MEMBER#m-ann, SK=PROFILE");
              assertThat(e.holderExists()).isTrue();
              assertThat(e.getMessage())
                  .isEqualTo(
                      "Member.email = ann@club.example is already taken by PK=MEMBER#m-ann,"
                          + " SK=PROFILE; nothing was written for Member PK=MEMBER#m-bob,"
                          + " SK=PROFILE");
            });
    assertThat(db.members().get(new MemberKey("m-bob"))).isEmpty();
    assertThatThrownBy(() -> db.members().put(member("m-bob", "ann@club.example")))
        .isInstanceOf(UniqueValueTakenException.class);
    assertThat(db.members().get(new MemberKey("m-bob"))).isEmpty();
    assertThat(guardsOf("Member#email"))
        .filteredOn(g -> g.startsWith("ann@"))
        .containsExactly("ann@club.example->MEMBER#m-ann");
  }

  @Test
  void aPutThatChangesTheEmailFreesTheOldOneForSomeoneElse() {
    Member cat = db.members().create(member("m-cat", "cat@club.example"));

    Member moved = db.members().put(new Member("m-cat", "Cat", "cat@new.example", null, 1));

    assertThat(moved.version()).isEqualTo(2);
    assertThat(guard("Member#email#cat@club.example")).isEmpty();
    assertThat(db.members().create(member("m-dan", "cat@club.example")).email())
        .isEqualTo("cat@club.example");
    assertThatThrownBy(() -> db.members().create(member("m-eve", "cat@new.example")))
        .isInstanceOfSatisfying(
            UniqueValueTakenException.class,
            e -> assertThat(e.holderKey()).isEqualTo("PK=MEMBER#m-cat, SK=PROFILE"));
    assertThat(cat.version()).isEqualTo(1);
  }

  @Test
  void aPutKeepingTheEmailKeepsItsGuardAndAStaleVersionStillFailsAsALock() {
    db.members().create(member("m-fay", "fay@club.example"));
    db.members().put(new Member("m-fay", "Fay F.", "fay@club.example", null, 1));

    assertThat(guardsOf("Member#email")).contains("fay@club.example->MEMBER#m-fay");
    assertThatThrownBy(
            () -> db.members().put(new Member("m-fay", "Fay", "fay@else.example", null, 1)))
        .isInstanceOf(dev.singletable.runtime.failure.OptimisticLockException.class);
    assertThat(guard("Member#email#fay@else.example")).isEmpty();
  }

  @Test
  void deletingAMemberFreesItsValues() {
    db.members().create(new Member("m-gus", "Gus", "gus@club.example", 7, 0));
    db.members().create(new Member("m-hal", "Hal", "hal@club.example", 8, 0));

    db.members().delete(new MemberKey("m-gus"));
    db.members().deleteEntity(db.members().get(new MemberKey("m-hal")).orElseThrow());

    assertThat(guard("Member#email#gus@club.example")).isEmpty();
    assertThat(guard("Member#badge#7")).isEmpty();
    assertThat(guard("Member#badge#8")).isEmpty();
    db.members().create(new Member("m-ida", "Ida", "gus@club.example", 7, 0));
    assertThat(db.members().get(new MemberKey("m-ida")).orElseThrow().badge()).isEqualTo(7);
  }

  @Test
  void aNullValueHoldsNoGuardAndANumberIsGuardedByItsValue() {
    db.members().create(member("m-jon", "jon@club.example"));
    db.members().create(member("m-kim", "kim@club.example"));

    assertThat(guardsOf("Member#badge")).noneMatch(g -> g.endsWith("m-jon") || g.endsWith("m-kim"));
    db.members().put(new Member("m-jon", "Jon", "jon@club.example", 42, 1));
    assertThatThrownBy(
            () -> db.members().put(new Member("m-kim", "Kim", "kim@club.example", 42, 1)))
        .isInstanceOfSatisfying(
            UniqueValueTakenException.class,
            e -> {
              assertThat(e.attribute()).isEqualTo("badge");
              assertThat(e.value()).isEqualTo("42");
            });
    assertThat(db.members().get(new MemberKey("m-kim")).orElseThrow().badge()).isNull();
  }

  @Test
  void concurrentWritersOfOneValueEndWithOneHolder() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(6);
    try {
      List<Future<Boolean>> attempts = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        String id = "m-race" + i;
        attempts.add(
            pool.submit(
                () -> {
                  try {
                    db.members().create(member(id, "race@club.example"));
                    return true;
                  } catch (UniqueValueTakenException | TransactionCancelledException e) {
                    return false;
                  }
                }));
      }
      int won = 0;
      for (Future<Boolean> attempt : attempts) {
        won += attempt.get() ? 1 : 0;
      }
      assertThat(won).isEqualTo(1);
    } finally {
      pool.shutdown();
    }
    List<String> holders = guardsOf("Member#email");
    assertThat(holders.stream().filter(g -> g.startsWith("race@club.example->")).toList())
        .hasSize(1);
    String holder = holders.stream().filter(g -> g.startsWith("race@")).findFirst().orElseThrow();
    String winner = holder.substring(holder.indexOf("MEMBER#") + "MEMBER#".length());
    for (int i = 0; i < 6; i++) {
      String id = "m-race" + i;
      assertThat(db.members().get(new MemberKey(id)).isPresent()).isEqualTo(id.equals(winner));
    }
  }

  @Test
  void anOrphanGuardIsReportedNeverOverwrittenAndReleasedOnlyWhileOrphaned() {
    String key = "UNIQUE#Member#email#old@club.example";
    client.putItem(
        PutItemRequest.builder()
            .tableName(tableName)
            .item(
                Map.of(
                    "PK", AttributeValue.fromS(key),
                    "SK", AttributeValue.fromS(key),
                    "entityType", AttributeValue.fromS("singletable:unique"),
                    "uniqueEntity", AttributeValue.fromS("Member"),
                    "uniqueAttribute", AttributeValue.fromS("email"),
                    "uniqueValue", AttributeValue.fromS("old@club.example"),
                    "heldByPK", AttributeValue.fromS("MEMBER#m-gone"),
                    "heldBySK", AttributeValue.fromS("PROFILE")))
            .build());

    assertThatThrownBy(() -> db.members().create(member("m-lea", "old@club.example")))
        .isInstanceOfSatisfying(
            UniqueValueTakenException.class,
            e -> {
              assertThat(e.holderExists()).isFalse();
              assertThat(e.holderKey()).isEqualTo("PK=MEMBER#m-gone, SK=PROFILE");
              assertThat(e.getMessage())
                  .contains("whose item does not exist (an orphan guard")
                  .contains("releaseUnique(\"email\", value)");
            });
    assertThat(guard("Member#email#old@club.example").get("heldByPK").s())
        .isEqualTo("MEMBER#m-gone");
    assertThat(db.members().get(new MemberKey("m-lea"))).isEmpty();

    assertThat(db.members().releaseUnique("email", "old@club.example")).isTrue();
    assertThat(db.members().releaseUnique("email", "old@club.example")).isFalse();
    db.members().create(member("m-lea", "old@club.example"));
    assertThatThrownBy(() -> db.members().releaseUnique("email", "old@club.example"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("is held by PK=MEMBER#m-lea, SK=PROFILE, which stores it");
    assertThat(guard("Member#email#old@club.example")).isNotEmpty();
    assertThatThrownBy(() -> db.members().releaseUnique("name", "x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Member.name is not @Unique");
  }

  @Test
  void anEntityWithoutVersionIsGuardedAlikeAndItsDeleteByKeyFreesTheValue() {
    db.players().create(new Player("reds", "p1", "striker", 3));
    assertThatThrownBy(() -> db.players().put(new Player("blues", "p9", "striker", 0)))
        .isInstanceOf(UniqueValueTakenException.class);

    db.players().put(new Player("reds", "p1", "captain", 4));
    db.players().put(new Player("blues", "p9", "striker", 0));
    assertThat(guardsOf("Player#handle"))
        .filteredOn(g -> g.endsWith("#reds") || g.endsWith("#blues"))
        .containsExactlyInAnyOrder("captain->TEAM#reds", "striker->TEAM#blues");

    assertThat(db.players().deleteReturning(new PlayerKey("reds", "p1")).orElseThrow().handle())
        .isEqualTo("captain");
    assertThat(guardsOf("Player#handle"))
        .filteredOn(g -> g.endsWith("#reds") || g.endsWith("#blues"))
        .containsExactly("striker->TEAM#blues");
  }

  @Test
  void anUpdateCannotSetAUniqueAttributeAndABatchCannotWriteTheEntity() {
    db.players().create(new Player("greens", "p2", "keeper", 0));

    assertThatThrownBy(
            () ->
                db.players()
                    .update(new PlayerKey("greens", "p2"))
                    .apply(UpdateAction.set(Path.attribute("handle"), AttributeValue.fromS("x")))
                    .execute())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Player.handle is @Unique, and an update cannot move its guard item; change it with"
                + " put(...), which reads the stored value and moves the guard in the same"
                + " transaction");
    assertThat(
            db.players().update(new PlayerKey("greens", "p2")).set(PlayerSchema.GOALS, 1).execute())
        .map(Player::goals)
        .contains(1);
    assertThatThrownBy(() -> db.batchWrite().delete(new PlayerKey("greens", "p2")))
        .isInstanceOf(ValidationException.class)
        .hasMessageContaining("Player has @Unique attributes [handle], whose guard items a batch");
    assertThat(guardsOf("Player#handle")).contains("keeper->TEAM#greens");
  }

  @Test
  void aTransactionCarriesTheGuardsOfItsCreatesAndDeletes() {
    db.transaction()
        .create(member("m-max", "max@club.example"))
        .create(new Player("golds", "p3", "max", 0))
        .execute();
    assertThat(guardsOf("Member#email")).contains("max@club.example->MEMBER#m-max");

    var taken =
        db.transaction()
            .create(member("m-ned", "max@club.example"))
            .create(new Player("golds", "p4", "ned", 0));
    assertThat(taken.size()).isEqualTo(4); // each create and its guard
    assertThatThrownBy(taken::execute)
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              UniqueValueTakenException unique = e.uniqueValueTaken().orElseThrow();
              assertThat(unique.attribute()).isEqualTo("email");
              assertThat(unique.value()).isEqualTo("max@club.example");
              assertThat(unique.holderKey()).isEqualTo("PK=MEMBER#m-max, SK=PROFILE");
            });
    assertThat(db.players().get(new PlayerKey("golds", "p4"))).isEmpty();

    assertThatThrownBy(() -> db.transaction().put(new Player("golds", "p3", "mad", 0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a transaction's put cannot know the stored values");
    Member max = db.members().get(new MemberKey("m-max")).orElseThrow();
    db.transaction().delete(max).execute();
    assertThat(guard("Member#email#max@club.example")).isEmpty();
  }

  @Test
  void theAsynchronousFaceRefusesATakenValueWithTheSameException(LocalDynamoDb engine) {
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      ClubAsyncDb async =
          ClubDb.createAsync(asyncClient, DbOptions.builder().tableName(tableName).build());
      async.members().create(member("m-oli", "oli@club.example")).join();

      assertThatThrownBy(() -> async.members().create(member("m-pam", "oli@club.example")).join())
          .isInstanceOf(CompletionException.class)
          .hasCauseInstanceOf(UniqueValueTakenException.class);
      async.members().delete(new MemberKey("m-oli")).join();
      assertThat(async.members().create(member("m-pam", "oli@club.example")).join().email())
          .isEqualTo("oli@club.example");
    }
  }
}
