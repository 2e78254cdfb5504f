package dev.singletable.runtime.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An enum's codec while constants are renamed ({@code @Formerly("SENT") SHIPPED}): a stored former
 * name reads as its constant, everything else as the enum's own codec reads and writes it; the
 * conditions of its references compare a constant with its former names too.
 *
 * @param formers each former name to the name of the constant it reads as
 */
record FormerConstants<E extends Enum<E>>(
    Codec<E> codec, Class<E> type, Map<String, String> formers)
    implements Codec<E>, Expressions.FormerValues<E> {

  FormerConstants {
    formers = Map.copyOf(formers);
  }

  /** The former names of {@code value}'s constant, as stored: conditions match them too. */
  @Override
  public List<AttributeValue> formerValues(E value) {
    List<AttributeValue> stored = new ArrayList<>(1);
    formers.forEach(
        (former, constant) -> {
          if (constant.equals(value.name())) {
            stored.add(AttributeValue.fromS(former));
          }
        });
    return stored;
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
