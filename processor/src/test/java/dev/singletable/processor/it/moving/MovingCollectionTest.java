package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A whole-partition collection while only its member's sort key moves, on the engine: it reads the
 * items under both sort keys, which a sub-collection's begins_with would not (so the processor
 * refuses a prefix the former sort key lies outside, {@code collection-prefix-former}).
 */
@LocalDynamoDbTest
class MovingCollectionTest {

  @Test
  void aWholePartitionCollectionReadsTheMembersNotMovedYet(DynamoDbClient client, TestTable table) {
    String tableName = table.name() + "_" + System.nanoTime();
    BooksDb db = BooksDb.create(client, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    db.loans().put(new Loan("r1", "moved"));
    Map<String, AttributeValue> old =
        new HashMap<>(LoanSchema.INSTANCE.toItem(new Loan("r1", "waiting")));
    old.putAll(
        LoanSchema.INSTANCE.formerKeyItem(LoanSchema.INSTANCE.keyOf(new Loan("r1", "waiting"))));
    assertThat(old.get("SK").s()).isEqualTo("L#waiting");
    client.putItem(b -> b.tableName(tableName).item(old));

    assertThat(db.borrowed("r1").fetch().loans())
        .extracting(Loan::bookId)
        .containsExactlyInAnyOrder("moved", "waiting");
  }
}
