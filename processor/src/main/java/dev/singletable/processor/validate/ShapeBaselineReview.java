package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ShapeModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.record.DesignRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Compares an entity's stored shape with the accepted one. A shape that grows, with a former shape
 * of the accepted number that stores what the accepted record stores, is a migration in flight (a
 * note): the stored attributes' changes are what the upgrade rewrites, so they are not compared one
 * by one. A former shape that stores something else is an error naming the difference, and so is a
 * shape below the accepted one, or one that grows without a former shape of the accepted number.
 */
final class ShapeBaselineReview {

  private final BaselineContext context;

  ShapeBaselineReview(BaselineContext context) {
    this.context = context;
  }

  /**
   * Reviews the shape; whether it decided the attributes' review (the shape grew), so that they are
   * not compared one by one.
   */
  boolean review(
      EntityModel entity, DesignRecord.Entity old, DesignRecord.Entity now, TableDesign design) {
    if (now.shape() == old.shape()) {
      return false;
    }
    Diagnostics diagnostics = context.diagnostics();
    Optional<ShapeModel> declared = design.shape(entity);
    Origin origin =
        declared.map(ShapeModel::origin).orElse(BaselineContext.at(entity.origin(), "shape"));
    if (now.shape() < old.shape()) {
      diagnostics.error(
          origin,
          ShapeMessage.FORMER_SHAPE,
          entity.simpleName() + " declares @Entity(shape = " + now.shape() + ")",
          "the accepted design ("
              + context.file()
              + ") is of shape "
              + old.shape()
              + ", which this code cannot read: the stored items may carry it; keep @Entity(shape ="
              + " "
              + old.shape()
              + ") or more");
      return true;
    }
    Optional<ShapeModel.Former> former =
        declared.flatMap(
            shape -> shape.formers().stream().filter(f -> f.number() == old.shape()).findFirst());
    Optional<DesignRecord.FormerShape> recorded =
        now.formerShapes().stream().filter(f -> f.number() == old.shape()).findFirst();
    if (former.isEmpty() || recorded.isEmpty()) {
      diagnostics.error(
          origin,
          ShapeMessage.FORMER_SHAPE,
          entity.simpleName() + " declares @Entity(shape = " + now.shape() + ")",
          "the accepted design ("
              + context.file()
              + ") stores its items in shape "
              + old.shape()
              + ", and no @FormerShape("
              + old.shape()
              + ") record reads them: "
              + context.declare(
                  "a @FormerShape(" + old.shape() + ") record of what the accepted design stores"));
      return true;
    }
    String difference = difference(old.attributes(), recorded.get().attributes());
    if (difference != null) {
      diagnostics.error(
          former.get().origin(),
          BaselineMessage.FORMERLY_MISMATCH,
          "@FormerShape(" + old.shape() + ") " + former.get().javaType().simpleName(),
          entity.simpleName(),
          "shape " + old.shape(),
          context.file(),
          difference,
          "declare the record's components as the accepted design stores them (same stored names"
              + " and types)");
      return true;
    }
    diagnostics.note(
        origin,
        BaselineMessage.MIGRATION,
        "The stored shape",
        entity.simpleName(),
        "shape " + old.shape(),
        "shape " + now.shape(),
        context.file(),
        old.type() + ".upgrade",
        context.migrations(),
        context.accept());
    return true;
  }

  /** How the former shape's attributes differ from the accepted ones, or {@code null}. */
  private static String difference(
      List<DesignRecord.Attribute> accepted, List<DesignRecord.Attribute> former) {
    Map<String, DesignRecord.Attribute> declared =
        former.stream()
            .collect(Collectors.toMap(DesignRecord.Attribute::name, Function.identity()));
    List<String> differences = new ArrayList<>();
    for (DesignRecord.Attribute attribute : accepted) {
      DesignRecord.Attribute same = declared.remove(attribute.name());
      if (same == null) {
        differences.add("attribute \"" + attribute.name() + "\", which the record lacks");
      } else if (!same.type().equals(attribute.type())) {
        differences.add(
            "attribute \""
                + attribute.name()
                + "\" stored as "
                + StoredTypes.describe(attribute.type())
                + ", which the record declares as "
                + StoredTypes.describe(same.type()));
      }
    }
    declared
        .keySet()
        .forEach(
            name -> differences.add("no attribute \"" + name + "\", which the record declares"));
    return differences.isEmpty() ? null : String.join("; ", differences);
  }
}
