package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.Names;
import java.util.List;
import java.util.Optional;

/**
 * How an entity's typed primary key is read back from its table key attributes alone: what a stream
 * record that carries only keys and an item of an index that projects only some attributes give.
 * One decoder serves both, so that a key is read back the same way wherever it is.
 *
 * @param key the key record, {@code OrderKey}
 * @param simpleName the entity's simple name, for Javadoc
 * @param partitionKey the table's partition key attribute
 * @param partitionPattern the {@code @KeyPattern} partition key, as written
 * @param sortKey the table's sort key attribute, for a table with a sort key
 * @param sortPattern the sort key pattern, as written, for a table with a sort key
 * @param components the key record's components, in its constructor's order
 */
public record KeyReadBack(
    ClassName key,
    String simpleName,
    char delimiter,
    String partitionKey,
    String partitionPattern,
    Optional<String> sortKey,
    Optional<String> sortPattern,
    List<KeyDecoder> components) {

  public KeyReadBack {
    components = List.copyOf(components);
  }

  /** The read-back of {@code primary}, the key of {@code key}'s entity. */
  static KeyReadBack of(
      ClassName key,
      String simpleName,
      char delimiter,
      String partitionKey,
      Optional<String> sortKey,
      PrimaryKeyPlan primary) {
    return new KeyReadBack(
        key,
        simpleName,
        delimiter,
        partitionKey,
        primary.partition().source(),
        sortKey,
        primary.sort().map(KeyTemplate::source),
        primary.components().stream().map(KeyReadBack::decoder).toList());
  }

  /**
   * How a key component is read back from its encoded text.
   *
   * @param name the component (and placeholder) name
   * @param type the Java type of the stored component, without annotations
   * @param decoding how the text becomes the value
   * @param method for {@link Decoding#KEY_ENCODING}, the {@code KeyEncoding} decoder, such as
   *     {@code decodeInstant}
   * @param arguments its trailing arguments: declared digits or fraction digits
   * @param conversion for a value type or converted type, how the stored value becomes the
   *     attribute's value; otherwise {@code null}
   * @param javaType the attribute's Java type, without annotations
   */
  public record KeyDecoder(
      String name,
      TypeName type,
      Decoding decoding,
      String method,
      List<Integer> arguments,
      Conversion conversion,
      TypeName javaType) {

    public KeyDecoder {
      arguments = List.copyOf(arguments);
    }
  }

  /** The ways a key component's text becomes its value. */
  public enum Decoding {
    /** A string is stored as itself. */
    TEXT,
    /** An enum is stored by name: {@code Status.valueOf(text)}. */
    ENUM_NAME,
    /** Any other type has a {@code KeyEncoding} decoder. */
    KEY_ENCODING
  }

  /** The inverse of the component's {@code KeyEncoding} encoder. */
  private static KeyDecoder decoder(KeyComponent component) {
    TypeName javaType = component.attribute().type().javaType().withoutAnnotations();
    Conversion conversion = component.attribute().conversion();
    TypeName type = conversion == null ? javaType : conversion.storedType().withoutAnnotations();
    return switch (component.encoding()) {
      case "string" ->
          new KeyDecoder(
              component.name(), type, Decoding.TEXT, null, List.of(), conversion, javaType);
      case "enumName" ->
          new KeyDecoder(
              component.name(), type, Decoding.ENUM_NAME, null, List.of(), conversion, javaType);
      default ->
          new KeyDecoder(
              component.name(),
              type,
              Decoding.KEY_ENCODING,
              "decode" + Names.upperFirst(component.encoding()),
              component.arguments(),
              conversion,
              javaType);
    };
  }
}
