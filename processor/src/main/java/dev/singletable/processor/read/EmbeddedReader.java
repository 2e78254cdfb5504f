package dev.singletable.processor.read;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** Reads a nested record or class into an {@link ValueType.Embedded} value type. */
public final class EmbeddedReader {

  private final PropertiesReader properties;

  public EmbeddedReader(PropertiesReader properties) {
    this.properties = properties;
  }

  public ValueType read(TypeElement element, TypeName javaType, TypeReader types) {
    PropertiesReader.Properties read = properties.read(element, types);
    if (read.problem() != null) {
      return new ValueType.Unsupported(
          element.getSimpleName() + " cannot be stored as a nested map: " + read.problem(),
          javaType);
    }
    for (var attribute : read.attributes()) {
      if (attribute.type() instanceof ValueType.Unsupported unsupported) {
        return new ValueType.Unsupported(
            element.getSimpleName() + "." + attribute.name() + ": " + unsupported.reason(),
            javaType);
      }
    }
    return new ValueType.Embedded(
        javaType, read.construction(), read.attributes(), renames(read.attributes()));
  }

  /** The fields that declare the stored name they had: {@code @Attribute(formerly = "street")}. */
  private static List<MigrationModel.Rename> renames(List<AttributeModel> fields) {
    List<MigrationModel.Rename> renames = new ArrayList<>();
    for (AttributeModel field : fields) {
      Element element = field.origin().element();
      if (element == null) {
        continue;
      }
      Annotations.find(element, "Attribute")
          .ifPresent(
              mirror -> {
                AnnotationValue value = Annotations.explicitValue(mirror, "formerly");
                if (value != null) {
                  renames.add(
                      new MigrationModel.Rename(
                          field, (String) value.getValue(), new Origin(element, mirror, value)));
                }
              });
    }
    return renames;
  }
}
