package dev.singletable.runtime.expression;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to a List attribute ({@code L}): adds appending, prepending, element access
 * and {@code contains}. Whole lists are encoded element by element, null elements as {@code NULL}.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <E> the Java type of the list's elements
 */
public class ListRef<T, E> extends AttributeRef<T, List<E>> implements Settable<T, List<E>> {

  private static final AttributeValue EMPTY_LIST = AttributeValue.createL(List.of());

  private final Function<? super E, AttributeValue> elementEncoder;

  /**
   * Creates a reference to the list at {@code path} whose elements are encoded by {@code
   * elementEncoder}.
   */
  public ListRef(Path path, Function<? super E, AttributeValue> elementEncoder) {
    super(path, listEncoder(path, elementEncoder));
    this.elementEncoder = elementEncoder;
  }

  private static <E> Function<List<E>, AttributeValue> listEncoder(
      Path path, Function<? super E, AttributeValue> elementEncoder) {
    Objects.requireNonNull(elementEncoder, "elementEncoder");
    return new ListEncoder<>(path, elementEncoder);
  }

  /** Encodes a whole list element by element; a class rather than a lambda (cold start). */
  private static final class ListEncoder<E> implements Function<List<E>, AttributeValue> {
    private final Path path;
    private final Function<? super E, AttributeValue> elementEncoder;

    ListEncoder(Path path, Function<? super E, AttributeValue> elementEncoder) {
      this.path = path;
      this.elementEncoder = elementEncoder;
    }

    @Override
    public AttributeValue apply(List<E> list) {
      return AttributeValue.createL(Values.encodeElements(list, elementEncoder, path));
    }
  }

  /**
   * Returns {@code SET path = list_append(path, elements)}; fails in DynamoDB when the list is
   * absent.
   */
  public final UpdateAction<T> append(List<? extends E> elements) {
    return UpdateAction.listAppend(path(), encodeElements(elements), false, false);
  }

  /**
   * Returns {@code SET path = list_append(elements, path)}; fails in DynamoDB when the list is
   * absent.
   */
  public final UpdateAction<T> prepend(List<? extends E> elements) {
    return UpdateAction.listAppend(path(), encodeElements(elements), true, false);
  }

  /**
   * Returns {@code SET path = list_append(if_not_exists(path, []), elements)}: appends, creating
   * the list.
   */
  public final UpdateAction<T> appendOrCreate(List<? extends E> elements) {
    return UpdateAction.listAppend(path(), encodeElements(elements), false, true);
  }

  /**
   * Returns {@code SET path = list_append(elements, if_not_exists(path, []))}: prepends, creating
   * the list.
   */
  public final UpdateAction<T> prependOrCreate(List<? extends E> elements) {
    return UpdateAction.listAppend(path(), encodeElements(elements), true, true);
  }

  /**
   * Returns {@code contains(path, element)}: the list holds an element equal to {@code element}.
   */
  public final Condition<T> contains(E element) {
    Values.requireArgument(
        element,
        "contains(" + path() + ", …)",
        "test for a NULL element with a reference whose encoder yields"
            + " AttributeValue.fromNul(true)");
    AttributeValue encoded = Values.requireValid(elementEncoder.apply(element), path());
    return Renamed.either(path(), p -> Renamed.containsAny(p, elementEncoder, element, encoded));
  }

  /** Returns a reference to element {@code i} ({@code path[i]}), to compare, set or remove it. */
  public final ValueRef<T, E> element(int i) {
    return new ValueRef<>(path().index(i), elementEncoder);
  }

  /** The empty list used by the {@code OrCreate} actions (package-private for rendering). */
  static AttributeValue emptyList() {
    return EMPTY_LIST;
  }

  private AttributeValue encodeElements(List<? extends E> elements) {
    Values.requireArgument(
        elements, "list_append on " + path(), "pass an empty list, or skip the action");
    return AttributeValue.fromL(Values.encodeElements(elements, elementEncoder, path()));
  }
}
