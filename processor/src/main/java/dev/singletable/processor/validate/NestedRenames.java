package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.NestedRename;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import java.util.HashSet;
import java.util.Set;

/**
 * Renamed fields of nested types ({@code @Attribute(formerly = "street") String line1} in {@code
 * Address}), without a baseline: the former name must be a stored name other than the field's own
 * and than every other field's of the type (the values under it would read as both), declared by
 * one field, on a field that is stored. Each {@code formerly} once however many attributes hold its
 * type.
 */
final class NestedRenames {

  private NestedRenames() {}

  static void validate(Diagnostics diagnostics, TableDesign design) {
    Set<Origin> seen = new HashSet<>();
    for (MigrationModel migration : design.migrations()) {
      for (AttributeModel top : migration.conversions()) {
        for (NestedRename nested : NestedRename.in(top.type())) {
          MigrationModel.Rename rename = nested.rename();
          if (seen.add(rename.origin())) {
            check(diagnostics, nested, rename);
          }
        }
      }
    }
  }

  private static void check(
      Diagnostics diagnostics, NestedRename nested, MigrationModel.Rename rename) {
    AttributeModel field = rename.attribute();
    String problem = null;
    if (rename.formerly().isEmpty()) {
      problem = "which is no stored name: leave formerly out when the stored name did not change";
    } else if (rename.formerly().equals(field.storedName())) {
      problem = "its current stored name: leave formerly out when the stored name did not change";
    } else if (field.ignored()) {
      problem = "but it is @Ignore'd, so it is not stored at all";
    } else {
      for (AttributeModel other : nested.nested().attributes()) {
        if (other != field && !other.ignored() && other.storedName().equals(rename.formerly())) {
          problem =
              "the stored name of field "
                  + other.name()
                  + ": the values under it would read as both";
        }
      }
      for (MigrationModel.Rename other : nested.nested().renames()) {
        if (other != rename && other.formerly().equals(rename.formerly())) {
          problem = "which field " + other.attribute().name() + " declares too";
        }
      }
    }
    if (problem != null) {
      diagnostics.error(
          rename.origin(),
          BaselineMessage.FORMERLY_NAME,
          field.name(),
          "nested " + nested.typeName(),
          rename.formerly(),
          problem);
    }
  }
}
