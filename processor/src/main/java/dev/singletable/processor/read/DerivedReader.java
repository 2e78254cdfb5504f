package dev.singletable.processor.read;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.DerivationModel;
import dev.singletable.processor.model.Origin;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Reads the {@code @Derived} attributes of an entity: the static method each names, and the source
 * attribute each parameter names (by its name), with whether the types fit. Validation judges.
 */
final class DerivedReader {

  private final Types types;

  DerivedReader(Types types) {
    this.types = types;
  }

  List<DerivationModel> read(TypeElement entity, List<AttributeModel> attributes) {
    List<DerivationModel> derivations = new ArrayList<>();
    for (AttributeModel attribute : attributes) {
      Element element = attribute.origin().element();
      if (element == null) {
        continue;
      }
      Optional<AnnotationMirror> derived = Annotations.find(element, "Derived");
      if (derived.isPresent()) {
        derivations.add(read(entity, attribute, attributes, element, derived.get()));
      }
    }
    return List.copyOf(derivations);
  }

  private DerivationModel read(
      TypeElement entity,
      AttributeModel attribute,
      List<AttributeModel> attributes,
      Element element,
      AnnotationMirror derived) {
    String name = Annotations.string(derived, "value");
    Origin origin = new Origin(element, derived, Annotations.explicitValue(derived, "value"));
    List<ExecutableElement> candidates =
        ElementFilter.methodsIn(entity.getEnclosedElements()).stream()
            .filter(method -> method.getSimpleName().contentEquals(name))
            .toList();
    if (candidates.size() != 1) {
      return new DerivationModel(
          attribute.name(),
          name,
          candidates.isEmpty() ? DerivationModel.Found.NONE : DerivationModel.Found.OVERLOADED,
          null,
          false,
          List.of(),
          origin);
    }
    ExecutableElement method = candidates.get(0);
    List<DerivationModel.Source> sources = new ArrayList<>();
    for (VariableElement parameter : method.getParameters()) {
      String source = parameter.getSimpleName().toString();
      Optional<TypeMirror> sourceType =
          attributes.stream()
              .filter(a -> a.name().equals(source))
              .findFirst()
              .map(a -> typeOf(a.origin().element()));
      sources.add(
          new DerivationModel.Source(
              source,
              parameter.asType().toString(),
              sourceType.map(t -> types.isAssignable(t, parameter.asType())).orElse(false),
              Origin.of(parameter)));
    }
    TypeMirror returns = method.getReturnType();
    return new DerivationModel(
        attribute.name(),
        name,
        method.getModifiers().contains(Modifier.STATIC)
            ? DerivationModel.Found.STATIC
            : DerivationModel.Found.INSTANCE,
        returns.toString(),
        types.isAssignable(returns, typeOf(element)),
        sources,
        origin);
  }

  /** The Java type of an attribute: a field's or component's type, a getter's return type. */
  private static TypeMirror typeOf(Element element) {
    return element instanceof ExecutableElement method ? method.getReturnType() : element.asType();
  }
}
