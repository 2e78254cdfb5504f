package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.List;

/**
 * One attribute in a key and how its value is encoded there: {@code KeyEncoding.<encoding>(ENTITY,
 * "<name>", ['<delimiter>',] value [, arguments...])}.
 *
 * @param encoding the {@code KeyEncoding} method, such as {@code string} or {@code instant}
 * @param delimited whether the method takes the table's delimiter (to refuse values holding it)
 * @param requireKey whether a boxed value must be checked for null before it is unboxed
 * @param arguments the trailing arguments: declared digits or fraction digits
 */
public record KeyComponent(
    AttributeModel attribute,
    String encoding,
    boolean delimited,
    boolean requireKey,
    List<Integer> arguments) {

  public KeyComponent {
    arguments = List.copyOf(arguments);
  }

  public String name() {
    return attribute.name();
  }
}
