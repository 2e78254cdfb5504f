package dev.singletable.runtime.stream;

/** What a stream record says happened to its item, as DynamoDB's {@code eventName} does. */
public enum ChangeKind {
  /** The item was created. */
  INSERT,
  /** An existing item was changed (replaced by a put, or updated). */
  MODIFY,
  /** The item was deleted, by a request or by DynamoDB's TTL process. */
  REMOVE,
  /**
   * An event this library cannot name: the record's {@code eventName} is none of the three (one
   * newer than the AWS SDK in use, {@code OperationType.UNKNOWN_TO_SDK_VERSION}) or missing. Only
   * the record of an undecodable change has it, which a stream poller delivers as the table's
   * {@code Unknown} change.
   */
  UNKNOWN
}
