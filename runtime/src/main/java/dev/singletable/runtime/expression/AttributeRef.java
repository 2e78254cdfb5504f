package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Expressions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed reference to an attribute (or a nested element) of entity type {@code T}: its path plus
 * the encoder that turns a Java value into the {@link AttributeValue} stored there. Generated
 * schema classes declare one per attribute; every reference builds conditions and filters ({@code
 * Condition<T>}) whose values are encoded exactly as the item mapper stores them, and names what a
 * projection reads.
 *
 * <p>Whether a reference also builds update actions depends on its attribute: the references of
 * attributes an update may write are {@link Settable}; those of key components, of inputs of
 * secondary-index keys and of attributes the library maintains are {@link ReadOnlyRef}s.
 *
 * <p>Null is never a value here: use {@link #notExists()} or {@code
 * hasType(AttributeValue.Type.NUL)} to test for absence; a null argument is refused with that
 * advice.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the attribute's value
 */
public abstract class AttributeRef<T, V> {

  /**
   * Stores a string as it is; one function for every string reference, so that initializing a
   * schema spins one class for them, not one per reference class.
   */
  static final Function<String, AttributeValue> STRING = new StringEncoder();

  /** {@code AttributeValue::createS} as a class: no lambda to spin when a schema initialises. */
  private static final class StringEncoder implements Function<String, AttributeValue> {
    @Override
    public AttributeValue apply(String value) {
      return AttributeValue.createS(value);
    }
  }

  private final Path path;
  private final Function<? super V, AttributeValue> encoder;
  // Whether the encoder also knows former forms: asked once, not per equality built.
  private final boolean formerValues;

  /** Creates a reference to {@code path} whose values are encoded by {@code encoder}. */
  AttributeRef(Path path, Function<? super V, AttributeValue> encoder) {
    this.path = Objects.requireNonNull(path, "path");
    this.encoder = Objects.requireNonNull(encoder, "encoder");
    this.formerValues = encoder instanceof Expressions.FormerValues<?>;
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
        "use notExists() or hasType(AttributeValue.Type.NUL) to test for absence, remove() to"
            + " delete");
    return Values.requireValid(encoder.apply(value), path);
  }

  /** Returns {@code path = value}. */
  public final Condition<T> eq(V value) {
    return compare(ConditionNodes.EQ, value);
  }

  /** Returns {@code path <> value} (also true when the attribute is absent). */
  public final Condition<T> ne(V value) {
    return compare(ConditionNodes.NE, value);
  }

  /** Returns {@code path = other}: both attributes of the item hold equal values. */
  public final Condition<T> eq(AttributeRef<T, V> other) {
    return compare(ConditionNodes.EQ, other);
  }

  /** Returns {@code path <> other}. */
  public final Condition<T> ne(AttributeRef<T, V> other) {
    return compare(ConditionNodes.NE, other);
  }

  /**
   * Returns {@code path IN (v1, v2, ...)} for 1 to 100 values (a value also stored in a former
   * form, such as a renamed enum constant's former name, counts once per form).
   */
  @SafeVarargs
  public final Condition<T> in(V... values) {
    // Encoded element by element: the array of a generic varargs parameter must not escape.
    List<AttributeValue> encoded = new ArrayList<>(values.length);
    for (V value : values) {
      addStoredForms(encoded, value);
    }
    return Renamed.either(path, p -> ConditionNodes.in(p, encoded));
  }

  /** Returns {@code path IN (v1, v2, ...)} for 1 to 100 values (as above). */
  public final Condition<T> in(Collection<? extends V> values) {
    List<AttributeValue> encoded = new ArrayList<>(values.size());
    for (V value : values) {
      addStoredForms(encoded, value);
    }
    return Renamed.either(path, p -> ConditionNodes.in(p, encoded));
  }

  /** Returns {@code attribute_exists(path)}. */
  public final Condition<T> exists() {
    return Renamed.exists(path);
  }

  /** Returns {@code attribute_not_exists(path)}. */
  public final Condition<T> notExists() {
    return Renamed.notExists(path);
  }

  /**
   * Returns {@code attribute_type(path, type)}, the type as the SDK names it ({@code
   * AttributeValue.Type.NUL} is DynamoDB's {@code NULL}).
   *
   * @throws IllegalArgumentException for {@code UNKNOWN_TO_SDK_VERSION}, which names no type
   */
  public final Condition<T> hasType(AttributeValue.Type type) {
    Objects.requireNonNull(type, "type");
    if (type == AttributeValue.Type.UNKNOWN_TO_SDK_VERSION) {
      throw new IllegalArgumentException(
          "hasType(...) takes S, N, B, BOOL, NUL, L, M, SS, NS or BS, not " + type.name());
    }
    AttributeValue descriptor =
        AttributeValue.createS(type == AttributeValue.Type.NUL ? "NULL" : type.name());
    return Renamed.either(path, p -> ConditionNodes.function("attribute_type", p, descriptor));
  }

  /** Returns {@code size(path)}, to compare with whole numbers. */
  public final SizeOperand<T> size() {
    return new SizeOperand<>(path);
  }

  /** Encodes a value for an update action, advising {@code remove()} when it is null. */
  final AttributeValue encodeForUpdate(V value) {
    Values.requireArgument(value, path, "use remove() to delete the attribute");
    return encode(value);
  }

  /**
   * Returns {@code path op value}, {@code op} one of the spaced operators of {@link ConditionNodes}
   * (the comparisons of subclasses too).
   */
  final Condition<T> compare(String op, V value) {
    AttributeValue encoded = encode(value);
    boolean equality = op == ConditionNodes.EQ || op == ConditionNodes.NE;
    if (equality && formerValues) {
      List<AttributeValue> forms = new ArrayList<>(2);
      addStoredForms(forms, value);
      if (forms.size() > 1) {
        // The value is also stored in former forms: equal to any of them.
        return op == ConditionNodes.EQ
            ? Renamed.either(path, p -> ConditionNodes.in(p, forms))
            : Renamed.negated(path, p -> ConditionNodes.in(p, forms));
      }
    }
    if (path.former() == null) {
      return ConditionNodes.comparison(path, op, encoded);
    }
    return op == ConditionNodes.NE
        ? Renamed.negated(path, p -> ConditionNodes.comparison(p, ConditionNodes.EQ, encoded))
        : Renamed.either(path, p -> ConditionNodes.comparison(p, op, encoded));
  }

  /** Returns {@code path op other}. */
  final Condition<T> compare(String op, AttributeRef<T, V> other) {
    Objects.requireNonNull(other, "other");
    Path right = other.path();
    if (path.former() == null && right.former() == null) {
      return ConditionNodes.comparison(
          new Operand.PathOperand(path), op, new Operand.PathOperand(right));
    }
    String positive = op == ConditionNodes.NE ? ConditionNodes.EQ : op;
    Function<Path, Condition<T>> form =
        l ->
            Renamed.either(
                right,
                r ->
                    ConditionNodes.comparison(
                        new Operand.PathOperand(l), positive, new Operand.PathOperand(r)));
    return op == ConditionNodes.NE ? Renamed.negated(path, form) : Renamed.either(path, form);
  }

  /** The first former form {@code value} is stored in ({@link #addStoredForms}), else its own. */
  final AttributeValue formerOrEncoded(V value) {
    List<AttributeValue> forms = new ArrayList<>(2);
    addStoredForms(forms, value);
    return forms.get(forms.size() > 1 ? 1 : 0);
  }

  /**
   * Adds the forms {@code value} is stored in: its encoding, then, while a migration rewrites them,
   * its former ones (a renamed enum constant's former name).
   */
  private void addStoredForms(List<AttributeValue> forms, V value) {
    AttributeValue encoded = encode(value);
    if (!forms.contains(encoded)) {
      forms.add(encoded);
    }
    if (formerValues) {
      @SuppressWarnings("unchecked") // the encoder of V values: its former forms are of V values
      Expressions.FormerValues<V> of = (Expressions.FormerValues<V>) encoder;
      for (AttributeValue former : of.formerValues(value)) {
        if (!forms.contains(former)) {
          forms.add(former);
        }
      }
    }
  }

  /** Returns {@code path BETWEEN low AND high} (inclusive); refuses bounds in the wrong order. */
  final Condition<T> inRange(V low, V high) {
    AttributeValue lo = encode(low);
    AttributeValue hi = encode(high);
    // DynamoDB rejects a BETWEEN whose lower bound sorts after the upper one; say so before
    // sending.
    if (Values.sortsAfter(lo, hi)) {
      throw new IllegalArgumentException(
          "BETWEEN needs low <= high in DynamoDB's order: "
              + path
              + " BETWEEN "
              + Values.describe(lo)
              + " AND "
              + Values.describe(hi)
              + "; swap the bounds");
    }
    return Renamed.either(
        path,
        p ->
            ConditionNodes.between(
                new Operand.PathOperand(p),
                new Operand.ValueOperand(lo),
                new Operand.ValueOperand(hi)));
  }

  /**
   * Returns {@code name(path, text)} for {@code begins_with} and {@code contains} on a string:
   * prefixes and substrings are partial values, so they are sent as given, not through the encoder.
   */
  final Condition<T> textFunction(String name, String text, String what) {
    Values.requireArgument(text, name + "(" + path + ", …)", "pass " + what);
    AttributeValue argument = AttributeValue.createS(text);
    return Renamed.either(path, p -> ConditionNodes.function(name, p, argument));
  }

  /** Returns the path, as {@code address.city}. */
  @Override
  public String toString() {
    return path.toString();
  }
}
