package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.EnumFormer;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.record.DesignRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Renamed enum constants ({@code @Formerly("SENT") SHIPPED}): without a baseline, a former name
 * must be no constant of its enum (its stored values would read as both) and declared by one
 * constant; against the accepted record, a former name the record lists (and the new name it does
 * not) turns the removed constant into a migration in flight (a note), one it does not list is an
 * error naming what it lists.
 */
final class EnumFormers {

  private EnumFormers() {}

  /** The checks without a baseline, each {@code @Formerly} once however many attributes hold it. */
  static void validate(Diagnostics diagnostics, TableDesign design) {
    Set<Origin> seen = new HashSet<>();
    for (MigrationModel migration : design.migrations()) {
      for (AttributeModel attribute : migration.conversions()) {
        List<EnumFormer> formers = EnumFormer.in(attribute.type());
        for (EnumFormer former : formers) {
          if (!seen.add(former.origin())) {
            continue;
          }
          String problem = null;
          if (former.origin().annotation() != null
              && dev.singletable.processor.model.Annotations.explicitValue(
                      former.origin().annotation(), "type")
                  != null) {
            problem =
                "type declares the former stored type of an entity's attribute, not of a constant";
          } else if (former.former().isEmpty()) {
            problem = "a former name must not be empty";
          } else if (keyComponent(migration.entity(), attribute.name())) {
            problem =
                attribute.name()
                    + " of "
                    + migration.entity().simpleName()
                    + " is a key component, and the keys already stored hold the former name,"
                    + " which @Formerly does not move; keep the constant's name (a key move of a"
                    + " renamed constant cannot be declared yet)";
          } else if (former.constants().contains(former.former())) {
            problem =
                former.former()
                    + " is a constant of "
                    + former.enumType()
                    + ", so its stored values would read as both";
          } else {
            for (EnumFormer other : formers) {
              if (other != former
                  && other.enumType().equals(former.enumType())
                  && other.former().equals(former.former())
                  && !other.constant().equals(former.constant())) {
                problem = "constant " + other.constant() + " declares it too";
              }
            }
          }
          if (problem != null) {
            diagnostics.error(
                former.origin(),
                BaselineMessage.FORMER_CONSTANT,
                former.constant(),
                former.enumType(),
                former.former(),
                problem);
          }
        }
      }
    }
  }

  /** Whether {@code javaName} is a placeholder of one of the entity's key patterns. */
  private static boolean keyComponent(EntityModel entity, String javaName) {
    List<KeyPatternModel> patterns = new ArrayList<>();
    if (entity.primaryKey() != null) {
      patterns.add(entity.primaryKey().partitionKey());
      patterns.add(entity.primaryKey().sortKey());
    }
    for (KeyUse use : entity.indexKeys()) {
      patterns.add(use.partitionKey());
      patterns.add(use.sortKey());
    }
    return patterns.stream()
        .filter(java.util.Objects::nonNull)
        .flatMap(pattern -> pattern.placeholders().stream())
        .anyMatch(placeholder -> placeholder.name().equals(javaName));
  }

  /**
   * Compares the renamed constants of an enum attribute with the accepted constants: reports each
   * declared rename (a note, or an error when the accepted design never had the former name) and
   * returns the accepted constants still gone, which no declaration explains.
   *
   * @param job the name of the job that rewrites the attribute's values
   */
  static List<String> review(
      BaselineContext context,
      String owner,
      String label,
      AttributeModel model,
      DesignRecord.Scalar old,
      DesignRecord.Scalar now,
      String job) {
    List<String> gone = new ArrayList<>(old.constants());
    gone.removeAll(now.constants());
    List<EnumFormer> formers = new ArrayList<>();
    for (EnumFormer former : EnumFormer.in(model.type())) {
      if (now.constants().contains(former.constant())) {
        formers.add(former);
      }
    }
    for (EnumFormer former : formers) {
      String what = "Constant " + former.constant() + " of " + former.enumType() + " in " + label;
      if (old.constants().contains(former.former())
          && !old.constants().contains(former.constant())) {
        gone.remove(former.former());
        context
            .diagnostics()
            .note(
                former.origin(),
                BaselineMessage.MIGRATION,
                what,
                owner,
                "\"" + former.former() + "\"",
                "\"" + former.constant() + "\"",
                context.file(),
                job,
                context.migrations(),
                context.accept());
        continue;
      }
      String reason;
      if (old.constants().contains(former.constant())) {
        reason =
            "the accepted design already has \""
                + former.constant()
                + "\", so the stored values are accepted as renamed; remove @Formerly";
      } else if (!gone.isEmpty()) {
        reason = "declare @Formerly(\"" + gone.get(0) + "\"), the name the stored values hold";
      } else {
        reason = "it had no constant \"" + former.former() + "\"";
      }
      context
          .diagnostics()
          .error(
              former.origin(),
              BaselineMessage.FORMERLY_MISMATCH,
              what,
              owner,
              "\"" + former.former() + "\"",
              context.file(),
              "constants " + String.join(", ", old.constants()),
              reason);
    }
    return gone;
  }
}
