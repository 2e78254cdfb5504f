package dev.singletable.runtime.expression;

import java.util.Collections;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to a set attribute ({@code SS}, {@code NS} or {@code BS}): adds {@code ADD}
 * and {@code DELETE} of elements and element {@code contains}. The elements are a {@link Set}, as
 * the attribute is, and are checked as a put checks the attribute: DynamoDB sets are never empty
 * and never hold null or duplicates (numbers that are equal, such as 1 and 1.0, are one element),
 * so those are refused with an {@link IllegalArgumentException} before anything is sent.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <E> the Java type of the set's elements
 */
public class SetRef<T, E> extends AttributeRef<T, Set<E>> implements Settable<T, Set<E>> {

  private final Function<? super Set<E>, AttributeValue> setEncoder;
  private final Function<? super E, AttributeValue> elementEncoder;

  /**
   * Creates a reference to the set at {@code path}; {@code setEncoder} encodes whole sets and
   * {@code elementEncoder} single elements ({@code S}, {@code N} or {@code B}).
   */
  public SetRef(
      Path path,
      Function<? super Set<E>, AttributeValue> setEncoder,
      Function<? super E, AttributeValue> elementEncoder) {
    super(path, setEncoder);
    this.setEncoder = setEncoder;
    this.elementEncoder = Objects.requireNonNull(elementEncoder, "elementEncoder");
  }

  /** Returns {@code ADD path elements}: adds the elements, creating the set when absent. */
  public final UpdateAction<T> add(Set<? extends E> elements) {
    refuseWhileRenamed("add", "ADD adds to");
    return UpdateAction.ClauseValue.add(path(), encodeElements("ADD", elements));
  }

  /**
   * Returns {@code DELETE path elements}: removes the elements (DynamoDB drops a set left empty).
   */
  public final UpdateAction<T> delete(Set<? extends E> elements) {
    refuseWhileRenamed("delete", "DELETE deletes from");
    return UpdateAction.ClauseValue.delete(path(), encodeElements("DELETE", elements));
  }

  /** Returns {@code contains(path, element)}: the set holds {@code element}. */
  public final Condition<T> contains(E element) {
    Values.requireArgument(element, "contains(" + path() + ", …)", "sets never hold null");
    AttributeValue encoded = Values.requireValid(elementEncoder.apply(element), path());
    return Renamed.either(path(), p -> Renamed.containsAny(p, elementEncoder, element, encoded));
  }

  /**
   * ADD and DELETE of set elements read only their own path, and SET has no set union or
   * difference, so no update can both change the set an item not migrated yet holds under the
   * former name and move it: refused before sending.
   */
  private void refuseWhileRenamed(String method, String action) {
    Path former = path().depth() == 1 ? path().former() : null;
    if (former != null) {
      throw new IllegalArgumentException(
          method
              + "(...) cannot update "
              + path()
              + " while it is renamed from "
              + former
              + " (formerly): "
              + action
              + " the set under the new name only, and no update expression can read the"
              + " former one into a set; run the migration job of the rename first, or set(...)"
              + " the whole set");
    }
  }

  private AttributeValue encodeElements(String action, Set<? extends E> elements) {
    Values.requireArgument(elements, action + " " + path(), "pass at least one element");
    if (elements.isEmpty()) {
      throw new IllegalArgumentException(
          "DynamoDB sets must not be empty: "
              + action
              + " "
              + path()
              + " got no elements; "
              + "skip the action when there is nothing to "
              + action.toLowerCase(Locale.ROOT));
    }
    if (elements.stream().anyMatch(Objects::isNull)) {
      throw new IllegalArgumentException(
          "DynamoDB sets never hold null: "
              + action
              + " "
              + path()
              + " got a null element; "
              + "drop the null elements");
    }
    return Values.requireValid(setEncoder.apply(Collections.unmodifiableSet(elements)), path());
  }
}
