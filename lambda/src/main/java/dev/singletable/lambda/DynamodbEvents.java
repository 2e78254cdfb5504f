package dev.singletable.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Record;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.OperationType;

/**
 * Reads the records of an AWS Lambda {@link DynamodbEvent} (what an event source mapping on a
 * table's stream delivers) as Singletable {@link ChangeRecord}s, which the generated {@code
 * ShopChanges.decode} turns into typed changes, and processes a batch so that Lambda retries it
 * from the first record that failed, while a record that is no change record at all is reported and
 * skipped rather than retried forever.
 *
 * <pre>{@code
 * public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
 *   return DynamodbEvents.process(event, ShopChanges::decode, this::handle);
 * }
 * }</pre>
 */
public final class DynamodbEvents {

  private DynamodbEvents() {}

  /**
   * Every record of the event, in order.
   *
   * @throws IllegalArgumentException when a record is no DynamoDB change record (see {@link
   *     #changeRecord}); {@link #process} reports and skips such a record instead
   */
  public static List<ChangeRecord> changeRecords(DynamodbEvent event) {
    Objects.requireNonNull(event, "event");
    List<ChangeRecord> records = new ArrayList<>();
    if (event.getRecords() != null) {
      event.getRecords().forEach(record -> records.add(changeRecord(record)));
    }
    return records;
  }

  /**
   * One record of the event.
   *
   * @throws IllegalArgumentException when it is no DynamoDB change record (no event name, keys or
   *     sequence number, or an attribute of no known type)
   */
  public static ChangeRecord changeRecord(Record record) {
    Objects.requireNonNull(record, "record");
    ChangeRecord.Builder builder = ChangeRecord.builder().eventId(record.getEventID());
    String name = record.getEventName();
    if ("INSERT".equals(name) || "MODIFY".equals(name) || "REMOVE".equals(name)) {
      builder.kind(OperationType.fromValue(name));
    }
    Identity identity = record.getUserIdentity();
    if (identity != null) {
      builder.userIdentity(identity.getType(), identity.getPrincipalId());
    }
    StreamRecord stream = record.getDynamodb();
    if (stream != null) {
      builder
          .keys(LambdaAttributes.item(stream.getKeys()))
          .oldImage(LambdaAttributes.item(stream.getOldImage()))
          .newImage(LambdaAttributes.item(stream.getNewImage()))
          .sequenceNumber(stream.getSequenceNumber())
          .approximateCreationTime(
              stream.getApproximateCreationDateTime() == null
                  ? null
                  : stream.getApproximateCreationDateTime().toInstant())
          .viewType(LambdaAttributes.viewType(stream.getStreamViewType()));
    }
    return builder.build();
  }

  /**
   * Converts and decodes each record and hands it to {@code handler}, in order, each record in its
   * own handling:
   *
   * <ul>
   *   <li>a record that is no DynamoDB change record (converting it throws: an {@code eventName}
   *       this library does not know, no keys or sequence number, an attribute of no known type)
   *       can never be handled, so it is reported and skipped, and the batch goes on;
   *   <li>a record whose decoding or handling throws stops the batch: the answer names its sequence
   *       number, so that Lambda retries the batch from it (the event source mapping needs {@code
   *       FunctionResponseTypes: ReportBatchItemFailures}); records after it are not handled.
   * </ul>
   *
   * Both are written to standard error, which Lambda sends to CloudWatch Logs.
   */
  public static <C> StreamsEventResponse process(
      DynamodbEvent event,
      Function<ChangeRecord, ? extends C> decoder,
      Consumer<? super C> handler) {
    return process(
        event,
        decoder,
        handler,
        (record, failure) -> {
          System.err.println(describe(record) + " failed: " + failure);
          failure.printStackTrace();
        });
  }

  /**
   * Like {@link #process(DynamodbEvent, Function, Consumer)}, reporting each record that failed to
   * {@code onFailure} instead of standard error: one that could not be converted (then skipped),
   * and the one whose decoding or handling failed (then the batch's failure).
   */
  public static <C> StreamsEventResponse process(
      DynamodbEvent event,
      Function<ChangeRecord, ? extends C> decoder,
      Consumer<? super C> handler,
      BiConsumer<Record, RuntimeException> onFailure) {
    Objects.requireNonNull(event, "event");
    List<DynamodbEvent.DynamodbStreamRecord> records =
        event.getRecords() == null ? List.of() : event.getRecords();
    for (Record record : records) {
      ChangeRecord change;
      try {
        change = changeRecord(record);
      } catch (RuntimeException unreadable) {
        onFailure.accept(record, unreadable);
        continue;
      }
      try {
        handler.accept(decoder.apply(change));
      } catch (RuntimeException e) {
        onFailure.accept(record, e);
        return StreamsEventResponse.builder()
            .withBatchItemFailures(
                List.of(
                    StreamsEventResponse.BatchItemFailure.builder()
                        .withItemIdentifier(change.sequenceNumber())
                        .build()))
            .build();
      }
    }
    return StreamsEventResponse.builder().withBatchItemFailures(List.of()).build();
  }

  /** A record as the failure report names it: its event id and sequence number. */
  private static String describe(Record record) {
    StreamRecord stream = record == null ? null : record.getDynamodb();
    return "stream record "
        + (record == null ? null : record.getEventID())
        + " (sequence number "
        + (stream == null ? null : stream.getSequenceNumber())
        + ", event "
        + (record == null ? null : record.getEventName())
        + ")";
  }
}
