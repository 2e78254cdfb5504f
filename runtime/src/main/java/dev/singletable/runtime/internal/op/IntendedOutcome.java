package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.Codec;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a single-item write leaves behind when it is applied, so that the item as it now is can tell
 * whether a write whose answer was lost was applied: exactly this item (a put), these attributes
 * with these values, present or removed (an update), or no item (a delete). An update whose effect
 * depends on the item it met (arithmetic, appends, ADD, DELETE, nested paths) cannot be told from
 * the item, and never matches.
 *
 * <p>With a {@code @Version}, the version tells more: a stored version equal to the one the write
 * expected, or the next one with other values, shows the write was not applied.
 */
record IntendedOutcome(
    Map<String, AttributeValue> exactItem,
    Map<String, AttributeValue> values,
    Set<String> present,
    Set<String> removed,
    boolean noItem,
    boolean checkable,
    String versionAttribute,
    Long versionBefore) {

  /**
   * A put: exactly {@code item}.
   *
   * @param versionBefore the version the put expected (0: no item), or {@code null}
   */
  static IntendedOutcome item(
      Map<String, AttributeValue> item, String versionAttribute, Long versionBefore) {
    return new IntendedOutcome(
        item, Map.of(), Set.of(), Set.of(), false, true, versionAttribute, versionBefore);
  }

  /** A delete: no item. */
  static IntendedOutcome absent() {
    return new IntendedOutcome(null, Map.of(), Set.of(), Set.of(), true, true, null, null);
  }

  /**
   * What an update of {@code key} leaves behind, as far as the item can show it: the values it
   * sets, the attributes it removes, those it sets only if absent (present), the next version; its
   * other actions (arithmetic, appends, ADD, DELETE, nested paths) make it uncheckable.
   */
  static <K> IntendedOutcome ofUpdate(
      EntitySchema<?, K> schema, K key, UpdateSpec spec, Instant now) {
    Map<String, AttributeValue> values = new HashMap<>();
    Set<String> present = new HashSet<>();
    Set<String> removed = new HashSet<>();
    boolean checkable = true;
    for (UpdateAction<?> action : spec.actions()) {
      String attribute = action.path().attributeName();
      if (action.path().depth() == 1 && action.assignedValue().isPresent()) {
        values.put(attribute, action.assignedValue().get());
      } else if (action.path().depth() == 1 && action.removes()) {
        removed.add(attribute);
      } else {
        checkable = false;
      }
    }
    values.putAll(schema.keyAttributes(key));
    if (schema.createdAtAttribute() != null) {
      present.add(schema.createdAtAttribute()); // if_not_exists: present, whatever its value
    }
    if (schema.updatedAtAttribute() != null) {
      values.put(
          schema.updatedAtAttribute(), Codec.instant(schema.entityType(), "timestamp").apply(now));
    }
    if (spec.upsert()) {
      present.addAll(schema.primitiveDefaults().keySet());
    }
    Long before = schema.versionAttribute() == null ? null : spec.expectedVersion();
    if (before != null) {
      values.put(schema.versionAttribute(), AttributeValue.fromN(Long.toString(before + 1)));
    } else if (schema.versionAttribute() != null) {
      checkable = false; // ADD 1 to a version that is not known
    }
    return new IntendedOutcome(
        null,
        Map.copyOf(values),
        Set.copyOf(present),
        Set.copyOf(removed),
        false,
        checkable,
        before == null ? null : schema.versionAttribute(),
        before);
  }

  /** Whether {@code current} (or {@code null}: no item) is what the write leaves behind. */
  boolean matches(Map<String, AttributeValue> current) {
    if (noItem || current == null) {
      return noItem && current == null;
    }
    if (!checkable) {
      return false;
    }
    if (exactItem != null) {
      return sameAttributes(exactItem, current);
    }
    for (Map.Entry<String, AttributeValue> value : values.entrySet()) {
      if (!same(value.getValue(), current.get(value.getKey()))) {
        return false;
      }
    }
    return current.keySet().containsAll(present)
        && removed.stream().noneMatch(current::containsKey);
  }

  /**
   * Whether {@code current} shows the write was not applied: its version is the one the write
   * expected, or the next one holding other values (the write would have made that version).
   */
  boolean excludes(Map<String, AttributeValue> current) {
    Long stored = storedVersion(current);
    if (versionBefore == null || stored == null) {
      return false;
    }
    return stored == versionBefore.longValue()
        || (stored == versionBefore + 1 && checkable && !matches(current));
  }

  /** For messages: the version the item holds and the one the write would have made. */
  String describe(Map<String, AttributeValue> current) {
    if (current == null) {
      return "no item has the key now";
    }
    Long stored = storedVersion(current);
    if (stored == null || versionBefore == null) {
      return checkable
          ? "the item now holds other values than the write's"
          : "the write's effect (arithmetic, appends, ADD or DELETE) cannot be read from the item";
    }
    return "the item is now at version "
        + stored
        + " (the write would have made version "
        + (versionBefore + 1)
        + ")"
        + (checkable ? "" : " and the write's effect cannot be read from the item");
  }

  private Long storedVersion(Map<String, AttributeValue> current) {
    if (versionAttribute == null || current == null) {
      return null;
    }
    AttributeValue version = current.get(versionAttribute);
    try {
      return version == null || version.n() == null ? null : Long.valueOf(version.n());
    } catch (NumberFormatException notALong) {
      return null;
    }
  }

  private static boolean sameAttributes(
      Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (Map.Entry<String, AttributeValue> entry : a.entrySet()) {
      if (!same(entry.getValue(), b.get(entry.getKey()))) {
        return false;
      }
    }
    return true;
  }

  /** Equal as DynamoDB stores them: numbers by value, sets in any order. */
  static boolean same(AttributeValue a, AttributeValue b) {
    if (a == null || b == null || a.type() != b.type()) {
      return a == b;
    }
    return switch (a.type()) {
      case N -> new BigDecimal(a.n()).compareTo(new BigDecimal(b.n())) == 0;
      case NS -> numbers(a.ns()).equals(numbers(b.ns()));
      case SS -> new HashSet<>(a.ss()).equals(new HashSet<>(b.ss()));
      case BS -> new HashSet<SdkBytes>(a.bs()).equals(new HashSet<SdkBytes>(b.bs()));
      case L -> sameList(a.l(), b.l());
      case M -> sameAttributes(a.m(), b.m());
      default -> a.equals(b);
    };
  }

  private static boolean sameList(List<AttributeValue> a, List<AttributeValue> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!same(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static Set<BigDecimal> numbers(List<String> texts) {
    Set<BigDecimal> numbers = new HashSet<>();
    texts.forEach(text -> numbers.add(new BigDecimal(text).stripTrailingZeros()));
    return numbers;
  }
}
