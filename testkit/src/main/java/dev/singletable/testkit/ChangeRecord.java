package dev.singletable.testkit;

import java.time.Instant;
import java.util.Map;

/**
 * One stream record as the engine keeps it: what changed, when, and the images its stream's view
 * type allows ({@code null} where the view type or the change has none).
 */
record ChangeRecord(
    String eventId,
    String eventName,
    long sequenceNumber,
    Instant created,
    Map<String, Object> keys,
    Map<String, Object> oldImage,
    Map<String, Object> newImage,
    boolean byTimeToLive) {

  /** Approximates DynamoDB's {@code SizeBytes}: the sizes of the keys and images it carries. */
  long sizeBytes() {
    return Images.size(keys) + Images.size(oldImage) + Images.size(newImage);
  }
}
