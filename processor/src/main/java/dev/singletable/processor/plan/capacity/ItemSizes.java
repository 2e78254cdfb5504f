package dev.singletable.processor.plan.capacity;

import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Estimates the stored size of an entity's items, and of their copies in each index, with
 * DynamoDB's size rules (attribute name bytes plus value bytes; a number about one byte per two
 * digits plus one; a list or map 3 bytes plus one per element) applied to typical values: a string
 * or binary of its {@code @Attribute(maxLength)} when declared, else {@value #STRING_BYTES} bytes;
 * a collection of its declared {@code maxLength} elements, else {@value #ELEMENTS}; every optional
 * attribute present; keys as their patterns encode them.
 */
public final class ItemSizes {

  /** The bytes assumed for a string or binary value without a declared maximum length. */
  public static final int STRING_BYTES = 20;

  /** The elements assumed for a list, set or map without a declared maximum length. */
  public static final int ELEMENTS = 4;

  private ItemSizes() {}

  /** The stored attributes of an entity's item (keys included), each with its estimated bytes. */
  public static Map<String, Long> attributes(TableModel table, EntityModel entity) {
    Map<String, Long> sizes = new LinkedHashMap<>();
    for (KeyUse use : entity.keyUses()) {
      String pk =
          use.isPrimary() || use.local()
              ? table.partitionKey()
              : use.index() == null ? null : use.index().partitionKey();
      String sk =
          use.isPrimary() ? table.sortKey() : use.index() == null ? null : use.index().sortKey();
      if (pk != null && use.partitionKey() != null) {
        sizes.put(pk, attribute(pk, key(entity, use.partitionKey())));
      }
      if (sk != null && use.sortKey() != null) {
        sizes.put(sk, attribute(sk, key(entity, use.sortKey())));
      }
    }
    sizes.put(
        table.entityTypeAttribute(),
        attribute(table.entityTypeAttribute(), utf8(entity.typeName())));
    for (AttributeModel stored : entity.storedAttributes()) {
      sizes.putIfAbsent(stored.storedName(), attribute(stored.storedName(), value(stored)));
    }
    return sizes;
  }

  /** The estimated bytes of an entity's item. */
  public static long item(TableModel table, EntityModel entity) {
    return attributes(table, entity).values().stream().mapToLong(Long::longValue).sum();
  }

  /**
   * The estimated bytes of an entity's copy in {@code index}, or empty when its items are not in it
   * (they lack one of the index's key attributes: a sparse index).
   */
  public static Optional<Long> inIndex(TableModel table, EntityModel entity, IndexModel index) {
    Map<String, Long> item = attributes(table, entity);
    String pk = index.isGlobal() ? index.partitionKey() : table.partitionKey();
    if (index.isNative()
        ? !item.keySet().containsAll(index.keyAttributes())
        : !item.containsKey(pk)
            || (index.sortKey() != null && !item.containsKey(index.sortKey()))) {
      return Optional.empty();
    }
    if (index.projection() == Projection.ALL) {
      return Optional.of(item.values().stream().mapToLong(Long::longValue).sum());
    }
    long bytes = 0;
    for (Map.Entry<String, Long> attribute : item.entrySet()) {
      String name = attribute.getKey();
      boolean key =
          name.equals(table.partitionKey())
              || name.equals(table.sortKey())
              || name.equals(pk)
              || name.equals(index.sortKey())
              || index.keyAttributes().contains(name);
      if (key || index.include().contains(name)) {
        bytes += attribute.getValue();
      }
    }
    return Optional.of(bytes);
  }

  private static long attribute(String name, long value) {
    return utf8(name) + value;
  }

  /** The bytes of a key the pattern makes: its literals, and each placeholder as it is encoded. */
  static long key(EntityModel entity, KeyPatternModel pattern) {
    long bytes = 0;
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        bytes += utf8(literal.text());
      } else if (segment instanceof Segment.Placeholder placeholder) {
        bytes +=
            entity
                .attribute(placeholder.name())
                .map(ItemSizes::keyComponent)
                .orElse(2L); // {shard}: a small number
      }
    }
    return bytes;
  }

  /** The characters of a key component as the key encoding writes it (fixed width for numbers). */
  static long keyComponent(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    if (kind == null) {
      return STRING_BYTES;
    }
    return switch (kind) {
      case BYTE -> 4;
      case SHORT -> 6;
      case INT -> 11;
      case LONG, BIG_INTEGER -> 20;
      case BIG_DECIMAL -> decimalDigits(attribute) + 2;
      case INSTANT -> 21 + Math.max(0, fractionDigits(attribute, 3));
      case LOCAL_DATE -> 10;
      case LOCAL_DATE_TIME -> 20 + Math.max(0, fractionDigits(attribute, 3));
      case UUID -> 36;
      case BOOLEAN -> 5;
      default -> stringBytes(attribute);
    };
  }

  /** The estimated bytes of an attribute's value. */
  static long value(AttributeModel attribute) {
    return value(attribute.type(), maxLength(attribute), attribute);
  }

  private static long value(ValueType type, int maxLength, AttributeModel attribute) {
    if (type instanceof ValueType.Scalar scalar) {
      return scalar(scalar.kind(), maxLength, attribute);
    }
    int elements = maxLength > 0 ? maxLength : ELEMENTS;
    if (type instanceof ValueType.ListOf list) {
      return 3 + elements * (1 + value(list.element(), -1, null));
    }
    if (type instanceof ValueType.SetOf set) {
      return elements * value(set.element(), -1, null);
    }
    if (type instanceof ValueType.MapOf map) {
      return 3 + elements * (1 + STRING_BYTES / 2 + value(map.value(), -1, null));
    }
    if (type instanceof ValueType.OptionalOf optional) {
      return value(optional.value(), maxLength, attribute);
    }
    if (type instanceof ValueType.Embedded embedded) {
      long bytes = 3;
      for (AttributeModel nested : embedded.attributes()) {
        if (!nested.ignored()) {
          bytes += 1 + utf8(nested.storedName()) + value(nested);
        }
      }
      return bytes;
    }
    return STRING_BYTES;
  }

  private static long scalar(ScalarKind kind, int maxLength, AttributeModel attribute) {
    return switch (kind) {
      case STRING, BYTES, SDK_BYTES -> maxLength > 0 ? maxLength : STRING_BYTES;
      case BOOLEAN -> 1;
      case BYTE -> 3;
      case SHORT -> 4;
      case INT -> 6;
      case LONG, BIG_INTEGER -> 11;
      case FLOAT -> 5;
      case DOUBLE -> 9;
      case BIG_DECIMAL -> attribute == null ? 11 : (decimalDigits(attribute) + 1) / 2 + 1;
      case INSTANT -> 24;
      case LOCAL_DATE -> 10;
      case LOCAL_DATE_TIME -> 23;
      case UUID -> 36;
      case ENUM -> 10;
    };
  }

  private static long stringBytes(AttributeModel attribute) {
    int maxLength = maxLength(attribute);
    return maxLength > 0 ? maxLength : STRING_BYTES;
  }

  private static int decimalDigits(AttributeModel attribute) {
    return attribute.integerDigits() > 0
        ? attribute.integerDigits() + Math.max(0, attribute.fractionDigits())
        : 20;
  }

  private static int fractionDigits(AttributeModel attribute, int fallback) {
    return attribute.fractionDigits() >= 0 ? attribute.fractionDigits() + 1 : fallback + 1;
  }

  /** The declared {@code @Attribute(maxLength)}, or -1 (also for models built without javac). */
  private static int maxLength(AttributeModel attribute) {
    if (attribute == null || attribute.origin() == null || attribute.origin().element() == null) {
      return -1;
    }
    return Annotations.find(attribute.origin().element(), "Attribute")
        .map(m -> Annotations.explicitValue(m, "maxLength"))
        .map(v -> (Integer) v.getValue())
        .orElse(-1);
  }

  private static long utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
  }
}
