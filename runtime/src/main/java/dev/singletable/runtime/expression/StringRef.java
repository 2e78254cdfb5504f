package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to a String attribute: adds {@code begins_with} and substring {@code
 * contains}.
 *
 * @param <T> the entity type the attribute belongs to
 */
public class StringRef<T> extends ComparableRef<T, String> {

  /** Creates a reference to {@code path} storing strings as they are ({@code S}). */
  public StringRef(Path path) {
    this(path, STRING);
  }

  /** Creates a reference to {@code path} whose whole values are encoded by {@code encoder}. */
  public StringRef(Path path, Function<? super String, AttributeValue> encoder) {
    super(path, encoder);
  }

  /**
   * Returns {@code begins_with(path, prefix)}; the prefix is sent as given, not through the
   * encoder.
   */
  public final Condition<T> beginsWith(String prefix) {
    return textFunction("begins_with", prefix, "a prefix");
  }

  /** Returns {@code contains(path, substring)}: the string attribute contains {@code substring}. */
  public final Condition<T> contains(String substring) {
    return textFunction("contains", substring, "a substring");
  }
}
