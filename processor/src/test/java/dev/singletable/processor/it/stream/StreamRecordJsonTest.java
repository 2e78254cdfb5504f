package dev.singletable.processor.it.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.stream.model.BalanceKey;
import dev.singletable.processor.it.stream.model.Entry;
import dev.singletable.processor.it.stream.model.EntryKey;
import dev.singletable.processor.it.stream.model.JournalChange;
import dev.singletable.processor.it.stream.model.JournalChanges;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.OperationType;

/**
 * The generated decoder on records the SDK read from a {@code GetRecords} answer written in the
 * shape the DynamoDB Streams API reference documents: typed entities from images, a TTL expiry, a
 * keys-only record recognised by its key, and an item of a type the table does not declare.
 */
class StreamRecordJsonTest {

  private static final List<JournalChange> CHANGES =
      StreamsJson.records("/streams/journal-records.json").stream()
          .map(JournalChanges::decode)
          .toList();

  private static final Entry RENT =
      new Entry(
          "acc-1",
          Instant.parse("2025-03-01T10:00:00Z"),
          "e-1",
          -1250,
          "rent",
          Instant.ofEpochSecond(1741000000));

  @Test
  void anInsertBecomesTheTypedEntity() {
    JournalChange.EntryChange insert = (JournalChange.EntryChange) CHANGES.get(0);

    assertThat(insert.kind()).isEqualTo(OperationType.INSERT);
    assertThat(insert.key()).isEqualTo(EntryKey.of(RENT));
    assertThat(insert.newImage()).contains(RENT);
    assertThat(insert.oldImage()).isEmpty();
    assertThat(insert.sequenceNumber()).isEqualTo("400000000000000000001");
    assertThat(insert.approximateCreationTime()).contains(Instant.parse("2025-03-01T10:00:00Z"));
  }

  @Test
  void aRemoveByTheTtlProcessIsMarkedExpired() {
    JournalChange.EntryChange expired = (JournalChange.EntryChange) CHANGES.get(1);

    assertThat(expired.kind()).isEqualTo(OperationType.REMOVE);
    assertThat(expired.expiredByTtl()).isTrue();
    assertThat(expired.oldImage()).contains(RENT);
  }

  @Test
  void aKeysOnlyRecordIsRecognisedByItsKeyPattern() {
    assertThat(CHANGES.get(2))
        .isInstanceOfSatisfying(
            JournalChange.BalanceChange.class,
            balance -> {
              assertThat(balance.key()).isEqualTo(new BalanceKey("acc-1"));
              assertThat(balance.oldImage()).isEmpty();
              assertThat(balance.expiredByTtl()).isFalse();
            });
  }

  @Test
  void anUndeclaredEntityTypeIsUnknownWithItsKeys() {
    assertThat(CHANGES.get(3))
        .isInstanceOfSatisfying(
            JournalChange.Unknown.class,
            unknown -> {
              assertThat(unknown.reason())
                  .isEqualTo("entity type \"AuditLine\" is no entity of table Journal");
              assertThat(unknown.keys().get("SK").s()).isEqualTo("LINE#17");
            });
  }
}
