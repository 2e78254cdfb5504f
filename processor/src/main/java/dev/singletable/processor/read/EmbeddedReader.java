package dev.singletable.processor.read;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.ValueType;
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
    return new ValueType.Embedded(javaType, read.construction(), read.attributes());
  }
}
