package dev.singletable.runtime;

/** What a stream record says happened to its item, as DynamoDB's {@code eventName} does. */
public enum ChangeKind {
  /** The item was created. */
  INSERT,
  /** An existing item was changed (replaced by a put, or updated). */
  MODIFY,
  /** The item was deleted, by a request or by DynamoDB's TTL process. */
  REMOVE
}
