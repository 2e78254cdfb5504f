package dev.singletable.processor.write;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Segment;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The attributes a key pattern (or several) needs, in order of first appearance. */
final class KeyComponents {

  private KeyComponents() {}

  /** Components of the primary key: the generated key record's components. */
  static List<AttributeModel> primary(EntityModel entity) {
    return of(entity, entity.primaryKey());
  }

  static List<AttributeModel> of(EntityModel entity, KeyUse use) {
    return of(entity, use.partitionKey(), use.sortKey());
  }

  static List<AttributeModel> of(EntityModel entity, KeyPatternModel... patterns) {
    Set<String> names = new LinkedHashSet<>();
    for (KeyPatternModel pattern : patterns) {
      if (pattern != null) {
        for (Segment.Placeholder placeholder : pattern.placeholders()) {
          names.add(placeholder.name());
        }
      }
    }
    List<AttributeModel> attributes = new ArrayList<>();
    for (String name : names) {
      attributes.add(entity.attribute(name).orElseThrow());
    }
    return attributes;
  }
}
