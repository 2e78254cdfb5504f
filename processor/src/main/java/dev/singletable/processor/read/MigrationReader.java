package dev.singletable.processor.read;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.EnumFormer;
import dev.singletable.processor.model.FormerDelimiter;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.NestedRename;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Reads the migrations entities declare: {@code @KeyPattern(formerly = @FormerKey(...))} and
 * {@code @KeyFormat(formerly = @FormerFormat(...))}, {@code @Attribute(formerly = "...")} and
 * {@code @Entity(formerly = "...")}. Entities that declare none are left out.
 */
public final class MigrationReader {

  public List<MigrationModel> read(List<EntityModel> entities) {
    return read(null, entities);
  }

  /**
   * The migrations of {@code entities} in {@code table}: with {@code @Table(formerDelimiter =
   * ...)}, each entity whose key (or global index key) holds the delimiter moves from that key
   * rendered with the former delimiter, unless it declares a former key or format itself
   * (validation refuses the two together).
   */
  public List<MigrationModel> read(TableModel table, List<EntityModel> entities) {
    FormerDelimiter moved =
        table == null
            ? null
            : FormerDelimiter.of(table).filter(FormerDelimiter::renders).orElse(null);
    List<MigrationModel> migrations = new ArrayList<>();
    for (EntityModel entity : entities) {
      MigrationModel.FormerKey formerKey = formerKey(entity);
      List<MigrationModel.Rename> renames = new ArrayList<>();
      List<MigrationModel.FormerFormat> formats = new ArrayList<>();
      List<AttributeModel> conversions = new ArrayList<>();
      for (AttributeModel attribute : entity.attributes()) {
        if (!attribute.ignored()
            && (!EnumFormer.in(attribute.type()).isEmpty()
                || !NestedRename.in(attribute.type()).isEmpty())) {
          conversions.add(attribute);
        }
        Element element = attribute.origin().element();
        if (element == null) {
          continue;
        }
        formerFormat(attribute, element).ifPresent(formats::add);
        Annotations.find(element, "Attribute")
            .ifPresent(
                mirror -> {
                  AnnotationValue value = Annotations.explicitValue(mirror, "formerly");
                  if (value != null) {
                    renames.add(
                        new MigrationModel.Rename(
                            attribute,
                            (String) value.getValue(),
                            new Origin(element, mirror, value)));
                  }
                });
      }
      List<dev.singletable.processor.model.FormerStoredType> storedTypes =
          StoredTypeReader.read(entity);
      for (dev.singletable.processor.model.FormerStoredType storedType : storedTypes) {
        if (storedType.topLevel() && !conversions.contains(storedType.attribute())) {
          conversions.add(storedType.attribute()); // the job that rewrites the stored values
        }
      }
      List<MigrationModel.IndexFormer> indexes = indexFormers(entity);
      if (moved != null) {
        if (formerKey == null && formats.isEmpty()) {
          formerKey = DelimiterMoves.formerKey(entity, moved);
        }
        indexes = DelimiterMoves.indexFormers(entity, moved, indexes);
      }
      MigrationModel.FormerType formerType = formerType(entity);
      if (formerKey != null
          || !renames.isEmpty()
          || !formats.isEmpty()
          || !indexes.isEmpty()
          || formerType != null
          || !conversions.isEmpty()
          || !storedTypes.isEmpty()) {
        migrations.add(
            new MigrationModel(
                entity,
                formerKey,
                renames,
                formats,
                indexes,
                formerType,
                conversions,
                storedTypes));
      }
    }
    return migrations;
  }

  /** The first {@code @FormerFormat} of the attribute's {@code @KeyFormat}. */
  private static java.util.Optional<MigrationModel.FormerFormat> formerFormat(
      AttributeModel attribute, Element element) {
    return Annotations.find(element, "KeyFormat")
        .flatMap(
            keyFormat -> {
              List<AnnotationMirror> former = Annotations.annotations(keyFormat, "formerly");
              if (former.isEmpty()) {
                return java.util.Optional.empty();
              }
              AnnotationMirror mirror = former.get(0);
              return java.util.Optional.of(
                  new MigrationModel.FormerFormat(
                      attribute,
                      Annotations.integer(mirror, "integerDigits"),
                      Annotations.integer(mirror, "fractionDigits"),
                      former.size(),
                      new Origin(
                          element, keyFormat, Annotations.explicitValue(keyFormat, "formerly"))));
            });
  }

  /**
   * The first {@code @FormerKey} of each {@code @Gsi} or {@code @Lsi} of the entity that declares
   * one; a local index's former partition key is the table's, unless one is written (validation
   * refuses another).
   */
  private static List<MigrationModel.IndexFormer> indexFormers(EntityModel entity) {
    List<MigrationModel.IndexFormer> indexes = new ArrayList<>();
    for (KeyUse use : entity.indexKeys()) {
      AnnotationMirror gsi = use.origin().annotation();
      if (gsi == null) {
        continue;
      }
      List<AnnotationMirror> former = Annotations.annotations(gsi, "formerly");
      if (former.isEmpty()) {
        continue;
      }
      AnnotationMirror mirror = former.get(0);
      Origin origin =
          new Origin(use.origin().element(), gsi, Annotations.explicitValue(gsi, "formerly"));
      String sk = Annotations.string(mirror, "sk");
      String pk = Annotations.string(mirror, "pk");
      indexes.add(
          new MigrationModel.IndexFormer(
              use,
              use.local() && pk.isEmpty() ? use.partitionKey() : pattern(pk, origin),
              sk.isEmpty() ? null : pattern(sk, origin),
              former.size(),
              origin,
              false));
    }
    return indexes;
  }

  /** The {@code formerly} of the entity's {@code @Entity}, or {@code null} when not written. */
  private static MigrationModel.FormerType formerType(EntityModel entity) {
    Element element = entity.origin().element();
    if (element == null) {
      return null;
    }
    return Annotations.find(element, "Entity")
        .map(
            mirror -> {
              AnnotationValue value = Annotations.explicitValue(mirror, "formerly");
              return value == null
                  ? null
                  : new MigrationModel.FormerType(
                      (String) value.getValue(), new Origin(element, mirror, value));
            })
        .orElse(null);
  }

  /** The first {@code @FormerKey} of the entity's {@code @KeyPattern}; validation refuses more. */
  private static MigrationModel.FormerKey formerKey(EntityModel entity) {
    Element element = entity.origin().element();
    if (element == null) {
      return null;
    }
    AnnotationMirror keyPattern = Annotations.find(element, "KeyPattern").orElse(null);
    if (keyPattern == null) {
      return null;
    }
    List<AnnotationMirror> former = Annotations.annotations(keyPattern, "formerly");
    if (former.isEmpty()) {
      return null;
    }
    AnnotationMirror mirror = former.get(0);
    Origin origin =
        new Origin(element, keyPattern, Annotations.explicitValue(keyPattern, "formerly"));
    String sk = Annotations.string(mirror, "sk");
    return new MigrationModel.FormerKey(
        pattern(Annotations.string(mirror, "pk"), origin),
        sk.isEmpty() ? null : pattern(sk, origin),
        former.size(),
        origin,
        false);
  }

  private static KeyPatternModel pattern(String source, Origin origin) {
    return PatternParser.parse(source, origin);
  }
}
