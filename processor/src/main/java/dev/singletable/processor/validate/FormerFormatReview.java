package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.record.DesignRecord;
import dev.singletable.processor.model.record.DesignRecords;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Compares the former key formats an entity declares ({@code @KeyFormat(formerly
 * = @FormerFormat(...))}) with the accepted record: a former format matching the accepted one turns
 * the key-format change into a migration in flight (a note); one that does not is an error naming
 * the format the accepted design holds.
 */
final class FormerFormatReview {

  /** Reads only the key formats of attributes: no enum constants are needed. */
  private static final DesignRecords FORMATS = new DesignRecords(type -> List.of());

  private final BaselineContext context;

  FormerFormatReview(BaselineContext context) {
    this.context = context;
  }

  /**
   * The former formats declared beside a former key pattern: each compared with the component of
   * the accepted key.
   */
  void formerFormats(
      EntityModel entity,
      MigrationModel migration,
      DesignRecord.Key old,
      Set<String> reported,
      String entityType) {
    for (MigrationModel.FormerFormat former : migration.formats()) {
      for (DesignRecord.Pattern pattern :
          new DesignRecord.Pattern[] {old.partition(), old.sort()}) {
        if (pattern == null) {
          continue;
        }
        for (DesignRecord.Part part : pattern.parts()) {
          if (part instanceof DesignRecord.Component was
              && was.javaName().equals(former.attribute().name())
              && reported.add(was.javaName())) {
            formerFormat(entity, former, was, null, entityType + ".key");
          }
        }
      }
    }
  }

  /**
   * A declared former format ({@code @KeyFormat(formerly = @FormerFormat(...))}) of a key
   * component: matching the accepted format, the change is a migration in flight (a note, when the
   * format changes); otherwise an error naming the format the accepted design holds. {@code is}:
   * the component now, or {@code null} when the key pattern moves too; {@code job} the job that
   * moves the stored keys ({@code Order.key}, or for a component only index keys hold the index's
   * backfill, {@code Order.fill:GSI1}).
   */
  void formerFormat(
      EntityModel entity,
      MigrationModel.FormerFormat former,
      DesignRecord.Component was,
      DesignRecord.Component is,
      String job) {
    DesignRecord.Component declared = FORMATS.component(former.former());
    String label = "The key format of " + former.attribute().name();
    if (!KeyBaselineReview.sameFormat(was, declared)) {
      context
          .diagnostics()
          .error(
              former.origin(),
              BaselineMessage.FORMERLY_MISMATCH,
              label,
              entity.simpleName(),
              KeyBaselineReview.format(declared),
              context.file(),
              KeyBaselineReview.format(was),
              is != null && KeyBaselineReview.sameFormat(was, is)
                  ? "the accepted design already holds the current format, so the stored items"
                      + " are accepted as moved; remove formerly"
                  : "the stored items' keys carry the accepted format; declare formerly ="
                      + " @FormerFormat("
                      + digits(was)
                      + "), or "
                      + context.waysForward("the old format"));
    } else if (is != null) {
      context
          .diagnostics()
          .note(
              former.origin(),
              BaselineMessage.MIGRATION,
              label,
              entity.simpleName(),
              KeyBaselineReview.format(was),
              KeyBaselineReview.format(is),
              context.file(),
              job,
              context.migrations(),
              context.accept());
    }
  }

  /** {@code integerDigits = 9, fractionDigits = 2}: a component's digits as annotation members. */
  static String digits(DesignRecord.Component component) {
    List<String> members = new ArrayList<>();
    if (component.integerDigits() >= 0) {
      members.add("integerDigits = " + component.integerDigits());
    }
    if (component.fractionDigits() >= 0) {
      members.add("fractionDigits = " + component.fractionDigits());
    }
    return String.join(", ", members);
  }
}
