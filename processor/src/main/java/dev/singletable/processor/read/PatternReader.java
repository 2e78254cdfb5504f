package dev.singletable.processor.read;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternReturn;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads the abstract methods of a {@code @Table} interface (its own and those it inherits) into
 * declared access patterns; default and static methods are the application's own.
 */
public final class PatternReader {

  private static final String RUNTIME = "dev.singletable.runtime.";

  private static final Map<String, PatternReturn.Shape> CONTAINERS =
      Map.of(
          "java.util.Optional",
          PatternReturn.Shape.OPTIONAL,
          RUNTIME + "Page",
          PatternReturn.Shape.PAGE,
          "java.util.List",
          PatternReturn.Shape.LIST,
          "java.util.stream.Stream",
          PatternReturn.Shape.STREAM);

  private static final Map<String, PatternParameter.Condition> BOUNDS =
      Map.of(
          "Since", PatternParameter.Condition.SINCE,
          "Until", PatternParameter.Condition.UNTIL,
          "After", PatternParameter.Condition.AFTER,
          "Before", PatternParameter.Condition.BEFORE,
          "BeginsWith", PatternParameter.Condition.BEGINS_WITH);

  public List<AccessPatternModel> read(TypeElement table) {
    Map<String, ExecutableElement> methods = new LinkedHashMap<>();
    collect(table, methods);
    return methods.values().stream().map(PatternReader::pattern).toList();
  }

  /**
   * The abstract methods of an interface and its superinterfaces, the nearest declaration first.
   */
  private static void collect(TypeElement type, Map<String, ExecutableElement> into) {
    for (Element member : type.getEnclosedElements()) {
      if (member.getKind() == ElementKind.METHOD
          && member.getModifiers().contains(Modifier.ABSTRACT)) {
        ExecutableElement method = (ExecutableElement) member;
        into.putIfAbsent(signature(method), method);
      }
    }
    for (TypeMirror parent : type.getInterfaces()) {
      if (parent instanceof DeclaredType declared
          && declared.asElement() instanceof TypeElement element) {
        collect(element, into);
      }
    }
  }

  private static String signature(ExecutableElement method) {
    StringBuilder signature = new StringBuilder(method.getSimpleName()).append('(');
    for (VariableElement parameter : method.getParameters()) {
      signature.append(parameter.asType()).append(',');
    }
    return signature.append(')').toString();
  }

  private static AccessPatternModel pattern(ExecutableElement method) {
    Optional<AnnotationMirror> declared = Annotations.find(method, "AccessPattern");
    Optional<AnnotationMirror> limit = Annotations.find(method, "Limit");
    List<PatternParameter> parameters = new ArrayList<>();
    for (VariableElement parameter : method.getParameters()) {
      parameters.add(parameter(parameter));
    }
    return new AccessPatternModel(
        method.getSimpleName().toString(),
        declared.map(mirror -> Annotations.string(mirror, "value")).orElse(null),
        returns(method.getReturnType()),
        parameters,
        at(method, "Descending"),
        at(method, "ConsistentRead"),
        at(method, "Scan"),
        at(method, "Limit"),
        limit.map(mirror -> Annotations.integer(mirror, "value")).orElse(0),
        Origin.of(method));
  }

  private static PatternParameter parameter(VariableElement parameter) {
    List<PatternParameter.Bound> bounds = new ArrayList<>();
    for (AnnotationMirror mirror : parameter.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      String qualified = type.getQualifiedName().toString();
      PatternParameter.Condition condition =
          qualified.startsWith(Annotations.PACKAGE + ".")
              ? BOUNDS.get(type.getSimpleName().toString())
              : null;
      if (condition != null) {
        bounds.add(
            new PatternParameter.Bound(
                condition, Annotations.string(mirror, "value"), Origin.of(parameter, mirror)));
      }
    }
    Origin limit = at(parameter, "Limit");
    PatternParameter.Kind kind =
        isPageRequest(parameter.asType())
            ? PatternParameter.Kind.PAGE_REQUEST
            : limit != null ? PatternParameter.Kind.LIMIT : PatternParameter.Kind.VALUE;
    return new PatternParameter(
        parameter.getSimpleName().toString(),
        typeName(parameter.asType()),
        kind,
        Annotations.find(parameter, "Bind").map(m -> Annotations.string(m, "value")).orElse(null),
        bounds,
        at(parameter, "Filter"),
        limit,
        Origin.of(parameter),
        at(parameter, "Nullable"));
  }

  private static PatternReturn returns(TypeMirror type) {
    TypeName written = typeName(type);
    if (type.getKind() == TypeKind.ERROR) {
      // Generated in this round (a collection's record): only the name as written is known.
      return new PatternReturn(PatternReturn.Shape.PLAIN, written, written, simpleName(type));
    }
    if (!(type instanceof DeclaredType declared)) {
      return new PatternReturn(PatternReturn.Shape.OTHER, written, null, null);
    }
    TypeElement element = (TypeElement) declared.asElement();
    PatternReturn.Shape container = CONTAINERS.get(element.getQualifiedName().toString());
    if (container == null) {
      return declared.getTypeArguments().isEmpty()
          ? new PatternReturn(
              PatternReturn.Shape.PLAIN, written, written, element.getSimpleName().toString())
          : new PatternReturn(PatternReturn.Shape.OTHER, written, null, null);
    }
    if (declared.getTypeArguments().size() != 1
        || !(declared.getTypeArguments().get(0) instanceof DeclaredType argument)
        || !argument.getTypeArguments().isEmpty()) {
      return new PatternReturn(PatternReturn.Shape.OTHER, written, null, null);
    }
    return new PatternReturn(
        container, written, typeName(argument), argument.asElement().getSimpleName().toString());
  }

  private static boolean isPageRequest(TypeMirror type) {
    if (type.getKind() == TypeKind.ERROR) {
      return simpleName(type).equals("PageRequest");
    }
    return type instanceof DeclaredType declared
        && ((TypeElement) declared.asElement())
            .getQualifiedName()
            .contentEquals(RUNTIME + "PageRequest");
  }

  /** The simple name of a type as written, without type arguments. */
  private static String simpleName(TypeMirror type) {
    String text = type.toString();
    int arguments = text.indexOf('<');
    if (arguments >= 0) {
      text = text.substring(0, arguments);
    }
    return text.substring(text.lastIndexOf('.') + 1);
  }

  private static TypeName typeName(TypeMirror type) {
    try {
      return TypeName.get(type);
    } catch (RuntimeException e) {
      // A type JavaPoet cannot name (an unresolved one it cannot guess): only messages use it.
      return ClassName.OBJECT;
    }
  }

  private static Origin at(Element element, String annotation) {
    return Annotations.find(element, annotation).map(m -> Origin.of(element, m)).orElse(null);
  }
}
