package dev.singletable.runtime.internal;

import dev.singletable.runtime.Range;
import dev.singletable.runtime.expression.AttributeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key condition of a query of a native index, one keyed by several of the items' own attributes
 * of their own types: every partition attribute, then sort attributes from the left, equal to typed
 * values, and at most one range, on the last attribute given. Generated code only builds the
 * conditions the index can serve; this class refuses an empty or null value before sending (a key
 * attribute is never empty). Immutable.
 *
 * <p>Not API: the contract between generated code and the runtime.
 */
public final class NativeKey {

  private final String entity;
  private final List<String> names;
  private final List<AttributeValue> values;
  private final String rangeName;
  private final Range<AttributeValue> range;

  private NativeKey(
      String entity,
      List<String> names,
      List<AttributeValue> values,
      String rangeName,
      Range<AttributeValue> range) {
    this.entity = entity;
    this.names = names;
    this.values = values;
    this.rangeName = rangeName;
    this.range = range;
  }

  /** No condition yet, of a query of {@code entity}. */
  static NativeKey of(String entity) {
    return new NativeKey(entity, List.of(), List.of(), null, null);
  }

  /** This condition and {@code attribute = value}, the value as the attribute stores it. */
  public <C> NativeKey equal(AttributeRef<?, C> attribute, C value) {
    return equal(attribute.path().attributeName(), stored(attribute, value));
  }

  /** This condition and {@code attribute} in {@code bounds}, compared as stored: the last one. */
  public <C> NativeKey range(AttributeRef<?, C> attribute, Range<C> bounds) {
    return range(attribute.path().attributeName(), bounds.map(value -> stored(attribute, value)));
  }

  /** {@code value} as {@code attribute} stores it; null refused naming entity and attribute. */
  <C> AttributeValue stored(AttributeRef<?, C> attribute, C value) {
    if (value == null) {
      throw new IllegalArgumentException(
          Text.subject(entity, attribute.path().attributeName())
              + "key attributes must have a value (got null)");
    }
    return attribute.encode(value);
  }

  /** This condition and {@code name = value}. */
  NativeKey equal(String name, AttributeValue value) {
    checkOpen();
    List<String> moreNames = new ArrayList<>(names);
    moreNames.add(name);
    List<AttributeValue> moreValues = new ArrayList<>(values);
    moreValues.add(check(name, value));
    return new NativeKey(entity, List.copyOf(moreNames), List.copyOf(moreValues), null, null);
  }

  /** This condition and {@code name} in {@code bounds}: the last condition. */
  NativeKey range(String name, Range<AttributeValue> bounds) {
    checkOpen();
    if ((bounds.hasLow() || bounds.isPrefix()) && bounds.low() == null
        || bounds.hasHigh() && bounds.high() == null) {
      throw new IllegalArgumentException(
          Text.subject(entity, name) + "a range bound of a key attribute must not be null");
    }
    if (bounds.low() != null) {
      check(name, bounds.low());
    }
    if (bounds.high() != null) {
      check(name, bounds.high());
    }
    return new NativeKey(entity, names, values, name, bounds);
  }

  /** The key attributes compared by equality, in order. */
  public List<String> names() {
    return names;
  }

  /**
   * The condition as DynamoDB reads it: {@code #a = :v AND #b = :w AND #c BETWEEN :x AND :y}, each
   * name and value written by {@code name} and {@code value}.
   */
  public String render(Function<String, String> name, Function<AttributeValue, String> value) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < names.size(); i++) {
      if (i > 0) {
        text.append(" AND ");
      }
      text.append(name.apply(names.get(i))).append(" = ").append(value.apply(values.get(i)));
    }
    if (range != null) {
      String n = name.apply(rangeName);
      text.append(" AND ");
      if (range.isPrefix()) {
        text.append("begins_with(").append(n).append(", ").append(value.apply(range.low()));
        text.append(')');
      } else if (range.hasLow() && range.hasHigh()) {
        text.append(n).append(" BETWEEN ").append(value.apply(range.low()));
        text.append(" AND ").append(value.apply(range.high()));
      } else if (range.hasLow()) {
        text.append(n)
            .append(range.includesLow() ? " >= " : " > ")
            .append(value.apply(range.low()));
      } else {
        text.append(n)
            .append(range.includesHigh() ? " <= " : " < ")
            .append(value.apply(range.high()));
      }
    }
    return text.toString();
  }

  /** The condition as readable text: {@code tournamentId = "t1" AND round >= 2}. */
  @Override
  public String toString() {
    return render(n -> n, NativeKey::show);
  }

  private static String show(AttributeValue value) {
    if (value.s() != null) {
      return "\"" + value.s() + "\"";
    }
    if (value.n() != null) {
      return value.n();
    }
    return "0x" + java.util.HexFormat.of().formatHex(value.b().asByteArray());
  }

  private void checkOpen() {
    if (range != null) {
      throw new IllegalStateException(
          Text.subject(entity, rangeName) + "a range ends a native key condition");
    }
  }

  private AttributeValue check(String name, AttributeValue value) {
    if (value == null) {
      throw new IllegalArgumentException(
          Text.subject(entity, name) + "key attributes must have a value (got null)");
    }
    boolean empty =
        value.s() != null
            ? value.s().isEmpty()
            : value.b() != null && value.b().asByteArray().length == 0;
    if (empty) {
      throw new IllegalArgumentException(
          Text.subject(entity, name)
              + "a key attribute of an index is never empty, so no item matches an empty value");
    }
    if (value.s() == null && value.n() == null && value.b() == null) {
      throw new IllegalArgumentException(
          Text.subject(entity, name)
              + "a key attribute is a string, number or binary, not "
              + value);
    }
    return value;
  }
}
