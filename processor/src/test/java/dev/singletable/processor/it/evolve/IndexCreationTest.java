package dev.singletable.processor.it.evolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A new index on a deployed table, on the engine: version 1 of the shelf was deployed without
 * {@code ByCategory}; {@code migrations().createIndex} adds it (UpdateTable, until ACTIVE) and
 * fills the keys of the products stored before (the {@code Product.fill:ByCategory} job) while the
 * application writes.
 */
@LocalDynamoDbTest
class IndexCreationTest {

  private static final int OLD = 80;
  private static final List<String> CATEGORIES = List.of("books", "games", "tools", "toys");

  private DynamoDbClient client;
  private String tableName;
  private ShelfDb db;
  private final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
  private final ExecutorService application = Executors.newSingleThreadExecutor();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    // The table as version 1 deployed it: no index.
    client.createTable(
        b ->
            b.tableName(tableName)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    AttributeDefinition.builder()
                        .attributeName("PK")
                        .attributeType(ScalarAttributeType.S)
                        .build(),
                    AttributeDefinition.builder()
                        .attributeName("SK")
                        .attributeType(ScalarAttributeType.S)
                        .build())
                .keySchema(
                    KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build()));
    client.waiter().waitUntilTableExists(b -> b.tableName(tableName));
    db =
        ShelfDb.create(
            dynamoDb,
            DbOptions.builder().tableName(tableName).requestListener(requests::add).build());
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(product(i, i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
    requests.clear();
  }

  @AfterEach
  void stop() {
    application.shutdownNow();
  }

  private static Product product(int i, long stock) {
    return new Product("p" + i, CATEGORIES.get(i % CATEGORIES.size()), "title " + i, stock);
  }

  /** A product as version 1 stored it: without the keys of ByCategory. */
  private static Map<String, AttributeValue> oldItem(Product product) {
    Map<String, AttributeValue> item = new HashMap<>(ProductSchema.INSTANCE.toItem(product));
    item.remove("ByCategoryPK");
    item.remove("ByCategorySK");
    return item;
  }

  private TableDescription describe() {
    return client.describeTable(b -> b.tableName(tableName)).table();
  }

  @Test
  void aDryRunCountsTheItemsToFillAndChangesNothing() {
    List<MigrationReport> reports =
        db.migrations().dryRunCreateIndex("ByCategory", MigrationOptions.budget(5000));

    assertThat(reports).extracting(MigrationReport::job).containsExactly("Product.fill:ByCategory");
    assertThat(reports.get(0).changed()).isEqualTo(OLD);
    assertThat(describe().hasGlobalSecondaryIndexes()).isFalse();
    assertThat(requests).allMatch(event -> event.api().equals("Scan"));
  }

  @Test
  void aBudgetOfZeroOrAnUndeclaredIndexIsRefusedBeforeAnyRequest() {
    assertThatThrownBy(
            () ->
                db.migrations()
                    .createIndex("ByCategory", Duration.ofMinutes(1), MigrationOptions.budget(0)))
        .isInstanceOfSatisfying(
            MigrationRefusedException.class,
            e -> assertThat(e.reason()).isEqualTo(MigrationRefusedException.Reason.BUDGET));
    assertThatThrownBy(
            () ->
                db.migrations()
                    .createIndex("ByColour", Duration.ofMinutes(1), MigrationOptions.budget(10)))
        .isInstanceOfSatisfying(
            MigrationRefusedException.class,
            e -> assertThat(e.reason()).isEqualTo(MigrationRefusedException.Reason.INDEX))
        .hasMessageContaining("declares no global index ByColour")
        .hasMessageContaining("[ByCategory]");
    assertThat(requests).isEmpty();
    assertThat(describe().hasGlobalSecondaryIndexes()).isFalse();
  }

  @Test
  void createIndexAddsTheIndexAndFillsItWhileTheApplicationWrites() throws Exception {
    // The application restocks every fourth product, moves every fifth to another category and
    // adds products meanwhile; its writes fill the index keys themselves.
    Future<?> writes =
        application.submit(
            () -> {
              for (int i = 0; i < OLD; i++) {
                if (i % 4 == 0) {
                  db.products().put(product(i, 1000 + i));
                }
                if (i % 5 == 0) {
                  db.products().update(new ProductKey("p" + i)).setCategory("sale").execute();
                }
                if (i % 8 == 0) {
                  db.products().put(product(OLD + i, 7));
                }
              }
            });
    List<MigrationReport> reports =
        db.migrations()
            .createIndex(
                "ByCategory", Duration.ofMinutes(1), MigrationOptions.budget(5000).segments(4));
    writes.get();

    assertThat(describe().globalSecondaryIndexes())
        .singleElement()
        .satisfies(index -> assertThat(index.indexName()).isEqualTo("ByCategory"));
    assertThat(reports).extracting(MigrationReport::job).containsExactly("Product.fill:ByCategory");
    assertThat(reports.get(0).changed()).isPositive().isLessThanOrEqualTo(OLD);
    // Every product is found in the index once, under the category it has now.
    List<Product> listed = new ArrayList<>();
    for (String category : List.of("books", "games", "tools", "toys", "sale")) {
      db.products().byCategory(category).all().stream().forEach(listed::add);
    }
    int created = OLD / 8;
    assertThat(listed).hasSize(OLD + created);
    assertThat(listed).extracting(Product::productId).doesNotHaveDuplicates();
    for (Product product : listed) {
      assertThat(db.products().get(new ProductKey(product.productId()))).contains(product);
    }
    assertThat(listed)
        .filteredOn(p -> p.productId().equals("p20"))
        .singleElement()
        .satisfies(p -> assertThat(p).isEqualTo(new Product("p20", "sale", "title 20", 1020)));
    // Running it again creates nothing and finds nothing to fill.
    assertThat(
            db.migrations()
                .createIndex("ByCategory", Duration.ofMinutes(1), MigrationOptions.budget(5000))
                .get(0)
                .changed())
        .isZero();
  }
}
