package dev.singletable.processor.read;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerStoredType;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads {@code @Formerly} on attributes ({@code @Formerly(type = long.class) String orderNumber}):
 * the entity's own and, so that validation can refuse them, its nested records' fields.
 */
final class StoredTypeReader {

  private StoredTypeReader() {}

  static List<FormerStoredType> read(EntityModel entity) {
    List<FormerStoredType> found = new ArrayList<>();
    attributes(entity.attributes(), entity.simpleName(), true, found, 0);
    return found;
  }

  private static void attributes(
      List<AttributeModel> attributes,
      String owner,
      boolean topLevel,
      List<FormerStoredType> found,
      int depth) {
    for (AttributeModel attribute : attributes) {
      if (attribute.ignored()) {
        continue;
      }
      Element element = attribute.origin().element();
      if (element != null) {
        Annotations.find(element, "Formerly")
            .ifPresent(
                mirror -> {
                  AnnotationValue type = Annotations.explicitValue(mirror, "type");
                  TypeMirror mirrored = type == null ? null : (TypeMirror) type.getValue();
                  TypeName declared =
                      mirrored == null || mirrored.getKind() == TypeKind.VOID
                          ? null
                          : TypeName.get(mirrored);
                  found.add(
                      new FormerStoredType(
                          attribute,
                          owner,
                          topLevel,
                          declared,
                          Annotations.string(mirror, "value"),
                          new Origin(element, mirror, type)));
                });
      }
      nested(attribute.type(), found, depth);
    }
  }

  private static void nested(ValueType type, List<FormerStoredType> found, int depth) {
    if (depth > 16) {
      return; // a nesting this deep is refused elsewhere
    }
    if (type instanceof ValueType.Embedded embedded) {
      String owner = embedded.javaType().toString();
      attributes(
          embedded.attributes(),
          owner.substring(owner.lastIndexOf('.') + 1),
          false,
          found,
          depth + 1);
    } else if (type instanceof ValueType.ListOf list) {
      nested(list.element(), found, depth + 1);
    } else if (type instanceof ValueType.SetOf set) {
      nested(set.element(), found, depth + 1);
    } else if (type instanceof ValueType.MapOf map) {
      nested(map.value(), found, depth + 1);
    } else if (type instanceof ValueType.OptionalOf optional) {
      nested(optional.value(), found, depth + 1);
    }
  }
}
