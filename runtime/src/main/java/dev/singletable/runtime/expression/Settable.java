package dev.singletable.runtime.expression;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A reference whose attribute an update may write: it builds {@code SET}, {@code SET if_not_exists}
 * and {@code REMOVE} actions ({@code UpdateAction<T>}), and the generic {@code set(...)} and {@code
 * remove(...)} of a generated update take it. The references of key components, of inputs of
 * secondary-index keys and of the attributes the library maintains are not settable ({@link
 * ReadOnlyRef}): an update writes those through its generated setters, which keep the index keys in
 * step, or not at all.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the attribute's value
 */
public interface Settable<T, V> {

  /** Returns the document path of the attribute. */
  Path path();

  /** Encodes {@code value} as stored in the attribute; refuses null and empty sets. */
  AttributeValue encode(V value);

  /** Returns {@code SET path = value}; a null value is refused (use {@link #remove()}). */
  default UpdateAction<T> set(V value) {
    // Through factories that return the abstract type, so that verifying this interface loads no
    // action class before one is used (the references load with a schema, on a cold start).
    return UpdateAction.setValue(path(), encodeForUpdate(value));
  }

  /** Returns {@code SET path = if_not_exists(path, value)}: sets the value only when absent. */
  default UpdateAction<T> setIfNotExists(V value) {
    return UpdateAction.setIfNotExists(path(), encodeForUpdate(value));
  }

  /** Returns {@code REMOVE path}. */
  default UpdateAction<T> remove() {
    return UpdateAction.removing(path());
  }

  /** Encodes a value for an update, advising {@code remove()} when it is null. */
  private AttributeValue encodeForUpdate(V value) {
    Values.requireArgument(value, path(), "use remove() to delete the attribute");
    return encode(value);
  }
}
