package dev.singletable.processor.it.renest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.processor.it.renest.Letter.Address;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Renamed fields of a nested record on the engine ({@code @Attribute(formerly = "street") String
 * line1} in {@code Address}): letters stored by version 1 with {@code street} and {@code no} in
 * their addresses (a top-level one, a list and a map of them) read into {@code line1} and {@code
 * number} while they wait; writes write the new names only; the generated jobs {@code
 * Letter.convert:to}, {@code Letter.convert:forwards} and {@code Letter.convert:offices} rewrite
 * the stored maps while the application writes.
 */
@LocalDynamoDbTest
class NestedRenameTest {

  private static final int OLD = 30;

  private DynamoDbClient client;
  private String tableName;
  private MailroomDb db;
  private final ExecutorService application = Executors.newSingleThreadExecutor();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = MailroomDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(letter(i, "Main St " + i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  @AfterEach
  void stop() {
    application.shutdownNow();
  }

  /** Every letter goes to {@code line1}, and was forwarded from one or two addresses. */
  private static Letter letter(int i, String line1) {
    List<Address> forwards =
        i % 2 == 0
            ? List.of(new Address("Old Rd " + i, "Lyon", i))
            : List.of(new Address("Old Rd " + i, "Lyon", i), new Address("Quay", "Nantes", 7));
    return new Letter(
        "l" + i,
        new Address(line1, "Paris", 10 + i),
        forwards,
        Map.of("head", new Address("Place " + i, "Lille", 1)));
  }

  /** A letter as version 1 stored it: each address's line1 under street, its number under no. */
  private static Map<String, AttributeValue> oldItem(Letter letter) {
    Map<String, AttributeValue> item = new HashMap<>(LetterSchema.INSTANCE.toItem(letter));
    item.put("to", oldAddress(item.get("to")));
    item.put(
        "forwards",
        AttributeValue.fromL(
            item.get("forwards").l().stream().map(NestedRenameTest::oldAddress).toList()));
    Map<String, AttributeValue> offices = new HashMap<>();
    item.get("offices").m().forEach((name, office) -> offices.put(name, oldAddress(office)));
    item.put("offices", AttributeValue.fromM(offices));
    return item;
  }

  private static AttributeValue oldAddress(AttributeValue address) {
    Map<String, AttributeValue> old = new HashMap<>(address.m());
    old.put("street", old.remove("line1"));
    old.put("no", old.remove("number"));
    return AttributeValue.fromM(old);
  }

  private Map<String, AttributeValue> raw(String letterId) {
    return client
        .getItem(
            b -> b.tableName(tableName).key(LetterSchema.INSTANCE.keyItem(new LetterKey(letterId))))
        .item();
  }

  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Letter".equals(item.get("entityType").s()))
        .toList();
  }

  private static List<AttributeValue> addresses(Map<String, AttributeValue> item) {
    List<AttributeValue> addresses = new java.util.ArrayList<>(item.get("forwards").l());
    addresses.add(item.get("to"));
    addresses.addAll(item.get("offices").m().values());
    return addresses;
  }

  /** Whether any stored address of the item holds a field under its former name. */
  private static boolean holdsFormerNames(Map<String, AttributeValue> item) {
    return addresses(item).stream()
        .anyMatch(a -> a.m().containsKey("street") || a.m().containsKey("no"));
  }

  /** Whether every stored address of the item holds its fields under the new names. */
  private static boolean holdsNewNames(Map<String, AttributeValue> item) {
    return addresses(item).stream()
        .allMatch(a -> a.m().containsKey("line1") && a.m().containsKey("number"));
  }

  @Test
  void readsTakeTheFormerFieldNamesAndWritesWriteTheNewOnes() {
    assertThat(rawItems()).hasSize(OLD).allMatch(NestedRenameTest::holdsFormerNames);
    assertThat(raw("l3").get("to").m())
        .containsEntry("street", AttributeValue.fromS("Main St 3"))
        .doesNotContainKey("line1");

    assertThat(db.letters().get(new LetterKey("l3"))).contains(letter(3, "Main St 3"));
    assertThat(db.letters().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, OLD).mapToObj(i -> letter(i, "Main St " + i)).toList());

    db.letters().put(letter(3, "Rue Neuve"));
    Map<String, AttributeValue> stored = raw("l3");
    assertThat(stored.get("to").m())
        .containsEntry("line1", AttributeValue.fromS("Rue Neuve"))
        .containsEntry("number", AttributeValue.fromN("13"))
        .doesNotContainKeys("street", "no");
    assertThat(holdsFormerNames(stored)).isFalse();
    assertThat(db.letters().get(new LetterKey("l3"))).contains(letter(3, "Rue Neuve"));
  }

  @Test
  void aStoredMapWithoutTheRequiredFieldUnderEitherNameIsRefused() {
    Map<String, AttributeValue> item = new HashMap<>(raw("l4"));
    Map<String, AttributeValue> to = new HashMap<>(item.get("to").m());
    to.remove("no");
    item.put("to", AttributeValue.fromM(to));
    client.putItem(b -> b.tableName(tableName).item(item));

    org.assertj.core.api.Assertions.assertThatThrownBy(() -> db.letters().get(new LetterKey("l4")))
        .hasMessageContaining("number");
  }

  @Test
  void theJobsRewriteEveryStoredMapWhileTheApplicationWrites() throws Exception {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly("Letter.convert:to", "Letter.convert:forwards", "Letter.convert:offices");
    assertThat(db.migrations().job("Letter.convert:to").dryRun(MigrationOptions.budget(5000)))
        .extracting(MigrationReport::changed)
        .isEqualTo((long) OLD);
    assertThat(rawItems()).allMatch(NestedRenameTest::holdsFormerNames);

    // The application writes every third letter anew meanwhile, to another street.
    Future<?> writes =
        application.submit(
            () -> {
              for (int i = 0; i < OLD; i += 3) {
                db.letters().put(letter(i, "New St " + i));
              }
            });
    MigrationReport to =
        db.migrations().job("Letter.convert:to").run(MigrationOptions.budget(5000).segments(3));
    MigrationReport forwards =
        db.migrations()
            .job("Letter.convert:forwards")
            .run(MigrationOptions.budget(5000).segments(3));
    MigrationReport offices =
        db.migrations().job("Letter.convert:offices").run(MigrationOptions.budget(5000));
    writes.get();
    db.migrations().job("Letter.convert:to").run(MigrationOptions.budget(5000));
    db.migrations().job("Letter.convert:forwards").run(MigrationOptions.budget(5000));
    db.migrations().job("Letter.convert:offices").run(MigrationOptions.budget(5000));

    assertThat(to.changed()).isPositive();
    assertThat(forwards.changed()).isPositive();
    assertThat(offices.changed()).isPositive();
    assertThat(rawItems())
        .hasSize(OLD)
        .noneMatch(NestedRenameTest::holdsFormerNames)
        .allMatch(NestedRenameTest::holdsNewNames);
    for (int i = 0; i < OLD; i++) {
      // No write of the application was lost.
      Letter expected = letter(i, i % 3 == 0 ? "New St " + i : "Main St " + i);
      assertThat(db.letters().get(new LetterKey("l" + i))).contains(expected);
    }
    assertThat(db.migrations().job("Letter.convert:forwards").dryRun(MigrationOptions.budget(5000)))
        .extracting(MigrationReport::changed)
        .isEqualTo(0L);
  }
}
