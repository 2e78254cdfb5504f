package dev.singletable.processor.it.shape;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A shape that grows in the deploy that also moves the key ({@link Painting}: {@code @Entity(shape
 * = 2)} with a {@code @FormerShape(1)} record, and {@code @KeyPattern(formerly
 * = @FormerKey(...))}): items of shape 1 under their former keys read as shape 2 through gets, the
 * table query that follows the move, scans and the asynchronous face; the jobs {@code Painting.key}
 * and {@code Painting.upgrade} run in either order, and leave every item under its new key in shape
 * 2, once.
 */
@LocalDynamoDbTest
class ShapeKeyMoveTest {

  private static final int OLD = 20;
  private static final int ARTISTS = 4;

  private DynamoDbClient client;
  private String tableName;
  private GalleryDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = GalleryDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = shape1(i);
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  /** Painting {@code i} as shape 1 stored it: under its former key, the size in one text. */
  private static Map<String, AttributeValue> shape1(int i) {
    Painting painting = painting(i);
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("PK", AttributeValue.fromS("PAINTER#" + painting.artistId()));
    item.put("SK", AttributeValue.fromS("P#" + painting.paintingId()));
    item.put("entityType", AttributeValue.fromS("Painting"));
    item.put("artistId", AttributeValue.fromS(painting.artistId()));
    item.put("paintingId", AttributeValue.fromS(painting.paintingId()));
    item.put("title", AttributeValue.fromS(painting.title()));
    item.put("size", AttributeValue.fromS(painting.width() + "x" + painting.height()));
    return item;
  }

  /** What reads give for painting {@code i}. */
  private static Painting painting(int i) {
    return new Painting("a" + (i % ARTISTS), "p%02d".formatted(i), "Study " + i, 10 + i, 100 + i);
  }

  private static List<Painting> byArtist(int artist) {
    return IntStream.range(0, OLD)
        .filter(i -> i % ARTISTS == artist)
        .mapToObj(ShapeKeyMoveTest::painting)
        .toList();
  }

  /** The stored paintings, as stored (the jobs' checkpoints left out). */
  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Painting".equals(item.get("entityType").s()))
        .toList();
  }

  private static boolean underNewKeyInShape2(Map<String, AttributeValue> item) {
    return item.get("PK").s().startsWith("ARTIST#")
        && item.get("SK").s().startsWith("PAINTING#")
        && AttributeValue.fromN("2").equals(item.get("_shape"))
        && item.containsKey("width")
        && !item.containsKey("size");
  }

  private static PaintingKey key(int i) {
    return PaintingKey.of(painting(i));
  }

  @Test
  void everyReadFindsAnItemOfShape1UnderItsFormerKey(LocalDynamoDb engine) {
    assertThat(db.paintings().get(key(5))).contains(painting(5));
    assertThat(db.paintings().byArtistId("a1").all().list()).isEqualTo(byArtist(1));
    assertThat(db.paintings().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, OLD).mapToObj(ShapeKeyMoveTest::painting).toList());
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      GalleryAsyncDb async =
          GalleryDb.createAsync(asyncClient, DbOptions.builder().tableName(tableName).build());
      assertThat(async.paintings().get(key(6)).join()).contains(painting(6));
      assertThat(async.paintings().byArtistId("a2").all().list().join()).isEqualTo(byArtist(2));
    }

    // A put writes the new key in shape 2; reads see it, and the former copy no more.
    Painting restored = new Painting("a1", "p05", "Study 5, restored", 15, 105);
    db.paintings().put(restored);
    assertThat(db.paintings().get(key(5))).contains(restored);
    assertThat(db.paintings().byArtistId("a1").all().list())
        .isEqualTo(byArtist(1).stream().map(p -> p.equals(painting(5)) ? restored : p).toList());
  }

  @Test
  void theKeyMoveThenTheUpgradeLeaveEveryItemUnderItsNewKeyInShape2() {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactlyInAnyOrder("Painting.key", "Painting.upgrade");
    assertThat(db.migrations().job("Painting.key").dryRun(MigrationOptions.budget(5000)).changed())
        .isEqualTo(OLD);
    assertThat(
            db.migrations().job("Painting.upgrade").dryRun(MigrationOptions.budget(5000)).changed())
        .isEqualTo(OLD);
    Painting restored = new Painting("a1", "p05", "Study 5, restored", 15, 105);
    db.paintings().put(restored);

    MigrationReport moved =
        db.migrations().job("Painting.key").run(MigrationOptions.budget(5000).segments(2));
    assertThat(moved.changed() + moved.superseded()).isEqualTo(OLD);
    assertThat(moved.superseded()).isEqualTo(1);
    assertThat(rawItems()).hasSize(OLD).allMatch(item -> item.get("PK").s().startsWith("ARTIST#"));
    assertThat(db.paintings().byArtistId("a3").all().list()).isEqualTo(byArtist(3));

    MigrationReport upgraded =
        db.migrations().job("Painting.upgrade").run(MigrationOptions.budget(5000).segments(2));
    assertThat(upgraded.changed()).isEqualTo(OLD - 1);

    assertEveryItemUnderItsNewKeyInShape2(restored);
  }

  @Test
  void theUpgradeThenTheKeyMoveLeaveEveryItemUnderItsNewKeyInShape2() {
    MigrationReport upgraded =
        db.migrations().job("Painting.upgrade").run(MigrationOptions.budget(5000).segments(2));
    assertThat(upgraded.changed()).isEqualTo(OLD);
    // The upgrade keeps the key the item is stored under: the former one, until the move.
    assertThat(rawItems())
        .hasSize(OLD)
        .allMatch(item -> item.get("PK").s().startsWith("PAINTER#"))
        .allMatch(item -> AttributeValue.fromN("2").equals(item.get("_shape")))
        .noneMatch(item -> item.containsKey("size"));
    assertThat(db.paintings().get(key(7))).contains(painting(7));
    assertThat(db.paintings().byArtistId("a3").all().list()).isEqualTo(byArtist(3));
    Painting restored = new Painting("a1", "p05", "Study 5, restored", 15, 105);
    db.paintings().put(restored);

    MigrationReport moved =
        db.migrations().job("Painting.key").run(MigrationOptions.budget(5000).segments(2));
    assertThat(moved.changed()).isEqualTo(OLD - 1);
    assertThat(moved.superseded()).isEqualTo(1);

    assertEveryItemUnderItsNewKeyInShape2(restored);
  }

  /** Each painting once, under its new key in shape 2, the application's put kept. */
  private void assertEveryItemUnderItsNewKeyInShape2(Painting restored) {
    assertThat(rawItems()).hasSize(OLD).allMatch(ShapeKeyMoveTest::underNewKeyInShape2);
    List<Painting> expected =
        IntStream.range(0, OLD).mapToObj(i -> i == 5 ? restored : painting(i)).toList();
    assertThat(db.paintings().scan().list()).containsExactlyInAnyOrderElementsOf(expected);
    for (int i = 0; i < OLD; i++) {
      assertThat(db.paintings().get(key(i))).contains(expected.get(i));
    }
    for (String job : List.of("Painting.key", "Painting.upgrade")) {
      assertThat(db.migrations().job(job).dryRun(MigrationOptions.budget(5000)).changed())
          .as(job)
          .isEqualTo(0L);
    }
  }
}
