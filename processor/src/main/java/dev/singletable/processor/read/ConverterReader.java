package dev.singletable.processor.read;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.ConverterModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Reads the converters a table declares: each class's {@code AttributeConverter<T, S>} type
 * arguments, whether generated code can make it with {@code new}, and whether {@code S} is a scalar
 * DynamoDB stores.
 */
public final class ConverterReader {

  /** The runtime interface; the processor does not depend on the runtime, so it is named here. */
  static final String INTERFACE = "dev.singletable.runtime.AttributeConverter";

  private final Types types;

  public ConverterReader(Types types) {
    this.types = types;
  }

  public List<ConverterModel> read(TableModel table, TypeElement element, AnnotationMirror mirror) {
    List<ConverterModel> converters = new ArrayList<>();
    Set<String> converted = new HashSet<>();
    Origin origin = Origin.of(element, mirror);
    TypeReader scalars = new TypeReader(null);
    for (AnnotationValue value :
        Annotations.asList(Annotations.explicitValue(mirror, "converters"))) {
      ConverterModel converter =
          read(table, (TypeMirror) value.getValue(), origin.withValue(value), scalars);
      if (converter.usable() && !converted.add(converter.valueTypeName())) {
        converter =
            withProblem(
                converter,
                "another converter of the table already converts "
                    + converter.valueTypeName()
                    + "; declare one converter per type");
      }
      converters.add(converter);
    }
    return List.copyOf(distinctFields(converters));
  }

  // Two converters of one simple name (from different packages) would declare one constant twice
  // in the generated holder; the second and later are named after their qualified name instead.
  private static List<ConverterModel> distinctFields(List<ConverterModel> converters) {
    Set<String> fields = new HashSet<>();
    List<ConverterModel> distinct = new ArrayList<>();
    for (ConverterModel model : converters) {
      Conversion.Converter converter = model.conversion();
      if (converter != null && !fields.add(converter.field())) {
        ClassName type = converter.converter();
        String field =
            type.packageName().replace('.', '_').toUpperCase(Locale.ROOT)
                + "_"
                + Names.constant(String.join("", type.simpleNames()));
        fields.add(field);
        model =
            new ConverterModel(
                model.valueType(),
                model.valueTypeName(),
                model.storedKind(),
                new Conversion.Converter(
                    converter.converter(), converter.storedType(), converter.holder(), field),
                model.origin(),
                model.problem());
      }
      distinct.add(model);
    }
    return distinct;
  }

  private ConverterModel read(
      TableModel table, TypeMirror type, Origin origin, TypeReader scalars) {
    TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
    ClassName converter = ClassName.get(element);
    Conversion.Converter unresolved =
        new Conversion.Converter(converter, ClassName.OBJECT, holder(table), field(element));
    List<? extends TypeMirror> arguments = converterArguments(type);
    if (arguments == null) {
      return new ConverterModel(
          null,
          "",
          null,
          unresolved,
          origin,
          "it does not implement " + INTERFACE + "<T, S> with T and S given");
    }
    TypeMirror valueType = arguments.get(0);
    TypeMirror storedType = arguments.get(1);
    String valueTypeName =
        valueType instanceof DeclaredType declared
            ? ((TypeElement) declared.asElement()).getQualifiedName().toString()
            : valueType.toString();
    ValueType stored = scalars.read(storedType);
    Conversion.Converter conversion =
        new Conversion.Converter(
            converter,
            stored instanceof ValueType.Scalar scalar
                ? scalar.javaType()
                : TypeName.get(storedType),
            holder(table),
            field(element));
    String problem = constructionProblem(element);
    ScalarKind kind = null;
    if (valueType.getKind() != TypeKind.DECLARED
        || !((DeclaredType) valueType).getTypeArguments().isEmpty()) {
      problem = "its type T (" + valueType + ") must be a class without type arguments";
    } else if (stored instanceof ValueType.Scalar scalar && scalar.conversion() == null) {
      kind = scalar.kind();
    } else {
      problem =
          "its stored type S ("
              + storedType
              + ") is not a scalar DynamoDB stores: use String, a number, Boolean, BigDecimal,"
              + " BigInteger, Instant, LocalDate, LocalDateTime, UUID, an enum, byte[] or"
              + " SdkBytes";
    }
    return new ConverterModel(
        TypeName.get(valueType), valueTypeName, kind, conversion, origin, problem);
  }

  /** Why {@code new Converter()} would not compile in generated code, or {@code null}. */
  private static String constructionProblem(TypeElement element) {
    if (element.getKind() != ElementKind.CLASS
        || element.getModifiers().contains(Modifier.ABSTRACT)) {
      return "it must be a concrete class, which generated code makes with new";
    }
    if (!element.getModifiers().contains(Modifier.PUBLIC)
        || (element.getNestingKind() == NestingKind.MEMBER
            && !element.getModifiers().contains(Modifier.STATIC))
        || element.getNestingKind() == NestingKind.LOCAL
        || element.getNestingKind() == NestingKind.ANONYMOUS) {
      return "it must be public and top-level or static nested, so that generated code can make it";
    }
    for (ExecutableElement constructor :
        ElementFilter.constructorsIn(element.getEnclosedElements())) {
      if (constructor.getParameters().isEmpty()
          && constructor.getModifiers().contains(Modifier.PUBLIC)) {
        return null;
      }
    }
    return "it needs a public constructor without parameters, which generated code calls once";
  }

  /** T and S of the {@code AttributeConverter<T, S>} the type implements, or {@code null}. */
  private List<? extends TypeMirror> converterArguments(TypeMirror type) {
    for (TypeMirror supertype : types.directSupertypes(type)) {
      if (supertype instanceof DeclaredType declared
          && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals(INTERFACE)) {
        List<? extends TypeMirror> arguments = declared.getTypeArguments();
        return arguments.size() == 2
                && arguments.stream().noneMatch(a -> a.getKind() == TypeKind.TYPEVAR)
            ? arguments
            : null;
      }
      List<? extends TypeMirror> inherited = converterArguments(supertype);
      if (inherited != null) {
        return inherited;
      }
    }
    return null;
  }

  private static ClassName holder(TableModel table) {
    return Names.converters(table);
  }

  private static String field(TypeElement element) {
    return Names.constant(element.getSimpleName().toString());
  }

  private static ConverterModel withProblem(ConverterModel converter, String problem) {
    return new ConverterModel(
        converter.valueType(),
        converter.valueTypeName(),
        converter.storedKind(),
        converter.conversion(),
        converter.origin(),
        problem);
  }
}
