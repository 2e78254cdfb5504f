package dev.singletable.processor.it.declared;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Base of the declared-pattern tests: a fresh Store table with two shops' sales, read through the
 * {@link Store} interface that {@code StoreDb} implements.
 *
 * <p>Shop s1's partition, in key order: its profile, then sales a1 (T0, tea, 5), a2 (T1, coffee,
 * 12), a3 (T2, tea, 7), b1 (T2, tea, 30), a4 (T3, coffee, 1). Shop s2 has z1 (T0, tea, 100).
 * Customer c1 bought a1, a3, a4 and z1; their GSI1 partition also holds an item of an unknown type
 * after those sales.
 */
@LocalDynamoDbTest
abstract class StoreData {

  static final Instant T0 = Instant.parse("2025-02-01T09:00:00Z");
  static final Instant T1 = T0.plusSeconds(60);
  static final Instant T2 = T0.plusSeconds(120);
  static final Instant T3 = T0.plusSeconds(180);

  static Store store;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    StoreDb db = StoreDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    db.shopProfiles().put(new ShopProfile("s1", "Corner shop"));
    db.sales().put(new Sale("s1", "a1", T0, "c1", "tea", 5));
    db.sales().put(new Sale("s1", "a2", T1, "c2", "coffee", 12));
    db.sales().put(new Sale("s1", "a3", T2, "c1", "tea", 7));
    db.sales().put(new Sale("s1", "b1", T2, "c2", "tea", 30));
    db.sales().put(new Sale("s1", "a4", T3, "c1", "coffee", 1));
    db.sales().put(new Sale("s2", "z1", T0, "c1", "tea", 100));
    // An item of a type this design does not know (left by an older version of the application),
    // in customer c1's GSI1 partition after every sale: a descending read meets it first.
    client.putItem(
        PutItemRequest.builder()
            .tableName(table.name())
            .item(
                Map.of(
                    "PK", text("LEGACY#1"),
                    "SK", text("LEGACY"),
                    "GSI1PK", text("CUSTOMER#c1"),
                    "GSI1SK", text("9999"),
                    "entityType", text("LegacyNote")))
            .build());
    // The application depends on its own interface.
    store = db;
  }

  private static AttributeValue text(String value) {
    return AttributeValue.builder().s(value).build();
  }

  static List<String> ids(List<Sale> sales) {
    return sales.stream().map(Sale::saleId).toList();
  }
}
