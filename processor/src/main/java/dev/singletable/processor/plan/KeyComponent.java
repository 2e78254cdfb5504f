package dev.singletable.processor.plan;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import java.util.List;

/**
 * One attribute in a key and its encoding: a {@code Keys.Part} constant of the key record, {@code
 * static final Keys.Part<Instant> PLACED_AT = Keys.instant(ENTITY, "placedAt", 3)}, that every key
 * holding the attribute encodes it with.
 *
 * @param factory the {@code Keys} factory, such as {@code string} or {@code instant}
 * @param delimited whether the factory takes the table's delimiter (to refuse values holding it)
 * @param arguments the factory's trailing numbers: declared digits or fraction digits
 * @param enumType whether the factory also takes the stored type's class (an enum, to decode)
 * @param constant the constant of the key record holding the part
 * @param storedType the type the part encodes: the attribute's boxed type, or the stored type of a
 *     value type or converted type
 */
public record KeyComponent(
    AttributeModel attribute,
    String factory,
    boolean delimited,
    List<Integer> arguments,
    boolean enumType,
    String constant,
    TypeName storedType) {

  public KeyComponent {
    arguments = List.copyOf(arguments);
  }

  public String name() {
    return attribute.name();
  }
}
