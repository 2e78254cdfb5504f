package dev.singletable.processor.read;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.ConverterModel;
import dev.singletable.processor.model.EnumFormer;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Decides how a Java type is stored: a scalar, a list, set or map of storable values, an optional,
 * or an embedded record/class. Anything else becomes {@link ValueType.Unsupported} with the reason,
 * for the validator to report.
 */
public final class TypeReader {

  /** Listed in the diagnostic for unsupported types. */
  private static final Map<String, ScalarKind> DECLARED_SCALARS =
      Map.ofEntries(
          Map.entry("java.lang.String", ScalarKind.STRING),
          Map.entry("java.lang.Boolean", ScalarKind.BOOLEAN),
          Map.entry("java.lang.Byte", ScalarKind.BYTE),
          Map.entry("java.lang.Short", ScalarKind.SHORT),
          Map.entry("java.lang.Integer", ScalarKind.INT),
          Map.entry("java.lang.Long", ScalarKind.LONG),
          Map.entry("java.lang.Float", ScalarKind.FLOAT),
          Map.entry("java.lang.Double", ScalarKind.DOUBLE),
          Map.entry("java.math.BigDecimal", ScalarKind.BIG_DECIMAL),
          Map.entry("java.math.BigInteger", ScalarKind.BIG_INTEGER),
          Map.entry("java.time.Instant", ScalarKind.INSTANT),
          Map.entry("java.time.LocalDate", ScalarKind.LOCAL_DATE),
          Map.entry("java.time.LocalDateTime", ScalarKind.LOCAL_DATE_TIME),
          Map.entry("java.util.UUID", ScalarKind.UUID),
          Map.entry("software.amazon.awssdk.core.SdkBytes", ScalarKind.SDK_BYTES));

  private final EmbeddedReader embeddedReader;
  private final Map<String, ConverterModel> converters = new HashMap<>();
  private final Deque<String> embedding = new ArrayDeque<>();

  /**
   * The nested types read so far: a type used by several attributes (a record with two fields of
   * one nested type, at every level) is read once, so reading stays linear in the types declared.
   */
  private final Map<TypeName, ValueType.Embedded> embedded = new HashMap<>();

  /**
   * @param embeddedReader reads nested types; {@code null} to read scalars only (nested types are
   *     then unsupported)
   */
  public TypeReader(EmbeddedReader embeddedReader) {
    this.embeddedReader = embeddedReader;
  }

  /** A reader that stores the types of the table's usable converters through them. */
  public TypeReader(EmbeddedReader embeddedReader, List<ConverterModel> declared) {
    this(embeddedReader);
    for (ConverterModel converter : declared) {
      if (converter.usable()) {
        converters.put(converter.valueTypeName(), converter);
      }
    }
  }

  public ValueType read(TypeMirror type) {
    TypeName javaType = TypeName.get(type);
    switch (type.getKind()) {
      case BOOLEAN:
        return new ValueType.Scalar(ScalarKind.BOOLEAN, javaType);
      case BYTE:
        return new ValueType.Scalar(ScalarKind.BYTE, javaType);
      case SHORT:
        return new ValueType.Scalar(ScalarKind.SHORT, javaType);
      case INT:
        return new ValueType.Scalar(ScalarKind.INT, javaType);
      case LONG:
        return new ValueType.Scalar(ScalarKind.LONG, javaType);
      case FLOAT:
        return new ValueType.Scalar(ScalarKind.FLOAT, javaType);
      case DOUBLE:
        return new ValueType.Scalar(ScalarKind.DOUBLE, javaType);
      case ARRAY:
        if (((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
          return new ValueType.Scalar(ScalarKind.BYTES, javaType);
        }
        return new ValueType.Unsupported(
            "arrays other than byte[] are not supported; use List<T>", javaType);
      case DECLARED:
        return readDeclared((DeclaredType) type, javaType);
      default:
        return new ValueType.Unsupported(type + " cannot be stored", javaType);
    }
  }

  private ValueType readDeclared(DeclaredType type, TypeName javaType) {
    TypeElement element = (TypeElement) type.asElement();
    String name = element.getQualifiedName().toString();
    ConverterModel converter = converters.get(name);
    if (converter != null) {
      return new ValueType.Scalar(converter.storedKind(), javaType, converter.conversion());
    }
    ScalarKind scalar = DECLARED_SCALARS.get(name);
    if (scalar != null) {
      return new ValueType.Scalar(scalar, javaType);
    }
    if (element.getKind() == ElementKind.ENUM) {
      return new ValueType.Scalar(ScalarKind.ENUM, javaType, null, formers(element));
    }
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    switch (name) {
      case "java.util.List":
        return arguments.size() == 1 ? listOf(read(arguments.get(0)), javaType) : raw(javaType);
      case "java.util.Set":
        return arguments.size() == 1 ? setOf(read(arguments.get(0)), javaType) : raw(javaType);
      case "java.util.Map":
        return arguments.size() == 2 ? mapOf(arguments, javaType) : raw(javaType);
      case "java.util.Optional":
        return arguments.size() == 1 ? optionalOf(read(arguments.get(0)), javaType) : raw(javaType);
      default:
        break;
    }
    if (name.startsWith("java.") || name.startsWith("javax.")) {
      return new ValueType.Unsupported(name + " is not a supported attribute type", javaType);
    }
    if (element.getKind() == ElementKind.RECORD && element.getRecordComponents().size() == 1) {
      ValueType valueType = valueType(element, javaType);
      if (valueType != null) {
        return valueType;
      }
    }
    if (embedding.contains(name)) {
      return new ValueType.Unsupported(
          name + " contains itself; recursive nested types cannot be stored", javaType);
    }
    if (embeddedReader == null) {
      return new ValueType.Unsupported(name + " is not a scalar type", javaType);
    }
    ValueType.Embedded known = embedded.get(javaType);
    if (known != null) {
      return known;
    }
    embedding.push(name);
    try {
      ValueType read = embeddedReader.read(element, javaType, this);
      if (read instanceof ValueType.Embedded nested) {
        embedded.put(javaType, nested);
      }
      return read;
    } finally {
      embedding.pop();
    }
  }

  /**
   * A record of one scalar component is a value type, stored as its component; {@code null} when
   * the component is a collection or a nested type, or carries a Singletable annotation (such as
   * {@code @Attribute(name = ...)}, which names it inside a map), which keeps the record a nested
   * map.
   */
  private ValueType valueType(TypeElement element, TypeName javaType) {
    RecordComponentElement component = element.getRecordComponents().get(0);
    boolean annotated =
        component.getAnnotationMirrors().stream()
            .anyMatch(m -> m.getAnnotationType().toString().startsWith(Annotations.PACKAGE + "."));
    if (annotated) {
      return null;
    }
    ValueType inner = read(component.asType());
    if (inner instanceof ValueType.Unsupported unsupported) {
      return new ValueType.Unsupported(
          element.getSimpleName()
              + " is a value type stored as its component "
              + component.getSimpleName()
              + ", whose type is not supported: "
              + unsupported.reason(),
          javaType);
    }
    if (!(inner instanceof ValueType.Scalar scalar) || scalar.conversion() != null) {
      return null;
    }
    return new ValueType.Scalar(
        scalar.kind(),
        javaType,
        new Conversion.Component(
            component.getAccessor().getSimpleName().toString(), scalar.javaType()));
  }

  private static ValueType raw(TypeName javaType) {
    return new ValueType.Unsupported(
        "raw collection types are not supported; add type arguments", javaType);
  }

  private static ValueType listOf(ValueType element, TypeName javaType) {
    if (element instanceof ValueType.Unsupported unsupported) {
      return new ValueType.Unsupported("list element: " + unsupported.reason(), javaType);
    }
    if (element instanceof ValueType.OptionalOf) {
      return new ValueType.Unsupported(
          "lists of Optional are not supported; use nullable elements", javaType);
    }
    return new ValueType.ListOf(element, javaType);
  }

  private static ValueType setOf(ValueType element, TypeName javaType) {
    if (element instanceof ValueType.Scalar scalar && scalar.conversion() != null) {
      return new ValueType.Unsupported(
          "sets of value types or converted types are not supported; use a List", javaType);
    }
    if (element instanceof ValueType.Scalar scalar
        && (scalar.kind() == ScalarKind.STRING
            || (scalar.kind().isNumber())
            || scalar.kind() == ScalarKind.BYTES
            || scalar.kind() == ScalarKind.SDK_BYTES)) {
      return new ValueType.SetOf(element, javaType);
    }
    return new ValueType.Unsupported(
        "sets must hold String, numbers, byte[] or SdkBytes (stored as SS, NS or BS); use a List"
            + " for other elements",
        javaType);
  }

  private ValueType mapOf(List<? extends TypeMirror> arguments, TypeName javaType) {
    if (!TypeName.get(arguments.get(0)).toString().equals("java.lang.String")) {
      return new ValueType.Unsupported("map keys must be String", javaType);
    }
    ValueType value = read(arguments.get(1));
    if (value instanceof ValueType.Unsupported unsupported) {
      return new ValueType.Unsupported("map value: " + unsupported.reason(), javaType);
    }
    if (value instanceof ValueType.OptionalOf) {
      return new ValueType.Unsupported(
          "maps of Optional are not supported; use nullable values", javaType);
    }
    return new ValueType.MapOf(value, javaType);
  }

  private static ValueType optionalOf(ValueType value, TypeName javaType) {
    if (value instanceof ValueType.Unsupported unsupported) {
      return new ValueType.Unsupported("optional value: " + unsupported.reason(), javaType);
    }
    if (value instanceof ValueType.OptionalOf) {
      return new ValueType.Unsupported("Optional<Optional<T>> is not supported", javaType);
    }
    return new ValueType.OptionalOf(value, javaType);
  }

  /** The constants of an enum that declare the name they were stored under ({@code @Formerly}). */
  private static List<EnumFormer> formers(TypeElement enumType) {
    List<EnumFormer> formers = new java.util.ArrayList<>();
    List<String> constants = new java.util.ArrayList<>();
    for (Element member : enumType.getEnclosedElements()) {
      if (member.getKind() == ElementKind.ENUM_CONSTANT) {
        constants.add(member.getSimpleName().toString());
      }
    }
    for (Element member : enumType.getEnclosedElements()) {
      if (member.getKind() != ElementKind.ENUM_CONSTANT) {
        continue;
      }
      Annotations.find(member, "Formerly")
          .ifPresent(
              mirror ->
                  formers.add(
                      new EnumFormer(
                          Annotations.string(mirror, "value"),
                          member.getSimpleName().toString(),
                          enumType.getSimpleName().toString(),
                          constants,
                          new Origin(member, mirror, Annotations.explicitValue(mirror, "value")))));
    }
    return formers;
  }
}
