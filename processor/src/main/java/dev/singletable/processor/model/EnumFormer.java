package dev.singletable.processor.model;

/**
 * An enum constant renamed while a migration rewrites the stored values ({@code @Formerly("SENT")
 * SHIPPED}): reads take {@code former} as {@code constant}.
 *
 * @param enumType the enum's simple name, for messages
 * @param constants every constant of the enum
 * @param origin the {@code @Formerly} on the constant
 */
public record EnumFormer(
    String former,
    String constant,
    String enumType,
    java.util.List<String> constants,
    Origin origin) {

  public EnumFormer {
    constants = java.util.List.copyOf(constants);
  }

  /** The renamed constants anywhere in a type: its own, its elements', its nested records'. */
  public static java.util.List<EnumFormer> in(ValueType type) {
    java.util.List<EnumFormer> formers = new java.util.ArrayList<>();
    collect(type, formers, 0);
    return formers;
  }

  private static void collect(ValueType type, java.util.List<EnumFormer> formers, int depth) {
    if (depth > 16) {
      return; // a nesting this deep is refused elsewhere
    }
    if (type instanceof ValueType.Scalar scalar) {
      formers.addAll(scalar.formers());
    } else if (type instanceof ValueType.ListOf list) {
      collect(list.element(), formers, depth + 1);
    } else if (type instanceof ValueType.SetOf set) {
      collect(set.element(), formers, depth + 1);
    } else if (type instanceof ValueType.MapOf map) {
      collect(map.value(), formers, depth + 1);
    } else if (type instanceof ValueType.OptionalOf optional) {
      collect(optional.value(), formers, depth + 1);
    } else if (type instanceof ValueType.Embedded embedded) {
      for (AttributeModel attribute : embedded.attributes()) {
        if (!attribute.ignored()) {
          collect(attribute.type(), formers, depth + 1);
        }
      }
    }
  }
}
