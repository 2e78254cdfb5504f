package dev.singletable.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where something in the model came from, as precisely as known: an element, optionally the
 * annotation on it and the annotation value. Diagnostics are reported there.
 */
public record Origin(Element element, AnnotationMirror annotation, AnnotationValue value) {

  /** No position: for models built without a compiler, such as in unit tests. */
  public static Origin none() {
    return new Origin(null, null, null);
  }

  public static Origin of(Element element) {
    return new Origin(element, null, null);
  }

  public static Origin of(Element element, AnnotationMirror annotation) {
    return new Origin(element, annotation, null);
  }

  /** The same element and annotation, pointing at another value of the annotation. */
  public Origin withValue(AnnotationValue newValue) {
    return new Origin(element, annotation, newValue);
  }
}
