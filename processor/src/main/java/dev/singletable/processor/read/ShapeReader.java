package dev.singletable.processor.read;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ShapeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;

/**
 * Reads the stored shape of each entity ({@code @Entity(shape = 2)}) and its former shapes: the
 * {@code @FormerShape} records nested in the entity, or of their own whose {@code upgrade()}
 * returns it. Entities of shape 1 without a former shape are left out.
 */
public final class ShapeReader {

  /**
   * @param records every {@code @FormerShape} record of the compile
   */
  public List<ShapeModel> read(
      List<EntityModel> entities, List<TypeElement> records, EntityReader reader) {
    List<ShapeModel> shapes = new ArrayList<>();
    for (EntityModel entity : entities) {
      AnnotationMirror mirror = entity.origin().annotation();
      Element element = entity.origin().element();
      if (mirror == null || !(element instanceof TypeElement type)) {
        continue;
      }
      List<ShapeModel.Former> formers = new ArrayList<>();
      for (TypeElement record : records) {
        if (type.equals(entityOf(record))) {
          formers.add(former(record, type, reader));
        }
      }
      int shape = Annotations.integer(mirror, "shape");
      if (shape == 1 && formers.isEmpty()) {
        continue;
      }
      shapes.add(
          new ShapeModel(
              entity,
              shape,
              new Origin(element, mirror, Annotations.explicitValue(mirror, "shape")),
              formers));
    }
    return shapes;
  }

  /**
   * The entity a former shape belongs to: the entity it is nested in, else the entity its {@code
   * upgrade()} returns; {@code null} when neither is an {@code @Entity}.
   */
  public static TypeElement entityOf(TypeElement record) {
    Element enclosing = record.getEnclosingElement();
    if (enclosing instanceof TypeElement outer && Annotations.find(outer, "Entity").isPresent()) {
      return outer;
    }
    ExecutableElement upgrade = upgrade(record);
    if (upgrade != null
        && upgrade.getReturnType() instanceof DeclaredType returned
        && returned.asElement() instanceof TypeElement target
        && Annotations.find(target, "Entity").isPresent()) {
      return target;
    }
    return null;
  }

  private static ShapeModel.Former former(
      TypeElement record, TypeElement entity, EntityReader reader) {
    AnnotationMirror mirror = Annotations.find(record, "FormerShape").orElseThrow();
    ExecutableElement upgrade = upgrade(record);
    String returns = null;
    boolean returnsEntity = false;
    if (upgrade != null) {
      returns =
          upgrade.getReturnType().getKind() == TypeKind.DECLARED
              ? ((DeclaredType) upgrade.getReturnType()).asElement().getSimpleName().toString()
              : upgrade.getReturnType().toString();
      returnsEntity =
          upgrade.getReturnType() instanceof DeclaredType returned
              && returned.asElement().equals(entity)
              && !upgrade.getModifiers().contains(Modifier.STATIC)
              && !upgrade.getModifiers().contains(Modifier.PRIVATE)
              && upgrade.getThrownTypes().isEmpty();
    }
    return new ShapeModel.Former(
        Annotations.integer(mirror, "value"),
        ClassName.get(record),
        reader.readNested(record),
        upgrade == null ? null : upgrade.getSimpleName().toString(),
        returns,
        returnsEntity,
        new Origin(record, mirror, Annotations.value(mirror, "value")));
  }

  /** The record's method {@code upgrade()} without parameters, or {@code null}. */
  private static ExecutableElement upgrade(TypeElement record) {
    for (Element member : record.getEnclosedElements()) {
      if (member.getKind() == ElementKind.METHOD
          && member.getSimpleName().contentEquals("upgrade")
          && ((ExecutableElement) member).getParameters().isEmpty()) {
        return (ExecutableElement) member;
      }
    }
    return null;
  }
}
