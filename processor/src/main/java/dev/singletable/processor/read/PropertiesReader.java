package dev.singletable.processor.read;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Reads the attributes of a record (its components) or of a class (its fields with getters) and how
 * to construct it again: canonical constructor, a constructor taking the fields, or a static
 * builder.
 */
public final class PropertiesReader {

  /** The attributes and construction of a type, or the reason it cannot be mapped. */
  public record Properties(
      List<AttributeModel> attributes, Construction construction, String problem) {}

  private final Types types;

  public PropertiesReader(Types types) {
    this.types = types;
  }

  /** The compiler's type utilities, which the readers of attribute details share. */
  Types types() {
    return types;
  }

  public Properties read(TypeElement element, TypeReader typeReader) {
    if (element.getKind() == ElementKind.RECORD) {
      return readRecord(element, typeReader);
    }
    if (element.getKind() != ElementKind.CLASS) {
      return new Properties(List.of(), Construction.none(), "it must be a record or a class");
    }
    if (element.getModifiers().contains(Modifier.ABSTRACT)) {
      return new Properties(List.of(), Construction.none(), "it is abstract");
    }
    return readClass(element, typeReader);
  }

  private Properties readRecord(TypeElement element, TypeReader typeReader) {
    List<AttributeModel> attributes = new ArrayList<>();
    List<String> names = new ArrayList<>();
    Map<String, VariableElement> fields = new LinkedHashMap<>();
    for (VariableElement field : ElementFilter.fieldsIn(element.getEnclosedElements())) {
      fields.put(field.getSimpleName().toString(), field);
    }
    for (RecordComponentElement component : element.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      names.add(name);
      AttributeModel attribute =
          attribute(component, name, component.asType(), name, null, typeReader);
      // javac positions diagnostics on a component's private field (the component itself has no
      // tree of its own), so point messages there.
      VariableElement field = fields.get(name);
      attributes.add(field == null ? attribute : withOrigin(attribute, Origin.of(field)));
    }
    return new Properties(List.copyOf(attributes), Construction.record(names), null);
  }

  private Properties readClass(TypeElement element, TypeReader typeReader) {
    List<ExecutableElement> methods = ElementFilter.methodsIn(element.getEnclosedElements());
    Map<String, VariableElement> fields = new LinkedHashMap<>();
    for (VariableElement field : ElementFilter.fieldsIn(element.getEnclosedElements())) {
      if (!field.getModifiers().contains(Modifier.STATIC)) {
        fields.put(field.getSimpleName().toString(), field);
      }
    }
    if (fields.isEmpty()) {
      return new Properties(List.of(), Construction.none(), "it has no instance fields to store");
    }
    List<AttributeModel> attributes = new ArrayList<>();
    for (VariableElement field : fields.values()) {
      String name = field.getSimpleName().toString();
      Optional<ExecutableElement> getter = getter(methods, name, field.asType());
      if (getter.isEmpty()) {
        return new Properties(
            List.of(),
            Construction.none(),
            "field "
                + name
                + " has no getter (get"
                + capitalize(name)
                + "(), is"
                + capitalize(name)
                + "() or "
                + name
                + "()); add one or use a record");
      }
      Element annotated = hasOwnAnnotations(field) ? field : getter.get();
      String accessor = getter.get().getSimpleName().toString();
      attributes.add(attribute(annotated, name, field.asType(), accessor, null, typeReader));
    }
    Construction construction = constructor(element, fields);
    if (construction.isUsable()) {
      return new Properties(List.copyOf(attributes), construction, null);
    }
    Optional<Properties> built = builder(element, methods, attributes);
    return built.orElseGet(
        () ->
            new Properties(
                List.of(),
                Construction.none(),
                "no constructor takes its fields ("
                    + String.join(", ", fields.keySet())
                    + ") and it has no static builder(); add a constructor or a builder, or use a"
                    + " record"));
  }

  private AttributeModel attribute(
      Element element,
      String name,
      TypeMirror type,
      String accessor,
      String setter,
      TypeReader typeReader) {
    boolean ignored = Annotations.find(element, "Ignore").isPresent();
    // Ignored attributes are read too (their type only matters for the default passed when
    // constructing); the validator does not report unsupported types on them.
    ValueType valueType = typeReader.read(type);
    // @Attribute may only declare maxLength; the name then stays the Java name.
    String storedName =
        Annotations.find(element, "Attribute")
            .map(a -> Annotations.explicitValue(a, "name"))
            .map(v -> (String) v.getValue())
            .orElse(name);
    Set<Role> roles = EnumSet.noneOf(Role.class);
    addRole(element, "Version", Role.VERSION, roles);
    addRole(element, "Ttl", Role.TTL, roles);
    addRole(element, "CreatedAt", Role.CREATED_AT, roles);
    addRole(element, "UpdatedAt", Role.UPDATED_AT, roles);
    addRole(element, "Unique", Role.UNIQUE, roles);
    Optional<AnnotationMirror> format = Annotations.find(element, "KeyFormat");
    int integerDigits = format.map(f -> Annotations.integer(f, "integerDigits")).orElse(-1);
    int fractionDigits = format.map(f -> Annotations.integer(f, "fractionDigits")).orElse(-1);
    return new AttributeModel(
        name,
        storedName,
        valueType,
        accessor,
        setter,
        type.getKind().isPrimitive(),
        ignored,
        Set.copyOf(roles),
        integerDigits,
        fractionDigits,
        Origin.of(element));
  }

  private static AttributeModel withOrigin(AttributeModel a, Origin origin) {
    return new AttributeModel(
        a.name(),
        a.storedName(),
        a.type(),
        a.accessor(),
        a.setter(),
        a.primitive(),
        a.ignored(),
        a.roles(),
        a.integerDigits(),
        a.fractionDigits(),
        origin);
  }

  private static void addRole(Element element, String annotation, Role role, Set<Role> roles) {
    if (Annotations.find(element, annotation).isPresent()) {
      roles.add(role);
    }
  }

  private static boolean hasOwnAnnotations(Element element) {
    return element.getAnnotationMirrors().stream()
        .anyMatch(m -> m.getAnnotationType().toString().startsWith(Annotations.PACKAGE + "."));
  }

  private Optional<ExecutableElement> getter(
      List<ExecutableElement> methods, String name, TypeMirror type) {
    String capitalized = capitalize(name);
    for (String candidate : List.of("get" + capitalized, "is" + capitalized, name)) {
      for (ExecutableElement method : methods) {
        if (method.getSimpleName().contentEquals(candidate)
            && method.getParameters().isEmpty()
            && !method.getModifiers().contains(Modifier.STATIC)
            && !method.getModifiers().contains(Modifier.PRIVATE)
            && types.isSameType(method.getReturnType(), type)) {
          return Optional.of(method);
        }
      }
    }
    return Optional.empty();
  }

  private Construction constructor(TypeElement element, Map<String, VariableElement> fields) {
    for (ExecutableElement constructor :
        ElementFilter.constructorsIn(element.getEnclosedElements())) {
      if (constructor.getModifiers().contains(Modifier.PRIVATE)
          || constructor.getParameters().size() != fields.size()) {
        continue;
      }
      List<String> order = new ArrayList<>();
      for (VariableElement parameter : constructor.getParameters()) {
        VariableElement field = fields.get(parameter.getSimpleName().toString());
        if (field == null || !types.isSameType(field.asType(), parameter.asType())) {
          order = null;
          break;
        }
        order.add(parameter.getSimpleName().toString());
      }
      if (order != null) {
        return Construction.constructor(order);
      }
    }
    return Construction.none();
  }

  private Optional<Properties> builder(
      TypeElement element, List<ExecutableElement> methods, List<AttributeModel> attributes) {
    for (ExecutableElement method : methods) {
      if (!method.getSimpleName().contentEquals("builder")
          || !method.getModifiers().contains(Modifier.STATIC)
          || !method.getParameters().isEmpty()
          || method.getReturnType().getKind() != TypeKind.DECLARED) {
        continue;
      }
      TypeElement builder = (TypeElement) types.asElement(method.getReturnType());
      List<ExecutableElement> builderMethods =
          ElementFilter.methodsIn(builder.getEnclosedElements());
      Optional<ExecutableElement> build =
          builderMethods.stream()
              .filter(m -> m.getSimpleName().contentEquals("build") && m.getParameters().isEmpty())
              .filter(m -> types.isSameType(m.getReturnType(), element.asType()))
              .findFirst();
      if (build.isEmpty()) {
        continue;
      }
      List<AttributeModel> withSetters = new ArrayList<>();
      for (AttributeModel attribute : attributes) {
        Optional<String> setter = setter(builderMethods, attribute);
        if (setter.isEmpty() && !attribute.ignored()) {
          return Optional.of(
              new Properties(
                  List.of(),
                  Construction.none(),
                  "its builder has no method to set "
                      + attribute.name()
                      + " ("
                      + attribute.name()
                      + "(value), set"
                      + capitalize(attribute.name())
                      + "(value) or with"
                      + capitalize(attribute.name())
                      + "(value))"));
        }
        withSetters.add(
            new AttributeModel(
                attribute.name(),
                attribute.storedName(),
                attribute.type(),
                attribute.accessor(),
                setter.orElse(null),
                attribute.primitive(),
                attribute.ignored(),
                attribute.roles(),
                attribute.integerDigits(),
                attribute.fractionDigits(),
                attribute.origin()));
      }
      return Optional.of(
          new Properties(List.copyOf(withSetters), Construction.builder("builder", "build"), null));
    }
    return Optional.empty();
  }

  private static Optional<String> setter(
      List<ExecutableElement> methods, AttributeModel attribute) {
    String capitalized = capitalize(attribute.name());
    for (String candidate : List.of(attribute.name(), "set" + capitalized, "with" + capitalized)) {
      for (ExecutableElement method : methods) {
        if (method.getSimpleName().contentEquals(candidate) && method.getParameters().size() == 1) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  static String capitalize(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
