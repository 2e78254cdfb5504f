package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The stored shape of an entity that declares former ones: the schema's {@code Shape} constant
 * ({@code STORED_SHAPE}), the current shape's number, and each former shape's codec class (its
 * record's components read from the item as a nested record's are from a map) and upgrade.
 *
 * @param constant the schema's constant of the runtime's {@code Shape}
 */
public record ShapePlan(String constant, int current, List<Former> formers) {

  public ShapePlan {
    formers = List.copyOf(formers);
  }

  /**
   * A former shape.
   *
   * @param codec the codec class that reads its record from an item
   * @param upgrade the record's method that returns the entity
   */
  public record Former(int number, ClassName record, NestedCodec codec, String upgrade) {}
}
