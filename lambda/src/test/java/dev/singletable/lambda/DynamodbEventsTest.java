package dev.singletable.lambda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import dev.singletable.runtime.stream.ChangeRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Lambda's {@code DynamodbEvent}, read from JSON in the shape the Lambda developer guide documents
 * by the same serializer the Lambda Java runtime uses, becomes Singletable change records with
 * every attribute type, the TTL identity and the record's position; a batch reports the first
 * record its handler failed on.
 */
class DynamodbEventsTest {

  private static final DynamodbEvent EVENT = event("/dynamodb-event.json");

  static DynamodbEvent event(String resource) {
    try (InputStream json = DynamodbEventsTest.class.getResourceAsStream(resource)) {
      return LambdaEventSerializers.serializerFor(
              DynamodbEvent.class, DynamodbEventsTest.class.getClassLoader())
          .fromJson(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void anInsertKeepsEveryAttributeTypeOfItsImage() {
    ChangeRecord insert = DynamodbEvents.changeRecords(EVENT).get(0);

    Map<String, AttributeValue> shipTo =
        Map.of(
            "city",
            AttributeValue.fromS("Lyon"),
            "lines",
            AttributeValue.fromL(
                List.of(AttributeValue.fromS("1 rue X"), AttributeValue.fromN("69001"))));
    assertThat(insert.newImage().orElseThrow())
        .containsEntry("entityType", AttributeValue.fromS("Order"))
        .containsEntry("total", AttributeValue.fromN("19.99"))
        .containsEntry("gift", AttributeValue.fromBool(false))
        .containsEntry("coupon", AttributeValue.fromNul(true))
        .containsEntry("tags", AttributeValue.fromSs(List.of("new", "web")))
        .containsEntry("quantities", AttributeValue.fromNs(List.of("1", "3")))
        .containsEntry(
            "signature",
            AttributeValue.fromB(
                SdkBytes.fromByteArray(
                    new byte[] {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) 0xef})))
        .containsEntry(
            "attachments",
            AttributeValue.fromBs(
                List.of(
                    SdkBytes.fromByteArray(new byte[] {1}),
                    SdkBytes.fromByteArray(new byte[] {2, 3}))))
        .containsEntry("shipTo", AttributeValue.fromM(shipTo))
        .hasSize(11);
    assertThat(insert)
        .isEqualTo(
            ChangeRecord.builder()
                .eventId("f07f8ca4b0b26cb9c4e5e77e69f274ee")
                .kind(OperationType.INSERT)
                .keys(
                    Map.of(
                        "PK", AttributeValue.fromS("ORDER#o-2001"),
                        "SK", AttributeValue.fromS("METADATA")))
                .newImage(insert.newImage().orElseThrow())
                .sequenceNumber("200000000000000000001")
                .approximateCreationTime(Instant.parse("2025-01-01T12:00:00Z"))
                .viewType(StreamViewType.NEW_AND_OLD_IMAGES)
                .build());
  }

  @Test
  void aModifyCarriesBothImagesAndATtlRemoveIsMarkedExpired() {
    List<ChangeRecord> records = DynamodbEvents.changeRecords(EVENT);

    ChangeRecord modify = records.get(1);
    assertThat(modify.kind()).isEqualTo(OperationType.MODIFY);
    assertThat(modify.oldImage().orElseThrow().get("total").n()).isEqualTo("19.99");
    assertThat(modify.newImage().orElseThrow().get("total").n()).isEqualTo("17.99");
    assertThat(modify.expiredByTtl()).isFalse();

    ChangeRecord expired = records.get(2);
    assertThat(expired.kind()).isEqualTo(OperationType.REMOVE);
    assertThat(expired.expiredByTtl()).isTrue();
    assertThat(expired.newImage()).isEmpty();

    ChangeRecord keysOnly = records.get(3);
    assertThat(keysOnly.expiredByTtl()).isFalse();
    assertThat(keysOnly.oldImage()).isEmpty();
    assertThat(keysOnly.approximateCreationTime()).isEmpty();
    assertThat(keysOnly.viewType()).contains(StreamViewType.KEYS_ONLY);
    assertThat(keysOnly.eventId()).contains("2");
  }

  @Test
  void aBatchStopsAtTheFirstFailureAndReportsItsSequenceNumber() {
    List<String> handled = new ArrayList<>();
    List<String> failures = new ArrayList<>();

    StreamsEventResponse response =
        DynamodbEvents.process(
            EVENT,
            Function.identity(),
            record -> {
              if (record.kind() == OperationType.MODIFY) {
                throw new IllegalStateException("downstream unavailable");
              }
              handled.add(record.sequenceNumber());
            },
            (record, failure) ->
                failures.add(
                    record.getDynamodb().getSequenceNumber() + ": " + failure.getMessage()));

    assertThat(handled).containsExactly("200000000000000000001");
    assertThat(failures).containsExactly("200000000000000000002: downstream unavailable");
    assertThat(response.getBatchItemFailures())
        .extracting(StreamsEventResponse.BatchItemFailure::getItemIdentifier)
        .containsExactly("200000000000000000002");
  }

  /** The test event with a record that is no change record inserted at {@code position}. */
  private static DynamodbEvent withUnreadableRecordAt(int position) {
    DynamodbEvent.DynamodbStreamRecord unreadable = new DynamodbEvent.DynamodbStreamRecord();
    unreadable.setEventID("e-odd");
    unreadable.setEventName("ARCHIVE"); // an event name no DynamoDB stream has today
    com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord stream =
        new com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord();
    stream.setSequenceNumber("200000000000000000009");
    unreadable.setDynamodb(stream);
    List<DynamodbEvent.DynamodbStreamRecord> records = new ArrayList<>(EVENT.getRecords());
    records.add(position, unreadable);
    DynamodbEvent event = new DynamodbEvent();
    event.setRecords(records);
    return event;
  }

  @Test
  void aRecordThatCannotBeConvertedIsReportedAndTheRestOfTheBatchIsHandled() {
    List<String> handled = new ArrayList<>();
    List<String> failures = new ArrayList<>();

    StreamsEventResponse response =
        DynamodbEvents.process(
            withUnreadableRecordAt(1),
            Function.identity(),
            record -> handled.add(record.sequenceNumber()),
            (record, failure) -> failures.add(record.getEventID() + ": " + failure.getMessage()));

    assertThat(handled)
        .containsExactly(
            "200000000000000000001",
            "200000000000000000002",
            "200000000000000000003",
            "200000000000000000004");
    assertThat(failures)
        .containsExactly(
            "e-odd: a DynamoDB stream record needs an eventName (INSERT, MODIFY or REMOVE); record"
                + " e-odd has none");
    assertThat(response.getBatchItemFailures()).isEmpty();
  }

  @Test
  void aHandlerFailureAfterAnUnreadableRecordIsTheBatchItemFailure() {
    List<String> failures = new ArrayList<>();

    StreamsEventResponse response =
        DynamodbEvents.process(
            withUnreadableRecordAt(0),
            Function.identity(),
            record -> {
              if (record.kind() == OperationType.REMOVE) {
                throw new IllegalStateException("downstream unavailable");
              }
            },
            (record, failure) -> failures.add(record.getEventID()));

    assertThat(failures).hasSize(2).startsWith("e-odd");
    assertThat(response.getBatchItemFailures())
        .extracting(StreamsEventResponse.BatchItemFailure::getItemIdentifier)
        .containsExactly("200000000000000000003");
  }

  @Test
  void aBatchWhoseRecordsAllSucceedReportsNoFailure() {
    List<OperationType> kinds = new ArrayList<>();

    StreamsEventResponse response = DynamodbEvents.process(EVENT, ChangeRecord::kind, kinds::add);

    assertThat(kinds)
        .containsExactly(
            OperationType.INSERT, OperationType.MODIFY, OperationType.REMOVE, OperationType.REMOVE);
    assertThat(response.getBatchItemFailures()).isEmpty();
  }

  @Test
  void aRecordThatIsNoChangeIsRefusedNamingIt() {
    DynamodbEvent.DynamodbStreamRecord record = new DynamodbEvent.DynamodbStreamRecord();
    record.setEventID("e-9");
    record.setEventName("UNKNOWN");

    assertThatThrownBy(() -> DynamodbEvents.changeRecord(record))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "a DynamoDB stream record needs an eventName (INSERT, MODIFY or REMOVE); record e-9 has"
                + " none");
    assertThatThrownBy(
            () ->
                LambdaAttributes.value(
                    "broken",
                    new com.amazonaws.services.lambda.runtime.events.models.dynamodb
                        .AttributeValue()))
        .hasMessage("attribute broken of a DynamodbEvent record has no value of a DynamoDB type");
  }
}
