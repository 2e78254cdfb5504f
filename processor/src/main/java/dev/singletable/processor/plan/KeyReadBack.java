package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Conversion;
import java.util.List;
import java.util.Optional;

/**
 * How an entity's typed primary key is read back from its table key attributes alone: what a stream
 * record that carries only keys and an item of an index that projects only some attributes give.
 * One decoder serves both, so that a key is read back the same way wherever it is: the key's {@code
 * Keys.Attribute} constants match the patterns, each component's {@code Keys.Part} decodes it.
 *
 * @param key the key record, {@code OrderKey}
 * @param simpleName the entity's simple name, for Javadoc
 * @param partitionPattern the {@code @KeyPattern} partition key, as written
 * @param partitionKey the key record's constant of the partition key
 * @param sortKey the key record's constant of the sort key, for a table with a sort key
 * @param components the key record's components, in its constructor's order
 */
public record KeyReadBack(
    ClassName key,
    String simpleName,
    String partitionPattern,
    String partitionKey,
    Optional<String> sortKey,
    List<KeyDecoder> components) {

  public KeyReadBack {
    components = List.copyOf(components);
  }

  /** The read-back of {@code primary}, the key of {@code key}'s entity. */
  static KeyReadBack of(ClassName key, String simpleName, PrimaryKeyPlan primary) {
    return new KeyReadBack(
        key,
        simpleName,
        primary.partition().source(),
        primary.partition().descriptor(),
        primary.sort().map(KeyTemplate::descriptor),
        primary.components().stream().map(KeyReadBack::decoder).toList());
  }

  /**
   * How a key component is read back from its encoded text: its part's {@code decode}, then the
   * conversion of a value type or converted type.
   *
   * @param name the component (and placeholder) name
   * @param constant the key record's part constant
   * @param text whether the stored value is the key text itself (a string), which needs no decoding
   * @param conversion how the stored value becomes the attribute's value; otherwise {@code null}
   * @param javaType the attribute's Java type, without annotations
   */
  public record KeyDecoder(
      String name, String constant, boolean text, Conversion conversion, TypeName javaType) {}

  static KeyDecoder decoder(KeyComponent component) {
    return new KeyDecoder(
        component.name(),
        component.constant(),
        component.factory().equals("string"),
        component.attribute().conversion(),
        component.attribute().type().javaType().withoutAnnotations());
  }
}
