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
  private final List<Element> erroneous = new ArrayList<>();

  /** The diagnostics this one forwards its errors to, dropping warnings and notes; or null. */
  private final Diagnostics errorsOf;

  /** Whether singletable-migrations is on the compilation's class path. */
  private final boolean migrationsModule;

  /** Diagnostics of a compilation with singletable-migrations on its class path. */
  public Diagnostics(Messager messager) {
    this(messager, true);
  }

  /**
   * @param migrationsModule whether singletable-migrations is on the compilation's class path,
   *     which the messages naming a migration job say ({@link #migrations})
   */
  public Diagnostics(Messager messager, boolean migrationsModule) {
    this.messager = messager;
    this.errorsOf = null;
    this.migrationsModule = migrationsModule;
  }

  private Diagnostics(Diagnostics errorsOf) {
    this.messager = errorsOf.messager;
    this.errorsOf = errorsOf;
    this.migrationsModule = errorsOf.migrationsModule;
  }

  /**
   * Where the migration jobs of table {@code tableSimpleName} run from, as every message naming a
   * job says it: {@code ShopDb.migrations()}, with the dependency it needs when that is not on the
   * class path ({@link ModuleMessage#runner}).
   */
  public String migrations(String tableSimpleName) {
    return ModuleMessage.runner(tableSimpleName + "Db", migrationsModule);
  }

  /**
   * Diagnostics that report errors here and drop warnings and notes: for checks of the sound part
   * of a design that has errors, whose warnings wait for a compile without errors.
   */
  public Diagnostics errorsOnly() {
    return new Diagnostics(this);
  }

  public void error(Origin origin, Catalogued message, Object... arguments) {
    if (errorsOf != null) {
      errorsOf.error(origin, message, arguments);
      return;
    }
    errors++;
    if (origin.element() != null) {
      erroneous.add(origin.element());
    }
    print(Diagnostic.Kind.ERROR, origin, message, arguments);
  }

  public void warning(Origin origin, Catalogued message, Object... arguments) {
    if (errorsOf != null) {
      return;
    }
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
    if (errorsOf != null) {
      return;
    }
    print(Diagnostic.Kind.NOTE, origin, message, arguments);
  }

  public int errorCount() {
    return errorsOf != null ? errorsOf.errorCount() : errors;
  }

  /**
   * Whether an error was reported on {@code root} or an element inside it (a member, a parameter),
   * so that later stages can leave out what is unsound and still check the rest.
   */
  public boolean hasErrorWithin(Element root) {
    for (Element element : erroneous) {
      for (Element e = element; e != null; e = e.getEnclosingElement()) {
        if (e.equals(root)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether an error was reported on {@code element} itself. */
  public boolean hasErrorOn(Element element) {
    return erroneous.contains(element);
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
