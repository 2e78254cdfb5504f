package dev.singletable.runtime.expression;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A settable reference to a Map attribute ({@code M}) with string keys: adds access to the value
 * under one key. Keys may hold any characters (dots, spaces, {@code #}...): each is sent as a name
 * placeholder.
 *
 * @param <T> the entity type the attribute belongs to
 * @param <V> the Java type of the map's values
 */
public class MapRef<T, V> extends AttributeRef<T, Map<String, V>>
    implements Settable<T, Map<String, V>> {

  private final Function<? super V, AttributeValue> valueEncoder;

  /**
   * Creates a reference to the map at {@code path} whose values are encoded by {@code
   * valueEncoder}.
   */
  public MapRef(Path path, Function<? super V, AttributeValue> valueEncoder) {
    super(path, mapEncoder(path, valueEncoder));
    this.valueEncoder = valueEncoder;
  }

  private static <V> Function<Map<String, V>, AttributeValue> mapEncoder(
      Path path, Function<? super V, AttributeValue> valueEncoder) {
    Objects.requireNonNull(valueEncoder, "valueEncoder");
    return map -> {
      Map<String, AttributeValue> encoded = new LinkedHashMap<>();
      map.forEach(
          (k, v) ->
              encoded.put(
                  k,
                  v == null
                      ? AttributeValue.fromNul(true)
                      : Values.requireValid(valueEncoder.apply(v), path + " key \"" + k + "\"")));
      return AttributeValue.fromM(encoded);
    };
  }

  /** Returns a reference to the value under {@code key} ({@code path.key}). */
  public final ValueRef<T, V> get(String key) {
    return new ValueRef<>(path().field(key), valueEncoder);
  }
}
