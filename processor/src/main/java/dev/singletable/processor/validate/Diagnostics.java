package dev.singletable.processor.validate;

import dev.singletable.processor.model.Finding;
import dev.singletable.processor.model.Origin;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * The one reporter of the processor: prefixes every message with its stable id, points it at the
 * exact element/annotation/value, honours {@code @SuppressWarnings("singletable:<id>")} for
 * warnings, and counts errors so a table with errors is not generated.
 */
public final class Diagnostics {

  private final Messager messager;
  private final List<Finding> findings = new ArrayList<>();
  private int errors;

  public Diagnostics(Messager messager) {
    this.messager = messager;
  }

  public void error(Origin origin, Catalogued message, Object... arguments) {
    errors++;
    print(Diagnostic.Kind.ERROR, origin, message, arguments);
  }

  public void warning(Origin origin, Catalogued message, Object... arguments) {
    boolean suppressed = isSuppressed(origin.element(), message);
    findings.add(
        new Finding(message.id(), message.format(arguments), origin.element(), suppressed));
    if (suppressed) {
      return;
    }
    print(Diagnostic.Kind.WARNING, origin, message, arguments);
  }

  /**
   * A note: something to do outside the code (deploy, backfill) that is no problem of the code, so
   * that a compile with notes is still clean.
   */
  public void note(Origin origin, Catalogued message, Object... arguments) {
    print(Diagnostic.Kind.NOTE, origin, message, arguments);
  }

  public int errorCount() {
    return errors;
  }

  /** Every warning raised so far, suppressed ones included, in the order they were raised. */
  public List<Finding> findings() {
    return List.copyOf(findings);
  }

  private void print(Diagnostic.Kind kind, Origin origin, Catalogued message, Object... arguments) {
    String text = "[singletable:" + message.id() + "] " + message.format(arguments);
    Element element = origin.element();
    AnnotationMirror annotation = origin.annotation();
    AnnotationValue value = origin.value();
    if (annotation != null && value != null) {
      messager.printMessage(kind, text, element, annotation, value);
    } else if (annotation != null) {
      messager.printMessage(kind, text, element, annotation);
    } else {
      messager.printMessage(kind, text, element);
    }
  }

  /** A warning is suppressed by the id on the element or on any enclosing element. */
  private static boolean isSuppressed(Element element, Catalogued message) {
    String key = "singletable:" + message.id();
    for (Element e = element; e != null; e = e.getEnclosingElement()) {
      SuppressWarnings suppress = e.getAnnotation(SuppressWarnings.class);
      if (suppress != null) {
        for (String value : suppress.value()) {
          if (value.equals(key) || value.equals("singletable")) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
