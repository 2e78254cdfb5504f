package dev.singletable.processor.it.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ItemTooLargeException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The 400 KB item limit to the byte, on an item whose size is mostly numbers: a number costs its
 * significant digits in base-100 pairs aligned on the decimal point, plus one byte (3.14159: 5
 * bytes, where "one byte per two significant digits plus one" would say 4). An item of exactly
 * 409,600 bytes is stored; one byte more is refused before it is sent, and the engine, which sizes
 * numbers as DynamoDB does, refuses it too.
 */
@LocalDynamoDbTest
class ItemSizeLimitTest {

  private static final BigDecimal PI = new BigDecimal("3.14159");
  private static final int PI_BYTES = 5;
  private static final int SAMPLES = 20_000;

  private static ScalesDb db;
  private static DynamoDbClient client;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    db = ScalesDb.create(dynamoDb, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
  }

  /** The size of a reading's item counted by hand: each attribute's name and value. */
  private static long bytes(String id, int noteLength) {
    return 2
        + ("READING#" + id).length() // PK
        + 2
        + 1 // SK = "A"
        + "entityType".length()
        + "Reading".length()
        + 2
        + id.length() // id
        + 4
        + noteLength // note
        + "samples".length()
        + 3
        + (long) SAMPLES * (1 + PI_BYTES); // a list of numbers
  }

  private static Reading reading(String id, int noteLength) {
    return new Reading(id, "x".repeat(noteLength), Collections.nCopies(SAMPLES, PI));
  }

  @Test
  void anItemOfExactly400KbIsStoredAndOneByteMoreIsRefusedBeforeSending() {
    int fits = (int) (409_600 - bytes("exact", 0));
    db.readings().put(reading("exact", fits));

    Map<String, AttributeValue> stored =
        client
            .getItem(
                b ->
                    b.tableName(db.tableName())
                        .key(new ReadingKey("exact").toKey())
                        .consistentRead(true))
            .item();
    // the hand count names every attribute the item has
    assertThat(stored).containsOnlyKeys("PK", "SK", "entityType", "id", "note", "samples");
    assertThat(stored.get("samples").l()).hasSize(SAMPLES).allMatch(n -> n.n().equals("3.14159"));

    Reading over = reading("above", fits + 1);
    assertThatThrownBy(() -> db.readings().put(over))
        .isInstanceOfSatisfying(
            ItemTooLargeException.class,
            e -> {
              assertThat(e.sizeBytes()).isEqualTo(409_601);
              assertThat(e.getCause()).as("refused before sending").isNull();
            });
    assertThat(db.readings().get(new ReadingKey("above"))).isEmpty();

    // The engine measures the same item as 409,601 bytes too.
    Map<String, AttributeValue> raw = new HashMap<>(stored);
    raw.putAll(new ReadingKey("above").toKey());
    raw.put("id", AttributeValue.fromS("above"));
    raw.put("note", AttributeValue.fromS("x".repeat(fits + 1)));
    assertThatThrownBy(() -> client.putItem(b -> b.tableName(db.tableName()).item(raw)))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Item size has exceeded the maximum allowed size");
  }
}
