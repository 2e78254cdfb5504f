package dev.singletable.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Record;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import dev.singletable.runtime.ChangeKind;
import dev.singletable.runtime.ChangeRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Reads the records of an AWS Lambda {@link DynamodbEvent} (what an event source mapping on a
 * table's stream delivers) as Singletable {@link ChangeRecord}s, which the generated {@code
 * ShopChanges.decode} turns into typed changes, and processes a batch so that Lambda retries it
 * from the first record that failed.
 *
 * <pre>{@code
 * public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
 *   return DynamodbEvents.process(event, ShopChanges::decode, this::handle);
 * }
 * }</pre>
 */
public final class DynamodbEvents {

  private DynamodbEvents() {}

  /** Every record of the event, in order. */
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
      builder.kind(ChangeKind.valueOf(name));
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
   * Decodes each record and hands it to {@code handler}, in order, and answers Lambda with the
   * first record that failed, so that Lambda retries the batch from it (the event source mapping
   * needs {@code FunctionResponseTypes: ReportBatchItemFailures}); records after it are not
   * handled. The failure is written to standard error, which Lambda sends to CloudWatch Logs.
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
          System.err.println("change " + record + " failed: " + failure);
          failure.printStackTrace();
        });
  }

  /**
   * Like {@link #process(DynamodbEvent, Function, Consumer)}, reporting the failure to {@code
   * onFailure} instead of standard error.
   */
  public static <C> StreamsEventResponse process(
      DynamodbEvent event,
      Function<ChangeRecord, ? extends C> decoder,
      Consumer<? super C> handler,
      BiConsumer<ChangeRecord, RuntimeException> onFailure) {
    for (ChangeRecord record : changeRecords(event)) {
      try {
        handler.accept(decoder.apply(record));
      } catch (RuntimeException e) {
        onFailure.accept(record, e);
        return StreamsEventResponse.builder()
            .withBatchItemFailures(
                List.of(
                    StreamsEventResponse.BatchItemFailure.builder()
                        .withItemIdentifier(record.sequenceNumber())
                        .build()))
            .build();
      }
    }
    return StreamsEventResponse.builder().withBatchItemFailures(List.of()).build();
  }
}
