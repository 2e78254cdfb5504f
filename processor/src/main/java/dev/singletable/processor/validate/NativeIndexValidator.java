package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * Checks the native indexes of a table ({@code @GlobalIndex(partitionKeys = ..., sortKeys = ...)}):
 * 1 to 4 partition and at most 4 sort attributes, each once, each the stored name of an entity's
 * own attribute of an S, N or B type that agrees across entities; some entity in the index. An
 * index several entities are in without the entity type as a partition attribute is legal: only a
 * read that it would serve mixes their items ({@link PatternServingValidator}).
 */
public final class NativeIndexValidator {

  private static final int MAX_ATTRIBUTES = 4;

  private final Diagnostics diagnostics;

  public NativeIndexValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    TableModel table = design.table();
    Set<String> names = new HashSet<>();
    table.indexes().forEach(index -> names.add(index.name()));
    for (IndexModel index : table.nativeIndexes()) {
      if (!TableValidator.isValidName(index.name())) {
        diagnostics.error(index.origin(), Message.INDEX_NAME_INVALID, index.name());
      }
      if (!names.add(index.name())) {
        diagnostics.error(index.origin(), Message.INDEX_NAME_DUPLICATE, index.name());
      }
      if (validKeys(design, index)) {
        validateMembers(design, index);
      }
    }
  }

  private boolean validKeys(TableDesign design, IndexModel index) {
    TableModel table = design.table();
    int errors = diagnostics.errorCount();
    AnnotationMirror mirror = (AnnotationMirror) index.origin().value().getValue();
    for (String member : List.of("pk", "sk", "hasSortKey")) {
      if (Annotations.explicitValue(mirror, member) != null) {
        diagnostics.error(
            at(index, mirror, member), NativeMessage.KEY_SYNTHETIC, index.name(), member, member);
      }
    }
    count(index, mirror, "partitionKeys", index.partitionKeys(), 1);
    count(index, mirror, "sortKeys", index.sortKeys(), 0);
    Set<String> seen = new HashSet<>();
    for (String member : List.of("partitionKeys", "sortKeys")) {
      Origin origin = at(index, mirror, member);
      for (String name :
          member.equals("partitionKeys") ? index.partitionKeys() : index.sortKeys()) {
        if (!seen.add(name)) {
          diagnostics.error(origin, NativeMessage.KEY_REPEATED, index.name(), name);
        } else if (!name.equals(table.entityTypeAttribute())) {
          checkAttribute(design, index, name, origin);
        }
      }
    }
    return diagnostics.errorCount() == errors;
  }

  private void count(
      IndexModel index, AnnotationMirror mirror, String member, List<String> names, int least) {
    if (names.size() < least || names.size() > MAX_ATTRIBUTES) {
      diagnostics.error(
          at(index, mirror, member),
          NativeMessage.KEY_COUNT,
          index.name(),
          names.size(),
          member.equals("partitionKeys") ? "partition" : "sort",
          names.size() > MAX_ATTRIBUTES
              ? "keep the 4 that queries fix first and filter on the others"
              : "list at least one in partitionKeys");
    }
  }

  private void checkAttribute(TableDesign design, IndexModel index, String name, Origin origin) {
    EntityModel first = null;
    String firstType = null;
    for (EntityModel entity : design.entities()) {
      Optional<AttributeModel> attribute = NativeKeys.attribute(entity, name);
      if (attribute.isEmpty()) {
        continue;
      }
      String type = NativeKeys.keyType(attribute.get().type());
      if (type == null) {
        diagnostics.error(
            origin,
            NativeMessage.KEY_TYPE,
            index.name(),
            name,
            entity.simpleName() + "." + attribute.get().name(),
            attribute.get().type().javaType());
        return;
      }
      if (first == null) {
        first = entity;
        firstType = type;
      } else if (!firstType.equals(type)) {
        diagnostics.error(
            origin,
            NativeMessage.KEY_TYPE_MISMATCH,
            index.name(),
            name,
            first.simpleName(),
            firstType,
            entity.simpleName(),
            type);
        return;
      }
    }
    if (first == null) {
      List<String> stored = new ArrayList<>();
      design.entities().forEach(e -> e.storedAttributes().forEach(a -> stored.add(a.storedName())));
      diagnostics.error(
          origin,
          NativeMessage.KEY_UNKNOWN,
          index.name(),
          name,
          design.table().type().simpleName(),
          Suggestions.closest(name, stored).map(s -> " (did you mean \"" + s + "\"?)").orElse(""),
          design.table().entityTypeAttribute());
    }
  }

  private void validateMembers(TableDesign design, IndexModel index) {
    TableModel table = design.table();
    List<EntityModel> members = NativeKeys.members(design, index);
    if (members.isEmpty()) {
      diagnostics.error(
          index.origin(),
          NativeMessage.INDEX_EMPTY,
          table.type().simpleName(),
          index.name(),
          String.join(", ", index.keyAttributes()));
      return;
    }
    if (NativeKeys.mixed(design, index)) {
      // No entity gets a query of it; a declared read that only it serves is native-index-mixed.
      return;
    }
    for (EntityModel entity : members) {
      String query = dev.singletable.processor.model.Names.lowerFirst(index.name());
      for (KeyUse use : entity.keyUses()) {
        if (use.queryName().equals(query)) {
          diagnostics.error(
              index.origin(),
              NativeMessage.QUERY_NAME,
              index.name(),
              entity.simpleName(),
              query,
              use.isPrimary() ? "table key" : "key in index " + use.indexName());
        }
      }
    }
  }

  private static Origin at(IndexModel index, AnnotationMirror mirror, String member) {
    AnnotationValue value = Annotations.explicitValue(mirror, member);
    // The @Table annotation and a value inside its nested @GlobalIndex, as javac locates values.
    return value == null ? index.origin() : index.origin().withValue(value);
  }
}
