package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Reads annotation values through mirrors (never through reflection proxies), so that values, class
 * literals and the exact positions of values are all available.
 */
public final class Annotations {

  public static final String PACKAGE = "dev.singletable.annotations";

  private Annotations() {}

  /**
   * The mirror of the annotation {@code simpleName} from our package on {@code element}, if any.
   */
  public static Optional<AnnotationMirror> find(Element element, String simpleName) {
    String qualified = PACKAGE + "." + simpleName;
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(qualified)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  /**
   * All mirrors of a repeatable annotation, whether written once (direct) or several times (inside
   * its container).
   */
  public static List<AnnotationMirror> findRepeated(
      Element element, String simpleName, String containerSimpleName) {
    List<AnnotationMirror> result = new ArrayList<>();
    find(element, simpleName).ifPresent(result::add);
    find(element, containerSimpleName)
        .ifPresent(
            container -> {
              for (AnnotationValue value : asList(explicitValue(container, "value"))) {
                result.add((AnnotationMirror) value.getValue());
              }
            });
    return result;
  }

  /** The value as written, or {@code null} when the default applies. */
  public static AnnotationValue explicitValue(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(name)) {
        return entry.getValue();
      }
    }
    return null;
  }

  /** The value as written or its default. */
  public static AnnotationValue value(AnnotationMirror mirror, String name) {
    AnnotationValue explicit = explicitValue(mirror, name);
    if (explicit != null) {
      return explicit;
    }
    for (Element member : mirror.getAnnotationType().asElement().getEnclosedElements()) {
      if (member instanceof ExecutableElement method
          && method.getSimpleName().contentEquals(name)) {
        return method.getDefaultValue();
      }
    }
    throw new IllegalArgumentException("No member " + name + " on " + mirror);
  }

  public static String string(AnnotationMirror mirror, String name) {
    return (String) value(mirror, name).getValue();
  }

  public static boolean bool(AnnotationMirror mirror, String name) {
    return (Boolean) value(mirror, name).getValue();
  }

  public static int integer(AnnotationMirror mirror, String name) {
    return (Integer) value(mirror, name).getValue();
  }

  /** An enum constant's name. */
  public static String enumName(AnnotationMirror mirror, String name) {
    return ((Element) value(mirror, name).getValue()).getSimpleName().toString();
  }

  /** A class literal's type. */
  public static TypeMirror type(AnnotationMirror mirror, String name) {
    return (TypeMirror) value(mirror, name).getValue();
  }

  /** The element of a class literal value, or {@code null} if it is not a declared type. */
  public static TypeElement typeElement(AnnotationMirror mirror, String name) {
    TypeMirror type = type(mirror, name);
    return type instanceof DeclaredType declared ? (TypeElement) declared.asElement() : null;
  }

  @SuppressWarnings("unchecked")
  public static List<AnnotationValue> asList(AnnotationValue value) {
    if (value == null) {
      return List.of();
    }
    Object raw = value.getValue();
    if (raw instanceof List<?> list) {
      return (List<AnnotationValue>) list;
    }
    return List.of(value);
  }

  public static List<String> strings(AnnotationMirror mirror, String name) {
    return asList(value(mirror, name)).stream().map(v -> (String) v.getValue()).toList();
  }

  public static List<AnnotationMirror> annotations(AnnotationMirror mirror, String name) {
    return asList(value(mirror, name)).stream().map(v -> (AnnotationMirror) v.getValue()).toList();
  }
}
