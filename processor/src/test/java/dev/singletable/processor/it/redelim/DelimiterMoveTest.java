package dev.singletable.processor.it.redelim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A declared delimiter move on the engine ({@code @Table(delimiter = "|", formerDelimiter = "#")}):
 * sketches stored by version 1 under {@code #} keys read as the entity while they wait, the job
 * {@code Sketch.key} moves them (index keys too), a write of the application meanwhile is not lost,
 * and an item whose value holds the new delimiter is refused, untouched.
 */
@LocalDynamoDbTest
class DelimiterMoveTest {

  private static final int OLD = 24;

  private DynamoDbClient client;
  private String tableName;
  private AtelierDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = AtelierDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      putRaw(oldItem("a" + (i % 2), "s" + (10 + i), i % 3 == 0 ? "ink" : "chalk"));
    }
  }

  /** A sketch as version 1 stored it: every key written with '#'. */
  private static Map<String, AttributeValue> oldItem(String artist, String sketch, String style) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("PK", AttributeValue.fromS("ARTIST#" + artist));
    item.put("SK", AttributeValue.fromS("SKETCH#" + sketch));
    item.put("GSI1PK", AttributeValue.fromS("STYLE#" + style));
    item.put("GSI1SK", AttributeValue.fromS(artist + "#" + sketch));
    item.put("LSI1SK", AttributeValue.fromS("STYLE#" + style + "#" + sketch));
    item.put("entityType", AttributeValue.fromS("Sketch"));
    item.put("artistId", AttributeValue.fromS(artist));
    item.put("sketchId", AttributeValue.fromS(sketch));
    item.put("style", AttributeValue.fromS(style));
    item.put("note", AttributeValue.fromS("v1"));
    return item;
  }

  private void putRaw(Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(tableName).item(item));
  }

  private List<Map<String, AttributeValue>> sketches() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Sketch".equals(item.get("entityType").s()))
        .toList();
  }

  private static List<String> ids(List<Sketch> sketches) {
    return sketches.stream().map(Sketch::sketchId).toList();
  }

  @Test
  void itemsUnderTheFormerDelimiterReadAsTheEntity() {
    assertThat(db.sketches().get(new SketchKey("a1", "s11")))
        .contains(new Sketch("a1", "s11", "chalk", "v1"));
    db.sketches().put(new Sketch("a1", "s13", "chalk", "v2"));
    db.sketches().put(new Sketch("a1", "s99", "ink", "new"));

    // The query reads the new partition and the former one, in the new key's order, each once.
    List<Sketch> a1 = db.sketches().byArtistId("a1").all().list();
    assertThat(ids(a1))
        .containsExactly(
            "s11", "s13", "s15", "s17", "s19", "s21", "s23", "s25", "s27", "s29", "s31", "s33",
            "s99");
    assertThat(a1)
        .filteredOn(s -> s.sketchId().equals("s13"))
        .extracting(Sketch::note)
        .containsExactly("v2");
    assertThat(db.sketches().byArtistId("a1").describe())
        .contains("PK = \"ARTIST#a1\"")
        .contains("the former key, while it moves");
    // The index query reads the former index keys too.
    assertThat(ids(db.sketches().byStyle("ink").all().list()))
        .containsExactly("s10", "s16", "s22", "s28", "s13", "s19", "s25", "s31", "s99");
  }

  @Test
  void aValueHoldingTheFormerDelimiterIsAValueNow() {
    db.sketches().put(new Sketch("a0", "x#y", "ink", "new"));
    // No stored key holds the former delimiter in a value: the get reads the new key only.
    assertThat(SketchSchema.INSTANCE.formerKeyItem(new SketchKey("a0", "x#y"))).isNull();
    assertThat(db.sketches().get(new SketchKey("a0", "x#y"))).isPresent();
    assertThat(sketches())
        .filteredOn(item -> item.get("sketchId").s().equals("x#y"))
        .extracting(item -> item.get("SK").s())
        .containsExactly("SKETCH|x#y");
    assertThat(db.migrations().job("Sketch.key").run(MigrationOptions.budget(1000)).changed())
        .isEqualTo(OLD);
  }

  @Test
  void theJobMovesEveryKeyAndIndexKeyOnce() {
    db.sketches().put(new Sketch("a0", "s10", "ink", "written anew"));
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly("Sketch.key", "Sketch.fill:GSI1", "Sketch.fill:LSI1");

    // The dry run counts the items under the former key, the one written anew as well.
    MigrationReport dry = db.migrations().job("Sketch.key").dryRun(MigrationOptions.budget(1000));
    assertThat(dry.changed()).isEqualTo(OLD);
    assertThat(sketches())
        .filteredOn(item -> item.get("PK").s().startsWith("ARTIST#"))
        .hasSize(OLD);

    MigrationReport moved =
        db.migrations().job("Sketch.key").run(MigrationOptions.budget(1000).segments(3));

    assertThat(moved.changed()).isEqualTo(OLD - 1);
    assertThat(moved.superseded()).isEqualTo(1);
    List<Map<String, AttributeValue>> items = sketches();
    assertThat(items)
        .hasSize(OLD)
        .allMatch(item -> item.get("PK").s().startsWith("ARTIST|"))
        .allMatch(item -> item.get("SK").s().startsWith("SKETCH|"))
        .allMatch(item -> item.get("GSI1PK").s().startsWith("STYLE|"))
        .allMatch(item -> item.get("GSI1SK").s().contains("|"))
        .allMatch(item -> item.get("LSI1SK").s().startsWith("STYLE|"));
    assertThat(db.sketches().get(new SketchKey("a0", "s10")).orElseThrow().note())
        .isEqualTo("written anew");
    assertThat(db.sketches().byArtistId("a0").all().list()).hasSize(OLD / 2);
    assertThat(db.sketches().byStyle("ink").all().list()).hasSize(OLD / 3);
    // Nothing left: neither job finds an item to change.
    assertThat(db.migrations().job("Sketch.key").run(MigrationOptions.budget(1000)).changed())
        .isZero();
    assertThat(db.migrations().job("Sketch.fill:GSI1").run(MigrationOptions.budget(1000)).changed())
        .isZero();
  }

  @Test
  void theIndexFillRewritesTheIndexKeysOfItemsNotMovedYet() {
    MigrationReport filled =
        db.migrations().job("Sketch.fill:GSI1").run(MigrationOptions.budget(1000));

    assertThat(filled.changed()).isEqualTo(OLD);
    assertThat(sketches())
        .allMatch(item -> item.get("PK").s().startsWith("ARTIST#"))
        .allMatch(item -> item.get("GSI1PK").s().startsWith("STYLE|"));
    assertThat(db.sketches().byStyle("chalk").all().list()).hasSize(OLD - OLD / 3);
    // A local index declares no former key: its fill job rewrites its keys alike.
    assertThat(db.migrations().job("Sketch.fill:LSI1").run(MigrationOptions.budget(1000)).changed())
        .isEqualTo(OLD);
    assertThat(sketches()).allMatch(item -> item.get("LSI1SK").s().startsWith("STYLE|"));
  }

  @Test
  void aWriteOfTheApplicationDuringTheJobIsNotLost() throws Exception {
    AtomicBoolean running = new AtomicBoolean(true);
    AtomicInteger written = new AtomicInteger();
    CompletableFuture<Void> writer =
        CompletableFuture.runAsync(
            () -> {
              for (int round = 0; running.get() || round == 0; round++) {
                for (int i = 0; i < OLD; i += 5) {
                  String artist = "a" + (i % 2);
                  db.sketches()
                      .put(new Sketch(artist, "s" + (10 + i), "ink", "concurrent " + round));
                  written.incrementAndGet();
                }
              }
            });
    try {
      db.migrations().job("Sketch.key").run(MigrationOptions.budget(40).segments(2));
    } finally {
      running.set(false);
      writer.get();
    }

    assertThat(written.get()).isPositive();
    List<Map<String, AttributeValue>> items = sketches();
    assertThat(items).hasSize(OLD).allMatch(item -> item.get("PK").s().startsWith("ARTIST|"));
    for (int i = 0; i < OLD; i += 5) {
      Sketch sketch = db.sketches().get(new SketchKey("a" + (i % 2), "s" + (10 + i))).orElseThrow();
      assertThat(sketch.note()).startsWith("concurrent");
      assertThat(sketch.style()).isEqualTo("ink");
    }
  }

  @Test
  void anItemWhoseValueHoldsTheNewDelimiterIsRefusedAndLeftUntouched() {
    Map<String, AttributeValue> odd = oldItem("a0", "x|y", "ink");
    putRaw(odd);

    assertThatThrownBy(() -> db.migrations().job("Sketch.key").run(MigrationOptions.budget(1000)))
        .isInstanceOfSatisfying(
            ValidationException.class,
            refused -> {
              assertThat(refused.entityType()).isEqualTo("Sketch");
              assertThat(refused.key()).contains("SKETCH#x|y");
            })
        .hasMessageContaining("migration Sketch.key cannot move the item")
        .hasMessageContaining("x|y");
    assertThat(sketches())
        .filteredOn(item -> item.get("sketchId").s().equals("x|y"))
        .containsExactly(odd);
    // The key record refuses the value, so no get can name it.
    assertThatThrownBy(() -> new SketchKey("a0", "x|y"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sketchId");
    // A query of its partition cannot order it by a new key: it fails alike, naming the value.
    assertThatThrownBy(() -> db.sketches().byArtistId("a0").all().list())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("x|y");
    assertThat(db.sketches().byArtistId("a1").all().list()).hasSize(OLD / 2);

    // Once the application rewrote it under a value the new key holds, the job runs to its end.
    client.deleteItem(
        b -> b.tableName(tableName).key(Map.of("PK", odd.get("PK"), "SK", odd.get("SK"))));
    db.sketches().put(new Sketch("a0", "x-y", "ink", "renamed"));
    MigrationReport moved = db.migrations().job("Sketch.key").run(MigrationOptions.budget(1000));
    assertThat(sketches())
        .hasSize(OLD + 1)
        .allMatch(item -> item.get("PK").s().startsWith("ARTIST|"));
    assertThat(moved.changed()).isPositive();
  }
}
