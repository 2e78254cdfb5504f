package dev.singletable.testkit;

import dev.singletable.testkit.ItemKeys.KeyAttribute;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a transaction action's key against its table's key schema, with DynamoDB's wording.
 *
 * <p>DynamoDB splits these faults in a transaction: an empty string or binary key value is refused
 * up front (a top-level ValidationException for writes), while a missing, extra or wrongly typed
 * key attribute only cancels the transaction, with a {@code ValidationError} reason for that
 * action.
 */
final class KeyChecks {

  /** Why an action's key is unusable, and whether it is an empty key value. */
  record Problem(String message, boolean emptyValue) {}

  private static final String SCHEMA_MISMATCH =
      "The provided key element does not match the schema";

  private KeyChecks() {}

  /** The problem with the key attributes of an item to put, if any. */
  static Optional<Problem> inItem(List<KeyAttribute> schema, Map<String, Object> item) {
    Optional<Problem> empty = emptyValue(schema, item);
    if (empty.isPresent()) {
      return empty;
    }
    for (KeyAttribute attribute : schema) {
      Object value = item.get(attribute.name());
      if (value == null) {
        return invalid(
            "One or more parameter values were invalid: Missing the key "
                + attribute.name()
                + " in the item");
      }
      Optional<String> type = typeOf(value);
      if (type.isEmpty()) {
        return Optional.empty(); // not an AttributeValue: dynalite words that refusal itself
      }
      if (!type.get().equals(attribute.type())) {
        return invalid(
            "One or more parameter values were invalid: Type mismatch for key "
                + attribute.name()
                + " expected: "
                + attribute.type()
                + " actual: "
                + type.get());
      }
    }
    return Optional.empty();
  }

  /** The problem with the {@code Key} of an update, delete, condition check or get, if any. */
  static Optional<Problem> inKey(List<KeyAttribute> schema, Map<String, Object> key) {
    Optional<Problem> empty = emptyValue(schema, key);
    if (empty.isPresent()) {
      return empty;
    }
    if (key.size() != schema.size()) {
      return invalid(SCHEMA_MISMATCH);
    }
    for (KeyAttribute attribute : schema) {
      Object value = key.get(attribute.name());
      if (value == null) {
        return invalid(SCHEMA_MISMATCH);
      }
      Optional<String> type = typeOf(value);
      if (type.isEmpty()) {
        return Optional.empty();
      }
      if (!type.get().equals(attribute.type())) {
        return invalid(SCHEMA_MISMATCH);
      }
    }
    return Optional.empty();
  }

  private static Optional<Problem> emptyValue(
      List<KeyAttribute> schema, Map<String, Object> attributes) {
    for (KeyAttribute attribute : schema) {
      Map<String, Object> value = Json.asMap(attributes.get(attribute.name()));
      if (value != null
          && (attribute.type().equals("S") || attribute.type().equals("B"))
          && "".equals(value.get(attribute.type()))) {
        return Optional.of(
            new Problem(
                "One or more parameter values are not valid. The AttributeValue for a key"
                    + " attribute cannot contain an empty "
                    + (attribute.type().equals("S") ? "string" : "binary")
                    + " value. Key: "
                    + attribute.name(),
                true));
      }
    }
    return Optional.empty();
  }

  /** The type of an AttributeValue ({@code S}, {@code L}, ...), empty if it is not one. */
  private static Optional<String> typeOf(Object value) {
    Map<String, Object> typed = Json.asMap(value);
    return typed != null && typed.size() == 1
        ? Optional.of(typed.keySet().iterator().next())
        : Optional.empty();
  }

  private static Optional<Problem> invalid(String message) {
    return Optional.of(new Problem(message, false));
  }
}
