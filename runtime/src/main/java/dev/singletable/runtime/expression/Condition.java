package dev.singletable.runtime.expression;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An immutable condition on an item of entity type {@code T}, used as a ConditionExpression or
 * FilterExpression; built from the entity's typed references ({@code OrderSchema.TOTAL.gt(...)} is
 * a {@code Condition<Order>}) and combined with {@link #and}, {@link #or} and {@link #not()}, which
 * keep the entity type. Writes, updates and queries of {@code Order} take a {@code Condition<?
 * super Order>}, so a condition built from another entity's references does not compile there.
 *
 * <p>The hierarchy is closed: only this package creates conditions. The static helpers on raw
 * attribute names and {@link AttributeValue}s (what the runtime needs for version and existence
 * checks) make a {@code Condition<Object>}: a condition that names no entity, accepted wherever a
 * typed one is, and checked only by DynamoDB.
 *
 * <p>{@link #toString()} renders the condition readably with its values, for logs and error
 * messages, for example {@code status = "PLACED" AND total > 100}.
 *
 * @param <T> the entity type whose attributes the condition reads ({@code Object}: any item)
 */
public abstract sealed class Condition<T>
    permits ConditionNodes.Comparison,
        ConditionNodes.ValueComparison,
        ConditionNodes.Between,
        ConditionNodes.In,
        ConditionNodes.FunctionCall,
        ConditionNodes.Junction,
        ConditionNodes.Negation,
        ConditionTemplate.Bound {

  Condition() {}

  /** Writes the condition in DynamoDB syntax, counting its operators and functions. */
  abstract void write(Sink sink);

  /**
   * A hash of the structure (syntax and paths, not values): equal for conditions of one node kind
   * that write alike, so that {@link ConditionMemo} finds the text rendered before.
   */
  int shapeHash() {
    return getClass().hashCode();
  }

  /** Returns whether this is an AND or OR of several conditions (needs parentheses when nested). */
  boolean isJunction() {
    return false;
  }

  /** Returns whether this is a function call, which reads unambiguously without parentheses. */
  boolean isFunctionCall() {
    return false;
  }

  /** Returns a condition that holds when both this and {@code other} hold. */
  public final Condition<T> and(Condition<? super T> other) {
    return pair(ConditionNodes.Junction.Kind.AND, nonNull(other));
  }

  /** Returns a condition that holds when this or {@code other} holds. */
  public final Condition<T> or(Condition<? super T> other) {
    return pair(ConditionNodes.Junction.Kind.OR, nonNull(other));
  }

  // The usual a.and(b) of two conditions that are not junctions needs no flattening pass.
  private Condition<T> pair(ConditionNodes.Junction.Kind kind, Condition<?> other) {
    if (!isJunction() && !other.isJunction()) {
      return new ConditionNodes.Junction<>(kind, new Condition<?>[] {this, other});
    }
    return junction(kind, List.of(this, other));
  }

  /** Returns a condition that holds when this one does not. */
  public final Condition<T> not() {
    return not(this);
  }

  /** Returns a condition that holds when all {@code conditions} hold (at least one required). */
  @SafeVarargs
  public static <T> Condition<T> allOf(Condition<? super T>... conditions) {
    // The junction copies the parts: the array of a generic varargs parameter does not escape.
    return junction(ConditionNodes.Junction.Kind.AND, Arrays.asList(conditions));
  }

  /** Returns a condition that holds when all {@code conditions} hold (at least one required). */
  public static <T> Condition<T> allOf(Collection<? extends Condition<? super T>> conditions) {
    return junction(ConditionNodes.Junction.Kind.AND, conditions);
  }

  /**
   * Returns a condition that holds when any of {@code conditions} holds (at least one required).
   */
  @SafeVarargs
  public static <T> Condition<T> anyOf(Condition<? super T>... conditions) {
    return junction(ConditionNodes.Junction.Kind.OR, Arrays.asList(conditions));
  }

  /**
   * Returns a condition that holds when any of {@code conditions} holds (at least one required).
   */
  public static <T> Condition<T> anyOf(Collection<? extends Condition<? super T>> conditions) {
    return junction(ConditionNodes.Junction.Kind.OR, conditions);
  }

  /** Returns the negation of {@code condition}; negating a negation gives back the original. */
  public static <T> Condition<T> not(Condition<T> condition) {
    Objects.requireNonNull(condition, "condition");
    if (condition instanceof ConditionNodes.Negation<T> negation) {
      return negation.inner();
    }
    return new ConditionNodes.Negation<>(condition);
  }

  /**
   * Returns {@code attribute_exists(name)} for a top-level attribute (for example the partition
   * key).
   */
  public static Condition<Object> attributeExists(String attributeName) {
    return attributeExists(Path.attribute(attributeName));
  }

  /**
   * Returns {@code attribute_not_exists(name)}: with the partition key, "create only if absent".
   */
  public static Condition<Object> attributeNotExists(String attributeName) {
    return attributeNotExists(Path.attribute(attributeName));
  }

  /** Returns {@code attribute_exists(path)}. */
  public static Condition<Object> attributeExists(Path path) {
    return Renamed.exists(path);
  }

  /** Returns {@code attribute_not_exists(path)}. */
  public static Condition<Object> attributeNotExists(Path path) {
    return Renamed.notExists(path);
  }

  /**
   * Returns {@code name = value} for a top-level attribute and a raw value (for example a version
   * check).
   */
  public static Condition<Object> equalTo(String attributeName, AttributeValue value) {
    return equalTo(Path.attribute(attributeName), value);
  }

  /** Returns {@code path = value} for a raw value. */
  public static Condition<Object> equalTo(Path path, AttributeValue value) {
    AttributeValue checked = Values.requireValid(value, path);
    return Renamed.either(path, p -> ConditionNodes.comparison(p, ConditionNodes.EQ, checked));
  }

  private static <T> Condition<T> junction(
      ConditionNodes.Junction.Kind kind, Collection<? extends Condition<?>> conditions) {
    Objects.requireNonNull(conditions, "conditions");
    if (conditions.isEmpty()) {
      throw new IllegalArgumentException(
          kind
              + " needs at least one condition: got none; "
              + "leave the condition out of the request instead");
    }
    // Flatten nested junctions of the same kind so a.and(b).and(c) renders without parentheses.
    boolean nested = false;
    for (Condition<?> c : conditions) {
      Objects.requireNonNull(
          c, kind == ConditionNodes.Junction.Kind.AND ? "a condition in AND" : "a condition in OR");
      nested |= c instanceof ConditionNodes.Junction<?> j && j.kind() == kind;
    }
    if (!nested) {
      return conditions.size() == 1
          ? retyped(conditions.iterator().next())
          : new ConditionNodes.Junction<>(kind, conditions.toArray(new Condition<?>[0]));
    }
    List<Condition<?>> parts = new ArrayList<>();
    for (Condition<?> c : conditions) {
      if (c instanceof ConditionNodes.Junction<?> j && j.kind() == kind) {
        parts.addAll(Arrays.asList(j.parts()));
      } else {
        parts.add(c);
      }
    }
    return parts.size() == 1
        ? retyped(parts.get(0))
        : new ConditionNodes.Junction<>(kind, parts.toArray(new Condition<?>[0]));
  }

  /**
   * The same condition, of entity type {@code T}. The entity type is only a mark for the compiler:
   * no condition holds a value of it, so a condition on a supertype of {@code T} (or on any item)
   * holds for items of {@code T} as it is.
   */
  @SuppressWarnings("unchecked")
  static <T> Condition<T> retyped(Condition<?> condition) {
    return (Condition<T>) condition;
  }

  private static <C> C nonNull(C other) {
    return Objects.requireNonNull(other, "other");
  }

  /**
   * Returns the names of the top-level attributes this condition reads, in the order it reads them
   * (for {@code address.city = "Oslo"}, {@code address}).
   */
  public final Set<String> attributeNames() {
    Sink.Names names = new Sink.Names();
    write(names);
    return names.names();
  }

  /** Returns the condition as readable text with its values, for logs and error messages. */
  @Override
  public final String toString() {
    Sink.Text text = new Sink.Text();
    write(text);
    return text.toString();
  }
}
