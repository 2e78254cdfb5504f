package dev.singletable.processor.it.retype;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A renamed entity type on the engine ({@code @Entity(name = "Parcel", formerly = "PKG")}): parcels
 * stored by version 1 as {@code PKG} read as parcels by every read while they wait, writes write
 * {@code Parcel}, and the generated {@code Parcel.type} job rewrites the stored type while the
 * application writes.
 */
@LocalDynamoDbTest
class EntityTypeRenameTest {

  private static final int OLD = 60;
  private static final int SITES = 3;

  private DynamoDbClient client;
  private String tableName;
  private DepotDb db;
  private final ExecutorService application = Executors.newSingleThreadExecutor();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = DepotDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(parcel(i, i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
    for (int s = 0; s < SITES; s++) {
      db.sites().put(new Site("s" + s, "city" + s));
    }
  }

  @AfterEach
  void stop() {
    application.shutdownNow();
  }

  private static Parcel parcel(int i, int weight) {
    return new Parcel("s" + (i % SITES), String.format("p%03d", i), weight);
  }

  /** A parcel as version 1 stored it: entity type {@code PKG}. */
  private static Map<String, AttributeValue> oldItem(Parcel parcel) {
    Map<String, AttributeValue> item = new HashMap<>(ParcelSchema.INSTANCE.toItem(parcel));
    item.put("entityType", AttributeValue.fromS("PKG"));
    return item;
  }

  private Map<String, AttributeValue> raw(Parcel parcel) {
    return client
        .getItem(
            b -> b.tableName(tableName).key(ParcelSchema.INSTANCE.keyItem(ParcelKey.of(parcel))))
        .item();
  }

  private List<String> storedTypes() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> item.get("SK").s().startsWith("PARCEL#"))
        .map(item -> item.get("entityType").s())
        .toList();
  }

  @Test
  void everyReadTakesAnItemOfTheFormerTypeAsTheEntity() {
    Parcel seven = parcel(7, 7);
    assertThat(db.parcels().get(ParcelKey.of(seven))).contains(seven);
    List<Parcel> ofSite1 =
        java.util.stream.IntStream.range(0, OLD)
            .filter(i -> i % SITES == 1)
            .mapToObj(i -> parcel(i, i))
            .toList();
    assertThat(db.parcels().bySite("s1").all().list()).isEqualTo(ofSite1);
    assertThat(db.parcels().bySite("s1").all().count()).isEqualTo(ofSite1.size());
    DepotDb.SiteContents contents = db.siteContents("s1").fetch();
    assertThat(contents.parcels()).isEqualTo(ofSite1);
    assertThat(contents.site()).contains(new Site("s1", "city1"));
    Parcel eight = parcel(8, 8);
    assertThat(db.batchGet().add(ParcelKey.of(seven)).add(ParcelKey.of(eight)).execute().parcels())
        .containsExactly(seven, eight);
    assertThat(db.transactGet().add(ParcelKey.of(seven)).execute().parcels())
        .containsExactly(seven);
    assertThat(db.parcels().scan().list()).hasSize(OLD);
    assertThat(db.parcels().scan().count()).isEqualTo(OLD);
    // A stream record of an item of the former type decodes as a parcel change.
    ChangeRecord record =
        ChangeRecord.builder()
            .kind(OperationType.INSERT)
            .keys(ParcelSchema.INSTANCE.keyItem(ParcelKey.of(seven)))
            .newImage(oldItem(seven))
            .sequenceNumber("1")
            .build();
    assertThat(DepotChanges.decode(record)).isInstanceOf(DepotChange.ParcelChange.class);
  }

  @Test
  void writesWriteTheNewType() {
    Parcel three = parcel(3, 3);
    db.parcels().put(new Parcel(three.site(), three.parcelId(), 33));
    assertThat(raw(three)).containsEntry("entityType", AttributeValue.fromS("Parcel"));

    Parcel four = parcel(4, 4);
    assertThat(db.parcels().update(ParcelKey.of(four)).set(ParcelSchema.WEIGHT, 44).execute())
        .contains(new Parcel(four.site(), four.parcelId(), 44));
    assertThat(raw(four)).containsEntry("entityType", AttributeValue.fromS("Parcel"));
    assertThat(db.parcels().get(ParcelKey.of(four)).orElseThrow().weight()).isEqualTo(44);

    db.parcels().delete(ParcelKey.of(parcel(5, 5)));
    assertThat(db.parcels().get(ParcelKey.of(parcel(5, 5)))).isEmpty();
  }

  @Test
  void theJobRewritesEveryStoredTypeWhileTheApplicationWrites() throws Exception {
    assertThat(db.migrations().jobs()).extracting(job -> job.name()).containsExactly("Parcel.type");
    MigrationReport dry = db.migrations().job("Parcel.type").dryRun(MigrationOptions.budget(5000));
    assertThat(dry.changed()).isEqualTo(OLD);
    assertThat(storedTypes()).containsOnly("PKG");

    // The application changes every third stored parcel meanwhile, by put and by update.
    Future<?> writes =
        application.submit(
            () -> {
              for (int i = 0; i < OLD; i += 3) {
                Parcel parcel = parcel(i, 1000 + i);
                if (i % 2 == 0) {
                  db.parcels().put(parcel);
                } else {
                  db.parcels()
                      .update(ParcelKey.of(parcel))
                      .set(ParcelSchema.WEIGHT, parcel.weight())
                      .execute();
                }
              }
            });
    MigrationReport report =
        db.migrations().job("Parcel.type").run(MigrationOptions.budget(5000).segments(4));
    writes.get();
    MigrationReport again = db.migrations().job("Parcel.type").run(MigrationOptions.budget(5000));

    assertThat(report.changed()).isPositive();
    assertThat(report.changed() + report.superseded() + again.changed() + again.superseded())
        .isLessThanOrEqualTo(OLD);
    assertThat(storedTypes()).hasSize(OLD).containsOnly("Parcel");
    for (int i = 0; i < OLD; i++) {
      // No write of the application was lost, and every parcel is there once.
      Parcel expected = parcel(i, i % 3 == 0 ? 1000 + i : i);
      assertThat(db.parcels().get(ParcelKey.of(expected))).contains(expected);
    }
    assertThat(db.parcels().scan().count()).isEqualTo(OLD);
    assertThat(db.migrations().job("Parcel.type").dryRun(MigrationOptions.budget(5000)).changed())
        .isZero();
  }
}
