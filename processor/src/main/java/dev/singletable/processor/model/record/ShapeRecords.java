package dev.singletable.processor.model.record;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ShapeModel;
import dev.singletable.processor.model.TableDesign;
import java.util.Comparator;
import java.util.List;

/**
 * The stored shape in an entity's record: its number ({@code @Entity(shape = N)}) and, while they
 * are declared, the stored attributes of its former shapes, recorded as the entity's are.
 */
final class ShapeRecords {

  private ShapeRecords() {}

  /** The record of {@code model}, with its migrations and the shape it declares, if any. */
  static DesignRecord.Entity of(EntityModel model, TableDesign design, DesignRecords records) {
    DesignRecord.Entity entity = records.entity(model, design.migration(model).orElse(null));
    return design.shapes().stream()
        .filter(shape -> shape.entity().type().canonicalName().equals(entity.className()))
        .findFirst()
        .map(
            shape ->
                entity.withShape(
                    shape.shape(),
                    shape.formers().stream()
                        .filter(former -> former.embedded().isPresent())
                        .sorted(Comparator.comparingInt(ShapeModel.Former::number))
                        .map(former -> former(former, entity, records))
                        .toList()))
        .orElse(entity);
  }

  private static DesignRecord.FormerShape former(
      ShapeModel.Former former, DesignRecord.Entity entity, DesignRecords records) {
    List<String> keyComponents =
        entity.attributes().stream()
            .filter(DesignRecord.Attribute::always)
            .map(DesignRecord.Attribute::name)
            .toList();
    List<DesignRecord.Attribute> attributes =
        former.embedded().orElseThrow().attributes().stream()
            .filter(attribute -> !attribute.ignored())
            .map(
                (AttributeModel attribute) ->
                    records.attribute(attribute, keyComponents.contains(attribute.storedName())))
            .sorted(Comparator.comparing(DesignRecord.Attribute::name))
            .toList();
    return new DesignRecord.FormerShape(
        former.number(), former.javaType().canonicalName(), attributes);
  }
}
