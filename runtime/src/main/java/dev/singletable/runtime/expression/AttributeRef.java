package dev.singletable.runtime.expression;

import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed reference to an attribute (or a nested element) of an entity: its path plus the encoder
 * that turns a Java value into the {@link AttributeValue} stored there. Generated schema classes
 * declare one per attribute; it builds conditions and update actions whose values are encoded
 * exactly as the item mapper stores them.
 *
 * <p>Null is never a value here: use {@link #notExists()} or {@code hasType(AttributeType.NULL)} to
 * test for absence and {@link #remove()} to delete; a null argument is refused with that advice.
 *
 * @param <V> the Java type of the attribute's value
 */
public class AttributeRef<V> {

  private final Path path;
  private final Function<? super V, AttributeValue> encoder;

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  public AttributeRef(Path path, Function<? super V, AttributeValue> encoder) {
    this.path = Objects.requireNonNull(path, "path");
    this.encoder = Objects.requireNonNull(encoder, "encoder");
  }

  /** Returns the document path this reference points at. */
  public final Path path() {
    return path;
  }

  /** Encodes {@code value} as stored in this attribute; refuses null and empty sets. */
  public final AttributeValue encode(V value) {
    Values.requireArgument(
        value,
        path,
        "use notExists() or hasType(AttributeType.NULL) to test for absence, remove() to delete");
    return Values.requireValid(encoder.apply(value), path);
  }

  /** Returns {@code path = value}. */
  public final Condition eq(V value) {
    return compare("=", value);
  }

  /** Returns {@code path <> value} (also true when the attribute is absent). */
  public final Condition ne(V value) {
    return compare("<>", value);
  }

  /** Returns {@code path = other}: both attributes hold equal values. */
  public final Condition eq(AttributeRef<V> other) {
    return compare("=", other);
  }

  /** Returns {@code path <> other}. */
  public final Condition ne(AttributeRef<V> other) {
    return compare("<>", other);
  }

  /** Returns {@code path IN (v1, v2, ...)} for 1 to 100 values. */
  @SafeVarargs
  public final Condition in(V... values) {
    return in(Arrays.asList(values));
  }

  /** Returns {@code path IN (v1, v2, ...)} for 1 to 100 values. */
  public final Condition in(Collection<? extends V> values) {
    return new ConditionNodes.In(path, values.stream().map(this::encode).toList());
  }

  /** Returns {@code attribute_exists(path)}. */
  public final Condition exists() {
    return Condition.attributeExists(path);
  }

  /** Returns {@code attribute_not_exists(path)}. */
  public final Condition notExists() {
    return Condition.attributeNotExists(path);
  }

  /** Returns {@code attribute_type(path, type)}. */
  public final Condition hasType(AttributeType type) {
    Objects.requireNonNull(type, "type");
    return new ConditionNodes.FunctionCall(
        "attribute_type", path, AttributeValue.fromS(type.name()));
  }

  /** Returns {@code size(path)}, to compare with whole numbers. */
  public final SizeOperand size() {
    return new SizeOperand(path);
  }

  /** Returns {@code SET path = value}. */
  public final UpdateAction set(V value) {
    return UpdateAction.set(path, encodeForUpdate(value));
  }

  /** Returns {@code SET path = if_not_exists(path, value)}: sets the value only when absent. */
  public final UpdateAction setIfNotExists(V value) {
    return new UpdateAction.SetIfNotExists(path, encodeForUpdate(value));
  }

  /** Returns {@code REMOVE path}. */
  public final UpdateAction remove() {
    return UpdateAction.remove(path);
  }

  /** Encodes a value for an update, advising {@code remove()} when it is null. */
  final AttributeValue encodeForUpdate(V value) {
    Values.requireArgument(value, path, "use remove() to delete the attribute");
    return encode(value);
  }

  /** Returns {@code path op value} (package-private: the comparison operators of subclasses). */
  final Condition compare(String op, V value) {
    return ConditionNodes.compare(path, op, encode(value));
  }

  /** Returns {@code path op other}. */
  final Condition compare(String op, AttributeRef<V> other) {
    Objects.requireNonNull(other, "other");
    return new ConditionNodes.Comparison(
        new Operand.PathOperand(path), op, new Operand.PathOperand(other.path()));
  }

  /** Returns the path, as {@code address.city}. */
  @Override
  public String toString() {
    return path.toString();
  }
}
