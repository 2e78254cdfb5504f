package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Expressions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions on an attribute renamed while a migration runs ({@link Path#formerly}): the items not
 * migrated yet hold its value under the former name, so a condition holds for an item when it holds
 * for the attribute, or, where the item has no attribute of the new name, for the former one. The
 * attribute's value is thereby the one a read maps: the new name's, else the former's. And an
 * element of a list or set whose enum constants were renamed is contained under either name.
 */
final class Renamed {

  private Renamed() {}

  /**
   * {@code form} at {@code path}; for a renamed path {@code (form(new) OR
   * (attribute_not_exists(new) AND form(former)))}. Right for every form that is false when its
   * path is absent (comparisons other than {@code <>}, {@code BETWEEN}, {@code IN}, {@code
   * begins_with}, {@code contains}, {@code attribute_type}, {@code attribute_exists}); a negated
   * form is the negation of its positive one ({@link #negated}).
   */
  static <T> Condition<T> either(Path path, Function<Path, Condition<T>> form) {
    Path former = path.former();
    if (former == null) {
      return form.apply(path);
    }
    Condition<T> before =
        new ConditionNodes.Junction<>(
            ConditionNodes.Junction.Kind.AND,
            new Condition<?>[] {
              ConditionNodes.function("attribute_not_exists", path.top(), null), form.apply(former)
            });
    return new ConditionNodes.Junction<>(
        ConditionNodes.Junction.Kind.OR, new Condition<?>[] {form.apply(path.current()), before});
  }

  /**
   * {@code NOT} of {@link #either}: for {@code <>} (true when the attribute is absent), {@code NOT
   * (a = v OR (attribute_not_exists(a) AND f = v))} holds exactly where the value read is not
   * {@code v}.
   */
  static <T> Condition<T> negated(Path path, Function<Path, Condition<T>> positive) {
    return new ConditionNodes.Negation<>(either(path, positive));
  }

  /**
   * {@code attribute_exists} of the attribute under either name; inside a renamed attribute ({@code
   * address.city}), of the path in the map a read maps.
   */
  static <T> Condition<T> exists(Path path) {
    Path former = path.former();
    if (former == null) {
      return ConditionNodes.function("attribute_exists", path, null);
    }
    if (path.depth() > 1) {
      return either(path, p -> ConditionNodes.function("attribute_exists", p, null));
    }
    return new ConditionNodes.Junction<>(
        ConditionNodes.Junction.Kind.OR,
        new Condition<?>[] {
          ConditionNodes.function("attribute_exists", path.current(), null),
          ConditionNodes.function("attribute_exists", former, null)
        });
  }

  /**
   * {@code contains(path, element)}; for an element whose encoder also knows former forms (a
   * renamed enum constant, {@code @Formerly("SENT") SHIPPED}), {@code contains} of any of them,
   * joined by OR.
   */
  @SuppressWarnings("unchecked") // the element encoder of E values: its former forms are of E
  static <T, E> Condition<T> containsAny(
      Path path, Function<? super E, AttributeValue> encoder, E element, AttributeValue encoded) {
    List<AttributeValue> formers =
        encoder instanceof Expressions.FormerValues<?> values
            ? ((Expressions.FormerValues<E>) values).formerValues(element)
            : List.of();
    if (formers.isEmpty()) {
      return ConditionNodes.function("contains", path, encoded);
    }
    List<Condition<?>> any = new ArrayList<>();
    any.add(ConditionNodes.function("contains", path, encoded));
    for (AttributeValue former : formers) {
      any.add(ConditionNodes.function("contains", path, former));
    }
    return new ConditionNodes.Junction<>(
        ConditionNodes.Junction.Kind.OR, any.toArray(new Condition<?>[0]));
  }

  /** {@code attribute_not_exists} of the attribute under both names; inside one, as above. */
  static <T> Condition<T> notExists(Path path) {
    Path former = path.former();
    if (former == null) {
      return ConditionNodes.function("attribute_not_exists", path, null);
    }
    if (path.depth() > 1) {
      return negated(path, p -> ConditionNodes.function("attribute_exists", p, null));
    }
    return new ConditionNodes.Junction<>(
        ConditionNodes.Junction.Kind.AND,
        new Condition<?>[] {
          ConditionNodes.function("attribute_not_exists", path.current(), null),
          ConditionNodes.function("attribute_not_exists", former, null)
        });
  }
}
