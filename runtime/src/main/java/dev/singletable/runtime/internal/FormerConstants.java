package dev.singletable.runtime.internal;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An enum's codec while constants are renamed ({@code @Formerly("SENT") SHIPPED}): a stored former
 * name reads as its constant, everything else as the enum's own codec reads and writes it.
 *
 * @param formers each former name to the name of the constant it reads as
 */
record FormerConstants<E extends Enum<E>>(
    Codec<E> codec, Class<E> type, Map<String, String> formers) implements Codec<E> {

  FormerConstants {
    formers = Map.copyOf(formers);
  }

  @Override
  public Site site() {
    return codec.site();
  }

  @Override
  public AttributeValue apply(E value) {
    return codec.apply(value);
  }

  @Override
  public E decode(AttributeValue value) {
    String constant = value.s() == null ? null : formers.get(value.s());
    return constant == null ? codec.decode(value) : Enum.valueOf(type, constant);
  }

  @Override
  public Codec<E> storedAs(String name) {
    return new FormerConstants<>(codec.storedAs(name), type, formers);
  }
}
