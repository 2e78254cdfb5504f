package dev.singletable.samples.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.UuidV7;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Outbox messages keyed by UUIDv7 ids ({@code sk = OUTBOX#{messageId}}) read back from a Query of
 * their order's partition in the order they were created, many of them within one millisecond.
 */
@LocalDynamoDbTest
class TimeOrderedIdsTest {

  @Test
  void messagesReadBackInCreationOrderFromAQuery(DynamoDbClient client, TestTable table) {
    CheckoutDb db =
        CheckoutDb.create(
            client,
            DbOptions.builder().tableName(table.derived("ids" + System.nanoTime())).build());
    db.createTable();
    // reads skip items whose TTL has passed, and a TTL is stored in whole seconds
    Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    List<OutboxMessage> made = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      made.add(OutboxMessage.create("o-1", "t", "payload " + i, now, Duration.ofDays(1)));
    }
    for (int i = made.size() - 1; i >= 0; i--) { // written newest first: the key orders them
      db.outboxMessages().create(made.get(i));
    }

    List<OutboxMessage> read = db.outboxMessages().outboxOf("o-1").all().list();

    assertThat(read).extracting(OutboxMessage::payload).isEqualTo(payloads(made));
    long sameMillisecond =
        made.stream().map(m -> UuidV7.instantOf(m.messageId())).distinct().count();
    assertThat(sameMillisecond).as("distinct milliseconds of 300 ids").isLessThan(300);
    assertThat(read).extracting(OutboxMessage::messageId).map(UUID::version).containsOnly(7);
  }

  private static List<String> payloads(List<OutboxMessage> messages) {
    return messages.stream().map(OutboxMessage::payload).toList();
  }
}
