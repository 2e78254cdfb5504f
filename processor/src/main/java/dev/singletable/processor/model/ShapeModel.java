package dev.singletable.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * The stored shape of an entity that declares one ({@code @Entity(shape = 2)}) or former ones
 * ({@code @FormerShape(1)} records): how each former shape stored the entity, to read and upgrade
 * its items until the job {@code Customer.upgrade} rewrote them.
 *
 * @param shape the current shape's number ({@code @Entity(shape = ...)}, 1 unless given)
 * @param origin the {@code shape} member of {@code @Entity}, or the annotation when not given
 * @param formers the former shapes, in declaration order
 */
public record ShapeModel(EntityModel entity, int shape, Origin origin, List<Former> formers) {

  public ShapeModel {
    formers = List.copyOf(formers);
  }

  /**
   * One former shape: a record that maps as the entity's attributes do.
   *
   * @param number its {@code @FormerShape(k)}
   * @param javaType the record
   * @param type how its components are stored (or why they cannot be)
   * @param upgrade the no-argument {@code upgrade()} method, or {@code null} when missing
   * @param returns the simple type {@code upgrade()} returns, or {@code null}
   * @param returnsEntity whether {@code upgrade()} is an instance method without parameters that
   *     returns the entity
   * @param origin the record and its {@code @FormerShape}
   */
  public record Former(
      int number,
      ClassName javaType,
      ValueType type,
      String upgrade,
      String returns,
      boolean returnsEntity,
      Origin origin) {

    /** The record's components as stored, when it can be stored. */
    public Optional<ValueType.Embedded> embedded() {
      return type instanceof ValueType.Embedded embedded ? Optional.of(embedded) : Optional.empty();
    }
  }
}
