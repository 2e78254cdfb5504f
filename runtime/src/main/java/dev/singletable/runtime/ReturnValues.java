package dev.singletable.runtime;

/**
 * What an update returns, as DynamoDB's {@code ReturnValue}: nothing, the item before or after the
 * update, or only the attributes it changed (read as an entity whose other attributes are null,
 * zero or false).
 */
public enum ReturnValues {
  NONE,
  ALL_OLD,
  UPDATED_OLD,
  ALL_NEW,
  UPDATED_NEW
}
