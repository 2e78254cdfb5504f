package dev.singletable.processor.properties;

import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

/**
 * Random instances of a generated design's records, by reflection over their components: every
 * value DynamoDB can hold and read back equal (no NaN, no -0.0, decimals without trailing zeros, no
 * null sets and empty ones only as an entity's attribute), nulls where the type allows them, and
 * values a key can hold (non-empty, free of the delimiter) for the components the key patterns use.
 */
final class RandomValues {

  private static final String TEXT =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.:/#|@é漢";
  private static final String KEY_TEXT = "abcdefghijklmnopqrstuvwxyz0123456789";
  private static final String[] EMOJI = {"😀", "🚀", "𝄞"};

  private final Random random;

  RandomValues(Random random) {
    this.random = random;
  }

  /** An entity of {@code type}, with key-safe values for the components named in {@code keys}. */
  Object entity(Class<?> type, Set<String> keys) {
    return record(type, keys, true);
  }

  /**
   * @param entity whether the record is an entity: only an entity's sets may be empty (stored
   *     absent); an empty set inside a nested record, list or map is refused when written
   */
  private Object record(Class<?> type, Set<String> keys, boolean entity) {
    RecordComponent[] components = type.getRecordComponents();
    Object[] values = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      boolean key = keys.contains(components[i].getName());
      // A record of one scalar component is a value type, stored as that component: never null.
      boolean nullable = !key && (entity || components.length > 1);
      values[i] = value(components[i].getGenericType(), key, nullable, entity);
    }
    try {
      Constructor<?> constructor = type.getDeclaredConstructor(types);
      return constructor.newInstance(values);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + type, e);
    }
  }

  private Object value(Type type, boolean key, boolean nullable, boolean topLevel) {
    if (type instanceof ParameterizedType parameterized) {
      Class<?> raw = (Class<?>) parameterized.getRawType();
      Type[] arguments = parameterized.getActualTypeArguments();
      if (raw == Optional.class) {
        return random.nextInt(3) == 0
            ? Optional.empty()
            : Optional.of(value(arguments[0], false, false, false));
      }
      if (raw == Set.class) {
        // Never null: DynamoDB holds no empty set, so a null or empty set is stored absent and
        // read back empty.
        Set<Object> set = new LinkedHashSet<>();
        for (int i = topLevel ? random.nextInt(4) : 1 + random.nextInt(3); i > 0; i--) {
          set.add(value(arguments[0], false, false, false));
        }
        return set;
      }
      if (nullable && random.nextInt(6) == 0) {
        return null;
      }
      if (raw == List.class) {
        List<Object> list = new ArrayList<>();
        // Deep lists hold one element per level, so a value stays small at any depth.
        int size =
            arguments[0] instanceof ParameterizedType ? random.nextInt(2) : random.nextInt(4);
        for (int i = 0; i < size; i++) {
          list.add(value(arguments[0], false, random.nextInt(8) == 0, false));
        }
        return list;
      }
      if (raw == Map.class) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = random.nextInt(3); i > 0; i--) {
          map.put(text(KEY_TEXT, 1 + random.nextInt(5)), value(arguments[1], false, false, false));
        }
        return map;
      }
      throw new IllegalArgumentException("no random values of " + type);
    }
    Class<?> raw = (Class<?>) type;
    if (!raw.isPrimitive() && nullable && random.nextInt(6) == 0) {
      return null;
    }
    if (raw == String.class) {
      return key ? text(KEY_TEXT, 1 + random.nextInt(8)) : string();
    }
    if (raw == int.class || raw == Integer.class) {
      return random.nextInt();
    }
    if (raw == long.class || raw == Long.class) {
      return random.nextLong();
    }
    if (raw == boolean.class || raw == Boolean.class) {
      return random.nextBoolean();
    }
    if (raw == double.class || raw == Double.class) {
      double value = (random.nextInt(2_000_001) - 1_000_000) / 64.0;
      return value == 0 ? 0.0 : value; // never -0.0, which DynamoDB stores as 0
    }
    if (raw == BigDecimal.class) {
      // As DynamoDB gives numbers back: no trailing zeros after the point, no exponent.
      BigDecimal value =
          BigDecimal.valueOf(random.nextLong() / 1000, random.nextInt(5)).stripTrailingZeros();
      return value.scale() < 0 ? value.setScale(0) : value;
    }
    if (raw == Instant.class) {
      return Instant.ofEpochSecond(random.nextInt(2_000_000_000), random.nextInt(1_000_000_000));
    }
    if (raw == LocalDate.class) {
      return LocalDate.ofEpochDay(random.nextInt(40_000));
    }
    if (raw == UUID.class) {
      return new UUID(random.nextLong(), random.nextLong());
    }
    if (raw.isEnum()) {
      Object[] constants = raw.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    }
    if (raw.isRecord()) {
      return record(raw, Set.of(), false);
    }
    throw new IllegalArgumentException("no random values of " + type);
  }

  private String string() {
    if (random.nextInt(10) == 0) {
      return "";
    }
    StringBuilder text = new StringBuilder(text(TEXT, random.nextInt(12)));
    if (random.nextInt(5) == 0) {
      text.append(EMOJI[random.nextInt(EMOJI.length)]);
    }
    return text.toString();
  }

  private String text(String alphabet, int length) {
    StringBuilder text = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      text.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return text.toString();
  }
}
