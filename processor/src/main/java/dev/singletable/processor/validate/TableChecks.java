package dev.singletable.processor.validate;

import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.design.DesignReviewer;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;

/**
 * Runs the checks of one table design in their order (validation, migrations, design checks, the
 * design review, the proof of each declared read) and keeps going past an error where the input of
 * the next stage is sound, as javac does: each stage after an error sees only the entities and
 * declared reads without an error of their own, so one compile reports every independent error and
 * no error caused by another. An error on the table itself stops everything that depends on it.
 * Warnings of the stages after the first error wait for a compile without errors.
 */
public final class TableChecks {

  private final Diagnostics diagnostics;
  private final Elements elements;

  /**
   * @param elements to read enum constants, for the design review
   */
  public TableChecks(Diagnostics diagnostics, Elements elements) {
    this.diagnostics = diagnostics;
    this.elements = elements;
  }

  /** Checks the design; whether it has no error (so that it can be planned and written). */
  public boolean check(TableDesign design, Element table) {
    int before = diagnostics.errorCount();
    new TableValidator(diagnostics).validate(design.table());
    EntityValidator entityValidator = new EntityValidator(diagnostics);
    for (EntityModel entity : design.entities()) {
      entityValidator.validate(entity, design.table());
    }
    new AccessPatternValidator(diagnostics).validate(design);
    new ShapeValidator(diagnostics).validate(design);
    if (diagnostics.errorCount() == before) {
      // Migrations name former forms of the whole design: checked only when it is all sound.
      new MigrationValidator(diagnostics).validate(design);
    }
    stage(
        design,
        table,
        before,
        (sound, to) -> {
          new DesignValidator(to).validate(sound);
          new NativeIndexValidator(to).validate(sound);
          new MultiRegionValidator(to).validate(sound);
        });
    stage(design, table, before, (sound, to) -> new DesignReviewer(to, elements).review(sound));
    // Which key serves each declared read needs keys and indexes that are known to be valid.
    stage(design, table, before, (sound, to) -> new PatternServingValidator(to).validate(sound));
    return diagnostics.errorCount() == before;
  }

  /** One stage of checks, given the part of the design that is sound and where to report. */
  private interface Stage {
    void run(TableDesign sound, Diagnostics to);
  }

  /**
   * Runs a stage on the sound part of the design: all of it while there is no error, otherwise the
   * entities and declared reads without an error of their own, reporting errors only.
   */
  private void stage(TableDesign design, Element table, int before, Stage stage) {
    if (diagnostics.errorCount() == before) {
      stage.run(design, diagnostics);
      return;
    }
    if (diagnostics.hasErrorOn(table)) {
      return; // the table itself is unsound: every later check depends on it
    }
    sound(design).ifPresent(sound -> stage.run(sound, diagnostics.errorsOnly()));
  }

  /**
   * The entities without an error of their own, and the declared reads without one whose entity is
   * among them (every read, collections included, when every entity is sound); none when no entity
   * is sound. Migrations are left out: they are checked only on a sound design.
   */
  private Optional<TableDesign> sound(TableDesign design) {
    List<EntityModel> entities =
        design.entities().stream()
            .filter(entity -> !diagnostics.hasErrorWithin(entity.origin().element()))
            .toList();
    if (entities.isEmpty()) {
      return Optional.empty();
    }
    boolean whole = entities.size() == design.entities().size();
    List<AccessPatternModel> patterns =
        design.patterns().stream()
            .filter(pattern -> !diagnostics.hasErrorWithin(pattern.origin().element()))
            .filter(
                pattern ->
                    whole
                        || entities.stream()
                            .anyMatch(e -> e.type().equals(pattern.returns().element())))
            .toList();
    return Optional.of(new TableDesign(design.table(), entities, patterns, List.of(), List.of()));
  }
}
