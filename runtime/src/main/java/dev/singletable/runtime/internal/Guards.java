package dev.singletable.runtime.internal;

import dev.singletable.runtime.expression.Condition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The conditions the runtime adds to writes by itself: existence checks and version checks. */
final class Guards {

  private Guards() {}

  /** {@code a AND b}, where either may be absent. */
  static Condition and(Condition a, Condition b) {
    if (a == null) {
      return b;
    }
    return b == null ? a : a.and(b);
  }

  /** No item has this key (checked on the partition key attribute, which every item has). */
  static Condition absent(String partitionKey) {
    return Condition.attributeNotExists(partitionKey);
  }

  /** An item has this key. */
  static Condition present(String partitionKey) {
    return Condition.attributeExists(partitionKey);
  }

  /** Version 0 means "new": no item may exist; otherwise the stored version must be {@code expected}. */
  static Condition version(String partitionKey, String versionAttribute, long expected) {
    return expected == 0
        ? absent(partitionKey)
        : Condition.equalTo(versionAttribute, AttributeValue.fromN(Long.toString(expected)));
  }
}
