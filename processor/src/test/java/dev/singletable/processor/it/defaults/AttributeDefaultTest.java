package dev.singletable.processor.it.defaults;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.processor.it.defaults.Bottle.Label;
import dev.singletable.processor.it.defaults.Bottle.State;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Declared defaults on the engine ({@code @Attribute(ifAbsent = ...)}): bottles stored by version
 * 1, without the attributes added since, read with the defaults; writes store the values; filters
 * see only stored values; the generated jobs {@code Bottle.default:<attribute>} write the defaults
 * into the stored items.
 */
@LocalDynamoDbTest
class AttributeDefaultTest {

  private static final int OLD = 12;

  /** What an item of version 1 read as: every newer attribute at its default. */
  private static Bottle old(int i) {
    return new Bottle(
        "b" + i,
        "bottle " + i,
        false,
        6,
        new BigDecimal("12.5"), // declared 12.50: read as DynamoDB gives numbers back
        State.RESTING,
        LocalDate.of(2020, 2, 29),
        new Label("label " + i, 1));
  }

  private DynamoDbClient client;
  private String tableName;
  private CellarDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = CellarDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(old(i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  /** A bottle as version 1 stored it: none of the attributes added since. */
  private static Map<String, AttributeValue> oldItem(Bottle bottle) {
    Map<String, AttributeValue> item = new HashMap<>(BottleSchema.INSTANCE.toItem(bottle));
    for (String added : List.of("opened", "count", "price", "st", "since")) {
      assertThat(item.remove(added)).as(added).isNotNull();
    }
    Map<String, AttributeValue> label = new HashMap<>(item.get("label").m());
    assertThat(label.remove("version")).isNotNull();
    item.put("label", AttributeValue.fromM(label));
    return item;
  }

  private Map<String, AttributeValue> raw(String bottleId) {
    return client
        .getItem(
            b -> b.tableName(tableName).key(BottleSchema.INSTANCE.keyItem(new BottleKey(bottleId))))
        .item();
  }

  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Bottle".equals(item.get("entityType").s()))
        .toList();
  }

  @Test
  void itemsStoredWithoutTheAttributesReadTheirDefaults() {
    assertThat(raw("b3")).doesNotContainKeys("opened", "count", "price", "st", "since");

    assertThat(db.bottles().get(new BottleKey("b3"))).contains(old(3));
    assertThat(db.bottles().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, OLD).mapToObj(i -> old(i)).toList());
  }

  @Test
  void writesStoreTheValuesAndFiltersSeeOnlyStoredValues() {
    Bottle opened =
        new Bottle(
            "b3",
            "bottle 3",
            true,
            0,
            new BigDecimal("30"),
            State.READY,
            LocalDate.of(2024, 5, 1),
            new Label("label 3", 2));
    db.bottles().put(opened);
    Bottle unopened =
        new Bottle(
            "new",
            "new",
            false,
            6,
            new BigDecimal("12.5"),
            State.RESTING,
            LocalDate.of(2020, 2, 29),
            new Label("new", 1));
    db.bottles().put(unopened);

    assertThat(db.bottles().get(new BottleKey("b3"))).contains(opened);
    assertThat(raw("b3").get("count")).isEqualTo(AttributeValue.fromN("0"));
    assertThat(raw("new")).containsKeys("opened", "count", "price", "st", "since");
    // Old items read opened = false, but store nothing a filter could compare.
    assertThat(db.bottles().scan().filter(BottleSchema.OPENED.eq(false)).list())
        .containsExactly(unopened);
  }

  @Test
  void anUpsertLeavesAnAttributeWithADefaultToItsDefault() {
    db.bottles().upsert(new BottleKey("u")).set(BottleSchema.NAME, "upserted").execute();

    assertThat(raw("u")).doesNotContainKeys("opened", "count");
    assertThat(db.bottles().get(new BottleKey("u")))
        .hasValueSatisfying(
            bottle -> {
              assertThat(bottle.name()).isEqualTo("upserted");
              assertThat(bottle.opened()).isFalse();
              assertThat(bottle.count()).isEqualTo(6);
              assertThat(bottle.state()).isEqualTo(State.RESTING);
            });
  }

  @Test
  void theJobsWriteTheDefaultsIntoTheStoredItems() {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly(
            "Bottle.default:opened",
            "Bottle.default:count",
            "Bottle.default:price",
            "Bottle.default:st",
            "Bottle.default:since",
            "Bottle.default:label");
    assertThat(db.migrations().job("Bottle.default:count").toString())
        .isEqualTo(
            "Bottle.default:count: write the default of attribute count of each Bottle"
                + " that lacks it");
    // One bottle got its count meanwhile, by an update that sets it alone.
    db.bottles().update(new BottleKey("b5")).set(BottleSchema.COUNT, 3).execute();

    assertThat(
            db.migrations()
                .job("Bottle.default:count")
                .dryRun(MigrationOptions.budget(5000))
                .changed())
        .isEqualTo(OLD - 1);
    assertThat(rawItems()).noneMatch(item -> item.containsKey("price"));

    for (var job : db.migrations().jobs()) {
      assertThat(job.run(MigrationOptions.budget(5000).segments(2)).changed())
          .as(job.name())
          .isEqualTo(job.name().endsWith(":count") ? OLD - 1 : OLD);
    }

    for (Map<String, AttributeValue> item : rawItems()) {
      assertThat(item).containsKeys("opened", "count", "price", "st", "since");
      assertThat(item.get("opened")).isEqualTo(AttributeValue.fromBool(false));
      assertThat(item.get("st")).isEqualTo(AttributeValue.fromS("RESTING"));
      assertThat(item.get("since")).isEqualTo(AttributeValue.fromS("2020-02-29"));
      assertThat(item.get("label").m()).containsEntry("version", AttributeValue.fromN("1"));
    }
    assertThat(raw("b5").get("count")).isEqualTo(AttributeValue.fromN("3"));
    assertThat(raw("b4").get("count")).isEqualTo(AttributeValue.fromN("6"));
    assertThat(db.bottles().get(new BottleKey("b4"))).contains(old(4));
    assertThat(
            db.migrations()
                .job("Bottle.default:label")
                .dryRun(MigrationOptions.budget(5000))
                .changed())
        .isZero();
  }

  @Test
  void theJobKeepsAValueTheApplicationSetMeanwhile() {
    // Right after the job's scan read the items, the application sets one bottle's count alone.
    AtomicBoolean written = new AtomicBoolean();
    RequestListener application =
        event -> {
          if (event.api().equals("Scan") && written.compareAndSet(false, true)) {
            db.bottles().update(new BottleKey("b7")).set(BottleSchema.COUNT, 3).execute();
          }
        };
    CellarDb migrating =
        CellarDb.create(
            client, DbOptions.builder().tableName(tableName).requestListener(application).build());

    MigrationReport report =
        migrating.migrations().job("Bottle.default:count").run(MigrationOptions.budget(5000));

    assertThat(written).isTrue();
    assertThat(report.changed()).isEqualTo(OLD - 1);
    assertThat(report.superseded()).isEqualTo(1);
    assertThat(raw("b7").get("count")).isEqualTo(AttributeValue.fromN("3"));
    assertThat(raw("b6").get("count")).isEqualTo(AttributeValue.fromN("6"));
  }
}
