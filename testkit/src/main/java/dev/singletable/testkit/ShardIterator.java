package dev.singletable.testkit;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;

/**
 * A position in a shard handed out by GetShardIterator and GetRecords: the next record is the first
 * whose sequence number is above {@code after}. Its text starts with the stream ARN, as DynamoDB's
 * do, and carries when it was issued, since iterators expire after 15 minutes.
 */
record ShardIterator(String streamArn, String shardId, long after, Instant issued) {

  private static final String SEPARATOR = "|1|";

  String text() {
    String position = shardId + "|" + after + "|" + issued.toEpochMilli();
    return streamArn
        + SEPARATOR
        + Base64.getUrlEncoder()
            .withoutPadding()
            .encodeToString(position.getBytes(StandardCharsets.UTF_8));
  }

  /** Reads an iterator's text, or answers a ValidationException as DynamoDB does for bad ones. */
  static ShardIterator parse(String text) {
    int separator = text.lastIndexOf(SEPARATOR);
    try {
      String position =
          new String(
              Base64.getUrlDecoder().decode(text.substring(separator + SEPARATOR.length())),
              StandardCharsets.UTF_8);
      String[] parts = position.split("\\|");
      if (separator <= 0 || parts.length != 3) {
        throw new IllegalArgumentException(text);
      }
      return new ShardIterator(
          text.substring(0, separator),
          parts[0],
          Long.parseLong(parts[1]),
          Instant.ofEpochMilli(Long.parseLong(parts[2])));
    } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
      throw ApiErrors.validationFailure("Invalid ShardIterator");
    }
  }
}
