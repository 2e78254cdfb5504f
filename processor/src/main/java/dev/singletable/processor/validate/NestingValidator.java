package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ValueType;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Bounds how deep and how large an entity's stored shape is, before anything walks it: DynamoDB
 * nests lists, maps and nested types at most 32 levels deep, and the processor reads, checks and
 * generates an entity whose nested attributes, counted along every path, number at most {@link
 * #MAX_PATHS}. A nested type is read once however often it is used, so a record with two fields of
 * one nested type at every level is small to declare but doubles its paths at every level; the
 * counts here are memoised per nested type, so checking them is linear in the types declared.
 */
final class NestingValidator {

  /** DynamoDB's limit on nested attribute depth. */
  static final int MAX_DEPTH = 32;

  /** The most stored attributes an entity may have, counting nested ones along every path. */
  static final int MAX_PATHS = 10_000;

  private final Diagnostics diagnostics;
  private final Map<ValueType.Embedded, Integer> depths = new IdentityHashMap<>();
  private final Map<ValueType.Embedded, Long> paths = new IdentityHashMap<>();

  NestingValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** Reports an attribute nested too deep, or an entity too large; whether it found neither. */
  boolean validate(EntityModel entity) {
    boolean fine = true;
    long total = 0;
    AttributeModel largest = null;
    long largestPaths = 0;
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.ignored()) {
        continue;
      }
      int depth = depth(attribute.type());
      if (depth > MAX_DEPTH) {
        diagnostics.error(
            attribute.origin(),
            Message.ATTRIBUTE_TOO_DEEP,
            attribute.name(),
            entity.simpleName(),
            depth,
            MAX_DEPTH);
        fine = false;
      }
      long count = paths(attribute.type());
      total += count;
      if (count > largestPaths) {
        largest = attribute;
        largestPaths = count;
      }
    }
    if (total > MAX_PATHS) {
      diagnostics.error(
          largest.origin(),
          Message.ENTITY_TOO_LARGE,
          entity.simpleName(),
          total,
          largest.name(),
          largestPaths,
          MAX_PATHS);
      fine = false;
    }
    return fine;
  }

  /** Levels of lists, maps and nested types: 0 for a scalar or a set, 1 for a list of them. */
  private int depth(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return depth(optional.value());
    }
    if (type instanceof ValueType.ListOf list) {
      return 1 + depth(list.element());
    }
    if (type instanceof ValueType.MapOf map) {
      return 1 + depth(map.value());
    }
    if (type instanceof ValueType.Embedded embedded) {
      Integer known = depths.get(embedded);
      if (known == null) {
        int deepest = 0;
        for (AttributeModel field : embedded.attributes()) {
          if (!field.ignored()) {
            deepest = Math.max(deepest, depth(field.type()));
          }
        }
        known = 1 + deepest;
        depths.put(embedded, known);
      }
      return known;
    }
    return 0;
  }

  /** Attributes along every path: 1 for a scalar, plus the nested ones of a container. */
  private long paths(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return paths(optional.value());
    }
    if (type instanceof ValueType.ListOf list) {
      return 1 + paths(list.element());
    }
    if (type instanceof ValueType.MapOf map) {
      return 1 + paths(map.value());
    }
    if (type instanceof ValueType.Embedded embedded) {
      Long known = paths.get(embedded);
      if (known == null) {
        long sum = 1;
        for (AttributeModel field : embedded.attributes()) {
          if (!field.ignored()) {
            sum = Math.min(Long.MAX_VALUE / 4, sum + paths(field.type()));
          }
        }
        known = sum;
        paths.put(embedded, known);
      }
      return known;
    }
    return 1;
  }
}
