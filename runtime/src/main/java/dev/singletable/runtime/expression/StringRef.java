package dev.singletable.runtime.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A reference to a String attribute: adds {@code begins_with} and substring {@code contains}. */
public class StringRef extends ComparableRef<String> {

  /** Creates a reference to {@code path} storing strings as they are ({@code S}). */
  public StringRef(Path path) {
    this(path, AttributeValue::fromS);
  }

  /** Creates a reference to {@code path} whose whole values are encoded by {@code encoder}. */
  public StringRef(Path path, Function<? super String, AttributeValue> encoder) {
    super(path, encoder);
  }

  /**
   * Returns {@code begins_with(path, prefix)}; the prefix is sent as given, not through the
   * encoder.
   */
  public final Condition beginsWith(String prefix) {
    return function("begins_with", prefix, "a prefix");
  }

  /** Returns {@code contains(path, substring)}: the string attribute contains {@code substring}. */
  public final Condition contains(String substring) {
    return function("contains", substring, "a substring");
  }

  // Prefixes and substrings are partial values, so a whole-value encoder does not apply to them.
  private Condition function(String name, String text, String what) {
    Values.requireArgument(text, name + "(" + path() + ", …)", "pass " + what);
    return new ConditionNodes.FunctionCall(name, path(), AttributeValue.fromS(text));
  }
}
