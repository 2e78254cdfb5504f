package dev.singletable.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * A converter declared on a table with {@code @Table(converters = ...)}: which type it converts, to
 * which stored scalar, and how generated code reaches its one instance.
 *
 * @param valueType the application type {@code T}, or {@code null} when it could not be read
 * @param valueTypeName the qualified name of {@code T}, which attributes are matched by
 * @param storedKind the kind of the stored type {@code S}, or {@code null} when it is not a scalar
 * @param conversion the conversion attributes of type {@code T} get
 * @param origin the {@code converters} value naming the class
 * @param problem why the converter cannot be used, or {@code null} when it can
 */
public record ConverterModel(
    TypeName valueType,
    String valueTypeName,
    ScalarKind storedKind,
    Conversion.Converter conversion,
    Origin origin,
    String problem) {

  public boolean usable() {
    return problem == null;
  }
}
