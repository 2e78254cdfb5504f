package dev.singletable.processor.it.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.stream.model.ArchiveChange;
import dev.singletable.processor.it.stream.model.ArchiveChanges;
import dev.singletable.processor.it.stream.model.ArchiveDb;
import dev.singletable.processor.it.stream.model.Cursor;
import dev.singletable.processor.it.stream.model.CursorKey;
import dev.singletable.processor.it.stream.model.Document;
import dev.singletable.processor.it.stream.model.DocumentKey;
import dev.singletable.processor.it.stream.model.DocumentSchema;
import dev.singletable.processor.it.stream.model.Event;
import dev.singletable.processor.it.stream.model.EventKey;
import dev.singletable.processor.it.stream.model.EventsChange;
import dev.singletable.processor.it.stream.model.EventsChanges;
import dev.singletable.processor.it.stream.model.EventsDb;
import dev.singletable.processor.it.stream.model.InboxChange;
import dev.singletable.processor.it.stream.model.InboxChanges;
import dev.singletable.processor.it.stream.model.InboxDb;
import dev.singletable.processor.it.stream.model.Letter;
import dev.singletable.processor.it.stream.model.LetterKey;
import dev.singletable.processor.it.stream.model.LetterSchema;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The view types that leave images out: a change is then recognised from its key attributes alone,
 * by the key pattern they match, and its key components are decoded back into the typed key.
 */
@LocalDynamoDbTest
class StreamViewTypesTest {

  @Test
  void keysOnlyChangesAreRecognisedByKeyPatternWithEveryComponentDecoded(
      DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    EventsDb db = EventsDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    UUID id = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    Event event =
        new Event(
            "s-1",
            LocalDate.parse("2025-04-30"),
            -7,
            new BigDecimal("-12.50"),
            Event.Kind.DELETED,
            id,
            "payload");
    db.events().put(event);
    db.cursors().put(new Cursor("s-1", new Cursor.Consumer("billing"), 3));
    client.putItem(
        b ->
            b.tableName(table.name())
                .item(
                    Map.of(
                        "PK", AttributeValue.fromS("STREAM|s-1|2025-04-30"),
                        "SK", AttributeValue.fromS("EVENT|notanumber|x|CREATED|y"))));

    List<EventsChange> changes = new ArrayList<>();
    try (var poller =
        StreamPoller.builder(streams, EventsChanges::decode, EventsChange.Unknown::new)
            .table(db.table())
            .build()) {
      poller.poll(changes::add);
    }

    assertThat(changes).hasSize(3);
    EventsChange.EventChange eventChange = (EventsChange.EventChange) changes.get(0);
    assertThat(eventChange.key()).isEqualTo(EventKey.of(event));
    assertThat(eventChange.key().weight()).isEqualTo(new BigDecimal("-12.50"));
    assertThat(eventChange.oldImage()).isEmpty();
    assertThat(eventChange.newImage()).isEmpty();
    assertThat(((EventsChange.CursorChange) changes.get(1)).key())
        .isEqualTo(new CursorKey("s-1", new Cursor.Consumer("billing")));
    assertThat(((EventsChange.Unknown) changes.get(2)).reason())
        .isEqualTo("its keys match the key pattern of no entity of table Events");
  }

  @Test
  void newImageOnlyRecognisesARemoveFromItsKey(
      DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    InboxDb db =
        InboxDb.create(client, DbOptions.builder().tableName(table.derived("inbox")).build());
    db.createTable();
    db.letters().put(new Letter("l-1", "hello"));
    db.letters().update(new LetterKey("l-1")).set(LetterSchema.SUBJECT, "hello again").execute();
    db.letters().delete(new LetterKey("l-1"));

    List<InboxChange> changes = new ArrayList<>();
    try (var poller =
        StreamPoller.builder(streams, InboxChanges::decode, InboxChange.Unknown::new)
            .table(db.table())
            .build()) {
      poller.poll(changes::add);
    }

    assertThat(changes)
        .hasSize(3)
        .allSatisfy(c -> assertThat(c).isInstanceOf(InboxChange.LetterChange.class));
    List<InboxChange.LetterChange> letters =
        changes.stream().map(InboxChange.LetterChange.class::cast).toList();
    assertThat(letters)
        .extracting(InboxChange::kind)
        .containsExactly(OperationType.INSERT, OperationType.MODIFY, OperationType.REMOVE);
    assertThat(letters)
        .extracting(InboxChange.LetterChange::key)
        .containsOnly(new LetterKey("l-1"));
    assertThat(letters).allSatisfy(c -> assertThat(c.oldImage()).isEmpty());
    assertThat(letters.get(1).newImage()).contains(new Letter("l-1", "hello again"));
    assertThat(letters.get(2).newImage()).isEmpty();
  }

  @Test
  void oldImageOnlyRecognisesAnInsertFromItsKey(
      DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    ArchiveDb db =
        ArchiveDb.create(client, DbOptions.builder().tableName(table.derived("archive")).build());
    db.createTable();
    db.documents().put(new Document("d-1", 2, "draft"));
    db.documents().update(new DocumentKey("d-1", 2)).set(DocumentSchema.TEXT, "final").execute();
    db.documents().delete(new DocumentKey("d-1", 2));

    List<ArchiveChange> changes = new ArrayList<>();
    try (var poller =
        StreamPoller.builder(streams, ArchiveChanges::decode, ArchiveChange.Unknown::new)
            .table(db.table())
            .build()) {
      poller.poll(changes::add);
    }

    List<ArchiveChange.DocumentChange> documents =
        changes.stream().map(ArchiveChange.DocumentChange.class::cast).toList();
    assertThat(documents)
        .extracting(ArchiveChange.DocumentChange::key)
        .containsOnly(new DocumentKey("d-1", 2));
    assertThat(documents).allSatisfy(c -> assertThat(c.newImage()).isEmpty());
    assertThat(documents.get(0).oldImage()).isEmpty();
    assertThat(documents.get(1).oldImage()).contains(new Document("d-1", 2, "draft"));
    assertThat(documents.get(2).oldImage()).contains(new Document("d-1", 2, "final"));
  }
}
