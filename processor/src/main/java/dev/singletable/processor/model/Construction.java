package dev.singletable.processor.model;

import java.util.List;

/**
 * How generated code builds an instance when reading an item.
 *
 * @param style record canonical constructor, a class constructor, or a static builder
 * @param parameters for {@link Style#RECORD} and {@link Style#CONSTRUCTOR}: the Java names of the
 *     attributes in constructor parameter order
 * @param builderMethod for {@link Style#BUILDER}: the static method returning the builder
 * @param buildMethod for {@link Style#BUILDER}: the method that builds the instance
 */
public record Construction(
    Style style, List<String> parameters, String builderMethod, String buildMethod) {

  /** The three supported ways. */
  public enum Style {
    RECORD,
    CONSTRUCTOR,
    BUILDER
  }

  public static Construction record(List<String> components) {
    return new Construction(Style.RECORD, List.copyOf(components), null, null);
  }

  public static Construction constructor(List<String> parameters) {
    return new Construction(Style.CONSTRUCTOR, List.copyOf(parameters), null, null);
  }

  public static Construction builder(String builderMethod, String buildMethod) {
    return new Construction(Style.BUILDER, List.of(), builderMethod, buildMethod);
  }

  /** No usable way was found; the validator reports {@code problem} on the type. */
  public static Construction none() {
    return new Construction(null, List.of(), null, null);
  }

  public boolean isUsable() {
    return style != null;
  }
}
