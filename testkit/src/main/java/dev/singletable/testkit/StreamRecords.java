package dev.singletable.testkit;

import java.util.Map;

/** Renders a {@link ChangeRecord} as the DynamoDB Streams API returns it from GetRecords. */
final class StreamRecords {

  private StreamRecords() {}

  static Map<String, Object> toJson(ChangeRecord record, TableStream stream) {
    Map<String, Object> change =
        Json.object(
            // Whole seconds: DynamoDB rounds the creation time down to the second.
            "ApproximateCreationDateTime",
                new Json.Number(Long.toString(record.created().getEpochSecond())),
            "Keys", record.keys(),
            "NewImage", record.newImage(),
            "OldImage", record.oldImage(),
            "SequenceNumber", StreamStore.sequenceText(record.sequenceNumber()),
            "SizeBytes", new Json.Number(Long.toString(record.sizeBytes())),
            "StreamViewType", stream.viewType());
    return Json.object(
        "eventID",
        record.eventId(),
        "eventName",
        record.eventName(),
        "eventVersion",
        "1.1",
        "eventSource",
        "aws:dynamodb",
        "awsRegion",
        stream.region(),
        "dynamodb",
        change,
        "userIdentity",
        record.byTimeToLive()
            ? Json.object("PrincipalId", "dynamodb.amazonaws.com", "Type", "Service")
            : null);
  }
}
