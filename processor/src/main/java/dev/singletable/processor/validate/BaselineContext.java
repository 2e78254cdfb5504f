package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.record.DesignRecord;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * What every baseline check of one table shares: where the diagnostics go, the accepted record's
 * file, and the ways forward that end the messages.
 *
 * @param file the baseline file, as the messages name it
 * @param tableSimpleName the table interface's simple name, which names the new record
 */
record BaselineContext(Diagnostics diagnostics, String file, String tableSimpleName) {

  /** Where the new record is and where it goes: the end of every "accept" in the messages. */
  String accept() {
    return "the record the processor wrote, META-INF/singletable/"
        + DesignRecord.fileName(tableSimpleName)
        + " in the class output (target/classes with Maven), over "
        + file;
  }

  /** The ways forward from a change: keep the old form, or migrate and accept. */
  String waysForward(String oldForm) {
    return "keep " + oldForm + ", or " + migrate();
  }

  /** Migrate the stored items, then accept: the way forward once the old form cannot be kept. */
  String migrate() {
    return "move the stored items to the new form (see docs/evolution.md), then accept the new"
        + " design by copying "
        + accept();
  }

  /**
   * Declare the migration, run it, then accept: the way forward from a change that can be declared
   * ({@code formerly = ...}).
   */
  String declare(String declaration) {
    return "declare the migration with "
        + declaration
        + " and run its job from "
        + migrations()
        + " (see docs/evolution.md), then accept the new design by copying "
        + accept();
  }

  /**
   * Where the table's migration jobs run from, as messages name it ({@link
   * Diagnostics#migrations}).
   */
  String migrations() {
    return diagnostics.migrations(tableSimpleName);
  }

  /** The origin's annotation value {@code member} when written, else the origin itself. */
  static Origin at(Origin origin, String member) {
    if (origin.annotation() == null) {
      return origin;
    }
    AnnotationValue value = Annotations.explicitValue(origin.annotation(), member);
    return value == null ? origin : origin.withValue(value);
  }

  /**
   * The annotation {@code simpleName} on the origin's element (its value {@code member} when
   * written, if {@code member} is given), else the origin.
   */
  static Origin annotation(Origin origin, String simpleName, String member) {
    Element element = origin.element();
    if (element == null) {
      return origin;
    }
    return Annotations.find(element, simpleName)
        .map(
            mirror ->
                member == null
                    ? Origin.of(element, mirror)
                    : at(Origin.of(element, mirror), member))
        .orElse(origin);
  }

  /** A name for messages, quoted, or {@code none} when absent. */
  static String quoted(String name) {
    return name == null ? "none" : "\"" + name + "\"";
  }
}
